import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/db/seed';
import { appSecrets, sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, openTestDatabase, type TestApp } from '../helpers/app';
import { openSignInPage, signIn, signOut, useInjectFetch } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';
const testEnv = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  DEMO_MODE: 'true',
};

let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await buildTestApp();
  // Another instance on the same database, as behind a load balancer.
  second = await buildApp({ config: loadConfig(testEnv), database: t.database, serveWeb: false });
  await second.ready();
  useInjectFetch(second);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const jwksOf = async (app: App) =>
  (await app.inject({ url: '/oidc/jwks', headers: { host } })).json() as {
    keys: { kid: string; kty: string; d?: string }[];
  };

describe('several instances on one database', () => {
  it('serve the same signing keys, generated once and stored (public half only published)', async () => {
    const first = await jwksOf(t.app);
    expect(first.keys.length).toBeGreaterThan(0);
    expect(first.keys.every((key) => key.d === undefined)).toBe(true);
    expect(await jwksOf(second)).toEqual(first);
    const stored = await t.database.db.select({ name: appSecrets.name }).from(appSecrets);
    expect(stored.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'oidc.jwks',
        'oidc.cookie-keys',
        'oidc.client-secret.wayfarer-web',
        'bff.transaction-key',
      ]),
    );
  });

  it('agree on the keys when they start at the same time on a new database', async () => {
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    const apps = await Promise.all(
      [1, 2, 3].map(() => buildApp({ config: loadConfig(testEnv), database, serveWeb: false })),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const [a, b, c] = await Promise.all(apps.map(jwksOf));
      expect(b).toEqual(a);
      expect(c).toEqual(a);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      await drop();
    }
  });

  it('share sessions: signed in on one, known to the other', async () => {
    const { cookie } = await signIn(t.app, demo);
    const res = await second.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('share the provider: a sign-in started on one completes on the other', async () => {
    const { browser, action } = await openSignInPage(t.app);
    browser.apps.splice(0, browser.apps.length, second);
    const submitted = await browser.request(action!, { form: demo });
    const callback = await browser.follow(submitted, (r) => r.url.pathname === '/login/redirect');
    expect(callback.status).toBe(303);
    const cookie = `wayfarer_session=${browser.cookie(host, 'wayfarer_session')}`;
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { host, cookie } })).statusCode,
    ).toBe(200);
  });

  it('keep grants across a restart: a new instance refreshes the tokens of an old session', async () => {
    const { cookie } = await signIn(t.app, demo);
    const idHash = hashSessionId(cookie.slice(cookie.indexOf('=') + 1));
    const restarted = await buildApp({
      config: loadConfig(testEnv),
      database: t.database,
      serveWeb: false,
    });
    await restarted.ready();
    try {
      useInjectFetch(restarted);
      await t.database.db
        .update(sessions)
        .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.idHash, idHash));
      const before = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      const res = await restarted.inject({ url: '/api/users/me', headers: { host, cookie } });
      expect(res.statusCode).toBe(200);
      const after = await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      expect(after[0]!.accessToken).not.toBe(before[0]!.accessToken);
    } finally {
      await restarted.close();
    }
  });
});

describe('behind https', () => {
  it('names the cookie __Host-wayfarer_session and marks it Secure', async () => {
    const secure = await buildTestApp({
      PUBLIC_URL: 'https://wayfarer.example',
      TRUST_PROXY: 'true',
    });
    try {
      const { cookie, browser } = await signIn(secure.app, demo);
      expect(cookie).toMatch(/^__Host-wayfarer_session=/);
      const me = await secure.app.inject({
        url: '/api/users/me',
        headers: { host: 'wayfarer.example', 'x-forwarded-proto': 'https', cookie },
      });
      expect(me.statusCode).toBe(200);
      // Seen again on the way out: the attributes the browser got.
      const out = await signOut(browser, 'https://wayfarer.example/logout');
      const cleared = out.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Host-wayfarer_session='));
      expect(cleared).toMatch(/; Path=\//);
      expect(cleared).toMatch(/; Secure/);
      expect(out.location!.searchParams.get('post_logout_redirect_uri')).toBe(
        'https://wayfarer.example/',
      );
    } finally {
      await secure.close();
    }
  });
});
