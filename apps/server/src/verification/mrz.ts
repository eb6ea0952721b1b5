import { parse as parseMrz } from 'mrz';

/*
 * Machine-readable zones of travel documents (ICAO 9303): TD3 (passports, 2 lines of 44), TD1
 * (identity cards, 3 lines of 30) and TD2 (identity cards, 2 lines of 36). Reading them from OCR
 * text: find the lines, fix the characters the field types allow (a date holds digits only),
 * then use the check digits to settle the typical confusions (O/0, I/1, B/8, S/5, Z/2, G/6) of
 * fields that hold letters and digits, and parse the result with `mrz`.
 */

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

const lineLengths: Record<MrzFormat, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
};

const charValue = (char: string): number => {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return Number.NaN;
};

/** The check digit of a field: weights 7, 3, 1 repeated, sum modulo 10. */
export function mrzCheckDigit(text: string): string {
  let sum = 0;
  for (let index = 0; index < text.length; index++) {
    sum += charValue(text[index]!) * [7, 3, 1][index % 3]!;
  }
  return String(sum % 10);
}

/** A text as the MRZ writes it: upper case, no accents, ICAO transliterations, `<` elsewhere. */
export function toMrzText(text: string): string {
  return text
    .toUpperCase()
    .replaceAll('Ä', 'AE')
    .replaceAll('Ö', 'OE')
    .replaceAll('Ü', 'UE')
    .replaceAll('ß', 'SS')
    .replaceAll('Æ', 'AE')
    .replaceAll('Ø', 'OE')
    .replaceAll('Å', 'AA')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z0-9]/g, '<');
}

const fit = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

export interface MrzPerson {
  /** ISO 3166-1 alpha-3 (with the ICAO codes such as D for Germany). */
  issuingState: string;
  nationality: string;
  lastName: string;
  firstName: string;
  documentNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  expiryDate: string;
  sex: 'F' | 'M' | '<';
  /** Optional data (a personal number), empty when none. */
  optional?: string;
}

const yymmdd = (isoDate: string) =>
  isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
const withCheck = (field: string) => field + mrzCheckDigit(field);

function nameField(person: MrzPerson, length: number) {
  return fit(`${toMrzText(person.lastName)}<<${toMrzText(person.firstName)}`, length);
}

/** The MRZ lines of a document, with every check digit (fixtures and tests). */
export function buildMrz(format: MrzFormat, person: MrzPerson): string[] {
  const state = fit(person.issuingState, 3);
  const nationality = fit(person.nationality, 3);
  const birth = withCheck(yymmdd(person.birthDate));
  const expiry = withCheck(yymmdd(person.expiryDate));
  const optional = person.optional ?? '';
  if (format === 'TD3') {
    const number = withCheck(fit(person.documentNumber, 9));
    const personal = optional ? withCheck(fit(optional, 14)) : `${fit('', 14)}<`;
    const line2 = `${number}${nationality}${birth}${person.sex}${expiry}${personal}`;
    const composite = mrzCheckDigit(compositeText('TD3', ['', line2]));
    return [`P<${state}${nameField(person, 39)}`, `${line2}${composite}`];
  }
  if (format === 'TD2') {
    const number = withCheck(fit(person.documentNumber, 9));
    const line2 = `${number}${nationality}${birth}${person.sex}${expiry}${fit(optional, 7)}`;
    const composite = mrzCheckDigit(compositeText('TD2', ['', line2]));
    return [`I<${state}${nameField(person, 31)}`, `${line2}${composite}`];
  }
  const line1 = `I<${state}${withCheck(fit(person.documentNumber, 9))}${fit(optional, 15)}`;
  const line2Start = `${birth}${person.sex}${expiry}${nationality}${fit('', 11)}`;
  const composite = mrzCheckDigit(compositeText('TD1', [line1, line2Start]));
  return [line1, `${line2Start}${composite}`, nameField(person, 30)];
}

// ---------------------------------------------------------------------------------------------
// Reading

