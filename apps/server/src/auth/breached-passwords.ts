import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, type PasswordProblem } from '@wayfarer/domain';

/**
 * The ~50,000 most common passwords of public breaches, as zxcvbn-ts ships them (lower case). Only
 * those long enough to pass the length rule matter; the set is built on first use.
 */
let breached: Set<string> | undefined;

export function isBreachedPassword(password: string) {
  breached ??= new Set(dictionary['passwords-common']);
  return breached.has(password.normalize('NFKC').toLowerCase());
}

export type NewPasswordProblem = PasswordProblem | 'breached';

/** The password rules of `@wayfarer/domain`, then the breached-password list. */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  return passwordProblem(password) ?? (isBreachedPassword(password) ? 'breached' : null);
}
