import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, signIn, signOut, TestBrowser } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionCount = async () => (await t.database.db.select().from(sessions)).length;

/** Signs in up to the provider's redirect to /login/redirect, without following it. */
async function callbackUrl() {
  const { browser, action } = await openSignInPage(t.app);
  const submitted = await browser.request(action!, { form: demo });
  let current = submitted;
  while (current.location && current.location.pathname !== '/login/redirect') {
    current = await browser.request(current.location);
  }
  return { browser, url: current.location! };
}

describe('the sign-in callback', () => {
  it('answers a wrong state with a clear 400 page and no session', async () => {
    const before = await sessionCount();
    const { browser, url } = await callbackUrl();
    url.searchParams.set('state', 'forged-state');
    const res = await browser.request(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('The sign-in could not be completed');
    expect(res.body).toContain('href="/login"');
    expect(res.headers.getSetCookie().join()).not.toMatch(/wayfarer_session=[^;]/);
    expect(await sessionCount()).toBe(before);
  });

  it('answers a missing state with 400 and no session', async () => {
    const before = await sessionCount();
    const { browser, url } = await callbackUrl();
    url.searchParams.delete('state');
    const res = await browser.request(url);
    expect(res.status).toBe(400);
    expect(res.body).toContain('The sign-in could not be completed');
    expect(await sessionCount()).toBe(before);
  });

  it('answers a callback from another browser (no transaction cookie) with 400', async () => {
    const before = await sessionCount();
    const { url } = await callbackUrl();
    const res = await new TestBrowser([t.app]).request(url);
    expect(res.status).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  it('accepts a code only once', async () => {
    const { browser, url } = await callbackUrl();
    const cookiesBefore = new Map(browser.jar.get(host));
    expect((await browser.request(url)).status).toBe(303);
    // Replaying the same response (transaction cookie restored) cannot create a second session.
    browser.jar.set(host, cookiesBefore);
    const before = await sessionCount();
    const replay = await browser.request(url);
    expect(replay.status).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  it('shows the provider error of a refused sign-in', async () => {
    const browser = new TestBrowser([t.app]);
    const start = await browser.request(`http://${host}/login`);
    const state = start.location!.searchParams.get('state')!;
    const res = await browser.request(
      `http://${host}/login/redirect?error=access_denied&error_description=nope&state=${state}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toContain('The identity provider refused the sign-in.');
    expect(res.body).toContain('access_denied');
  });
});

/**
 * The provider's end-session page: the provider session is already gone (POST /logout ended it),
 * so the provider answers its own form that posts itself back; posted as the browser would.
 */
async function postEndSession(browser: TestBrowser, endSession: URL) {
  const confirm = await browser.request(endSession);
  expect(confirm.status).toBe(200);
  const action = new URL(/action="([^"]+)"/.exec(confirm.body)![1]!, confirm.url);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
  return browser.request(action, { form: { xsrf, logout: 'yes' } });
}

describe('logout', () => {
  it('deletes the session and goes to the provider with client_id and post_logout_redirect_uri', async () => {
    const { cookie, browser } = await signIn(t.app, demo);
    const idHash = hashSessionId(cookie.slice(cookie.indexOf('=') + 1));
    const res = await signOut(browser, `http://${host}/logout`);
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join()).toMatch(/wayfarer_session=;/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual(
      [],
    );
    const end = res.location!;
    expect(end.origin + end.pathname).toBe('http://localhost:3000/oidc/session/end');
    expect(end.searchParams.get('client_id')).toBe('wayfarer-web');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    const me = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('ends the provider session and lands on / (which then asks for the password again)', async () => {
    const { browser } = await signIn(t.app, demo);
    const res = await signOut(browser, `http://${host}/logout`);
    const done = await postEndSession(browser, res.location!);
    expect(done.status).toBe(303);
    expect(done.location?.href).toBe('http://localhost:3000/');

    // The provider forgot the traveller: /login shows the form again.
    const { page } = await openSignInPage(t.app, { browser });
    expect(page.body).toContain('<button type="submit" class="submit">Sign in</button>');
  });

  it('returns the traveller to the variant host she logged out from', async () => {
    const { browser } = await signIn(t.app, { ...demo, host: 'fr.localhost:3000' });
    const res = await signOut(browser, 'http://fr.localhost:3000/logout');
    expect(res.location!.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://fr.localhost:3000/',
    );
    const done = await postEndSession(browser, res.location!);
    expect(done.location?.href).toBe('http://fr.localhost:3000/');
  });

  it('ends the provider session even when the end-session confirmation is never posted', async () => {
    const { browser } = await signIn(t.app, demo);
    const res = await signOut(browser, `http://${host}/logout`);
    expect(res.status).toBe(303);
    // The browser stops here (closed tab, blocked script): /login still asks for the password.
    const { page } = await openSignInPage(t.app, { browser });
    expect(page.body).toContain('<button type="submit" class="submit">Sign in</button>');
  });

  it('signs nobody out on a GET: it only offers the button that posts', async () => {
    const { cookie, browser } = await signIn(t.app, demo);
    const res = await browser.request(`http://${host}/logout`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatch(/<form method="post" action="\/logout">/);
    expect(res.body).not.toContain('data-auto-submit');
    const me = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost:3000.evil.example' }],
    ['no Origin', {}],
    ['a null Origin', { origin: 'null' }],
    ['a null Origin of another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    [
      'an Origin of another site claimed same-origin',
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'same-origin',
      },
    ],
  ])('refuses a POST from %s', async (_label, headers: Record<string, string>) => {
    const { cookie } = await signIn(t.app, demo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('takes the form our no-referrer pages post: Origin null, Sec-Fetch-Site same-origin', async () => {
    const { cookie } = await signIn(t.app, demo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { host, cookie, origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(303);
    const me = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('goes to the provider even without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { host, origin: `http://${host}` },
    });
    expect(res.statusCode).toBe(303);
    const end = new URL(res.headers.location!);
    expect(end.pathname).toBe('/oidc/session/end');
    expect(end.searchParams.get('client_id')).toBe('wayfarer-web');
    // Without a provider session it posts back with the provider's script, allowed by its hash.
    const page = await t.app.inject({ url: `${end.pathname}${end.search}`, headers: { host } });
    expect(page.statusCode).toBe(200);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1];
    expect(inline).toBeDefined();
    const digest = createHash('sha256').update(inline!).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${digest}'`);
  });
});
