/*
 * Scrubbing personal data out of what leaves for error reporting (issue 11: no names, e-mail
 * addresses or document numbers in events). Shared by the server's and the web app's Sentry set-up.
 */

export const filtered = '[Filtered]';

/** Keys whose values are personal data or secrets, compared lower-case without separators. */
const sensitiveKeyParts = [
  'name',
  'surname',
  'email',
  'mail',
  'phone',
  'mobile',
  'birth',
  'document',
  'passport',
  'idcard',
  'taxcode',
  'taxid',
  'fiscal',
  'vatnumber',
  'address',
  'street',
  'postal',
  'zip',
  'iban',
  'cardnumber',
  'citizenship',
  'emergency',
  'specialneeds',
  'password',
  'secret',
  'token',
  'cookie',
  'authorization',
  'session',
  'csrf',
  'body',
];

/** Technical keys that contain a sensitive word without being personal. */
const technicalKeys = new Set([
  'filename',
  'hostname',
  'pathname',
  'routename',
  'servername',
  'typename',
  'eventname',
]);

export function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (technicalKeys.has(normalized)) return false;
  return sensitiveKeyParts.some((part) => normalized.includes(part));
}

const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** Italian tax codes, passport / identity card numbers (letters then 6–9 digits), IBANs. */
const documentPatterns = [
  /\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b/gi,
  /\b[A-Z]{1,2}\d{6,9}\b/g,
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g,
];
/** Phone numbers: 9 to 15 digits, maybe spaced; not part of a longer token (a UUID, a path). */
const phonePattern = /(?<![\w-])\+?\d(?:[ -]?\d){8,14}(?![\w-])/g;

/** A text with e-mail addresses, document numbers and phone numbers blanked out. */
export function scrubText(text: string): string {
  let result = text.replace(emailPattern, '[email]');
  for (const pattern of documentPatterns) result = result.replace(pattern, '[document]');
  return result.replace(phonePattern, '[phone]');
}

/** A URL without its query string and fragment (they may carry tokens or addresses). */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut < 0 ? url : url.slice(0, cut));
}

/** Any JSON-like value with sensitive keys filtered and texts scrubbed (depth-limited). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = isSensitiveKey(key) ? filtered : scrubValue(item, depth + 1);
  }
  return result;
}

const regexpSpecials = /[.*+?^${}()|[\]\\]/g;

/**
 * A function that blanks out the given names (the signed-in traveller's and their travellers'
 * first and last names) wherever they stand in a JSON-like value, whole words only and in any
 * letter case; names under two letters are left alone (they would match too much).
 */
export function createNameScrubber(names: readonly string[]): <T>(value: T) => T {
  const words = [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(regexpSpecials, '\\$&').replace(/\s+/g, '\\s+'));
  if (words.length === 0) return (value) => value;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return value.replace(pattern, '[name]');
    if (depth > 8 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]),
    );
  };
  return <T>(value: T) => scrub(value, 0) as T;
}
