import { randomId } from './random-id';

/** The device id cookie (app-shell §3, §9): lasts 30 days. */
export const deviceIdCookie = { name: '_device_id', maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

const validId = /^[A-Za-z0-9-]{8,64}$/;

/** The device id of a `document.cookie` string, or null when missing or malformed. */
export function readDeviceId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== deviceIdCookie.name) continue;
    const value = part.slice(index + 1).trim();
    return validId.test(value) ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores a device id: 30 days, path /, SameSite=Lax. */
export function deviceIdCookieString(id: string, { secure }: { secure: boolean }): string {
  const attributes = [`Max-Age=${deviceIdCookie.maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${deviceIdCookie.name}=${id}; ${attributes.join('; ')}`;
}

/**
 * The device id, generated and stored in the `_device_id` cookie when missing. It identifies the
 * browser for experiments (variations hash on it) and in `experiment_viewed`.
 */
export function ensureDeviceId({
  doc = document,
  newId = randomId,
}: { doc?: Document; newId?: () => string } = {}): string {
  const existing = readDeviceId(doc.cookie);
  if (existing) return existing;
  const id = newId();
  doc.cookie = deviceIdCookieString(id, { secure: doc.location.protocol === 'https:' });
  return id;
}

/** The device id of this browser, if one is stored. */
export function currentDeviceId(doc: Document = document): string | null {
  return readDeviceId(doc.cookie);
}
