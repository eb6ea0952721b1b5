import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  referralDiscountResponseSchema,
  referralResponseSchema,
  type Referral,
} from '@wayfarer/contract';
import {
  FRIEND_DISCOUNT_PERCENT,
  FRIEND_MAX_AGE,
  FRIEND_MIN_AGE,
  REFERRAL_CODE_PEOPLE,
  REFERRER_MAX_PERCENT,
  REFERRER_PERCENT_PER_FRIEND,
  canInvite,
  getVariant,
} from '@wayfarer/domain';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { hashPassword } from '../../src/auth/password';
import { users } from '../../src/db/schema';
import { bookingTravellers, bookings, tours } from '../../src/db/schema-bookings';
import { referralInvitations, referralPromoCodes } from '../../src/db/schema-engagement';
import { demoReferral, engagementTravellers } from '../../src/db/seed/engagement';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import {
  generateReferralDiscount,
  getReferral,
  makePersonalCode,
  referralRules,
} from '../../src/modules/referral/service';
import { call, expectError } from './helpers';

const { demo, newcomer } = demoTravellers;
const { referrer } = engagementTravellers;
const dayMs = 86_400_000;
const international = getVariant('international')!;

let t: TestApp;
let demoCookie: string;
let newcomerCookie: string;
let referrerCookie: string;
let pastTourId: string;

const referralUrl = (userId: string) => `/api/users/${userId}/referral`;
const discountsUrl = (userId: string) => `/api/users/${userId}/referral/discounts`;
const key = () => randomUUID();

/** A calendar day `offset` days from now, as YYYY-MM-DD. */
const dayFrom = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);

let travellerCount = 0;

/**
 * A traveller of this file: a completed trip (unless `completedTrip` is false) and friends who
 * departed `departedDaysAgo` days before `now`.
 */
