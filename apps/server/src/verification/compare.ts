import { toMrzText } from './mrz';

/**
 * MATCH: the same value; NEAR: one character apart, which an OCR slip explains (a person looks);
 * MISMATCH: a different value; NOT_READABLE: nothing was read.
 */
export type Comparison = 'MATCH' | 'NEAR' | 'MISMATCH' | 'NOT_READABLE';

/** Edit distance (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Words of a name as documents write them: upper case, no accents, letters only. */
function nameWords(name: string, transliterate: boolean): string[] {
  const text = transliterate
    ? toMrzText(name)
    : toMrzText(name.normalize('NFD').replace(/\p{M}/gu, ''));
  return text.split('<').filter(Boolean);
}

/** A word read from a zone without the K, L and C OCR may have made of fillers at its ends. */
const withoutFillerNoise = (word: string) => word.replace(/^[KLC]+|[KLC]+$/g, '');

const startsWith = (longer: string[], shorter: string[]) =>
  shorter.length > 0 && shorter.every((word, index) => longer[index] === word);

/**
 * A name entered by the traveller against the one read on the document, tolerant of accents,
 * case, punctuation and the ICAO spellings (Müller as MUELLER or MULLER). Documents may list more
 * given names than the traveller entered (or the other way round), and the MRZ cuts long names:
 * one list of words starting the other counts as the same name. A name that differs only by
 * filler noise at the ends of its words is NEAR: never approved, never refused.
 */
export function compareNames(entered: string, read: string | null | undefined): Comparison {
  const readWords = nameWords(read ?? '', false);
  if (readWords.length === 0) return 'NOT_READABLE';
  const readText = readWords.join(' ');
  let best = Number.POSITIVE_INFINITY;
  for (const transliterate of [true, false]) {
    const words = nameWords(entered, transliterate);
    if (words.length === 0) continue;
    if (startsWith(readWords, words) || startsWith(words, readWords)) return 'MATCH';
    // A truncated MRZ name: the last word read is the start of the entered one.
    const last = readWords.length - 1;
    if (
      readWords.slice(0, last).every((word, index) => words[index] === word) &&
      words[last]?.startsWith(readWords[last]!)
    ) {
      return 'MATCH';
    }
    best = Math.min(best, levenshtein(words.join(' '), readText));
    // Filler noise (`<` read as K, L or C next to the names): a person looks, nothing is refused.
    const denoised = readWords.map(withoutFillerNoise).filter(Boolean);
    if (startsWith(denoised, words) || startsWith(words, denoised)) best = Math.min(best, 1);
  }
  return best <= 1 ? 'NEAR' : 'MISMATCH';
}

const alphanumeric = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Characters OCR confuses, each group written as one. */
const confusable = (text: string) =>
  text
    .replace(/[OQD]/g, '0')
    .replace(/[IL]/g, '1')
    .replace(/Z/g, '2')
    .replace(/S/g, '5')
    .replace(/G/g, '6')
    .replace(/B/g, '8');

/**
 * A document number. `checked`: read from a field whose check digit passed, so a difference is
 * real, unless it lies only in characters OCR confuses (a check digit can pass by chance then);
 * without a check digit, one character apart is an OCR slip too. Both are NEAR: unsure.
 */
export function compareNumbers(
  entered: string,
  read: string | null | undefined,
  { checked }: { checked: boolean },
): Comparison {
  if (!read) return 'NOT_READABLE';
  const [a, b] = [alphanumeric(entered), alphanumeric(read)];
  if (a === b) return 'MATCH';
  if (confusable(a) === confusable(b)) return 'NEAR';
  return !checked && levenshtein(a, b) <= 1 ? 'NEAR' : 'MISMATCH';
}

/** An entered YYYY-MM-DD against a date read as YYMMDD (MRZ, check digit passed) or YYYY-MM-DD. */
export function compareDates(
  entered: string,
  read: string | null | undefined,
  { checked }: { checked: boolean },
): Comparison {
  if (!read) return 'NOT_READABLE';
  const enteredDigits = entered.replace(/-/g, '');
  const readDigits = read.replace(/-/g, '');
  const a = readDigits.length === 6 ? enteredDigits.slice(2) : enteredDigits;
  if (a === readDigits) return 'MATCH';
  return !checked && levenshtein(a, readDigits) <= 1 ? 'NEAR' : 'MISMATCH';
}
