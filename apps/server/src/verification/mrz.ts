/*
 * Machine-readable zones of travel documents (ICAO 9303): TD3 (passports, 2 lines of 44), TD1
 * (identity cards, 3 lines of 30), TD2 (identity cards, 2 lines of 36) and the visas MRV-A
 * (2 lines of 44) and MRV-B (2 lines of 36). Reading them from OCR text: find the lines, fix the
 * characters each field's type allows (a date holds digits only, fillers read as K/L/C), then let
 * the check digits settle the typical confusions (O/0, I/1, B/8, S/5, Z/2, G/6) of fields that
 * hold letters and digits.
 */
import countries from 'i18n-iso-countries/index';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRVA' | 'MRVB';

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
export function buildMrz(format: 'TD1' | 'TD2' | 'TD3', person: MrzPerson): string[] {
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

type Kind = 'code' | 'alpha' | 'numeric' | 'alnum' | 'name' | 'sex';
type FieldName =
  | 'documentCode'
  | 'issuingState'
  | 'name'
  | 'documentNumber'
  | 'nationality'
  | 'birthDate'
  | 'sex'
  | 'expiryDate'
  | 'optional'
  | 'optional2';
interface Field {
  name: FieldName;
  line: number;
  start: number;
  end: number;
  kind: Kind;
  /** Position of the field's check digit on the same line. */
  check?: number;
}

/** The first line of the two-line formats: document code, issuing state, name. */
const nameLine = (length: number): Field[] => [
  { name: 'documentCode', line: 0, start: 0, end: 2, kind: 'code' },
  { name: 'issuingState', line: 0, start: 2, end: 5, kind: 'alpha' },
  { name: 'name', line: 0, start: 5, end: length, kind: 'name' },
];
/** The second line of the two-line formats, up to the optional data. */
const dataLine: Field[] = [
  { name: 'documentNumber', line: 1, start: 0, end: 9, kind: 'alnum', check: 9 },
  { name: 'nationality', line: 1, start: 10, end: 13, kind: 'alpha' },
  { name: 'birthDate', line: 1, start: 13, end: 19, kind: 'numeric', check: 19 },
  { name: 'sex', line: 1, start: 20, end: 21, kind: 'sex' },
  { name: 'expiryDate', line: 1, start: 21, end: 27, kind: 'numeric', check: 27 },
];

interface Layout {
  fields: Field[];
  /** Position of the composite check digit on the second line, null when there is none. */
  composite: number | null;
}

/** A two-line format: the optional data ends at `optionalEnd`, with or without a check digit. */
const twoLines = (
  length: number,
  optionalEnd: number,
  { optionalCheck, composite }: { optionalCheck?: number; composite: number | null },
): Layout => ({
  fields: [
    ...nameLine(length),
    ...dataLine,
    { name: 'optional', line: 1, start: 28, end: optionalEnd, kind: 'alnum', check: optionalCheck },
  ],
  composite,
});

const layouts: Record<MrzFormat, Layout> = {
  TD3: twoLines(44, 42, { optionalCheck: 42, composite: 43 }),
  MRVA: twoLines(44, 44, { composite: null }),
  TD2: twoLines(36, 35, { composite: 35 }),
  MRVB: twoLines(36, 36, { composite: null }),
  TD1: {
    fields: [
      { name: 'documentCode', line: 0, start: 0, end: 2, kind: 'code' },
      { name: 'issuingState', line: 0, start: 2, end: 5, kind: 'alpha' },
      { name: 'documentNumber', line: 0, start: 5, end: 14, kind: 'alnum', check: 14 },
      { name: 'optional', line: 0, start: 15, end: 30, kind: 'alnum' },
      { name: 'birthDate', line: 1, start: 0, end: 6, kind: 'numeric', check: 6 },
      { name: 'sex', line: 1, start: 7, end: 8, kind: 'sex' },
      { name: 'expiryDate', line: 1, start: 8, end: 14, kind: 'numeric', check: 14 },
      { name: 'nationality', line: 1, start: 15, end: 18, kind: 'alpha' },
      { name: 'optional2', line: 1, start: 18, end: 29, kind: 'alnum' },
      { name: 'name', line: 2, start: 0, end: 30, kind: 'name' },
    ],
    composite: 29,
  },
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
/** What OCR makes of the `<` filler when it does not read it as such. */
const FILLER_LOOKALIKES = 'KLC';

const toDigits = (text: string) => text.replace(/[A-Z]/g, (char) => digitFor[char] ?? char);
const toLetters = (text: string) => text.replace(/[0-9]/g, (char) => letterFor[char] ?? char);

/** A check digit as read: a digit, `<` (an empty field) or a letter standing for a digit. */
const readCheck = (char: string) => (char === '<' ? '0' : toDigits(char));

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Fillers read as K, L or C: a run of them at the end of a field (three or more, or two beside
 * `<`), and one between two `<`. A name's own last letter before the fillers (`ERIK<<<`) stays.
 */
export function repairFillers(field: string): string {
  let text = field.replace(/<[KLC](?=<)/g, '<<');
  const trailing = /[<KLC]{2,}$/.exec(text);
  if (trailing) {
    let run = trailing[0];
    let start = trailing.index;
    if (run[0] !== '<' && run[1] === '<') {
      run = run.slice(1);
      start++;
    }
    if (run.length >= 3 || run.includes('<')) {
      text = text.slice(0, start) + '<'.repeat(text.length - start);
    }
  }
  return text;
}

/**
 * In names, a separator read with a look-alike inside (`SPECIMEN<K<VZOR`) is one separator; so
 * is the first `<X<` of a name without any `<<`, which every name with given names has.
 */
function repairNameFillers(text: string): string {
  const repaired = repairFillers(text.replace(/<[KLC]</g, '<<'));
  const names = repaired.replace(/<+$/, '');
  if (names.includes('<<') || !/<[A-Z]</.test(names)) return repaired;
  return repairFillers(repaired.replace(/<[A-Z]</, '<<'));
}

/**
 * How well a variant's changed characters fit their neighbours: a digit between digits (or a
 * letter between letters) is what OCR most likely misread, as in `YA82I3457`; a filler belongs
 * before fillers or at the end.
 */
function plausibility(text: string, changed: number[]): number {
  let score = 0;
  for (const index of changed) {
    if (text[index] === '<') {
      score += index === text.length - 1 || text[index + 1] === '<' ? 1 : -2;
      continue;
    }
    const digit = isDigit(text[index]);
    for (const neighbour of [text[index - 1], text[index + 1]]) {
      if (neighbour === undefined || neighbour === '<') continue;
      score += isDigit(neighbour) === digit ? 1 : -1;
    }
  }
  return score;
}

const MAX_VARIANTS = 4096;

/**
 * An alphanumeric field whose check digit fails: the variants swapping confusable characters
 * (and filler look-alikes for `<`) that pass it; the one with the fewest changes, then the most
 * plausible ones, wins when nothing else is as good. Null when none fits or it stays a tie.
 */
function correctAlnum(field: string, check: string): string | null {
  if (mrzCheckDigit(field) === check) return field;
  const positions: { index: number; others: string[] }[] = [];
  for (let index = 0; index < field.length; index++) {
    const char = field[index]!;
    const others = [digitFor[char] ?? letterFor[char]].filter((other) => other !== undefined);
    if (FILLER_LOOKALIKES.includes(char)) others.push('<');
    if (others.length > 0) positions.push({ index, others });
  }
  const total = positions.reduce((product, { others }) => product * (others.length + 1), 1);
  if (positions.length === 0 || total > MAX_VARIANTS) return null;
  const passing: { text: string; changes: number; score: number }[] = [];
  for (let variant = 1; variant < total; variant++) {
    const chars = [...field];
    const changed: number[] = [];
    let rest = variant;
    for (const { index, others } of positions) {
      const choice = rest % (others.length + 1);
      rest = Math.floor(rest / (others.length + 1));
      if (choice === 0) continue;
      chars[index] = others[choice - 1]!;
      changed.push(index);
    }
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
 * A name field: letters only, fillers repaired, and nothing after the first `<<<` (names are
 * separated by `<` and `<<` only, so what OCR finds in the filler is noise).
 */
function cleanName(field: string): string {
  const letters = repairNameFillers(toLetters(field));
  const end = letters.indexOf('<<<');
  return end < 0 ? letters : letters.slice(0, end).padEnd(field.length, '<');
}

function repairSex(char: string): string {
  if ('MFX<'.includes(char)) return char;
  if (char === 'H') return 'M';
  return FILLER_LOOKALIKES.includes(char) ? '<' : char;
}

/** The lines with every field set right by its type and check digit (the input when unfixable). */
export function correctMrzLines(format: MrzFormat, lines: readonly string[]): string[] {
  const fixed = lines.map((line) => [...line]);
  const set = (field: Field, text: string) => {
    fixed[field.line]!.splice(field.start, field.end - field.start, ...text);
  };
  const get = (field: Field) => fixed[field.line]!.slice(field.start, field.end).join('');
  const { fields, composite } = layouts[format];
  const compositeRow = fixed[1]!;
  if (composite !== null) compositeRow[composite] = readCheck(compositeRow[composite]!);
  // Letters and digits first, where the field's type decides...
  for (const field of fields) {
    if (field.check !== undefined) {
      const row = fixed[field.line]!;
      row[field.check] = readCheck(row[field.check]!);
    }
    const text = get(field);
    if (field.kind === 'numeric') set(field, toDigits(text));
    else if (field.kind === 'alpha' || field.kind === 'code') set(field, toLetters(text));
    else if (field.kind === 'name') set(field, cleanName(text));
    else if (field.kind === 'sex') set(field, repairSex(text));
    else set(field, repairFillers(text));
  }
  // ...then the fields that mix both, settled by their check digit.
  for (const field of fields) {
    if (field.kind !== 'alnum' || field.check === undefined) continue;
    const corrected = correctAlnum(get(field), fixed[field.line]![field.check]!);
    if (corrected) set(field, corrected);
  }
  // A composite digit OCR could not read stays unread: it is what catches a field misread so
  // that its own check digit passes by chance.
  return fixed.map((chars) => chars.join(''));
}

const shapes = [
  { format: 'TD3', lines: 2, length: 44 },
  { format: 'TD2', lines: 2, length: 36 },
  { format: 'TD1', lines: 3, length: 30 },
] as const;

/** The format of lines of a shape: the two-line shapes are visas when the code starts with V. */
function formatOf(shape: (typeof shapes)[number]['format'], firstChar: string): MrzFormat {
  if (shape === 'TD1') return 'TD1';
  if (firstChar === 'V') return shape === 'TD3' ? 'MRVA' : 'MRVB';
  return shape;
}

/** The first character of the document code, which the format fixes or limits. */
function documentCodeStart(format: MrzFormat, char: string): string {
  if (format === 'TD3') return 'P';
  if (format === 'MRVA' || format === 'MRVB') return 'V';
  return 'IAC'.includes(char) ? char : 'I';
}

/** OCR text as rows of the MRZ alphabet (spaces dropped, `«` as two fillers). */
function mrzRows(text: string): string[] {
  return text
    .split('\n')
    .map((line) =>
      line
        .toUpperCase()
        .replace(/\s+/g, '')
        .replace(/[«‹]/g, '<<')
        .replace(/[^A-Z0-9<]/g, ''),
    )
    .filter((line) => line.length >= 20);
}

/** How far from its length a row may be and still be tried. */
const LENGTH_SLACK = 4;
const NAME_LENGTH_SLACK = 10;

/**
 * Candidate MRZ lines in OCR text: the last group of rows within two characters of an MRZ length
 * (kept for callers that only need to know whether a zone is there).
 */
export function findMrzLines(text: string): { format: MrzFormat; lines: string[] } | null {
  const rows = mrzRows(text);
  for (const shape of shapes) {
    for (let first = rows.length - shape.lines; first >= 0; first--) {
      const group = rows.slice(first, first + shape.lines);
      if (group.every((line) => Math.abs(line.length - shape.length) <= 2)) {
        return { format: formatOf(shape.format, group[0]![0]!), lines: group };
      }
    }
  }
  return null;
}

/**
 * A line read with the wrong length, brought to `length`: a run of fillers one or more too long
 * or short, a character doubled or a filler dropped, noise at either end.
 */
function lengthVariants(line: string, length: number): string[] {
  const diff = line.length - length;
  if (diff === 0) return [line];
  const variants = new Set<string>();
  for (const run of line.matchAll(/<{2,}/g)) {
    const runLength = run[0].length - diff;
    // A run at the end is not lengthened: that would make up the check digits of a cut line.
    const atEnd = run.index + run[0].length === line.length;
    if (runLength < 1 || (atEnd && diff < 0)) continue;
    variants.add(
      line.slice(0, run.index) + '<'.repeat(runLength) + line.slice(run.index + run[0].length),
    );
  }
  if (diff === 1) {
    for (let index = 0; index < line.length; index++) {
      variants.add(line.slice(0, index) + line.slice(index + 1));
    }
  } else if (diff === -1) {
    for (let index = 0; index < line.length; index++) {
      if (line[index] === '<' || line[index - 1] === '<') {
        variants.add(`${line.slice(0, index)}<${line.slice(index)}`);
      }
    }
  } else if (diff > 0) {
    variants.add(line.slice(0, length));
    variants.add(line.slice(diff));
  }
  return [...variants];
}

export interface MrzCheckDigits {
  documentNumber: boolean;
  birthDate: boolean;
  expiryDate: boolean;
  /** TD3 only: the personal number's. */
  optional?: boolean;
  /** TD1, TD2 and TD3: the composite. */
  composite?: boolean;
}

export interface MrzReading {
  format: MrzFormat;
  /** All check digits pass. */
  valid: boolean;
  /** And every field is well formed (dates, sex, known state codes). */
  allFieldsValid: boolean;
  checkDigits: MrzCheckDigits;
  documentType: string;
  lastName: string | null;
  firstName: string | null;
  documentNumber: string | null;
  /** YYMMDD as written. */
  expiryDate: string | null;
  birthDate: string | null;
  issuingState: string | null;
  nationality: string | null;
  sex: 'M' | 'F' | 'X' | null;
  lines: string[];
}

/** Codes the MRZ uses besides ISO 3166-1 alpha-3 (ICAO 9303 part 3). */
const icaoCodes = new Set([
  'D',
  'EUE',
  'GBD',
  'GBN',
  'GBO',
  'GBP',
  'GBS',
  'RKS',
  'UNA',
  'UNK',
  'UNO',
  'XOM',
  'XPO',
  'XXA',
  'XXB',
  'XXC',
  'XXX',
]);
const isStateCode = (code: string) => icaoCodes.has(code) || countries.isValid(code);

const isYymmdd = (text: string) => {
  if (!/^\d{6}$/.test(text)) return false;
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
};
const words = (text: string) => text.split('<').filter(Boolean).join(' ');

function parseLines(format: MrzFormat, raw: readonly string[]): MrzReading {
  const lines = correctMrzLines(format, [
    documentCodeStart(format, raw[0]![0]!) + raw[0]!.slice(1),
    ...raw.slice(1),
  ]);
  const { fields, composite } = layouts[format];
  const field = (name: FieldName) => {
    const spec = fields.find((candidate) => candidate.name === name)!;
    return { spec, text: lines[spec.line]!.slice(spec.start, spec.end) };
  };
  const checks = (name: FieldName) => {
    const { spec, text } = field(name);
    return mrzCheckDigit(text) === lines[spec.line]![spec.check!];
  };
  let documentNumber = field('documentNumber').text;
  let numberValid = checks('documentNumber');
  // TD1 numbers longer than nine characters go on in the optional data, their check digit last.
  if (format === 'TD1' && lines[0]![14] === '<') {
    const rest = /^[A-Z0-9]+/.exec(field('optional').text)?.[0] ?? '';
    if (rest.length >= 2) {
      documentNumber += rest.slice(0, -1);
      numberValid = mrzCheckDigit(documentNumber) === rest.at(-1);
    }
  }
  const checkDigits: MrzCheckDigits = {
    documentNumber: numberValid,
    birthDate: checks('birthDate'),
    expiryDate: checks('expiryDate'),
  };
  if (format === 'TD3') checkDigits.optional = checks('optional');
  if (composite !== null) {
    checkDigits.composite = mrzCheckDigit(compositeText(format, lines)) === lines[1]![composite];
  }
  const valid = Object.values(checkDigits).every(Boolean);
  const [surname = '', ...given] = field('name').text.split('<<');
  const birthDate = field('birthDate').text;
  const expiryDate = field('expiryDate').text;
  const sex = field('sex').text;
  const issuingState = field('issuingState').text.replace(/<+$/, '');
  const nationality = field('nationality').text.replace(/<+$/, '');
  const allFieldsValid =
    valid &&
    isYymmdd(birthDate) &&
    isYymmdd(expiryDate) &&
    'MFX<'.includes(sex) &&
    [issuingState, nationality].every(isStateCode);
  return {
    format,
    valid,
    allFieldsValid,
    checkDigits,
    documentType: field('documentCode').text.replace(/<+$/, ''),
    lastName: words(surname) || null,
    firstName: words(given.join('<<')) || null,
    documentNumber: documentNumber.replace(/</g, '') || null,
    expiryDate,
    birthDate,
    issuingState: issuingState || null,
    nationality: nationality || null,
    sex: sex === 'M' || sex === 'F' || sex === 'X' ? sex : null,
    lines,
  };
}

/** What a reading says, whatever filler runs its lines were given. */
const meaningOf = (reading: MrzReading) =>
  JSON.stringify([
    reading.format,
    reading.documentType,
    reading.issuingState,
    reading.lastName,
    reading.firstName,
    reading.documentNumber,
    reading.nationality,
    reading.birthDate,
    reading.sex,
    reading.expiryDate,
  ]);

/** How good a reading is: check digits passed first, then well-formed fields. */
export const mrzScore = (reading: MrzReading) =>
  Object.values(reading.checkDigits).filter(Boolean).length * 2 + (reading.allFieldsValid ? 1 : 0);

/** Readings tried per group of rows at most (each line's variants multiply). */
const MAX_COMBINATIONS = 2000;

/**
 * The MRZ in OCR text, repaired by the ICAO 9303 grammar and its check digits, and parsed; null
 * when no rows have an MRZ's shape. Every group of rows near an MRZ shape is tried, with lines of
 * the wrong length brought to size every way OCR explains (see lengthVariants); the reading with
 * the most check digits passing wins, and a zone is valid only when the readings passing them all
 * say the same.
 */
export function readMrz(text: string): MrzReading | null {
  const rows = mrzRows(text);
  const readings: MrzReading[] = [];
  for (const shape of shapes) {
    const nameIndex = shape.format === 'TD1' ? 2 : 0;
    for (let first = 0; first + shape.lines <= rows.length; first++) {
      const group = rows.slice(first, first + shape.lines);
      // A name line may have any number of fillers too many: they are cut.
      const fits = group.every((line, index) =>
        index === nameIndex
          ? line.length >= shape.length - NAME_LENGTH_SLACK &&
            repairNameFillers(line).replace(/<+$/, '').length <= shape.length
          : Math.abs(line.length - shape.length) <= LENGTH_SLACK,
      );
      if (!fits) continue;
      // A name line ends in fillers, however many OCR saw: it is padded or cut to size.
      const options = group.map((line, index) =>
        index === nameIndex
          ? [repairNameFillers(line).padEnd(shape.length, '<').slice(0, shape.length)]
          : lengthVariants(line, shape.length),
      );
      if (options.reduce((product, list) => product * list.length, 1) > MAX_COMBINATIONS) continue;
      let combinations: string[][] = [[]];
      for (const list of options) {
        combinations = combinations.flatMap((prefix) => list.map((line) => [...prefix, line]));
      }
      for (const lines of combinations) {
        readings.push(parseLines(formatOf(shape.format, lines[0]![0]!), lines));
      }
    }
  }
  if (readings.length === 0) return null;
  const valid = readings.filter((reading) => reading.valid);
  for (const candidates of [valid, valid.filter((reading) => reading.allFieldsValid)]) {
    const distinct = new Set(candidates.map(meaningOf));
    if (distinct.size === 1) return candidates[0]!;
  }
  const best = readings.reduce((a, b) => (mrzScore(b) > mrzScore(a) ? b : a));
  return { ...best, valid: false, allFieldsValid: false };
}

/** YYMMDD as an ISO date: birth dates are in the past, expiry dates within this century. */
export function mrzDateToIso(yymmdd: string | null, kind: 'birth' | 'expiry'): string | null {
  if (!yymmdd || !isYymmdd(yymmdd)) return null;
  const year = Number(yymmdd.slice(0, 2));
  const thisYear = new Date().getUTCFullYear() % 100;
  const century = kind === 'birth' && year > thisYear ? 1900 : 2000;
  return `${century + year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}
