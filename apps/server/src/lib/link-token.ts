import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The secret of a single-use e-mailed link (invitation, e-mail change); only its hash is kept. */
export function newLinkToken() {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function isLinkTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && tokenPattern.test(token);
}
