import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password';
import { hashSessionId } from '../../src/auth/session';
import { appSecrets, sessions, users } from '../../src/db/schema';
import { accountDeletions } from '../../src/db/schema-account-deletion';
import { mailMessages } from '../../src/db/schema-mail';
import { demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, signOut } from '../helpers/sign-in';

/**
 * Two instances: `issuer` is a Wayfarer with its embedded provider, listening on a port of its own;
 * `app` is a Wayfarer configured with OIDC_ISSUER pointing at it, as it would be at Keycloak or
 * Auth0. The browser reaches `app` through inject and the issuer over real HTTP; `app` talks to
 * the issuer (discovery, token, JWKS, revocation) over real HTTP too.
 */
const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let issuer: TestApp;
let app: TestApp;
let issuerUrl: string;

beforeAll(async () => {
  const port = await freePort();
  const issuerOrigin = `http://127.0.0.1:${port}`;
  issuer = await buildTestApp({
    PUBLIC_URL: issuerOrigin,
    // The issuer's first-party client also accepts the other app's redirect URIs.
    VARIANT_HOSTS: JSON.stringify({
      [`127.0.0.1:${port}`]: 'international',
      [host]: 'international',
      'it.localhost:3000': 'italy',
    }),
  });
  await issuer.app.listen({ port, host: '127.0.0.1' });
  issuerUrl = `${issuerOrigin}/oidc`;
  const [secret] = await issuer.database.db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, 'oidc.client-secret.wayfarer-web'));
  app = await buildTestApp({
    OIDC_ISSUER: issuerUrl,
    OIDC_CLIENT_ID: 'wayfarer-web',
    OIDC_CLIENT_SECRET: secret!.value as string,
  });
});
afterAll(async () => {
  await app?.close();
  await issuer?.close();
});

const sessionRow = async (cookie: string) => {
  const [row] = await app.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, hashSessionId(cookie.slice(cookie.indexOf('=') + 1))));
  return row;
};

describe('an external issuer (OIDC_ISSUER)', () => {
  it('has no embedded provider in the app', async () => {
    const res = await app.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host },
    });
    expect(res.statusCode).toBe(404);
  });

  it('signs in end to end and links the local traveller by email', async () => {
    const start = await app.app.inject({ url: '/login', headers: { host } });
    expect(start.headers.location).toMatch(new RegExp(`^${issuerUrl}/auth\\?`));

    const { cookie, location } = await signIn(app.app, demo);
    expect(location?.href).toBe('http://localhost:3000/');
    const me = await app.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ name: 'Giulia', email: demo.email });
    expect(me.json().data.id).toBe(demoTravellers.demo.id);

    const [local] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.id, demoTravellers.demo.id));
    // The embedded provider's `sub` is its users.id.
    expect(local!.externalSubject).toBe(demoTravellers.demo.id);
  });

  it('creates the traveller on first sign-in when the app does not know her', async () => {
    await issuer.database.db.insert(users).values({
      email: 'marta@wayfarer.test',
      passwordHash: await hashPassword('marta-password'),
      name: 'Marta',
      lastname: 'Gómez',
    });
    const { cookie } = await signIn(app.app, {
      email: 'marta@wayfarer.test',
      password: 'marta-password',
    });
    // A traveller new to the app has not accepted its privacy policy yet: the API says so, with
    // her new id, and the web sends her to the consents page.
    const me = await app.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('USER_PRIVACY_POLICY_ERROR');
    const [created] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'marta@wayfarer.test'));
    expect(me.json().error.extra).toEqual({ userId: created!.id });
    expect(created).toMatchObject({ name: 'Marta', lastname: 'Gómez' });
    expect(created!.externalSubject).toBeTruthy();
  });

  it('refreshes the access token at the issuer and accepts its Bearer tokens', async () => {
    const { cookie } = await signIn(app.app, demo);
    const before = (await sessionRow(cookie))!;
    expect(before.refreshToken).toBeTruthy();
    await app.database.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, before.idHash));
    const me = await app.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(200);
    const after = (await sessionRow(cookie))!;
    expect(after.accessToken).not.toBe(before.accessToken);

    const bearer = await app.app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${after.accessToken}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().data.name).toBe('Giulia');
  });

  it('logs out at the issuer with client_id and post_logout_redirect_uri', async () => {
    const { cookie, browser } = await signIn(app.app, demo);
    const res = await signOut(browser, `http://${host}/logout`);
    expect(await sessionRow(cookie)).toBeUndefined();
    const end = res.location!;
    expect(`${end.origin}${end.pathname}`).toBe(`${issuerUrl}/session/end`);
    expect(end.searchParams.get('client_id')).toBe('wayfarer-web');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    const confirm = await browser.request(end);
    const action = new URL(/action="([^"]+)"/.exec(confirm.body)![1]!, confirm.url);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(done.location?.href).toBe('http://localhost:3000/');
  });

  it('cancels a pending account deletion when the traveller signs in through the issuer', async () => {
    const first = await signIn(app.app, demo);
    const me = await app.app.inject({
      url: '/api/users/me',
      headers: { host, cookie: first.cookie },
    });
    const userId = (me.json() as { data: { id: string } }).data.id;
    const requestedAt = new Date();
    await app.database.db.insert(accountDeletions).values({
      userId,
      requestedAt,
      eraseAfter: new Date(requestedAt.getTime() + 14 * 86_400_000),
      variant: 'italy',
    });
    await signIn(app.app, demo);
    const [row] = await app.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    const mails = await app.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.template, 'account-deletion-cancelled'));
    expect(mails.map((mail) => [mail.toAddress, mail.language])).toEqual([[demo.email, 'it']]);
  });
});
