import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOrCreateSecret, randomSecret } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';

/*
 * The token of a notify-me link (the link of an alert email, /notify-me/{token}):
 *
 *   base64url(version 1 | user id, 16 bytes | expiry, uint32 seconds) "." base64url(HMAC-SHA256)
 *
 * signed under a key of its own, generated once and kept in `app_secrets` (the same on every
 * instance). It names one traveller and an expiry, and the notify-me token API is the only thing
 * that reads it: it opens that traveller's alerts and nothing else (it is no Bearer token and
 * carries no session). About 72 characters, so it fits a URL path segment (a JWT would not fit
 * the router's 100-character parameters).
 *
 * Whatever sends the alert emails mints the links with `signNotifyMeToken`; no API route does.
 */

const secretName = 'notify-me.token-key';
const version = 1;
const payloadBytes = 1 + 16 + 4;
const signatureBytes = 32;
/** Domain separation: this key and format sign nothing else. */
const macContext = 'wayfarer:notify-me:v1:';

/** How long a link keeps working. */
export const NOTIFY_ME_TOKEN_TTL_DAYS = 30;

const keys = new WeakMap<Database, Promise<Buffer>>();

function tokenKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, secretName, () => randomSecret(32)).then((secret) =>
      Buffer.from(secret, 'base64url'),
    );
    // A failed read is not remembered: the next request tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function mac(key: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', key).update(`${macContext}${payload}`).digest();
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token for `userId` until `expiresAt`, signed with `key` (pure; `signNotifyMeToken` uses it). */
export function encodeNotifyMeToken(
  key: Uint8Array,
  { userId, expiresAt }: { userId: string; expiresAt: Date },
): string {
  if (!uuidPattern.test(userId)) throw new Error('a notify-me token names a user id (uuid)');
  const payload = Buffer.alloc(payloadBytes);
  payload.writeUInt8(version, 0);
  Buffer.from(userId.replaceAll('-', ''), 'hex').copy(payload, 1);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 17);
  const encoded = payload.toString('base64url');
  return `${encoded}.${mac(key, encoded).toString('base64url')}`;
}

/**
 * What a token says, once its signature is checked; null when it is malformed or not signed with
 * `key` (expiry is not checked here).
 */
export function decodeNotifyMeToken(
  key: Uint8Array,
  token: string,
): { userId: string; expiresAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded = '', signature = ''] = parts;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(signature, 'base64url');
  // Canonical base64url only: another spelling of the same bytes is another token.
  if (payload.toString('base64url') !== encoded || given.toString('base64url') !== signature) {
    return null;
  }
  if (payload.length !== payloadBytes || given.length !== signatureBytes) return null;
  if (!timingSafeEqual(given, mac(key, encoded))) return null;
  if (payload.readUInt8(0) !== version) return null;
  const hex = payload.subarray(1, 17).toString('hex');
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { userId, expiresAt: new Date(payload.readUInt32BE(17) * 1000) };
}

/** A signed link token for `userId`'s alerts, valid `ttlDays` from `now`. */
export async function signNotifyMeToken(
  db: Database,
  {
    userId,
    now = new Date(),
    ttlDays = NOTIFY_ME_TOKEN_TTL_DAYS,
  }: { userId: string; now?: Date; ttlDays?: number },
): Promise<string> {
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  return encodeNotifyMeToken(await tokenKey(db), { userId, expiresAt });
}

/**
 * The traveller a token opens and until when. A token that is malformed, signed with another key
 * or tampered with: 401 NOTIFY_ME_TOKEN_INVALID; an expired one: 401 NOTIFY_ME_TOKEN_EXPIRED.
 */
export async function verifyNotifyMeToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: string; expiresAt: Date }> {
  const decoded = decodeNotifyMeToken(await tokenKey(db), token);
  if (!decoded) throw new AppError('NOTIFY_ME_TOKEN_INVALID');
  if (decoded.expiresAt.getTime() <= now.getTime()) throw new AppError('NOTIFY_ME_TOKEN_EXPIRED');
  return decoded;
}
