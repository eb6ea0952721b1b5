/*
 * Fields read from a document's printed text (the visual inspection zone): dates in the formats
 * documents print, and the numbered fields of the EU driving licence model (Directive 2006/126/EC:
 * 1. surname, 2. given names, 4a. issue date, 4b. expiry date, 5. licence number).
 */

const monthNames: Record<string, number> = {};
const monthLists = [
  ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  ['GEN', 'FEB', 'MAR', 'APR', 'MAG', 'GIU', 'LUG', 'AGO', 'SET', 'OTT', 'NOV', 'DIC'],
  ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'],
  ['JAN', 'FEV', 'MAR', 'AVR', 'MAI', 'JUN', 'JUL', 'AOU', 'SEP', 'OCT', 'NOV', 'DEC'],
  ['JAN', 'FEB', 'MAR', 'APR', 'MAI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEZ'],
];
for (const list of monthLists) list.forEach((name, index) => (monthNames[name] ??= index + 1));
// French months that share their first three letters.
Object.assign(monthNames, { JUIN: 6, JUIL: 7 });

/** A month name or abbreviation in one of the five languages (`MAR`, `MARS`, `MÄRZ`, `JUIL.`). */
function monthOf(word: string): number | undefined {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  return monthNames[plain.slice(0, 4)] ?? monthNames[plain.slice(0, 3)];
}

/** A year printed with four digits, or two (`16 APR 07`): up to ten years ahead is this century. */
function yearOf(digits: string): number {
  const year = Number(digitsOf(digits));
  if (digits.length === 4) return year;
  return year <= (new Date().getUTCFullYear() % 100) + 10 ? 2000 + year : 1900 + year;
}

const iso = (year: number, month: number, day: number): string | null => {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
};

/** Letters OCR reads in place of digits inside dates. */
const digitsOf = (text: string) =>
  text.replace(/[OQD]/g, '0').replace(/[Il|]/g, '1').replace(/S/g, '5').replace(/B/g, '8');

const YEAR = '([0-9OIlSB]{4}|[0-9OIlSB]{2})';

/**
 * Every date in a text, as YYYY-MM-DD, as the five languages print them, with four- or two-digit
 * years: `09 MAR 2021`, `09 MAR/MARS 2021`, `9 juil. 2021`, `09 MÄRZ 21`, `09.03.2021`,
 * `09/03/21`, `09-03-2021`, `09 03 2021`.
 */
export function findDates(text: string): string[] {
  const found: string[] = [];
  const upper = text.toUpperCase();
  const named = new RegExp(
    `(?<![0-9\\p{L}])([0-9OIl]{1,2})\\.?\\s*(\\p{Lu}{3,9})\\.?(?:\\s*/\\s*\\p{Lu}{3,9}\\.?)?\\s*${YEAR}(?![0-9\\p{L}])`,
    'gu',
  );
  for (const match of upper.matchAll(named)) {
    const month = monthOf(match[2]!);
    if (!month) continue;
    const date = iso(yearOf(match[3]!), month, Number(digitsOf(match[1]!)));
    if (date) found.push(date);
  }
  const numeric = new RegExp(
    `(?<![0-9\\p{L}])([0-9OIl]{2})(?:\\s?[./-]\\s?|\\s)([0-9OIl]{2})(?:\\s?[./-]\\s?|\\s)${YEAR}(?![0-9\\p{L}])`,
    'gu',
  );
  for (const match of upper.matchAll(numeric)) {
    const date = iso(yearOf(match[3]!), Number(digitsOf(match[2]!)), Number(digitsOf(match[1]!)));
    if (date) found.push(date);
  }
  return [...new Set(found)];
}

export interface LicenceFields {
  lastName: string | null;
  firstName: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  number: string | null;
}

/** The numbered fields of an EU driving licence, from OCR text (one field per line). */
export function readLicenceFields(text: string): LicenceFields {
  const fields: LicenceFields = {
    lastName: null,
    firstName: null,
    issueDate: null,
    expiryDate: null,
    number: null,
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // `4a. 09.03.2021 4c. MIT-UCO` holds two fields: split before every numbered label.
    for (const part of line.split(/(?=\b(?:[1-9]|4[abcd])[.,]\s)/)) {
      const match = /^([1-9]|4[abcd])[.,]\s+(.+)$/.exec(part.trim());
      if (!match) continue;
      const [, label, value] = match as unknown as [string, string, string];
      const text = value.trim();
      if (label === '1') fields.lastName ??= text;
      else if (label === '2') fields.firstName ??= text;
      else if (label === '4a') fields.issueDate ??= findDates(text)[0] ?? null;
      else if (label === '4b') fields.expiryDate ??= findDates(text)[0] ?? null;
      else if (label === '5') fields.number ??= text.split(/\s+/)[0] ?? null;
    }
  }
  return fields;
}
