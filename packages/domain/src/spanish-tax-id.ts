/**
 * Spanish tax identification numbers (issue 7): 9 characters, with a check character.
 *
 * - NIF of a person: 8 digits and a letter, the letter being
 *   'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] (the DNI number). Spaniards without a DNI have a
 *   K, L or M followed by 7 digits and the letter of those 7 digits.
 * - NIE of a foreigner: X, Y or Z, 7 digits and a letter, computed as for a NIF with the
 *   first letter read as 0, 1 or 2.
 * - CIF of a company or other entity: a letter for the kind of entity (A B C D E F G H J N
 *   P Q R S U V W), 7 digits and a check digit or letter. The check is computed from the
 *   7 digits: digits in odd positions are doubled (and the digits of the product added),
 *   the others added as they are; 10 minus the last digit of the sum (0 for 10) is the
 *   check digit, and 'JABCDEFGHI'[digit] the check letter. Which of the two an entity
 *   gets depends on its kind, and sources disagree on the details; either is accepted,
 *   as the check itself is what catches typing errors.
 */
import { normalizeTaxId } from './tax-id-text';

export type SpanishTaxIdType = 'NIF' | 'NIE' | 'CIF';

export const spanishTaxIdTypes: readonly SpanishTaxIdType[] = ['NIF', 'NIE', 'CIF'];

const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const cifCheckLetters = 'JABCDEFGHI';

function personCheckLetter(digits: string): string {
  return controlLetters.charAt(Number(digits) % 23);
}

function cifCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits.charAt(index));
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The kind of a valid Spanish tax id (case, spaces, dots and dashes aside), or null when
 * the text is none of them or its check character is wrong.
 */
export function getSpanishTaxIdType({ code }: { code: string }): SpanishTaxIdType | null {
  const text = normalizeTaxId({ code });
  let match = /^(\d{8})([A-Z])$/.exec(text);
  if (match) return personCheckLetter(match[1] ?? '') === match[2] ? 'NIF' : null;
  match = /^[KLM](\d{7})([A-Z])$/.exec(text);
  if (match) return personCheckLetter(match[1] ?? '') === match[2] ? 'NIF' : null;
  match = /^([XYZ])(\d{7})([A-Z])$/.exec(text);
  if (match) {
    const prefix = String('XYZ'.indexOf(match[1] ?? ''));
    return personCheckLetter(prefix + (match[2] ?? '')) === match[3] ? 'NIE' : null;
  }
  match = /^[ABCDEFGHJNPQRSUVW](\d{7})([0-9A-J])$/.exec(text);
  if (match) {
    const digit = cifCheckDigit(match[1] ?? '');
    const check = match[2];
    return check === String(digit) || check === cifCheckLetters.charAt(digit) ? 'CIF' : null;
  }
  return null;
}

/**
 * Whether a text is a valid Spanish tax id of one of `types`: by default a person's (NIF or
 * NIE), as the registry asks; pass `types: ['NIF', 'NIE', 'CIF']` for a business.
 */
export function isValidSpanishTaxId({
  code,
  types = ['NIF', 'NIE'],
}: {
  code: string;
  types?: readonly SpanishTaxIdType[];
}): boolean {
  const type = getSpanishTaxIdType({ code });
  return type !== null && types.includes(type);
}