type Kind = 'alpha' | 'numeric' | 'alnum' | 'name';
interface Field {
  line: number;
  start: number;
  end: number;
  kind: Kind;
  /** Position of the field's check digit on the same line. */
  check?: number;
}

const layouts: Record<MrzFormat, Field[]> = {
  TD3: [
    { line: 0, start: 2, end: 5, kind: 'alpha' },
    { line: 0, start: 5, end: 44, kind: 'name' },
    { line: 1, start: 0, end: 9, kind: 'alnum', check: 9 },
    { line: 1, start: 10, end: 13, kind: 'alpha' },
    { line: 1, start: 13, end: 19, kind: 'numeric', check: 19 },
    { line: 1, start: 20, end: 21, kind: 'alpha' },
    { line: 1, start: 21, end: 27, kind: 'numeric', check: 27 },
    { line: 1, start: 28, end: 42, kind: 'alnum', check: 42 },
  ],
  TD2: [
    { line: 0, start: 2, end: 5, kind: 'alpha' },
    { line: 0, start: 5, end: 36, kind: 'name' },
    { line: 1, start: 0, end: 9, kind: 'alnum', check: 9 },
    { line: 1, start: 10, end: 13, kind: 'alpha' },
    { line: 1, start: 13, end: 19, kind: 'numeric', check: 19 },
    { line: 1, start: 20, end: 21, kind: 'alpha' },
    { line: 1, start: 21, end: 27, kind: 'numeric', check: 27 },
    { line: 1, start: 28, end: 35, kind: 'alnum' },
  ],
  TD1: [
    { line: 0, start: 2, end: 5, kind: 'alpha' },
    { line: 0, start: 5, end: 14, kind: 'alnum', check: 14 },
    { line: 0, start: 15, end: 30, kind: 'alnum' },
    { line: 1, start: 0, end: 6, kind: 'numeric', check: 6 },
    { line: 1, start: 7, end: 8, kind: 'alpha' },
    { line: 1, start: 8, end: 14, kind: 'numeric', check: 14 },
    { line: 1, start: 15, end: 18, kind: 'alpha' },
    { line: 1, start: 18, end: 29, kind: 'alnum' },
    { line: 2, start: 0, end: 30, kind: 'name' },
  ],
};

/** Letters OCR gives for digits, and back. */
const digitFor: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};
const letterFor: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

const toDigits = (text: string) => text.replace(/[A-Z]/g, (char) => digitFor[char] ?? char);
const toLetters = (text: string) => text.replace(/[0-9]/g, (char) => letterFor[char] ?? char);

/** A check digit as read: a digit, `<` (an empty field) or a letter standing for a digit. */
const readCheck = (char: string) => (char === '<' ? '0' : toDigits(char));

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * How well a variant's changed characters fit their neighbours: a digit between digits (or a
 * letter between letters) is what OCR most likely misread, as in `YA82I3457`.
 */
function plausibility(text: string, changed: number[]): number {
  let score = 0;
  for (const index of changed) {
    const digit = isDigit(text[index]);
    for (const neighbour of [text[index - 1], text[index + 1]]) {
      if (neighbour === undefined || neighbour === '<') continue;
      score += isDigit(neighbour) === digit ? 1 : -1;
    }
  }
  return score;
}

/**
 * An alphanumeric field whose check digit fails: the variants swapping confusable characters
 * (at most 10 of them) that pass it; the one with the fewest changes, then the most plausible
 * ones, wins when nothing else is as good. Null when none fits or it stays a tie: unsure.
 */
function correctAlnum(field: string, check: string): string | null {
  if (mrzCheckDigit(field) === check) return field;
  const positions: { index: number; other: string }[] = [];
  for (let index = 0; index < field.length; index++) {
    const char = field[index]!;
    const other = digitFor[char] ?? letterFor[char];
    if (other) positions.push({ index, other });
  }
  if (positions.length === 0 || positions.length > 10) return null;
  const passing: { text: string; changes: number; score: number }[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const chars = [...field];
    const changed: number[] = [];
    positions.forEach(({ index, other }, bit) => {
      if (mask & (1 << bit)) {
        chars[index] = other;
        changed.push(index);
      }
    });
    const text = chars.join('');
    if (mrzCheckDigit(text) !== check) continue;
    passing.push({ text, changes: changed.length, score: plausibility(text, changed) });
  }
  passing.sort((a, b) => a.changes - b.changes || b.score - a.score);
  const [best, next] = passing;
  if (!best) return null;
  return next && next.changes === best.changes && next.score === best.score ? null : best.text;
}

