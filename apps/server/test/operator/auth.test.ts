import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/db/seed';
import { demoOperatorClient } from '../../src/db/seed/operator-client';
import { appSecrets, sessions, users } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { requireOperatorScope } from '../../src/modules/operator/auth';
import { createOperatorClient, revokeOperatorClient } from '../../src/modules/operator/clients';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

const host = 'localhost:3000';
const origin = 'http://localhost:3000';
const operatorResource = `${origin}/api/operator`;
const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };

let app: App;
let database: DatabaseHandle;
let cleanup: () => Promise<void>;
let booker: { id: string; secret: string };
let cataloguer: { id: string; secret: string };

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
  });
  app = await buildApp({ config, database, serveWeb: false });
  // Operator routes of their own, so the check is tested apart from any endpoint's logic.
  app.get(
    '/api/operator/v1/test/bookings',
    { onRequest: requireOperatorScope('bookings:write') },
    async (request) => ({ operator: request.operator }),
  );
  app.post(
    '/api/operator/v1/test/bookings',
    { onRequest: requireOperatorScope('bookings:write') },
    async (request) => ({ operator: request.operator }),
  );
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await opened.drop();
  };
  const created = await createOperatorClient(database.db, {
    name: 'Booking system',
    scopes: ['bookings:write', 'catalog:write'],
  });
  booker = { id: created.client.id, secret: created.secret };
  const other = await createOperatorClient(database.db, {
    name: 'Catalogue feed',
    scopes: ['catalog:write'],
  });
  cataloguer = { id: other.client.id, secret: other.secret };
});
afterAll(async () => {
  await cleanup?.();
});

function basic(id: string, secret: string) {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

async function requestToken(
  client: { id: string; secret: string },
  params: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host,
      authorization: basic(client.id, client.secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...params }).toString(),
  });
}

