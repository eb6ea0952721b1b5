import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { pageLanguages, tooManyAttemptsText } from '../../src/auth/messages';
import { signInDelayMs } from '../../src/auth/rate-limit';
import { rateLimits, sessions } from '../../src/db/schema';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage } from '../helpers/sign-in';

const demo = { email: demoTravellers.demo.email, password: demoPassword };
const attacker = '203.0.113.7';
const owner = '198.51.100.20';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy that names the client's address, as in production.
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

/** A sign-in form of its own, posted from `ip`. */
async function signInForm(ip: string, host = 'localhost:3000') {
  const { browser, action } = await openSignInPage(t.app, { host });
  return (credentials: { email: string; password: string }) =>
    browser.request(action!, { form: credentials, headers: { 'x-forwarded-for': ip } });
}

/** As if the wait in progress were over (time passes). */
async function endWaits() {
  await t.database.db
    .update(rateLimits)
    .set({ resetAt: new Date(Date.now() - 1000) })
    .where(like(rateLimits.key, 'signin:wait:%'));
}

const sessionCount = async () => (await t.database.db.select().from(sessions)).length;

describe('sign-in throttling per account and address', () => {
  it('makes the sixth try from the same address wait, and says how long in the page language', async () => {
    const post = await signInForm(attacker, 'it.localhost:3000');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await post({ email: demo.email, password: `wrong-${attempt}` });
      expect(res.status).toBe(401);
      expect(res.body).toContain('L’email o la password non sono corrette.');
    }
    const before = await sessionCount();
    // Even the right password waits, and no session is created.
    const waiting = await post(demo);
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(waiting.body).toMatch(/Troppi tentativi con questa email\. Riprova tra \d+ secondi\./);
    expect(waiting.location).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('does not lock the owner out: she signs in from her own address meanwhile', async () => {
    const post = await signInForm(owner);
    const res = await post(demo);
    expect(res.status).toBe(303);
    expect(res.location).toBeDefined();
  });

  it('does not slow another traveller behind the same address', async () => {
    const post = await signInForm(attacker);
    const res = await post({ email: demoTravellers.newcomer.email, password: 'wrong' });
    expect(res.status).toBe(401);
    const right = await post({ email: demoTravellers.newcomer.email, password: demoPassword });
    expect(right.status).toBe(303);
  });

  it('makes every further wrong password wait twice as long', async () => {
    const post = await signInForm(attacker);
    await endWaits();
    expect((await post({ email: demo.email, password: 'wrong-6' })).status).toBe(401);
    const waiting = await post(demo);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(waiting.body).toMatch(/Try again in 1 minute\./);
  });

  it('keeps its counters in the database, shared by every instance', async () => {
    const keys = (
      await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'signin:%'))
    ).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        `signin:failures:${demo.email}|${attacker}`,
        `signin:wait:${demo.email}|${attacker}`,
      ]),
    );
  });

  it('starts the pair afresh after a right password', async () => {
    const post = await signInForm(attacker);
    await endWaits();
    expect((await post(demo)).status).toBe(303);
    const left = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `signin:%:${demo.email}|${attacker}`));
    expect(left).toEqual([]);
  });
});

describe('the waits', () => {
  it('grow from 30 s after five wrong passwords, doubling up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 20].map(signInDelayMs)).toEqual([
      0, 30_000, 60_000, 120_000, 240_000, 900_000,
    ]);
  });

  it.each(pageLanguages)('are told in %s', (lang) => {
    expect(tooManyAttemptsText(lang, 30)).toMatch(/30/);
    expect(tooManyAttemptsText(lang, 120)).toMatch(/2/);
    expect(tooManyAttemptsText(lang, 30)).not.toContain('{wait}');
  });
});
