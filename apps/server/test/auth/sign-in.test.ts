import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { oidcPayloads, sessions } from '../../src/db/schema';
import { hashSessionId } from '../../src/auth/session';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage, signIn } from '../helpers/sign-in';

const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionRows = () => t.database.db.select().from(sessions);
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('sign-in through the embedded provider', () => {
  it('signs the demo traveller in and GET /api/users/me answers her', async () => {
    const { cookie, location } = await signIn(t.app, demo);
    expect(location?.href).toBe('http://localhost:3000/');
    const res = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'demo@wayfarer.test', name: 'Giulia' });
  });

  it('keeps the tokens server-side: the cookie holds only a random id of 256 bits', async () => {
    const { cookie, browser } = await signIn(t.app, demo);
    const id = cookieValue(cookie);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(id)));
    expect(row).toBeDefined();
    expect(row!.refreshToken).toBeTruthy();
    expect(row!.idToken).toBeTruthy();
    // Nothing the browser holds for the app is a token.
    const appCookies = [...(browser.jar.get(host)?.values() ?? [])].map((c) => c.value);
    for (const token of [row!.accessToken, row!.refreshToken, row!.idToken]) {
      expect(appCookies.join(' ')).not.toContain(token);
    }
  });

  it('sets one httpOnly, SameSite=Lax, Path=/ cookie for 30 days', async () => {
    const { browser, action } = await openSignInPage(t.app);
    const submitted = await browser.request(action!, { form: demo });
    const callback = await browser.follow(submitted, (r) => r.url.pathname === '/login/redirect');
    const setCookies = callback.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith('wayfarer_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Max-Age=2592000/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    // Plain-http localhost: neither Secure nor the __Host- prefix.
    expect(session).not.toMatch(/Secure/);
  });

  it('returns to a same-origin returnTo, and to / for anything else', async () => {
    const back = await signIn(t.app, { ...demo, returnTo: '/travels?tab=next#top' });
    expect(back.location?.href).toBe('http://localhost:3000/travels?tab=next#top');
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/../..//evil.example/x',
      '/%2e%2e//evil.example/x',
      '/%2F%2Fevil.example/x',
      'http://localhost:3000@evil.example/x',
    ]) {
      const { location } = await signIn(t.app, { ...demo, returnTo });
      expect(location?.href).toBe('http://localhost:3000/');
    }
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await signIn(t.app, demo);
    const second = await signIn(t.app, demo);
    expect(cookieValue(second.cookie)).not.toBe(cookieValue(first.cookie));
    // Signing in again in the same browser ends the session it had.
    const third = await signIn(t.app, { ...demo, browser: second.browser });
    expect(cookieValue(third.cookie)).not.toBe(cookieValue(second.cookie));
    const hashes = (await sessionRows()).map((row) => row.idHash);
    expect(hashes).toContain(hashSessionId(cookieValue(third.cookie)));
    expect(hashes).not.toContain(hashSessionId(cookieValue(second.cookie)));
    const old = await t.app.inject({
      url: '/api/users/me',
      headers: { host, cookie: second.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it('signs in again without the password while the provider session lasts', async () => {
    const first = await signIn(t.app, demo);
    const again = await signIn(t.app, { email: '', password: '', browser: first.browser });
    expect(cookieValue(again.cookie)).not.toBe(cookieValue(first.cookie));
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { host, cookie: again.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('uses the variant origin for the callback (PKCE S256, state, nonce, offline_access)', async () => {
    const res = await t.app.inject({ url: '/login', headers: { host: 'it.localhost:3000' } });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location!);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/oidc/auth');
    expect(url.searchParams.get('redirect_uri')).toBe('http://it.localhost:3000/login/redirect');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid profile email offline_access');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('ui_locales')).toBe('it');
    expect(url.searchParams.get('client_id')).toBe('wayfarer-web');
  });

  it('signs in from another variant host, the page in its language', async () => {
    const { page } = await openSignInPage(t.app, { host: 'it.localhost:3000' });
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<button type="submit" class="submit">Accedi</button>');
    const { cookie, location } = await signIn(t.app, { ...demo, host: 'it.localhost:3000' });
    expect(location?.href).toBe('http://it.localhost:3000/');
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { host: 'it.localhost:3000', cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends /login on an unknown host to the public origin first', async () => {
    const res = await t.app.inject({
      url: '/login?returnTo=%2Ftravels',
      headers: { host: 'elsewhere.example' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/login?returnTo=%2Ftravels');
  });
});

describe('the sign-in page', () => {
  it('has labelled Email and Password inputs and a Sign in button, and no inline script', async () => {
    const { page } = await openSignInPage(t.app);
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(page.body).toMatch(
      /<label for="password">Password<\/label>\s*<div class="password">\s*<input id="password"/,
    );
    expect(page.body).toContain('<button type="submit" class="submit">Sign in</button>');
    // Its one script is a file of its own (the show-password toggle), never inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/i);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('is branded: the logo, a language switch and a show-password toggle', async () => {
    const { browser, page, action } = await openSignInPage(t.app, { host: 'it.localhost:3000' });
    expect(page.body).toContain('<svg class="logo"');
    expect(page.body).toMatch(/<nav class="languages" aria-label="Lingua">/);
    for (const [lang, name] of [
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['de', 'Deutsch'],
    ]) {
      expect(page.body).toMatch(
        new RegExp(`href="[^"]+\\?lang=${lang}" lang="${lang}"[^>]*>${name}<`),
      );
    }
    expect(page.body).toMatch(/lang="it" hreflang="it" aria-current="true">Italiano</);
    // The toggle is laid out where scripts run, from the first paint (nothing moves when its script
    // arrives); a page without scripts keeps a plain password field.
    expect(page.body).toMatch(
      /<button type="button" class="toggle" data-password-toggle aria-controls="password" aria-pressed="false"[^>]*data-enhanced>Mostra password<\/button>/,
    );
    expect(page.body).toContain('@media (scripting:none){[data-enhanced]{display:none}}');
    const script = await t.app.inject({ url: '/oidc/assets/sign-in.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('data-password-toggle');

    // The switch shows the page in the language chosen; its errors stay in that language.
    const french = await browser.request(`${action!.href}?lang=fr`);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<button type="submit" class="submit">Se connecter</button>');
    const refused = await browser.request(action!, {
      form: { email: demo.email, password: 'not-the-password', lang: 'fr' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('<html lang="fr">');
  });

  it.each([
    ['en', 'Email', 'Password', 'Sign in'],
    ['it', 'Email', 'Password', 'Accedi'],
    ['es', 'Correo electrónico', 'Contraseña', 'Iniciar sesión'],
    ['fr', 'E-mail', 'Mot de passe', 'Se connecter'],
    ['de', 'E-Mail', 'Passwort', 'Anmelden'],
  ])('is translated (%s) from the variant host', async (lang, email, password, button) => {
    const hosts: Record<string, string> = {
      en: 'en.localhost:3000',
      it: 'it.localhost:3000',
      es: 'es.localhost:3000',
      fr: 'fr.localhost:3000',
      de: 'de.localhost:3000',
    };
    const { page } = await openSignInPage(t.app, { host: hosts[lang] });
    expect(page.body).toContain(`<html lang="${lang}">`);
    expect(page.body).toContain(`<label for="email">${email}</label>`);
    expect(page.body).toContain(`<label for="password">${password}</label>`);
    expect(page.body).toContain(`<button type="submit" class="submit">${button}</button>`);
  });

  it('shows a translated message for a wrong password and creates no session', async () => {
    const before = (await sessionRows()).length;
    const { browser, action } = await openSignInPage(t.app, { host: 'de.localhost:3000' });
    const res = await browser.request(action!, {
      form: { email: demo.email, password: 'not-the-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    expect(res.body).toContain('value="demo@wayfarer.test"');
    expect(res.location).toBeUndefined();
    expect(res.headers.getSetCookie().join()).not.toContain('wayfarer_session');
    expect((await sessionRows()).length).toBe(before);
    // The same page still signs in with the right password.
    const retry = await browser.request(action!, { form: demo });
    expect(retry.status).toBe(303);
  });

  it('gives the same message for an unknown email', async () => {
    const { browser, action } = await openSignInPage(t.app);
    const res = await browser.request(action!, {
      form: { email: 'nobody@wayfarer.test', password: 'whatever' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toContain('The email or the password is not correct.');
  });

  it('accepts the email in any case', async () => {
    const { cookie } = await signIn(t.app, { ...demo, email: ' Demo@Wayfarer.TEST ' });
    expect(cookie).toMatch(/^wayfarer_session=/);
  });

  it('answers an unknown or expired interaction with a page, not a stack trace', async () => {
    const res = await t.app.inject({
      url: '/oidc/interaction/nope',
      headers: { host },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in page has expired');
  });
});

describe('the embedded provider', () => {
  it('publishes its discovery document under /oidc', async () => {
    const res = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host },
    });
    expect(res.statusCode).toBe(200);
    const metadata = res.json();
    expect(metadata.issuer).toBe('http://localhost:3000/oidc');
    expect(metadata.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(metadata.end_session_endpoint).toBe('http://localhost:3000/oidc/session/end');
  });

  it('has no development interactions', async () => {
    const { page } = await openSignInPage(t.app);
    expect(page.url.pathname).not.toContain('/interaction/dev');
    expect(page.body).not.toContain('oidc-provider');
  });

  it('issues a refresh token for offline_access to the first-party client', async () => {
    const { cookie } = await signIn(t.app, demo);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(cookieValue(cookie))));
    expect(row!.refreshToken).toBeTruthy();
    // ... and keeps it, the grant and its session for 30 days.
    const stored = await t.database.db
      .select({ model: oidcPayloads.model, expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(inArray(oidcPayloads.model, ['RefreshToken', 'Grant', 'Session']));
    const days = new Map(
      stored.map((r) => [r.model, Math.round((r.expiresAt!.getTime() - Date.now()) / 86_400_000)]),
    );
    expect(days.get('RefreshToken')).toBe(30);
    expect(days.get('Grant')).toBe(30);
    expect(days.get('Session')).toBe(30);
  });
});
