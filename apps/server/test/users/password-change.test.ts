import { eq } from 'drizzle-orm';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/password';
import { freeSignInAttempts } from '../../src/auth/rate-limit';
import { rateLimits, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { createTraveller } from '../mail/helpers';

const oldPassword = 'the old harbour password';
const newPassword = 'a quiet harbour at dawn';

describe('POST /api/users/password', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({}, { seed: false });
  });
  afterAll(async () => test?.close());
  beforeEach(async () => {
    await test.app.db.delete(rateLimits);
  });

  async function traveller(name = 'Ada') {
    const created = await createTraveller(test.app, name);
    await test.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(oldPassword) })
      .where(eq(users.id, created.id));
    return created;
  }

  const change = (cookie: string | undefined, body: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: {
        origin: 'http://localhost:3000',
        [csrfHeader]: csrfHeaderValue,
        ...(cookie ? { cookie } : {}),
      },
      payload: body as object,
    });

  const me = (cookie: string) =>
    test.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

  const hashOf = async (userId: string) =>
    (await test.app.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash!;

  it('changes the password, keeps this session and ends the others', async () => {
    const ada = await traveller();
    const here = await signIn(test.app, { email: ada.email, password: oldPassword });
    const elsewhere = await signIn(test.app, { email: ada.email, password: oldPassword });
    // Used once, so this instance holds that session in its cache of recent sessions.
    expect((await me(elsewhere.cookie)).statusCode).toBe(403);
    const changed = await change(here.cookie, { currentPassword: oldPassword, newPassword });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await verifyPassword(newPassword, await hashOf(ada.id))).toBe(true);
    // 403: signed in, asked to accept the privacy policy first (a fresh traveller).
    expect((await me(here.cookie)).statusCode).toBe(403);
    expect((await me(elsewhere.cookie)).statusCode).toBe(401);
    await signIn(test.app, { email: ada.email, password: newPassword });
  });

  it('refuses a wrong current password, a breached or short new one, and bad bodies', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password: oldPassword });
    const wrong = await change(cookie, { currentPassword: 'not the password', newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'validation.wrongPassword' });
    const breached = await change(cookie, {
      currentPassword: oldPassword,
      newPassword: 'qwertyuiop',
    });
    expect(breached.json().error.fields).toEqual({ newPassword: 'validation.breachedPassword' });
    const short = await change(cookie, { currentPassword: oldPassword, newPassword: 'short' });
    expect(short.json().error.fields).toEqual({ newPassword: 'validation.minLength?min=10' });
    const malformed = await change(cookie, { newPassword });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    expect(await verifyPassword(oldPassword, await hashOf(ada.id))).toBe(true);
  });

  it('slows down guessing of the current password', async () => {
    const ada = await traveller();
    const { cookie } = await signIn(test.app, { email: ada.email, password: oldPassword });
    for (let i = 0; i <= freeSignInAttempts; i++) {
      await change(cookie, { currentPassword: `wrong guess ${i}`, newPassword });
    }
    const limited = await change(cookie, { currentPassword: oldPassword, newPassword });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('changes only the caller’s own password, and needs a signed-in caller', async () => {
    const ada = await traveller('Ada');
    const bea = await traveller('Bea');
    const { cookie } = await signIn(test.app, { email: bea.email, password: oldPassword });
    expect((await change(cookie, { currentPassword: oldPassword, newPassword })).statusCode).toBe(
      204,
    );
    expect(await verifyPassword(oldPassword, await hashOf(ada.id))).toBe(true);
    expect(await verifyPassword(newPassword, await hashOf(bea.id))).toBe(true);
    const anonymous = await change(undefined, { currentPassword: oldPassword, newPassword });
    expect(anonymous.statusCode).toBe(401);
  });
});
