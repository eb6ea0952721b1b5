/**
 * The Italian tax code of a person (codice fiscale, issue 7): 16 characters.
 *
 *   RSS MRA 85 T 10 A562 S
 *   │   │   │  │ │  │    └ check character
 *   │   │   │  │ │  └ place of birth: a letter and three digits (Belfiore code; Z… abroad)
 *   │   │   │  │ └ day of birth, plus 40 for women (01-31, 41-71)
 *   │   │   │  └ month of birth: A B C D E H L M P R S T (January to December)
 *   │   │   └ year of birth, last two digits
 *   │   └ three letters from the first name
 *   └ three letters from the last name
 *
 * Omocodia: when two people would share a code, the Revenue Agency replaces digits of the
 * year, day and place (the seven digit positions) with letters, 0-9 becoming L M N P Q R
 * S T U V. The Agency replaces from the rightmost digit, but any mix is accepted here: a
 * stricter rule would only risk refusing a real code, and the check character still guards
 * against typing errors.
 *
 * The check character: characters in odd positions (1st, 3rd, … 15th) and in even
 * positions count with different tables; the sum modulo 26 gives a letter, A to Z.
 */
import { normalizeTaxId } from './tax-id-text';

const omocodeLetters = 'LMNPQRSTUV';
const monthLetters = 'ABCDEHLMPRST';
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Values of 0-9 and A-Z in odd positions (0 and A are 1, 1 and B are 0, …). */
const oddValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

const structure =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Index of a digit or letter in 0-9 or A-Z (digits and letters share 0-9). */
function valueIndex(char: string): number {
  const digit = '0123456789'.indexOf(char);
  return digit >= 0 ? digit : alphabet.indexOf(char);
}

/** The digit an omocode letter stands for, or the digit itself. */
function decodeDigit(char: string): number {
  const letter = omocodeLetters.indexOf(char);
  return letter >= 0 ? letter : Number(char);
}

/**
 * The check character of the first 15 characters of a code (upper case), or null when they
 * are not 15 letters and digits.
 */
export function getItalianTaxCodeCheckCharacter({ code }: { code: string }): string | null {
  const body = normalizeTaxId({ code });
  if (!/^[A-Z0-9]{15}$/.test(body)) return null;
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const value = valueIndex(body.charAt(index));
    // Positions count from 1: index 0 is the first, odd, position.
    sum += index % 2 === 0 ? (oddValues[value] ?? 0) : value;
  }
  return alphabet.charAt(sum % 26);
}

function daysInMonth(month: number, twoDigitYear: number): number {
  if (month === 2) return twoDigitYear % 4 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether a text is a real Italian tax code of a person: 16 characters (case, spaces, dots
 * and dashes aside) with the structure above, omocode letters only in the seven digit
 * positions, a month letter, a day of birth that exists in that month (1-31, or 41-71 for
 * women; 29 February only in years divisible by four, the two-digit year being 19xx or
 * 20xx), and the right check character.
 *
 * The 11-digit tax code of a company is its VAT number: see `isValidVatNumber` with 'IT'.
 */
export function isValidItalianTaxCode({ code }: { code: string }): boolean {
  const text = normalizeTaxId({ code });
  if (!structure.test(text)) return false;
  const decode = (index: number) => decodeDigit(text.charAt(index));
  const year = decode(6) * 10 + decode(7);
  const month = monthLetters.indexOf(text.charAt(8)) + 1;
  const encodedDay = decode(9) * 10 + decode(10);
  const day = encodedDay > 40 ? encodedDay - 40 : encodedDay;
  if (encodedDay > 71 || day < 1 || day > daysInMonth(month, year)) return false;
  return getItalianTaxCodeCheckCharacter({ code: text.slice(0, 15) }) === text.charAt(15);
}
