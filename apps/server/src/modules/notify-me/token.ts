import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { loadOrCreateSecret, randomSecret } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';

/*
 * The token of a notify-me link (the link of an alert email, /notify-me/{token}): a JWT signed with
 * HMAC-SHA256 under a key of its own, generated once and kept in `app_secrets` (the same on every
 * instance). Its audience is only the notify-me token API, so it opens that traveller's alerts and
 * nothing else; it is no Bearer token (those are RS256 from the issuer) and carries no session.
 *
 * Whatever sends the alert emails mints the links with `signNotifyMeToken`; no API route does.
 */

const secretName = 'notify-me.token-key';
const issuer = 'wayfarer';
const audience = 'wayfarer:notify-me';

/** How long a link keeps working. */
export const NOTIFY_ME_TOKEN_TTL_DAYS = 30;

const keys = new WeakMap<Database, Promise<Uint8Array>>();

function tokenKey(db: Database): Promise<Uint8Array> {
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

/** A signed link token for `userId`'s alerts, valid `ttlDays` from `now`. */
export async function signNotifyMeToken(
  db: Database,
  {
    userId,
    now = new Date(),
    ttlDays = NOTIFY_ME_TOKEN_TTL_DAYS,
  }: { userId: string; now?: Date; ttlDays?: number },
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.round(ttlDays * 86_400))
    .sign(await tokenKey(db));
}

const subjectSchema = z.uuid();

/**
 * The traveller a token opens and until when. A token that is malformed, signed with another key,
 * tampered with or meant for something else: 401 NOTIFY_ME_TOKEN_INVALID; an expired one:
 * 401 NOTIFY_ME_TOKEN_EXPIRED.
 */
export async function verifyNotifyMeToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: string; expiresAt: Date }> {
  try {
    const { payload } = await jwtVerify(token, await tokenKey(db), {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = subjectSchema.safeParse(payload.sub);
    if (!userId.success || payload.exp === undefined) throw new AppError('NOTIFY_ME_TOKEN_INVALID');
    return { userId: userId.data, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError('NOTIFY_ME_TOKEN_EXPIRED');
    if (error instanceof joseErrors.JOSEError) throw new AppError('NOTIFY_ME_TOKEN_INVALID');
    throw error;
  }
}
