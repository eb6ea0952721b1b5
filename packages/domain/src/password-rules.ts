/**
 * What a password chosen on the provider's pages must be. Length is what matters (NIST SP 800-63B):
 * at least `minPasswordLength` characters, no composition rules; at most `maxPasswordLength` so a
 * hash is never asked to work on megabytes; one line of text without control characters, which no
 * keyboard types and which would be invisible when the traveller checks what they typed.
 */
export const minPasswordLength = 10;
export const maxPasswordLength = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'controlCharacters';

/** Counts characters, not UTF-16 units: an emoji is one character to the traveller. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (/\p{Cc}/u.test(password)) return 'controlCharacters';
  const length = [...password.normalize('NFKC')].length;
  if (length < minPasswordLength) return 'tooShort';
  if (length > maxPasswordLength) return 'tooLong';
  return null;
}
