import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export type StrictJsonResult =
  | { ok: true; value: unknown }
  | {
      ok: false;
      message: string;
      /** Dotted path of the offending key, when it is one. */
      path?: string;
    };

interface Frame {
  /** Keys seen so far (objects), null for arrays. */
  keys: Set<string> | null;
  expectingKey: boolean;
  /** The current member's key, or the current element's index. */
  at: string | number;
}

/**
 * JSON.parse, refusing what it would silently accept: a key repeated in one object (JSON.parse
 * keeps the last one, so two systems may read one document differently), `__proto__`, and a text
 * holding half of a surrogate pair (`"\ud800"`: no UTF-8 can write it, so PostgreSQL's JSON
 * refuses it and its text stores U+FFFD instead).
 */
export function parseStrictJson(text: string): StrictJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
  const problem =
    findKeyProblem(text) ?? (surrogateEscape.test(text) ? findHalfSurrogate(value, []) : null);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}

/** A `\uD800`–`\uDFFF` escape: the only way half of a pair gets into JSON text. */
const surrogateEscape = /\\u[dD][89a-fA-F]/;
/** A surrogate code unit that is not part of a pair (a pair reads as one code point). */
const halfSurrogate = /\p{Cs}/u;

function findHalfSurrogate(
  value: unknown,
  path: (string | number)[],
): { message: string; path: string } | null {
  const problem = (at: (string | number)[]) => ({
    message: 'a text holds half of a surrogate pair',
    path: at.join('.'),
  });
  if (typeof value === 'string') return halfSurrogate.test(value) ? problem(path) : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findHalfSurrogate(item, [...path, index]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (halfSurrogate.test(key)) return problem([...path, key]);
      const found = findHalfSurrogate(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Scans text that JSON.parse accepted (so it is well formed) for repeated or forbidden keys. */
function findKeyProblem(text: string): { message: string; path: string } | null {
  const stack: Frame[] = [];
  const pathOf = () => stack.map((frame) => frame.at).join('.');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      let escaped = false;
      while (text.charCodeAt(j) !== 34) {
        if (text.charCodeAt(j) === 92 /* \ */) {
          escaped = true;
          j += 2;
        } else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectingKey) {
        const raw = text.slice(i + 1, j);
        const key = escaped ? (JSON.parse(`"${raw}"`) as string) : raw;
        top.at = key;
        top.expectingKey = false;
        if (key === '__proto__')
          return { message: 'the key __proto__ is not allowed', path: pathOf() };
        if (top.keys.has(key)) return { message: `the key ${key} is repeated`, path: pathOf() };
        top.keys.add(key);
      }
      i = j;
    } else if (c === 123 /* { */) {
      stack.push({ keys: new Set(), expectingKey: true, at: '' });
    } else if (c === 91 /* [ */) {
      stack.push({ keys: null, expectingKey: false, at: 0 });
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectingKey = true;
      else if (top) top.at = (top.at as number) + 1;
    }
  }
  return null;
}

/** The `charset` of a Content-Type header, if it names one. */
const charsetParameter = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/**
 * The APIs' parser of `application/json` bodies (`addContentTypeParser`, `parseAs: 'string'`):
 * UTF-8 only (another charset is 415, not read as UTF-8), read by `parseStrictJson`; a problem at
 * a key or a value is 400 VALIDATION_FAILED naming it, a body that is no JSON 400 BAD_REQUEST.
 */
export function parseJsonBody(
  request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const charset = charsetParameter.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    done(new AppError('UNSUPPORTED_MEDIA_TYPE'));
    return;
  }
  const parsed = parseStrictJson(body as string);
  if (parsed.ok) {
    done(null, parsed.value);
    return;
  }
  done(
    parsed.path
      ? new AppError('VALIDATION_FAILED', parsed.message, {
          fields: { [parsed.path]: parsed.message },
        })
      : new AppError('BAD_REQUEST', parsed.message),
  );
}