async function token(client: { id: string; secret: string }, scope: string) {
  const res = await requestToken(client, { scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const callOperator = (authorization?: string, extra: Record<string, string> = {}) =>
  app.inject({
    url: '/api/operator/v1/test/bookings',
    headers: { host, ...(authorization ? { authorization } : {}), ...extra },
  });

function claimsOf(jwt: string) {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** A token signed with the provider's own key, for claims the provider would never issue. */
async function signWithProviderKey(claims: Record<string, unknown>) {
  const [row] = await database.db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, 'oidc.jwks'));
  const jwk = (row!.value as { keys: JWK[] }).keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .sign(key);
}

describe('client credentials at the embedded provider', () => {
  it('issue a JWT for the operator resource with the scopes asked for and allowed', async () => {
    const res = await requestToken(booker, { scope: 'bookings:write travellers:read' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'bookings:write' });
    expect(claimsOf(body.access_token)).toMatchObject({
      iss: `${origin}/oidc`,
      aud: operatorResource,
      client_id: booker.id,
      scope: 'bookings:write',
    });
  });

  it("give the demo seed's client (README's guide) every scope with its known secret", async () => {
    const demoClient = { id: demoOperatorClient.id, secret: demoOperatorClient.secret };
    const all = 'catalog:write bookings:write travellers:read documents:read webhooks:manage';
    const res = await requestToken(demoClient, { scope: all });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scope.split(' ').sort()).toEqual(all.split(' ').sort());
    const call = await callOperator(`Bearer ${res.json().access_token as string}`);
    expect(call.statusCode).toBe(200);
    expect(
      (await requestToken({ ...demoClient, secret: 'guess' }, { scope: all })).statusCode,
    ).toBe(401);
  });

  it('answer the operator route with the client and its scopes', async () => {
    const res = await callOperator(`Bearer ${await token(booker, 'bookings:write')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toEqual({ clientId: booker.id, scopes: ['bookings:write'] });
  });

  it('refuse a wrong secret and an unknown client', async () => {
    const wrong = await requestToken({ id: booker.id, secret: `${booker.secret}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const swapped = await requestToken({ id: booker.id, secret: cataloguer.secret });
    expect(swapped.statusCode).toBe(401);
    const unknown = await requestToken({ id: 'op_nobody', secret: booker.secret });
    expect(unknown.statusCode).toBe(401);
  });

  it('give no token for the traveller API to an operator client', async () => {
    const res = await requestToken(booker, { resource: `${origin}/api`, scope: 'bookings:write' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_target');
  });

  it('give the first-party client no client-credentials token', async () => {
    const [row] = await database.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'oidc.client-secret.wayfarer-web'));
    const res = await requestToken({ id: 'wayfarer-web', secret: row!.value as string });
    expect(res.statusCode).toBe(400);
    expect(res.json().access_token).toBeUndefined();
  });
});

describe('scope enforcement on operator routes', () => {
  it('answers 401 without a token and with garbage', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer nope', 'Basic abc']) {
      const res = await callOperator(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a token without the scope', async () => {
    const res = await callOperator(`Bearer ${await token(cataloguer, 'catalog:write')}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('INSUFFICIENT_SCOPE');
    expect(res.headers['www-authenticate']).toContain('insufficient_scope');
  });

  it('never grants a scope the client was not given', async () => {
    const res = await requestToken(cataloguer, { scope: 'bookings:write catalog:write' });
    expect(res.json().scope).toBe('catalog:write');
    const call = await callOperator(`Bearer ${res.json().access_token}`);
    expect(call.statusCode).toBe(403);
  });

  it('answers 401 to a tampered and an expired token', async () => {
    const valid = await token(booker, 'bookings:write');
    const dot = valid.lastIndexOf('.') + 1;
    const tampered = `${valid.slice(0, dot)}${valid[dot] === 'A' ? 'B' : 'A'}${valid.slice(dot + 1)}`;
    expect((await callOperator(`Bearer ${tampered}`)).statusCode).toBe(401);

    const claims = claimsOf(valid);
    const now = Math.floor(Date.now() / 1000);
    const fresh = await signWithProviderKey({ ...claims, iat: now, exp: now + 600 });
    expect((await callOperator(`Bearer ${fresh}`)).statusCode).toBe(200);
    const expired = await signWithProviderKey({ ...claims, iat: now - 1200, exp: now - 600 });
    const res = await callOperator(`Bearer ${expired}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a traveller session cookie and a traveller bearer token', async () => {
    const { cookie } = await signIn(app, demo);
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(cookie.slice(cookie.indexOf('=') + 1))));
    // The same credentials do open the traveller API, so the refusals below are about the route.
    const me = await app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${session!.accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    const byCookie = await callOperator(undefined, { cookie });
    expect(byCookie.statusCode).toBe(401);
    const byBearer = await callOperator(`Bearer ${session!.accessToken}`);
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the tokens of a revoked client', async () => {
    const client = await createOperatorClient(database.db, {
      name: 'Old system',
      scopes: ['bookings:write'],
    });
    const credentials = { id: client.client.id, secret: client.secret };
    const issued = await token(credentials, 'bookings:write');
    expect((await callOperator(`Bearer ${issued}`)).statusCode).toBe(200);
    await revokeOperatorClient(database.db, client.client.id);
    expect((await callOperator(`Bearer ${issued}`)).statusCode).toBe(401);
    expect((await requestToken(credentials, { scope: 'bookings:write' })).statusCode).toBe(401);
  });
});

describe('operator tokens on traveller routes', () => {
  it.each(['/api/users/me', '/api/users/{demo}/bookings'])('are refused on %s', async (path) => {
    const [demoUser] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    const operatorToken = await token(booker, 'bookings:write catalog:write');
    const res = await app.inject({
      url: path.replace('{demo}', demoUser!.id),
      headers: { host, authorization: `Bearer ${operatorToken}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('are refused even when they claim a user as subject', async () => {
    // The provider would never sign this; the check must not rest on the audience alone.
    const [user] = await database.db
      .select({ sub: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    const claims = claimsOf(await token(booker, 'bookings:write'));
    const now = Math.floor(Date.now() / 1000);
    const forged = await signWithProviderKey({
      ...claims,
      sub: user!.sub,
      aud: `${origin}/api`,
      iat: now,
      exp: now + 600,
    });
    const res = await app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