async function makeTraveller({
  departedDaysAgo = [],
  completedTrip = true,
  now = new Date(),
}: {
  departedDaysAgo?: number[];
  completedTrip?: boolean;
  now?: Date;
}) {
  const { db } = t.database;
  travellerCount += 1;
  const email = `referral-${travellerCount}-${Date.now()}@wayfarer.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Test',
      lastname: `Traveller ${travellerCount}`,
      passwordHash: await hashPassword(demoPassword),
      consentPrivacyPolicy: true,
      consentTermsAndConditions: true,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (completedTrip) {
    const bookingId = `WF-24-${String(90000 + travellerCount).padStart(5, '0')}`;
    await db.insert(bookings).values({
      id: bookingId,
      userId,
      tourId: pastTourId,
      status: 'CONFIRMED',
      currency: 'EUR',
    });
    await db.insert(bookingTravellers).values({
      bookingId,
      userId,
      name: 'Test',
      lastname: 'Traveller',
      isLeader: true,
    });
  }
  if (departedDaysAgo.length > 0) {
    await db.insert(referralInvitations).values(
      departedDaysAgo.map((daysAgo, i) => ({
        referrerId: userId,
        friendName: `Friend ${i}`,
        friendEmail: `friend-${i}-${userId}@example.com`,
        firstTripStartingDate: dayFrom(now, -daysAgo),
      })),
    );
  }
  return { userId, email };
}

async function cookieOf(email: string) {
  return (await signIn(t.app, { email, password: demoPassword })).cookie;
}

async function referralOf(userId: string, cookie: string): Promise<Referral> {
  const res = await call(t, 'GET', referralUrl(userId), { cookie });
  expect(res.statusCode).toBe(200);
  return referralResponseSchema.parse(res.json()).data;
}

async function codesOf(userId: string) {
  return t.database.db
    .select()
    .from(referralPromoCodes)
    .where(eq(referralPromoCodes.userId, userId));
}

beforeAll(async () => {
  t = await buildTestApp();
  const today = new Date().toISOString().slice(0, 10);
  const [past] = await t.database.db
    .select({ id: tours.id })
    .from(tours)
    .where(and(lt(tours.endingDate, today), eq(tours.status, 'CONFIRMED')))
    .limit(1);
  pastTourId = past!.id;
  [demoCookie, newcomerCookie, referrerCookie] = await Promise.all([
    cookieOf(demo.email),
    cookieOf(newcomer.email),
    cookieOf(referrer.email),
  ]);
});
afterAll(() => t.close());

describe('GET /api/users/:id/referral', () => {
  it('gives the demo traveller her code, link, rules, counts, balance and codes in each status', async () => {
    const referral = await referralOf(demo.id, demoCookie);
    expect(referral.code).toBe(demoReferral.code);
    expect(referral.invitationLink).toBe(
      `${international.publicWebsiteUrl}/?routingKey=travels&referralCode=${demoReferral.code}`,
    );
    expect(referral.rules).toEqual({
      friendDiscountPercent: FRIEND_DISCOUNT_PERCENT,
      friendMinAge: FRIEND_MIN_AGE,
      friendMaxAge: FRIEND_MAX_AGE,
      percentPerDepartedFriend: REFERRER_PERCENT_PER_FRIEND,
      maxPercent: REFERRER_MAX_PERCENT,
      codePeople: REFERRAL_CODE_PEOPLE,
      minCompletedBookings: 1,
    });
    expect(referral.counts).toEqual({ invited: 10, departed: 7, generatedDiscounts: 3 });
    expect(referral.balance).toBe(demoReferral.balance);
    expect(referral.canInvite).toBe(true);
    expect(referral.canGenerateDiscount).toBe(true);
    expect(referral.promoCodes.map((code) => code.status)).toEqual(['ACTIVE', 'INACTIVE', 'USED']);
    expect(referral.promoCodes.every((code) => code.people === 1)).toBe(true);
    const used = referral.promoCodes.find((code) => code.status === 'USED')!;
    expect(used.usedAt).not.toBeNull();
    const dates = referral.promoCodes.map((code) => code.generatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives the demo ambassador twelve departed friends and a balance stopped at the cap', async () => {
    const { ambassador } = engagementTravellers;
    const referral = await referralOf(ambassador.id, await cookieOf(ambassador.email));
    expect(referral.counts).toEqual({ invited: 12, departed: 12, generatedDiscounts: 0 });
    expect(referral.balance).toBe(REFERRER_MAX_PERCENT);
    expect(referral.canGenerateDiscount).toBe(true);
  });

  it('links to the public website of the variant the traveller uses', async () => {
    const italy = getVariant('italy')!;
    const res = await call(t, 'GET', referralUrl(demo.id), {
      cookie: demoCookie,
      headers: { host: 'it.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const referral = referralResponseSchema.parse(res.json()).data;
    expect(referral.invitationLink.startsWith(italy.publicWebsiteUrl)).toBe(true);
  });

  it('gives a traveller without a completed trip a personal code, but no invitations yet', async () => {
    const first = await referralOf(newcomer.id, newcomerCookie);
    expect(first.code).toMatch(/^SAM-[A-HJ-NP-Z2-9]{4}$/);
    expect(first.canInvite).toBe(false);
    expect(first.canGenerateDiscount).toBe(false);
    expect(first.balance).toBe(0);
    expect(first.counts).toEqual({ invited: 0, departed: 0, generatedDiscounts: 0 });
    expect(first.promoCodes).toEqual([]);
    // The code is made once and kept.
    expect((await referralOf(newcomer.id, newcomerCookie)).code).toBe(first.code);
  });

  it('answers 404 for another traveller, 401 without a session, 400 for a bad id', async () => {
    expectError(
      await call(t, 'GET', referralUrl(newcomer.id), { cookie: demoCookie }),
      404,
      'NOT_FOUND',
    );
    expectError(await call(t, 'GET', referralUrl(demo.id)), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t, 'GET', referralUrl('not-a-uuid'), { cookie: demoCookie }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /api/users/:id/referral/discounts', () => {
  it('turns the whole balance into a code for one person and sets the balance to 0', async () => {
    const before = await referralOf(referrer.id, referrerCookie);
    expect(before.balance).toBe(15);
    expect(before.canGenerateDiscount).toBe(true);

    const idempotencyKey = key();
    const res = await call(t, 'POST', discountsUrl(referrer.id), {
      cookie: referrerCookie,
      payload: { idempotencyKey },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const { promoCode, referral } = referralDiscountResponseSchema.parse(res.json()).data;
    expect(promoCode).toMatchObject({ percent: 15, people: 1, status: 'ACTIVE', usedAt: null });
    expect(promoCode.code).toMatch(/^WF-REF-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(referral.balance).toBe(0);
    expect(referral.canGenerateDiscount).toBe(false);
    expect(referral.counts.generatedDiscounts).toBe(before.counts.generatedDiscounts + 1);
    expect(referral.promoCodes[0]).toEqual(promoCode);
    expect((await referralOf(referrer.id, referrerCookie)).balance).toBe(0);

    // The same key again (a double submission): the same code, no second one.
    const again = await call(t, 'POST', discountsUrl(referrer.id), {
      cookie: referrerCookie,
      payload: { idempotencyKey },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(referralDiscountResponseSchema.parse(again.json()).data.promoCode).toEqual(promoCode);
    expect(await codesOf(referrer.id)).toHaveLength(1);

    // A new press with nothing left: refused.
    expectError(
      await call(t, 'POST', discountsUrl(referrer.id), {
        cookie: referrerCookie,
        payload: { idempotencyKey: key() },
      }),
      409,
      'REFERRAL_BALANCE_EMPTY',
    );
  });

  it('tells a traveller without a completed trip that they cannot invite yet', async () => {
    expectError(
      await call(t, 'POST', discountsUrl(newcomer.id), {
        cookie: newcomerCookie,
        payload: { idempotencyKey: key() },
      }),
      403,
      'REFERRAL_NOT_ALLOWED_YET',
    );
    // Even with departed friends on record, no completed trip means no code.
    const { userId, email } = await makeTraveller({ departedDaysAgo: [3], completedTrip: false });
    expectError(
      await call(t, 'POST', discountsUrl(userId), {
        cookie: await cookieOf(email),
        payload: { idempotencyKey: key() },
      }),
      403,
      'REFERRAL_NOT_ALLOWED_YET',
    );
  });

  it('refuses a zero balance', async () => {
    const { userId, email } = await makeTraveller({});
    const cookie = await cookieOf(email);
    expect((await referralOf(userId, cookie)).balance).toBe(0);
    expectError(
      await call(t, 'POST', discountsUrl(userId), { cookie, payload: { idempotencyKey: key() } }),
      409,
      'REFERRAL_BALANCE_EMPTY',
    );
    expect(await codesOf(userId)).toHaveLength(0);
  });

  it('answers 404 for another traveller, 401 without a session, 403 without the CSRF header, 400 for a bad key', async () => {
    const payload = { idempotencyKey: key() };
    expectError(
      await call(t, 'POST', discountsUrl(demo.id), { cookie: newcomerCookie, payload }),
      404,
      'NOT_FOUND',
    );
    expectError(await call(t, 'POST', discountsUrl(demo.id), { payload }), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t, 'POST', discountsUrl(demo.id), { cookie: demoCookie, payload, csrf: false }),
      403,
      'CSRF_FAILED',
    );
    for (const bad of [{}, { idempotencyKey: 'short' }, { idempotencyKey: 'has spaces in it!!' }]) {
      const error = expectError(
        await call(t, 'POST', discountsUrl(demo.id), { cookie: demoCookie, payload: bad }),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(error.fields ?? {})).toContain('idempotencyKey');
    }
    // Nothing was generated for the demo traveller by any of these.
    expect(await codesOf(demo.id)).toHaveLength(3);
  });

  it('gives one code for two submissions of the same key at the same moment', async () => {
    const { userId, email } = await makeTraveller({ departedDaysAgo: [10, 20] });
    const cookie = await cookieOf(email);
    const idempotencyKey = key();
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(t, 'POST', discountsUrl(userId), { cookie, payload: { idempotencyKey } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const codes = answers.map(
      (res) => referralDiscountResponseSchema.parse(res.json()).data.promoCode.code,
    );
    expect(codes[0]).toBe(codes[1]);
    expect(await codesOf(userId)).toHaveLength(1);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'never makes two codes from one balance when generations run in parallel (PostgreSQL; skipped without DATABASE_URL)',
    async () => {
      expect(t.database.kind).toBe('postgres');
      const { userId, email } = await makeTraveller({ departedDaysAgo: [5, 15, 25] });
      const cookie = await cookieOf(email);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(t, 'POST', discountsUrl(userId), { cookie, payload: { idempotencyKey: key() } }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const codes = await codesOf(userId);
      expect(codes).toHaveLength(1);
      expect(codes[0]!.percent).toBe(15);
      expect((await referralOf(userId, cookie)).balance).toBe(0);
    },
  );
});

describe('the balance rules', () => {
  it('adds 5% per departed friend, up to 50%', async () => {
    const now = new Date();
    for (const [departed, balance] of [
      [0, 0],
      [1, 5],
      [4, 20],
      [10, 50],
      [13, 50],
    ] as const) {
      const { userId } = await makeTraveller({
        departedDaysAgo: Array.from({ length: departed }, (_, i) => i + 1),
        now,
      });
      const referral = await getReferral(t.database.db, {
        callerId: userId,
        userId,
        variant: international,
        now,
      });
      expect(referral.balance, `${departed} departed`).toBe(balance);
      expect(referral.counts.departed).toBe(departed);
    }
  });

  it('does not count a friend who has booked but not departed, nor one who only was invited', async () => {
    const now = new Date();
    const { userId } = await makeTraveller({ departedDaysAgo: [2, -10], now });
    await t.database.db.insert(referralInvitations).values({
      referrerId: userId,
      friendName: 'Invited only',
      friendEmail: `invited-${userId}@example.com`,
    });
    const referral = await getReferral(t.database.db, {
      callerId: userId,
      userId,
      variant: international,
      now,
    });
    expect(referral.counts).toEqual({ invited: 3, departed: 1, generatedDiscounts: 0 });
    expect(referral.balance).toBe(5);
  });

  it('generates at the cap, then accrues again only from friends departing after the generation', async () => {
    const start = new Date();
    const { userId } = await makeTraveller({
      departedDaysAgo: Array.from({ length: 12 }, (_, i) => i + 1),
      now: start,
    });
    // Two friends departing 5 and 8 days after the generation.
    await t.database.db.insert(referralInvitations).values(
      [5, 8].map((days) => ({
        referrerId: userId,
        friendName: `Later ${days}`,
        friendEmail: `later-${days}-${userId}@example.com`,
        firstTripStartingDate: dayFrom(start, days),
      })),
    );
    const generated = await generateReferralDiscount(t.database.db, {
      callerId: userId,
      userId,
      idempotencyKey: key(),
      variant: international,
      now: start,
    });
    expect(generated.promoCode.percent).toBe(REFERRER_MAX_PERCENT);
    expect(generated.referral.balance).toBe(0);

    const later = (days: number) =>
      getReferral(t.database.db, {
        callerId: userId,
        userId,
        variant: international,
        now: new Date(start.getTime() + days * dayMs),
      });
    // The twelve departures before the generation (two of them beyond the cap) are not carried over.
    expect((await later(1)).balance).toBe(0);
    expect((await later(6)).balance).toBe(5);
    expect((await later(9)).balance).toBe(10);
  });

  it('gives the rules the domain applies', () => {
    expect(canInvite({ completedBookings: referralRules.minCompletedBookings })).toBe(true);
    expect(canInvite({ completedBookings: referralRules.minCompletedBookings - 1 })).toBe(false);
  });

  it('makes personal codes from the first name', () => {
    expect(makePersonalCode('Giulia')).toMatch(/^GIULIA-[A-HJ-NP-Z2-9]{4}$/);
    expect(makePersonalCode('José María')).toMatch(/^JOSEMARIA-/);
    expect(makePersonalCode('Łukasz')).toMatch(/^UKASZ-|^LUKASZ-/);
    expect(makePersonalCode('李')).toMatch(/^WAYFARER-/);
  });
});
