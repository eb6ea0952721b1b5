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
 * keeps the last one, so two systems may read one document differently) and `__proto__`.
 */
export function parseStrictJson(text: string): StrictJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${(error as Error).message}` };
  }
  const problem = findKeyProblem(text);
  return problem ? { ok: false, ...problem } : { ok: true, value };
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
