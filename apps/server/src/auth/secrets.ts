import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A secret generated once and kept in `app_secrets`. Safe when several instances start together:
 * each inserts its own candidate, the first insert wins, everybody reads the winner back.
 */
export async function loadOrCreateSecret<T>(
  db: Database,
  name: string,
  generate: () => T | Promise<T>,
): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name))
      .limit(1);
    return row ? (row.value as T) : undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  const candidate = await generate();
  await db
    .insert(appSecrets)
    .values({ name, value: candidate as object })
    .onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`app secret ${name} could not be stored`);
  return stored;
}

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface ProviderSecrets {
  /** Private signing keys of the embedded provider (JWKS). */
  jwks: { keys: JWK[] };
  /** Keys signing the embedded provider's cookies. */
  cookieKeys: string[];
  /** Secret of the first-party client `wayfarer-web`. */
  webClientSecret: string;
}

async function generateSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomSecret(12) }] };
}

/** Everything the embedded provider needs to be the same on every instance and after restarts. */
export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  const [jwks, cookieKeys, webClientSecret] = await Promise.all([
    loadOrCreateSecret(db, 'oidc.jwks', generateSigningKeys),
    loadOrCreateSecret(db, 'oidc.cookie-keys', () => [randomSecret(32)]),
    loadOrCreateSecret(db, 'oidc.client-secret.wayfarer-web', () => randomSecret(32)),
  ]);
  return { jwks, cookieKeys, webClientSecret };
}

/** The public half of a private JWKS (what `/oidc/jwks` publishes). */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}
