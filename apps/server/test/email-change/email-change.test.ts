import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { rateLimits, sessions, users } from '../../src/db/schema';
import { emailChanges, mailMessages } from '../../src/db/schema-mail';
import { webhookEvents } from '../../src/db/schema-webhooks';
import { emailChangeMessages } from '../../src/modules/email-change/messages';
import { requestLimit } from '../../src/modules/email-change/service';
import { invitationFailureLimit } from '../../src/modules/invitations/throttle';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { apiCaller, expectError, fieldsOf } from '../users/client';

const password = 'a quiet harbour at dawn';
const origin = 'http://localhost:3000';
const formHeaders = { origin, 'content-type': 'application/x-www-form-urlencoded' };

describe('changing the e-mail address', () => {
  let test: TestApp;
  let api: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    test = await buildTestApp({}, { seed: false });
    api = apiCaller(test.app);
  });
  afterAll(async () => test?.close());
  beforeEach(async () => {
    await test.app.db.delete(rateLimits);
  });

  const freshAddress = (label = 'traveller') =>
    `${label}-${randomBytes(4).toString('hex')}@example.test`;

  /** A traveller with a password, signed in. */
  async function traveller() {
    const email = freshAddress();
    const [user] = await test.app.db
      .insert(users)
      .values({
        email,
        name: 'Ada',
        lastname: 'Lovelace',
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    const session = await signIn(test.app, { email, password });
    return { id: user!.id, email, cookie: session.cookie };
  }

  const request = (who: { id: string; cookie: string }, body: unknown) =>
    api('POST', `/api/users/${who.id}/email-change`, { cookie: who.cookie, body });

  /** The path (with token) of the last mail's link to `path`, sent to `to`. */
  async function linkIn(to: string, path: string) {
    const [message] = await test.app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, to))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(message, `no mail to ${to}`).toBeDefined();
    const match = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(message!.text);
    if (!match) throw new Error(`no ${path} link in:\n${message!.text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  }

  const post = (path: string, headers: Record<string, string> = formHeaders) =>
    test.app.inject({ method: 'POST', url: path, headers, payload: 'lang=en' });

  const emailOf = async (id: string) =>
    (await test.app.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('changes the address only once the new one is confirmed; the old one can undo it', async () => {
    const ada = await traveller();
    const newEmail = freshAddress('new');
    const asked = await request(ada, {
      newEmail: newEmail.toUpperCase(),
      currentPassword: password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().data.sentTo).toBe(newEmail);
    // Until confirmed, sign-in still uses the old address and refuses the new one.
    expect(await emailOf(ada.id)).toBe(ada.email);
    await expect(signIn(test.app, { email: newEmail, password })).rejects.toThrow();

    const confirm = await linkIn(newEmail, '/email-change/confirm');
    const page = await test.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(emailChangeMessages.en.confirmButton);
    // Opening the link (as a mail scanner does) changes nothing.
    expect(await emailOf(ada.id)).toBe(ada.email);

    const confirmed = await post(confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain(emailChangeMessages.en.confirmedTitle);
    expect(await emailOf(ada.id)).toBe(newEmail);
    await signIn(test.app, { email: newEmail, password });
    await expect(signIn(test.app, { email: ada.email, password })).rejects.toThrow();

    const [event] = await test.app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.userId, ada.id), eq(webhookEvents.type, 'traveller.updated')));
    expect(event!.payload).toMatchObject({ data: { fields: ['email'], email: newEmail } });

    // Used once: the same link again says so and changes nothing.
    const again = await post(confirm);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(emailChangeMessages.en.usedTitle);

    // The old address got the notice; its link brings the old address back and ends sessions.
    const undo = await linkIn(ada.email, '/email-change/undo');
    expect((await test.app.inject({ method: 'GET', url: undo })).statusCode).toBe(200);
    const undone = await post(undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.body).toContain(emailChangeMessages.en.undoneTitle);
    expect(await emailOf(ada.id)).toBe(ada.email);
    expect(await test.app.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual(
      [],
    );
    const me = await api('GET', '/api/users/me', { cookie: ada.cookie });
    expect(me.statusCode).toBe(401);
    await signIn(test.app, { email: ada.email, password });
    expect((await post(undo)).statusCode).toBe(410);
  });

  it("spends an earlier change's undo link once a later change has moved the address on", async () => {
    const ada = await traveller();
    const second = freshAddress('second');
    const third = freshAddress('third');
    await request(ada, { newEmail: second, currentPassword: password });
    expect((await post(await linkIn(second, '/email-change/confirm'))).statusCode).toBe(200);
    const firstUndo = await linkIn(ada.email, '/email-change/undo');
    await request(
      { id: ada.id, cookie: (await signIn(test.app, { email: second, password })).cookie },
      { newEmail: third, currentPassword: password },
    );
    expect((await post(await linkIn(third, '/email-change/confirm'))).statusCode).toBe(200);

    // The first notice's link would give the account back an address it left two changes ago.
    const stale = await post(firstUndo);
    expect(stale.statusCode).toBe(410);
    expect(stale.body).toContain(emailChangeMessages.en.usedTitle);
    expect(await emailOf(ada.id)).toBe(third);
    // The latest notice's link still works.
    expect((await post(await linkIn(second, '/email-change/undo'))).statusCode).toBe(200);
    expect(await emailOf(ada.id)).toBe(second);
  });

  it('answers the same for an address another account uses, and its link then says so', async () => {
    const ada = await traveller();
    const other = await traveller();
    const free = await request(ada, { newEmail: freshAddress('free'), currentPassword: password });
    const taken = await request(ada, { newEmail: other.email, currentPassword: password });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data));

    const confirmed = await post(await linkIn(other.email, '/email-change/confirm'));
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.body).toContain(emailChangeMessages.en.takenTitle);
    expect(await emailOf(ada.id)).toBe(ada.email);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it('refuses an expired link with a clear page', async () => {
    const ada = await traveller();
    const newEmail = freshAddress('late');
    await request(ada, { newEmail, currentPassword: password });
    await test.app.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, ada.id));
    const confirm = await linkIn(newEmail, '/email-change/confirm');
    const page = await test.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(emailChangeMessages.en.expiredTitle);
    expect((await post(confirm)).statusCode).toBe(410);
    expect(await emailOf(ada.id)).toBe(ada.email);
  });

  it('answers unknown tokens and forms from other sites with a page, changing nothing', async () => {
    for (const url of [
      '/email-change/confirm',
      `/email-change/confirm?token=${'A'.repeat(43)}`,
      '/email-change/undo?token=%00',
    ]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain(emailChangeMessages.en.unknownTitle);
    }
    const ada = await traveller();
    const newEmail = freshAddress('csrf');
    await request(ada, { newEmail, currentPassword: password });
    const confirm = await linkIn(newEmail, '/email-change/confirm');
    const forged = await post(confirm, { ...formHeaders, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(await emailOf(ada.id)).toBe(ada.email);
  });

  it('slows down a connection that tries many links', async () => {
    for (let i = 0; i < invitationFailureLimit; i += 1) {
      const res = await test.app.inject({
        method: 'GET',
        url: `/email-change/undo?token=${randomBytes(32).toString('base64url')}`,
      });
      expect(res.statusCode).toBe(404);
    }
    const slowed = await test.app.inject({ method: 'GET', url: '/email-change/confirm?token=x' });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.body).toContain('Too many attempts from this connection.');
  });

  it('wants the current password and a valid, different address', async () => {
    const ada = await traveller();
    expect(
      fieldsOf(await request(ada, { newEmail: freshAddress(), currentPassword: 'wrong one' })),
    ).toEqual({ currentPassword: 'validation.wrongPassword' });
    expect(
      fieldsOf(await request(ada, { newEmail: ada.email, currentPassword: password })),
    ).toEqual({ newEmail: 'validation.sameEmail' });
    for (const newEmail of ['not an address', '', `${'a'.repeat(250)}@example.test`]) {
      expectError(
        await request(ada, { newEmail, currentPassword: password }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(await request(ada, { newEmail: freshAddress() }), 400, 'VALIDATION_FAILED');
    const [pending] = await test.app.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, ada.id));
    expect(pending).toBeUndefined();
  });

  it("is nobody else's to ask: another traveller's id, or no session", async () => {
    const ada = await traveller();
    const bob = await traveller();
    const body = { newEmail: freshAddress(), currentPassword: password };
    expectError(
      await api('POST', `/api/users/${bob.id}/email-change`, { cookie: ada.cookie, body }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api('POST', `/api/users/${ada.id}/email-change`, { body }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await emailOf(bob.id)).toBe(bob.email);
  });

  it('limits how often a traveller asks', async () => {
    const ada = await traveller();
    for (let i = 0; i < requestLimit; i += 1) {
      const res = await request(ada, { newEmail: freshAddress(), currentPassword: password });
      expect(res.statusCode, res.body).toBe(202);
    }
    expectError(
      await request(ada, { newEmail: freshAddress(), currentPassword: password }),
      429,
      'RATE_LIMITED',
    );
  });
});