function compositeText(format: MrzFormat, lines: readonly string[]): string {
  const [first = '', second = ''] = lines;
  if (format === 'TD1') {
    return first.slice(5, 30) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29);
  }
  const end = format === 'TD3' ? 43 : 35;
  return second.slice(0, 10) + second.slice(13, 20) + second.slice(21, end);
}

/**
 * A name field: letters only, and nothing after the first `<<<` (names are separated by `<` and
 * `<<` only, so what OCR finds in the filler is noise).
 */
function cleanName(field: string): string {
  const letters = toLetters(field);
  const end = letters.indexOf('<<<');
  return end < 0 ? letters : letters.slice(0, end).padEnd(field.length, '<');
}

/** The lines with every field set right by its type and check digit (the input when unfixable). */
export function correctMrzLines(format: MrzFormat, lines: readonly string[]): string[] {
  const fixed = lines.map((line) => [...line]);
  const set = (field: Field, text: string) => {
    fixed[field.line]!.splice(field.start, field.end - field.start, ...text);
  };
  const get = (field: Field) => fixed[field.line]!.slice(field.start, field.end).join('');
  const compositeRow = fixed[1]!;
  const compositeIndex = compositeRow.length - 1;
  compositeRow[compositeIndex] = readCheck(compositeRow[compositeIndex]!);
  // Letters and digits first, where the field's type decides...
  for (const field of layouts[format]) {
    if (field.check !== undefined) {
      const row = fixed[field.line]!;
      row[field.check] = readCheck(row[field.check]!);
    }
    if (field.kind === 'numeric') set(field, toDigits(get(field)));
    else if (field.kind === 'alpha') set(field, toLetters(get(field)));
    else if (field.kind === 'name') set(field, cleanName(get(field)));
  }
  // ...then the fields that mix both, settled by their check digit.
  for (const field of layouts[format]) {
    if (field.kind !== 'alnum' || field.check === undefined) continue;
    const corrected = correctAlnum(get(field), fixed[field.line]![field.check]!);
    if (corrected) set(field, corrected);
  }
  const result = fixed.map((chars) => chars.join(''));
  // A composite digit OCR could not read at all (the last character of the second line): the
  // fields compared have their own check digits, so it is recomputed rather than failing the zone.
  if (!/[0-9]/.test(compositeRow[compositeIndex]!)) {
    const composite = mrzCheckDigit(compositeText(format, result));
    result[1] = result[1]!.slice(0, -1) + composite;
  }
  return result;
}

/**
 * Candidate MRZ lines in OCR text: upper-cased, spaces removed, only `A-Z0-9<`; the last group of
 * lines within two characters of an MRZ length. Name lines (only letters and fillers) are padded
 * or cut to size; the others are left for `readMrz` to repair.
 */
export function findMrzLines(text: string): { format: MrzFormat; lines: string[] } | null {
  const rows = text
    .split('\n')
    .map((line) =>
      line
        .toUpperCase()
        .replace(/\s+/g, '')
        .replace(/[«‹]/g, '<<')
        .replace(/[^A-Z0-9<]/g, ''),
    )
    .filter((line) => line.length >= 26);
  for (const format of ['TD3', 'TD2', 'TD1'] as const) {
    const { lines: count, length } = lineLengths[format];
    const nameLine = format === 'TD1' ? 2 : 0;
    for (let first = rows.length - count; first >= 0; first--) {
      const group = rows.slice(first, first + count);
      if (!group.every((line) => Math.abs(line.length - length) <= 2)) continue;
      const lines = group.map((line, index) =>
        index === nameLine ? line.padEnd(length, '<').slice(0, length) : line,
      );
      const code = lines[0]![0];
      if (format === 'TD3' && code !== 'P') continue;
      if (format !== 'TD3' && !['I', 'A', 'C', '1'].includes(code ?? '')) continue;
      if (format !== 'TD3' && code === '1') lines[0] = `I${lines[0]!.slice(1)}`;
      return { format, lines };
    }
  }
  return null;
}

