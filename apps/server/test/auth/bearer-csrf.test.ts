import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/db/seed';
import { sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { openTestDatabase } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';
const origin = 'http://localhost:3000';

let app: App;
let cleanup: () => Promise<void>;
let cookie: string;
let accessToken: string;
let idToken: string;

beforeAll(async () => {
  // The test app of helpers/app.ts, plus a state-changing route to exercise the CSRF defence.
  const { database, drop } = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
  });
  app = await buildApp({ config, database, serveWeb: false });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) {
    app.route({
      method,
      url: '/api/test/echo',
      onRequest: app.authenticate,
      handler: async (request) => ({ caller: request.caller }),
    });
  }
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  ({ cookie } = await signIn(app, demo));
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionId(cookie.slice(cookie.indexOf('=') + 1))));
  accessToken = row!.accessToken;
  idToken = row!.idToken!;
});
afterAll(async () => {
  await cleanup?.();
});

describe('Bearer access tokens', () => {
  it('are accepted for non-browser clients', async () => {
    const res = await app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Giulia');
    const echo = await app.inject({
      url: '/api/test/echo',
      headers: { host, authorization: `Bearer ${accessToken}` },
    });
    expect(echo.json().caller).toEqual({
      userId: expect.any(String),
      via: 'bearer',
      staffRole: null,
    });
  });

  it('are JWTs for the API audience', () => {
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'http://localhost:3000/oidc',
      aud: 'http://localhost:3000/api',
      client_id: 'wayfarer-web',
    });
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['an ID token', () => `Bearer ${idToken}`],
    ['an empty token', 'Bearer '],
    ['a tampered token', () => `Bearer ${tamperSignature(accessToken)}`],
  ])('refuse %s with 401', async (_label, header) => {
    const authorization = typeof header === 'function' ? header() : header;
    const res = await app.inject({ url: '/api/users/me', headers: { host, authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuse a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .sign(privateKey);
    const res = await app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('leave other Authorization schemes to the cookie (e.g. a proxy with Basic auth)', async () => {
    const res = await app.inject({
      url: '/api/users/me',
      headers: { host, cookie, authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('are not rescued by a session cookie when invalid', async () => {
    const res = await app.inject({
      url: '/api/users/me',
      headers: { host, cookie, authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF defence of cookie-authenticated state-changing calls', () => {
  const call = (method: string, headers: Record<string, string>) =>
    app.inject({
      method: method as 'POST',
      url: '/api/test/echo',
      headers: { host, ...headers },
      payload: {},
    });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s passes with the header and a variant Origin',
    async (method) => {
      const res = await call(method, { cookie, [csrfHeader]: csrfHeaderValue, origin });
      expect(res.statusCode).toBe(200);
      expect(res.json().caller.via).toBe('session');
    },
  );

  it('accepts the Origin of any configured variant', async () => {
    const res = await call('POST', {
      cookie,
      [csrfHeader]: csrfHeaderValue,
      origin: 'http://it.localhost:3000',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s without the header is refused',
    async (method) => {
      const res = await call(method, { cookie, origin });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_FAILED');
    },
  );

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin', {}],
    ['a lookalike Origin', { origin: 'http://localhost:3000.evil.example' }],
    ['a wrong header value', { origin, [csrfHeader]: 'yes' }],
  ])('refuses %s', async (_label, extra) => {
    const headers: Record<string, string> = { cookie, [csrfHeader]: csrfHeaderValue, ...extra };
    const res = await call('POST', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_FAILED');
  });

  it('leaves reads alone', async () => {
    const res = await app.inject({ url: '/api/test/echo', headers: { host, cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('exempts Bearer requests', async () => {
    const res = await call('POST', {
      authorization: `Bearer ${accessToken}`,
      origin: 'https://elsewhere.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().caller.via).toBe('bearer');
  });

  it('answers 401 without credentials', async () => {
    const res = await call('POST', { [csrfHeader]: csrfHeaderValue, origin });
    expect(res.statusCode).toBe(401);
  });
});

/** Changes the signature's first character: the last ones may carry only padding bits. */
function tamperSignature(jwt: string): string {
  const dot = jwt.lastIndexOf('.') + 1;
  const replacement = jwt[dot] === 'A' ? 'B' : 'A';
  return `${jwt.slice(0, dot)}${replacement}${jwt.slice(dot + 1)}`;
}
