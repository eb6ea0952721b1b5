/** How many times a return path is percent-decoded for its checks: a proxy, a browser or the SPA's router may each decode once. */
const decodings = 3;

function hasUnsafeCharacter(text: string) {
  // Backslashes are read as "/" and control characters are stripped by browsers.
  return [...text].some((char) => char === '\\' || char < ' ' || char === '\u007f');
}

/** The text and each of its percent-decodings; undefined when one is malformed or it never settles. */
function decodingsOf(text: string): string[] | undefined {
  const all = [text];
  for (let round = 0; round < decodings; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(all.at(-1)!);
    } catch {
      return undefined;
    }
    if (next === all.at(-1)) return all;
    all.push(next);
  }
  return undefined;
}

/** Our own sign-in and sign-out routes: coming back to them after sign-in would loop. */
const signInPathPattern = /^\/(login|logout)(\/|$)/i;

/**
 * Where to send the browser after sign-in: a path on `origin` (the variant's own origin), or an
 * absolute URL of that very origin, normalised (dot segments resolved); '/' for anything else —
 * another host in any spelling (`//host`, `/\host`, `/../..//host`, encoded slashes), a scheme,
 * a control character or a malformed encoding, also once percent-decoded.
 */
export function safeReturnTo(value: unknown, origin: string): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !raw) return '/';
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (!absolute && (!raw.startsWith('/') || raw.startsWith('//'))) return '/';
  const rawDecodings = decodingsOf(raw);
  if (!rawDecodings || rawDecodings.some(hasUnsafeCharacter)) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  // The path as each reader down the line may see it: never two slashes (another host) at its start.
  const pathDecodings = decodingsOf(url.pathname);
  if (!pathDecodings) return '/';
  for (const path of pathDecodings) {
    if (!path.startsWith('/') || path.startsWith('//')) return '/';
    if (new URL(path, origin).origin !== origin || signInPathPattern.test(path)) return '/';
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