/**
 * The line as read and, when it is one character too long or too short, every line one deletion
 * (or one filler inserted) away: OCR drops or doubles a character now and then.
 */
function lengthVariants(line: string, length: number): string[] {
  if (line.length === length) return [line];
  const variants = new Set<string>();
  if (line.length === length + 1) {
    for (let index = 0; index < line.length; index++) {
      variants.add(line.slice(0, index) + line.slice(index + 1));
    }
  } else if (line.length === length - 1) {
    // A filler dropped: inside or next to a run of `<`, never after the final check digit.
    for (let index = 0; index < line.length; index++) {
      if (line[index] === '<' || line[index - 1] === '<') {
        variants.add(`${line.slice(0, index)}<${line.slice(index)}`);
      }
    }
  } else if (line.length > length && /<{3,}$/.test(line)) {
    variants.add(line.slice(0, length));
  }
  return [...variants];
}

export interface MrzReading {
  format: MrzFormat;
  /** All check digits pass. */
  valid: boolean;
  /** And every field is valid (country codes, dates, sex): `mrz`'s own verdict. */
  allFieldsValid: boolean;
  lastName: string | null;
  firstName: string | null;
  documentNumber: string | null;
  /** YYMMDD as written. */
  expiryDate: string | null;
  birthDate: string | null;
  issuingState: string | null;
  lines: string[];
}

function parseLines(format: MrzFormat, raw: string[]): MrzReading | null {
  const lines = correctMrzLines(format, raw);
  let result: ReturnType<typeof parseMrz>;
  try {
    result = parseMrz(lines);
  } catch {
    return null;
  }
  const { fields } = result;
  const valid = result.details
    .filter((detail) => /check digit/i.test(detail.label))
    .every((detail) => detail.valid);
  return {
    format,
    valid,
    allFieldsValid: result.valid,
    lastName: fields.lastName ?? null,
    firstName: fields.firstName ?? null,
    documentNumber: result.documentNumber ?? fields.documentNumber ?? null,
    expiryDate: fields.expirationDate ?? null,
    birthDate: fields.birthDate ?? null,
    issuingState: fields.issuingState ?? null,
    lines,
  };
}

/**
 * The MRZ in OCR text, corrected and parsed; null when there is none. A line of the wrong length
 * is repaired when exactly one of its one-character variants passes every check digit.
 */
export function readMrz(text: string): MrzReading | null {
  const found = findMrzLines(text);
  if (!found) return null;
  const { length } = lineLengths[found.format];
  const wrong = found.lines.flatMap((line, index) => (line.length === length ? [] : [index]));
  if (wrong.length === 0) return parseLines(found.format, found.lines);
  if (wrong.length > 1)
    return {
      ...parseLines(
        found.format,
        found.lines.map((line) => line.padEnd(length, '<').slice(0, length)),
      )!,
      valid: false,
    };
  const index = wrong[0]!;
  const readings = lengthVariants(found.lines[index]!, length)
    .map((variant) =>
      parseLines(
        found.format,
        found.lines.map((line, i) => (i === index ? variant : line)),
      ),
    )
    .filter((reading): reading is MrzReading => reading !== null);
  // Variants that pass the check digits; among several, those whose every field is valid too
  // (a real country code where the nationality is, for instance).
  const valid = readings.filter((reading) => reading.valid);
  for (const candidates of [valid, valid.filter((reading) => reading.allFieldsValid)]) {
    const distinct = new Set(candidates.map((reading) => reading.lines.join('\n')));
    if (distinct.size === 1) return candidates[0]!;
  }
  return readings[0] ? { ...readings[0], valid: false } : null;
}
