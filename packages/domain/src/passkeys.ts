/**
 * Where passkeys work. A passkey belongs to one relying party, named by a domain (its RP ID); a
 * browser lets a page use it only when the page's host is that domain or one of its subdomains,
 * or when the RP ID's origin lists the page's origin in `/.well-known/webauthn` (related origins,
 * WebAuthn level 3). Wayfarer signs in on its provider's page, on the host of the public URL:
 * that host is the RP ID, so the passkeys added on any variant also sign in there.
 */
export interface PasskeyRelyingParty {
  /** The RP ID: the host name of the public URL (no port). */
  rpId: string;
  /** Every origin whose ceremonies the server accepts (the variant origins). */
  origins: string[];
  /** The origins outside the RP ID's domain: the browser finds them in `/.well-known/webauthn`. */
  relatedOrigins: string[];
}

/** Whether a host name is the RP ID or a subdomain of it. */
const isWithin = (hostname: string, rpId: string) =>
  hostname === rpId || hostname.endsWith(`.${rpId}`);

export function getPasskeyRelyingParty({
  publicUrl,
  variantOrigins,
}: {
  publicUrl: string;
  variantOrigins: readonly string[];
}): PasskeyRelyingParty {
  const rpId = new URL(publicUrl).hostname;
  const origins = [...new Set([new URL(publicUrl).origin, ...variantOrigins])];
  return {
    rpId,
    origins,
    relatedOrigins: origins.filter((origin) => !isWithin(new URL(origin).hostname, rpId)),
  };
}

/** Longest passkey name the traveller may give (and the one given by default). */
export const MAX_PASSKEY_NAME_LENGTH = 64;

/**
 * The name of a new passkey the traveller did not name: the browser and system it was added
 * with, in words of no language ('Chrome (macOS)'), else the fallback (the translated word for
 * passkey); numbered when the traveller already has one of that name ('Chrome (macOS) 2').
 */
export function getDefaultPasskeyName({
  browser,
  system,
  fallback,
  taken,
}: {
  browser: string | null;
  system: string | null;
  fallback: string;
  taken: readonly string[];
}): string {
  const base = (browser && system ? `${browser} (${system})` : (browser ?? system ?? fallback))
    .slice(0, MAX_PASSKEY_NAME_LENGTH - 3)
    .trim();
  const names = new Set(taken.map((name) => name.toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} ${n}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
