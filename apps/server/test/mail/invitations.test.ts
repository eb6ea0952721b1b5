import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password';
import { rateLimits, users } from '../../src/db/schema';
import { invitations } from '../../src/db/schema-mail';
import { invitationMessages } from '../../src/modules/invitations/messages';
import { hashLinkToken } from '../../src/lib/link-token';
import { invitationFailureLimit } from '../../src/modules/invitations/throttle';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { createTraveller, invitationLink, invite, mailTestEnv, storedMessage } from './helpers';

const origin = 'http://localhost:3000';
const sameOrigin = { origin, 'content-type': 'application/x-www-form-urlencoded' };
const goodPassword = 'a quiet harbour at dawn';

describe('the traveller invitation', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(mailTestEnv, { seed: false });
  });
  afterAll(async () => test?.close());
  // Every test starts with a clean slate for the page's throttle.
  beforeEach(async () => {
    await test.app.db.delete(rateLimits);
  });

  /** An invited traveller and the path of the link in their mail. */
  async function invited(variant: Parameters<typeof invite>[2] = 'international') {
    const traveller = await createTraveller(test.app, 'Ada');
    const result = await invite(test.app, traveller.id, variant);
    const link = invitationLink((await storedMessage(test.app, result.mailId)).text);
    const token = link.searchParams.get('token')!;
    return { ...traveller, ...result, link, token, path: `${link.pathname}${link.search}` };
  }

  const post = (path: string, form: Record<string, string>, headers = sameOrigin) =>
    test.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: new URLSearchParams(form).toString(),
    });

  const passwordHashOf = async (userId: string) =>
    (await test.app.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

  it('stores only a hash of the token, and links to the variant’s host', async () => {
    const traveller = await invited('italy');
    expect(traveller.link.origin).toBe('http://it.localhost:3000');
    const [row] = await test.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, traveller.invitationId));
    expect(row!.tokenHash).toBe(hashLinkToken(traveller.token));
    expect(row!.tokenHash).not.toContain(traveller.token);
    expect(row!.expiresAt.getTime()).toBe(traveller.expiresAt.getTime());
  });

  it('lets the traveller choose a password once, then sign in with it', async () => {
    const traveller = await invited();
    const page = await test.app.inject({ method: 'GET', url: traveller.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(invitationMessages.en.title);
    expect(page.body).toContain(traveller.email);
    expect(page.headers['cache-control']).toBe('no-store');

    const saved = await post(traveller.path, {
      lang: 'en',
      password: goodPassword,
      confirmation: goodPassword,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(invitationMessages.en.doneTitle);
    expect(saved.body).toContain('href="/login"');
    expect(await verifyPassword(goodPassword, (await passwordHashOf(traveller.id))!)).toBe(true);

    const session = await signIn(test.app, { email: traveller.email, password: goodPassword });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: session.cookie },
    });
    // Signed in as the traveller, whom the app now asks to accept the privacy policy first.
    expect(me.statusCode, me.body).toBe(403);
    expect(me.json()).toMatchObject({
      error: { code: 'USER_PRIVACY_POLICY_ERROR', extra: { userId: traveller.id } },
    });

    // The link is used up: the page says so, and a second form changes nothing.
    const again = await test.app.inject({ method: 'GET', url: traveller.path });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(invitationMessages.en.usedTitle);
    const hash = await passwordHashOf(traveller.id);
    const replay = await post(traveller.path, {
      password: 'another password entirely',
      confirmation: 'another password entirely',
    });
    expect(replay.statusCode).toBe(410);
    expect(await passwordHashOf(traveller.id)).toBe(hash);
  });

  it('refuses an expired link with a clear page', async () => {
    const traveller = await invited('spain');
    await test.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, traveller.invitationId));
    const page = await test.app.inject({ method: 'GET', url: traveller.path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(invitationMessages.es.expiredTitle);
    expect(page.body).toContain('lang="es"');
    const submitted = await post(traveller.path, {
      password: goodPassword,
      confirmation: goodPassword,
    });
    expect(submitted.statusCode).toBe(410);
    expect(await passwordHashOf(traveller.id)).toBeNull();
  });

  it('answers an unknown or malformed token with a page, never a 500', async () => {
    for (const url of [
      '/invitation',
      '/invitation?token=',
      `/invitation?token=${'A'.repeat(43)}`,
      '/invitation?token=%00%01',
      `/invitation?token=${'x'.repeat(5000)}`,
      '/invitation?token=a&token=b',
    ]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain(invitationMessages.en.unknownTitle);
    }
  });

  it('makes an earlier invitation stop working when the traveller is invited again', async () => {
    const traveller = await invited();
    await invite(test.app, traveller.id);
    const page = await test.app.inject({ method: 'GET', url: traveller.path });
    expect(page.statusCode).toBe(404);
  });

  it('speaks the variant’s language, and the one chosen with the switch', async () => {
    const traveller = await invited('germany');
    const page = await test.app.inject({ method: 'GET', url: traveller.path });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain(invitationMessages.de.title);
    // The switch keeps the token and names every language.
    expect(page.body).toContain(`href="/invitation?token=${traveller.token}&amp;lang=fr"`);
    const french = await test.app.inject({ method: 'GET', url: `${traveller.path}&lang=fr` });
    expect(french.body).toContain(invitationMessages.fr.title);
  });

  describe('hostile forms', () => {
    it('refuses a form posted from another site or without an origin', async () => {
      const traveller = await invited();
      const form = { password: goodPassword, confirmation: goodPassword };
      for (const headers of [
        { 'content-type': 'application/x-www-form-urlencoded' },
        { ...sameOrigin, origin: 'https://attacker.example' },
        { ...sameOrigin, origin: 'null' },
        { ...sameOrigin, origin: 'null', 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await post(traveller.path, form, headers as typeof sameOrigin);
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain(invitationMessages.en.forbiddenTitle);
      }
      expect(await passwordHashOf(traveller.id)).toBeNull();
      // A browser's own same-origin form (Origin: null with Sec-Fetch-Site) is ours.
      const ours = await post(traveller.path, form, {
        ...sameOrigin,
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      } as typeof sameOrigin);
      expect(ours.statusCode).toBe(200);
    });

    it('explains a password that breaks the rules and keeps the link working', async () => {
      const traveller = await invited();
      const cases: [Record<string, string>, string][] = [
        [{ password: '', confirmation: '' }, invitationMessages.en.missing],
        [{ password: 'short', confirmation: 'short' }, 'too short'],
        [{ password: 'a'.repeat(129), confirmation: 'a'.repeat(129) }, 'too long'],
        [
          { password: 'long enough\u0007bell', confirmation: 'long enough\u0007bell' },
          invitationMessages.en.controlCharacters,
        ],
        [
          { password: 'line one\r\nline two', confirmation: 'line one\r\nline two' },
          invitationMessages.en.controlCharacters,
        ],
        [
          { password: goodPassword, confirmation: `${goodPassword}!` },
          invitationMessages.en.mismatch,
        ],
      ];
      for (const [form, message] of cases) {
        const response = await post(traveller.path, form);
        expect(response.statusCode, JSON.stringify(form)).toBe(400);
        expect(response.body).toContain(message);
        expect(response.body).toContain('role="alert"');
      }
      // Repeated fields (an array) count as missing.
      const repeated = await test.app.inject({
        method: 'POST',
        url: traveller.path,
        headers: sameOrigin,
        payload: `password=${encodeURIComponent(goodPassword)}&password=x&confirmation=x`,
      });
      expect(repeated.statusCode).toBe(400);
      expect(await passwordHashOf(traveller.id)).toBeNull();
      expect((await test.app.inject({ method: 'GET', url: traveller.path })).statusCode).toBe(200);
    });

    it('refuses an oversized form without a 500', async () => {
      const traveller = await invited();
      const huge = 'a'.repeat(64 * 1024);
      const response = await post(traveller.path, { password: huge, confirmation: huge });
      expect(response.statusCode).toBe(413);
      expect(await passwordHashOf(traveller.id)).toBeNull();
    });

    it('slows down an address that tries many links', async () => {
      const traveller = await invited();
      for (let i = 0; i < invitationFailureLimit; i += 1) {
        const miss = await test.app.inject({
          method: 'GET',
          url: `/invitation?token=${String(i).padStart(43, 'x')}`,
        });
        expect(miss.statusCode).toBe(404);
      }
      // Now even a working link waits, and says how long.
      const throttled = await test.app.inject({ method: 'GET', url: traveller.path });
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect(throttled.body).toMatch(
        /Too many attempts from this connection. Try again in \d+ minutes?\./,
      );
      const submitted = await post(traveller.path, {
        password: goodPassword,
        confirmation: goodPassword,
      });
      expect(submitted.statusCode).toBe(429);
      expect(await passwordHashOf(traveller.id)).toBeNull();
      // Another address is not slowed down.
      const elsewhere = await test.app.inject({
        method: 'GET',
        url: traveller.path,
        remoteAddress: '192.0.2.7',
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });
});
