/**
 * VAT numbers per country (issue 7) and the Italian SDI code.
 *
 * A VAT number is checked for its country's format and, where the country publishes one,
 * its check digits (IT, ES, FR, DE, GB and XI, AT, BE, DK, EL, FI, LU, PL, PT, SI). The
 * other EU countries are checked for their format only, and any other country for the
 * generic shape of a tax number. The country is an ISO 3166-1 alpha-2 code in any case;
 * GR and EL both mean Greece, MC uses French numbers and IM British ones.
 *
 * The number may be typed with its country prefix ('IT 00743110157', 'EL 094012834') and
 * with spaces, dots and dashes; letters in any case.
 */
import { getSpanishTaxIdType } from './spanish-tax-id';
import { normalizeTaxId } from './tax-id-text';

type Check = (number: string) => boolean;

const digitsOf = (number: string): number[] => [...number].map(Number);

/** Weighted sum of the digits of `number` with `weights`, from the left. */
function weightedSum(number: string, weights: readonly number[]): number {
  return digitsOf(number).reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);
}

/** Luhn: from the right, every second digit doubled (minus 9 above 9); valid when the sum ends in 0. */
function isLuhnValid(number: string): boolean {
  const sum = digitsOf(number)
    .reverse()
    .reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return sum % 10 === 0;
}

/** ISO 7064 MOD 11,10 over all digits but the last, compared with the last. */
function isMod1110Valid(number: string): boolean {
  let product = 10;
  for (const digit of digitsOf(number.slice(0, -1))) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(number.slice(-1));
}

/** 11 digits: a company number of 7 digits (not all zero), an office code of 3, a Luhn check digit. */
const italy: Check = (n) => /^\d{11}$/.test(n) && !n.startsWith('0000000') && isLuhnValid(n);

const spain: Check = (n) => n.length === 9 && getSpanishTaxIdType({ code: n }) !== null;

const frenchKeyAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A two-character key and the 9-digit SIREN (a Luhn number, except for Monaco's 000…).
 * A numeric key is (12 + 3 × (SIREN mod 97)) mod 97; a key with a letter (new style)
 * has its own check.
 */
const france: Check = (n) => {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(n)) return false;
  const siren = n.slice(2);
  if (!siren.startsWith('000') && !isLuhnValid(siren)) return false;
  if (/^\d{2}/.test(n)) return Number(n.slice(0, 2)) === (Number(siren) * 100 + 12) % 97;
  const first = frenchKeyAlphabet.indexOf(n.charAt(0));
  const second = frenchKeyAlphabet.indexOf(n.charAt(1));
  const check = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
};

/** 9 digits, not starting with 0, the last an ISO 7064 MOD 11,10 check digit. */
const germany: Check = (n) => /^[1-9]\d{8}$/.test(n) && isMod1110Valid(n);

/**
 * 9 digits (12 with a branch number), weights 8 to 2, 10 and 1, modulo 97: 0, or 42 for
 * numbers from 100 on (the newer series); GD000-GD499 for government departments and
 * HA500-HA999 for health authorities, also as GD8888…/HA8888… with their check.
 */
const unitedKingdom: Check = (n) => {
  if (/^GD[0-4]\d{2}$/.test(n) || /^HA[5-9]\d{2}$/.test(n)) return true;
  const authority = /^(?:GD8888[0-4]|HA8888[5-9])\d{4}$/.test(n);
  if (authority) return Number(n.slice(6, 9)) % 97 === Number(n.slice(9));
  if (!/^\d{9}(\d{3})?$/.test(n)) return false;
  const sum = weightedSum(n.slice(0, 9), [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return sum === 0 || (sum === 42 && Number(n.slice(0, 3)) >= 100);
};

/** U and 8 digits; the 8th checks the 7 before. */
const austria: Check = (n) => {
  if (!/^U\d{8}$/.test(n)) return false;
  const digits = digitsOf(n.slice(1, 8));
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - ((sum + 4) % 10)) % 10 === Number(n.charAt(8));
};

/** 10 digits starting with 0 or 1 (old 9-digit numbers take a leading 0); the last two are 97 - (first eight mod 97). */
const belgium: Check = (n) => {
  const number = n.length === 9 ? `0${n}` : n;
  return (
    /^[01]\d{9}$/.test(number) && 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8))
  );
};

/** 8 digits, not starting with 0, weights 2 7 6 5 4 3 2 1 summing to a multiple of 11. */
const denmark: Check = (n) =>
  /^[1-9]\d{7}$/.test(n) && weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

/** 9 digits (8 take a leading 0); the last is the sum of the others times 256…2, mod 11, mod 10. */
const greece: Check = (n) => {
  const number = n.length === 8 ? `0${n}` : n;
  return (
    /^\d{9}$/.test(number) &&
    (weightedSum(number, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(number.charAt(8))
  );
};

/** 8 digits; weights 7 9 10 5 8 4 2, check 11 - sum mod 11 (0 for 0; a remainder of 1 is never issued). */
const finland: Check = (n) => {
  if (!/^\d{8}$/.test(n)) return false;
  const remainder = weightedSum(n, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(n.charAt(7));
};

/** 8 digits; the last two are the first six mod 89. */
const luxembourg: Check = (n) =>
  /^\d{8}$/.test(n) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6));

/** 10 digits; weights 6 5 7 2 3 4 5 6 7, the sum mod 11 is the last digit. */
const poland: Check = (n) =>
  /^\d{10}$/.test(n) && weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n.charAt(9));

