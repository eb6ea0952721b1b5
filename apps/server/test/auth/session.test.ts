import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSecrets, sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, type TestApp } from '../helpers/app';
import { countRoundTrips } from '../helpers/round-trips';
import { signIn, signOut } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';

let t: TestApp;
let cached: TestApp;
beforeAll(async () => {
  // These tests age sessions by editing their rows: every request reads its session here.
  t = await buildTestApp({ SESSION_CACHE_SECONDS: '0' });
  cached = await buildTestApp({ SESSION_CACHE_SECONDS: '5' });
});
afterAll(async () => {
  await t?.close();
  await cached?.close();
});

const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const sessionRow = async (cookie: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
  return row;
};
const me = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/users/me', headers: { host, ...headers } });

describe('the session', () => {
  it('answers 401 in the error shape without a session', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: expect.any(String) },
    });
  });

  it('answers 401 to a tampered cookie, and clears it', async () => {
    const { cookie } = await signIn(t.app, demo);
    const id = idOf(cookie);
    const tampered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [tampered, 'x', '', `${id}x`]) {
      const res = await me({ cookie: `wayfarer_session=${value}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const res = await me({ cookie: `wayfarer_session=${tampered}` });
    expect(String(res.headers['set-cookie'])).toMatch(
      /wayfarer_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    // The real one still works.
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('answers 401 to an expired session and deletes it', async () => {
    const { cookie } = await signIn(t.app, demo);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('refreshes an expired access token with the refresh token', async () => {
    const { cookie } = await signIn(t.app, demo);
    const before = (await sessionRow(cookie))!;
    await t.database.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, before.idHash));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Giulia');
    const after = (await sessionRow(cookie))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(after.refreshToken).toBe(before.refreshToken);
    // The refreshed token is no secret of the browser either.
    expect(JSON.stringify(res.headers)).not.toContain(after.accessToken);
  });

  it('ends the session when the refresh token is no longer valid', async () => {
    const { cookie } = await signIn(t.app, demo);
    const row = (await sessionRow(cookie))!;
    // Revoke the refresh token at the provider, as an administrator or another logout would.
    const [secret] = await t.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'oidc.client-secret.wayfarer-web'));
    const basic = Buffer.from(`wayfarer-web:${secret!.value as string}`).toString('base64');
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: {
        host,
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        token: row.refreshToken!,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    // Still valid until the access token expires...
    expect((await me({ cookie })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, row.idHash));
    // ... then the refresh is refused and the session ends.
    const res = await me({ cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('lets several requests refresh at once without ending the session', async () => {
    const { cookie } = await signIn(t.app, demo);
    const row = (await sessionRow(cookie))!;
    await t.database.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, row.idHash));
    const results = await Promise.all(Array.from({ length: 5 }, () => me({ cookie })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = (await sessionRow(cookie))!;
    expect(after.accessToken).not.toBe(row.accessToken);
  });

  it('resolves page loads without throwing for bad cookies', async () => {
    const caller = await t.app.resolveCaller({
      headers: { cookie: 'wayfarer_session=nonsense' },
      cookies: { wayfarer_session: 'nonsense' },
      protocol: 'http',
      hostname: 'localhost',
      log: t.app.log,
    } as never);
    expect(caller).toBeNull();
  });
});

describe('the sessions an instance read lately (SESSION_CACHE_SECONDS)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const meOn = (app: TestApp, cookie: string) =>
    app.app.inject({ url: '/api/users/me', headers: { host, cookie } });
  const reads = (app: TestApp, cookie: string) =>
    countRoundTrips(app.database, async () => {
      expect((await meOn(app, cookie)).statusCode).toBe(200);
    }).then(({ statements }) => statements.filter(({ sql }) => /\bfrom "sessions"/.test(sql)));
  const rowOf = async (cookie: string) => {
    const [row] = await cached.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
    return row;
  };

  it('reads a session once, then answers from memory', async () => {
    const { cookie } = await signIn(cached.app, demo);
    expect(await reads(cached, cookie)).toHaveLength(1);
    expect(await reads(cached, cookie)).toHaveLength(0);
    // Without the cache every request reads it.
    const { cookie: other } = await signIn(t.app, demo);
    expect(await reads(t, other)).toHaveLength(1);
    expect(await reads(t, other)).toHaveLength(1);
  });

  it('ends a session signed out on this instance at once', async () => {
    const { cookie, browser } = await signIn(cached.app, demo);
    expect((await meOn(cached, cookie)).statusCode).toBe(200);
    await signOut(browser, `http://${host}/logout`);
    const res = await meOn(cached, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('sees a session ended elsewhere once the cache time has passed', async () => {
    const { cookie } = await signIn(cached.app, demo);
    expect((await meOn(cached, cookie)).statusCode).toBe(200);
    // Signed out on another instance: its row is gone.
    await cached.database.db
      .delete(sessions)
      .where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
    expect((await meOn(cached, cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    expect((await meOn(cached, cookie)).statusCode).toBe(401);
  });

  it('is not trusted past the time its access token needs refreshing', async () => {
    const { cookie } = await signIn(cached.app, demo);
    const before = (await rowOf(cookie))!;
    // The access token is due for refresh (10 s before its expiry) in 1 s, sooner than 5 s.
    await cached.database.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 11_000) })
      .where(eq(sessions.idHash, before.idHash));
    expect(await reads(cached, cookie)).toHaveLength(1);
    expect(await reads(cached, cookie)).toHaveLength(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_500 });
    expect((await meOn(cached, cookie)).statusCode).toBe(200);
    expect((await rowOf(cookie))!.accessToken).not.toBe(before.accessToken);
  });
});
