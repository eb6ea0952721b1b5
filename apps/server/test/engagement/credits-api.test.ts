import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsResponseSchema, type Credit } from '@wayfarer/contract';
import { DEPOSIT_GIFT_CARD_VALIDITY_MONTHS } from '@wayfarer/domain';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { getCreditStatus } from '../../src/modules/credits/service';
import { call, expectError } from './helpers';

const { demo, newcomer } = demoTravellers;
const creditsUrl = (userId: string) => `/api/users/${userId}/credits`;

let t: TestApp;
let demoCookie: string;
let newcomerCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const cookieOf = async (email: string) =>
    (await signIn(t.app, { email, password: demoPassword })).cookie;
  [demoCookie, newcomerCookie] = await Promise.all([
    cookieOf(demo.email),
    cookieOf(newcomer.email),
  ]);
});
afterAll(() => t.close());

async function creditsOf(userId: string, cookie: string): Promise<Credit[]> {
  const res = await call(t, 'GET', creditsUrl(userId), { cookie });
  expect(res.statusCode).toBe(200);
  return creditsResponseSchema.parse(res.json()).data;
}

describe('GET /api/users/:id/credits', () => {
  it('lists the deposit refunded as a gift card, read from the booking’s refunds', async () => {
    const credits = await creditsOf(demo.id, demoCookie);
    const giftCard = credits.find((credit) => credit.code === 'WF-GC-8H3K-Q2PL');
    expect(giftCard).toMatchObject({
      kind: 'giftCard',
      amount: 20000,
      currency: 'GBP',
      origin: {
        type: 'depositRefund',
        bookingId: 'WF-26-01066',
        tripTitle: 'Scotland: Edinburgh and the Highlands',
      },
      status: 'ACTIVE',
      usedOnBookingId: null,
    });
    // Valid one year from its issue.
    const issued = new Date(giftCard!.issuedAt!);
    const expires = new Date(`${giftCard!.expiresOn}T00:00:00Z`);
    expect(expires.getUTCFullYear() * 12 + expires.getUTCMonth()).toBe(
      issued.getUTCFullYear() * 12 + issued.getUTCMonth() + DEPOSIT_GIFT_CARD_VALIDITY_MONTHS,
    );
  });

  it('lists vouchers, gift cards and credits in each status, spendable ones first', async () => {
    const credits = await creditsOf(demo.id, demoCookie);
    const byCode = (code: string | null, kind?: Credit['kind']) =>
      credits.find((credit) => credit.code === code && (!kind || credit.kind === kind));
    // Spent on the bookings whose price lines carry their codes.
    expect(byCode('WELCOME25')).toMatchObject({
      kind: 'voucher',
      status: 'USED',
      usedOnBookingId: 'WF-26-01102',
    });
    expect(byCode('GC-7Q4M-2KX9')).toMatchObject({
      kind: 'giftCard',
      origin: { type: 'giftPurchase' },
      status: 'USED',
      usedOnBookingId: 'WF-26-01123',
    });
    expect(byCode(null, 'credit')).toMatchObject({
      amount: 4500,
      currency: 'GBP',
      origin: { type: 'tourChange', bookingId: 'WF-26-01150' },
      status: 'ACTIVE',
    });
    expect(byCode('SORRY-8QK3')).toMatchObject({ origin: { type: 'goodwill' }, status: 'EXPIRED' });
    expect(new Set(credits.map((credit) => credit.kind))).toEqual(
      new Set(['giftCard', 'voucher', 'credit']),
    );
    const order = { ACTIVE: 0, PENDING: 1, USED: 2, EXPIRED: 3 };
    const ranks = credits.map((credit) => order[credit.status]);
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('gives an empty list to a traveller without credits', async () => {
    expect(await creditsOf(newcomer.id, newcomerCookie)).toEqual([]);
  });

  it('answers 404 for another traveller, 401 without a session, 400 for a bad id', async () => {
    expectError(
      await call(t, 'GET', creditsUrl(demo.id), { cookie: newcomerCookie }),
      404,
      'NOT_FOUND',
    );
    expectError(await call(t, 'GET', creditsUrl(demo.id)), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t, 'GET', creditsUrl('123'), { cookie: demoCookie }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('getCreditStatus', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const issuedAt = new Date('2026-01-10T09:00:00Z');
  it.each([
    { issuedAt: null, expiresOn: '2027-01-01', used: false, status: 'PENDING' },
    { issuedAt, expiresOn: '2027-01-01', used: true, status: 'USED' },
    { issuedAt, expiresOn: '2026-06-14', used: true, status: 'USED' },
    { issuedAt, expiresOn: '2026-06-14', used: false, status: 'EXPIRED' },
    { issuedAt, expiresOn: '2026-06-15', used: false, status: 'ACTIVE' },
    { issuedAt, expiresOn: null, used: false, status: 'ACTIVE' },
  ] as const)('$status (expires $expiresOn, used $used)', ({ status, ...input }) => {
    expect(getCreditStatus({ ...input, now })).toBe(status);
  });
});
