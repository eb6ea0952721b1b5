import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/password';
import { rateLimits, sessions, users } from '../../src/db/schema';
import { invitations, mailMessages } from '../../src/db/schema-mail';
import { invitationMessages, resetMessages } from '../../src/modules/invitations/messages';
import {
  resetRequestsPerAddress,
  resetRequestsPerIp,
  resetTtlMs,
} from '../../src/modules/invitations/password-reset';
import { hashLinkToken } from '../../src/lib/link-token';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { createTraveller, invitationLink, invite, mailTestEnv, storedMessage } from './helpers';

const origin = 'http://localhost:3000';
const sameOrigin = { origin, 'content-type': 'application/x-www-form-urlencoded' };
const oldPassword = 'the old harbour password';
const newPassword = 'a quiet harbour at dawn';

describe('forgotten password', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(mailTestEnv, { seed: false });
  });
  afterAll(async () => test?.close());
  beforeEach(async () => {
    await test.app.db.delete(rateLimits);
  });

  const post = (path: string, form: Record<string, string>, headers = sameOrigin) =>
    test.app.inject({
      method: 'POST',
      url: path,
      headers,
      payload: new URLSearchParams(form).toString(),
    });

  async function traveller() {
    const created = await createTraveller(test.app, 'Ada');
    await test.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(oldPassword) })
      .where(eq(users.id, created.id));
    return created;
  }

  const resetMails = (email: string) =>
    test.app.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.template, 'passwordReset')))
      .orderBy(desc(mailMessages.createdAt));

  /** Asks for a reset and hands back the link path of the mail. */
  async function requestReset(email: string, lang = 'en') {
    const answer = await post('/password/forgot', { email, lang });
    expect(answer.statusCode, answer.body).toBe(200);
    const [mail] = await resetMails(email.toLowerCase());
    const match = /https?:\/\/\S+\/password\/reset\?token=[A-Za-z0-9_-]+&lang=\w+/.exec(mail!.text);
    const link = new URL(match![0]);
    return { answer, mail: mail!, link, path: `${link.pathname}${link.search}` };
  }

  const passwordHashOf = async (userId: string) =>
    (await test.app.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash!;

  it('e-mails a 30-minute single-use link that sets a new password and ends every session', async () => {
    const ada = await traveller();
    const session = await signIn(test.app, { email: ada.email, password: oldPassword });
    // Used once, so this instance holds the session in its cache of recent sessions.
    await test.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: session.cookie },
    });
    const form = await test.app.inject({ method: 'GET', url: '/password/forgot?lang=fr' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(resetMessages.fr.forgotIntro);

    const before = Date.now();
    const { answer, mail, link, path } = await requestReset(ada.email.toUpperCase(), 'fr');
    expect(answer.body).toContain(resetMessages.fr.sentTitle);
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Réinitialise ton mot de passe Wayfarer');
    const token = link.searchParams.get('token')!;
    const [row] = await test.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashLinkToken(token)));
    expect(row!.purpose).toBe('reset');
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(resetTtlMs - 60_000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(resetTtlMs + 5_000);

    const page = await test.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(resetMessages.fr.link.title);
    const saved = await post(path, {
      lang: 'fr',
      password: newPassword,
      confirmation: newPassword,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain(resetMessages.fr.link.doneTitle);
    expect(await verifyPassword(newPassword, await passwordHashOf(ada.id))).toBe(true);

    // The session signed in with the old password is over.
    expect(await test.app.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual(
      [],
    );
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: session.cookie },
    });
    expect(me.statusCode).toBe(401);

    // Single use: the link is dead now, and a replay changes nothing.
    const hash = await passwordHashOf(ada.id);
    const replay = await post(path, {
      password: 'yet another long one',
      confirmation: 'yet another long one',
    });
    expect(replay.statusCode).toBe(410);
    expect(await passwordHashOf(ada.id)).toBe(hash);
    await signIn(test.app, { email: ada.email, password: newPassword });
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const ada = await traveller();
    const known = await post('/password/forgot', { email: ada.email, lang: 'en' });
    const unknownEmail = 'nobody-here@example.test';
    const started = Date.now();
    const unknown = await post('/password/forgot', { email: unknownEmail, lang: 'en' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replace(unknownEmail, 'X')).toBe(known.body.replace(ada.email, 'X'));
    expect(await resetMails(unknownEmail)).toEqual([]);
  });

  it('refuses an expired link, and an invitation link on the reset page', async () => {
    const ada = await traveller();
    const { link, path } = await requestReset(ada.email);
    await test.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashLinkToken(link.searchParams.get('token')!)));
    const expired = await test.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(resetMessages.en.link.expiredText);
    const submitted = await post(path, { password: newPassword, confirmation: newPassword });
    expect(submitted.statusCode).toBe(410);
    expect(await verifyPassword(oldPassword, await passwordHashOf(ada.id))).toBe(true);

    const newcomer = await createTraveller(test.app, 'Bea');
    const invitation = await invite(test.app, newcomer.id);
    const token = invitationLink(
      (await storedMessage(test.app, invitation.mailId)).text,
    ).searchParams.get('token')!;
    const wrongPage = await test.app.inject({
      method: 'GET',
      url: `/password/reset?token=${token}`,
    });
    expect(wrongPage.statusCode).toBe(404);
  });

  it('refuses a password from the breached-password list', async () => {
    const ada = await traveller();
    const { path } = await requestReset(ada.email);
    const refused = await post(path, {
      lang: 'en',
      password: 'QWERTYUIOP',
      confirmation: 'QWERTYUIOP',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(invitationMessages.en.breached);
    expect(await verifyPassword(oldPassword, await passwordHashOf(ada.id))).toBe(true);
  });

  it('limits requests per address typed and per client address', async () => {
    const ada = await traveller();
    for (let i = 0; i < resetRequestsPerAddress; i++) {
      expect((await post('/password/forgot', { email: ada.email })).statusCode).toBe(200);
    }
    const limited = await post('/password/forgot', { email: ada.email, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await resetMails(ada.email)).toHaveLength(resetRequestsPerAddress);

    await test.app.db.delete(rateLimits);
    for (let i = 0; i < resetRequestsPerIp; i++) {
      await post('/password/forgot', { email: `someone-${i}@example.test` });
    }
    expect((await post('/password/forgot', { email: ada.email })).statusCode).toBe(429);
  });
});
