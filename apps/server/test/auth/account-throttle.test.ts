import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { rateLimits, sessions } from '../../src/db/schema';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { openSignInPage } from '../helpers/sign-in';

const demo = { email: demoTravellers.demo.email, password: demoPassword };
const unknown = 'nobody-here@wayfarer.test';
const owner = '198.51.100.20';
/** A botnet: one address per try. */
const bot = (n: number) => `203.0.113.${n}`;

let t: TestApp;
beforeAll(async () => {
  // Straight from the client: the socket's address counts, X-Forwarded-For is ignored.
  t = await buildTestApp({ TRUST_PROXY: 'false' });
});
afterAll(async () => {
  await t?.close();
});

/** Posts the sign-in form (a fresh one) from the socket address `ip`. */
async function signIn(ip: string, credentials: { email: string; password: string }) {
  const { browser, action } = await openSignInPage(t.app);
  return browser.request(action!, {
    form: credentials,
    remoteAddress: ip,
    // Spoofed, and ignored without TRUST_PROXY.
    headers: { 'x-forwarded-for': owner },
  });
}

/** As if `ms` had passed for every sign-in counter and wait. */
async function passTime(ms: number) {
  await t.database.db
    .update(rateLimits)
    .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${ms / 1000})` })
    .where(like(rateLimits.key, 'signin:%'));
}

const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
const sessionCount = async () => (await t.database.db.select().from(sessions)).length;

describe('sign-in throttling per account, over every address', () => {
  it('makes the next try wait after ten wrong passwords from ten addresses, known e-mail or not', async () => {
    for (const email of [demo.email, unknown]) {
      const statuses: number[] = [];
      for (let n = 1; n <= 10; n++) {
        statuses.push((await signIn(bot(n), { email, password: `wrong-${n}` })).status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      // An eleventh address, never seen before, still waits: the account is under attack.
      const waiting = await signIn(bot(11), { email, password: 'wrong-11' });
      expect(waiting.status).toBe(429);
      expect(retryAfter(waiting)).toBeGreaterThan(25);
      expect(retryAfter(waiting)).toBeLessThanOrEqual(30);
      expect(waiting.body).toMatch(
        /Too many attempts with this email\. Try again in \d+ seconds\./,
      );
    }
  });

  it('holds even the right password back while the wait lasts, creating no session', async () => {
    const before = await sessionCount();
    const res = await signIn(bot(3), demo);
    expect(res.status).toBe(429);
    expect(res.location).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('doubles the wait for addresses that tried, yet lets the owner in from her own address within a minute', async () => {
    // The attack goes on, one wrong password per wait from a new address: 11, 12, 13 failures.
    for (const [n, wait] of [
      [11, 30_000],
      [12, 60_000],
      [13, 60_000],
    ] as const) {
      await passTime(wait);
      expect((await signIn(bot(n), { email: demo.email, password: `wrong-${n}` })).status).toBe(
        401,
      );
    }
    await passTime(61_000);
    // An address that tried waits 4 minutes from the last wrong password, even with the right one.
    const attacked = await signIn(bot(1), demo);
    expect(attacked.status).toBe(429);
    expect(retryAfter(attacked)).toBeGreaterThan(170);
    expect(retryAfter(attacked)).toBeLessThanOrEqual(180);
    expect(attacked.body).toMatch(/Try again in 3 minutes\./);
    // The owner, from an address with no wrong password, is let through.
    const res = await signIn(owner, demo);
    expect(res.status).toBe(303);
    expect(res.location).toBeDefined();
  });

  it('keeps the account count, shared by every instance, after the owner signs in', async () => {
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `signin:account:${demo.email}`));
    expect(row?.count).toBe(13);
    // The attack goes on from a new address: the next one waits again, the count not cleared.
    expect((await signIn(bot(14), { email: demo.email, password: 'wrong-14' })).status).toBe(401);
    const waiting = await signIn(bot(15), { email: demo.email, password: 'wrong-15' });
    expect(waiting.status).toBe(429);
    expect(retryAfter(waiting)).toBeGreaterThan(50);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(60);
  });
});