/** 9 digits, not starting with 0; weights 9 to 2, check 11 - sum mod 11 (0 for 10 and 11). */
const portugal: Check = (n) => {
  if (!/^[1-9]\d{8}$/.test(n)) return false;
  const check = 11 - (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (check >= 10 ? 0 : check) === Number(n.charAt(8));
};

/** 8 digits, not starting with 0; weights 8 to 2, check 11 - sum mod 11 (0 for 10; 11 is never issued). */
const slovenia: Check = (n) => {
  if (!/^[1-9]\d{7}$/.test(n)) return false;
  const check = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
  if (check === 11) return false;
  return (check === 10 ? 0 : check) === Number(n.charAt(7));
};

const format =
  (pattern: RegExp): Check =>
  (n) =>
    pattern.test(n);

/** The Netherlands: 9 digits (shorter ones take leading zeros), B and a 2-digit branch, not 00. */
const netherlands: Check = (n) => /^\d{1,9}B(?!00)\d{2}$/.test(n);

interface VatRule {
  prefix: string;
  check: Check;
}

const vatRules: Readonly<Record<string, VatRule>> = {
  AT: { prefix: 'AT', check: austria },
  BE: { prefix: 'BE', check: belgium },
  BG: { prefix: 'BG', check: format(/^\d{9,10}$/) },
  CY: { prefix: 'CY', check: format(/^\d{8}[A-Z]$/) },
  CZ: { prefix: 'CZ', check: format(/^\d{8,10}$/) },
  DE: { prefix: 'DE', check: germany },
  DK: { prefix: 'DK', check: denmark },
  EE: { prefix: 'EE', check: format(/^\d{9}$/) },
  EL: { prefix: 'EL', check: greece },
  ES: { prefix: 'ES', check: spain },
  FI: { prefix: 'FI', check: finland },
  FR: { prefix: 'FR', check: france },
  HR: { prefix: 'HR', check: format(/^\d{11}$/) },
  HU: { prefix: 'HU', check: format(/^\d{8}$/) },
  IE: { prefix: 'IE', check: format(/^(?:\d{7}[A-W][AHW]?|\d[A-Z+*]\d{5}[A-W])$/) },
  IT: { prefix: 'IT', check: italy },
  LT: { prefix: 'LT', check: format(/^(?:\d{9}|\d{12})$/) },
  LU: { prefix: 'LU', check: luxembourg },
  LV: { prefix: 'LV', check: format(/^\d{11}$/) },
  MT: { prefix: 'MT', check: format(/^[1-9]\d{7}$/) },
  NL: { prefix: 'NL', check: netherlands },
  PL: { prefix: 'PL', check: poland },
  PT: { prefix: 'PT', check: portugal },
  RO: { prefix: 'RO', check: format(/^[1-9](?:\d{1,9}|\d{12})$/) },
  SE: { prefix: 'SE', check: format(/^\d{10}01$/) },
  SI: { prefix: 'SI', check: slovenia },
  SK: { prefix: 'SK', check: format(/^[1-9]\d{9}$/) },
  GB: { prefix: 'GB', check: unitedKingdom },
  XI: { prefix: 'XI', check: unitedKingdom },
};

/** Countries whose VAT numbers follow another country's rule. */
const sameRulesAs: Readonly<Record<string, string>> = { GR: 'EL', MC: 'FR', IM: 'GB' };

/** Countries with their own VAT number rule; any other country gets the generic one. */
export const vatNumberCountries: readonly string[] = Object.keys(vatRules);

/** Anywhere else: 4 to 20 letters and digits, at least one digit. */
const generic: Check = (n) => /^[A-Z0-9]{4,20}$/.test(n) && /\d/.test(n);

/**
 * Whether `vat` is a valid VAT number of `country` (see above). A number is checked as
 * typed and, when it starts with the country's prefix, without it.
 */
export function isValidVatNumber({ country, vat }: { country: string; vat: string }): boolean {
  const code = country.trim().toUpperCase();
  const key = Object.hasOwn(sameRulesAs, code) ? (sameRulesAs[code] ?? code) : code;
  const rule = Object.hasOwn(vatRules, key) ? vatRules[key] : undefined;
  const number = normalizeTaxId({ code: vat });
  if (!rule) {
    const prefix = /^[A-Z]{2}$/.test(code) ? code : null;
    return (
      generic(number) || (prefix !== null && number.startsWith(prefix) && generic(number.slice(2)))
    );
  }
  return rule.check(number) || (number.startsWith(rule.prefix) && rule.check(number.slice(2)));
}

/**
 * Whether a text is an SDI code (codice destinatario), the 7-character address of an Italian
 * business for electronic invoices: 7 letters or digits, in any case ('0000000' included,
 * for businesses that receive invoices by certified email).
 */
export function isValidSdiCode({ code }: { code: string }): boolean {
  return /^[A-Z0-9]{7}$/.test(normalizeTaxId({ code }));
}
