import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FRIEND_DISCOUNT_PERCENT,
  FRIEND_MAX_AGE,
  FRIEND_MIN_AGE,
  REFERRAL_CODE_PEOPLE,
  REFERRER_MAX_PERCENT,
  REFERRER_PERCENT_PER_FRIEND,
  canGenerateReferralDiscount,
  canInvite,
  countCompletedBookings,
  getReferralBalance,
  getReferralCounts,
  getReferralPromoCodeStatus,
  isEligibleFriend,
  referralPromoCodeStatuses,
  type ReferredFriend,
} from './referral';

const now = new Date('2026-06-15T12:00:00Z');
const departedOn = (firstTripStartingDate: string | null): ReferredFriend => ({
  firstTripStartingDate,
});

describe('constants (account-area §9)', () => {
  it('10% for the friend, 5% per departed friend up to 50% for the referrer, friends aged 21 to 49, one person per code', () => {
    expect(FRIEND_DISCOUNT_PERCENT).toBe(10);
    expect(REFERRER_PERCENT_PER_FRIEND).toBe(5);
    expect(REFERRER_MAX_PERCENT).toBe(50);
    expect(FRIEND_MIN_AGE).toBe(21);
    expect(FRIEND_MAX_AGE).toBe(49);
    expect(REFERRAL_CODE_PEOPLE).toBe(1);
  });
});

describe('getReferralBalance: 5% per departed friend, up to 50%, reset by a generated code', () => {
  const friends = (count: number, date = '2026-05-01') =>
    Array.from({ length: count }, () => departedOn(date));

  it.each([
    [0, 0],
    [1, 5],
    [2, 10],
    [9, 45],
    [10, 50],
    [11, 50],
    [40, 50],
  ])('%i departed friends, never generated: %i%%', (count, balance) => {
    expect(getReferralBalance({ friends: friends(count), now })).toBe(balance);
  });

  it('friends who have not departed yet, or not booked, add nothing', () => {
    const list = [
      departedOn('2026-06-15'),
      departedOn('2026-06-16'),
      departedOn(null),
      {},
      departedOn('not a date'),
    ];
    expect(getReferralBalance({ friends: list, now })).toBe(5);
  });

  it('generating a code resets the balance to 0', () => {
    expect(getReferralBalance({ friends: friends(4), lastGeneratedAt: now, now })).toBe(0);
    expect(
      getReferralBalance({ friends: friends(4), lastGeneratedAt: '2026-05-20T09:00:00Z', now }),
    ).toBe(0);
  });

  it('then only friends departing after the day of the last code accrue', () => {
    const list = [
      departedOn('2026-04-01'),
      departedOn('2026-05-10'),
      departedOn('2026-05-11'),
      departedOn('2026-06-01'),
      departedOn('2026-07-01'),
    ];
    expect(
      getReferralBalance({ friends: list, lastGeneratedAt: '2026-05-10T18:00:00Z', now }),
    ).toBe(10);
  });

  it('departures beyond the cap before a code are not carried over', () => {
    const list = [...friends(12, '2026-03-01'), departedOn('2026-06-01')];
    expect(getReferralBalance({ friends: list, now: new Date('2026-03-02T00:00:00Z') })).toBe(50);
    expect(getReferralBalance({ friends: list, lastGeneratedAt: '2026-03-02', now })).toBe(5);
  });

  it('an unreadable generation date gives 0, not the balance back', () => {
    expect(getReferralBalance({ friends: friends(3), lastGeneratedAt: 'garbage', now })).toBe(0);
  });

  describe('properties', () => {
    const day = fc
      .integer({ min: -400, max: 400 })
      .map((offset) => new Date(Date.UTC(2026, 5, 15 + offset)).toISOString().slice(0, 10));
    const friend = fc.option(day, { nil: null }).map(departedOn);
    const lastGeneratedAt = fc.option(day, { nil: null });

    it('the balance is a multiple of 5, never negative, never above 50', () => {
      fc.assert(
        fc.property(fc.array(friend, { maxLength: 40 }), lastGeneratedAt, (list, last) => {
          const balance = getReferralBalance({ friends: list, lastGeneratedAt: last, now });
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBeLessThanOrEqual(REFERRER_MAX_PERCENT);
          expect(balance % REFERRER_PERCENT_PER_FRIEND).toBe(0);
        }),
      );
    });

    it('right after generating a code the balance is 0', () => {
      fc.assert(
        fc.property(fc.array(friend, { maxLength: 40 }), (list) => {
          expect(getReferralBalance({ friends: list, lastGeneratedAt: now, now })).toBe(0);
        }),
      );
    });

    it('another friend never lowers the balance, a later code never raises it', () => {
      fc.assert(
        fc.property(fc.array(friend, { maxLength: 20 }), friend, day, day, (list, extra, a, b) => {
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          const balance = getReferralBalance({ friends: list, lastGeneratedAt: earlier, now });
          expect(
            getReferralBalance({ friends: [...list, extra], lastGeneratedAt: earlier, now }),
          ).toBeGreaterThanOrEqual(balance);
          expect(
            getReferralBalance({ friends: list, lastGeneratedAt: later, now }),
          ).toBeLessThanOrEqual(balance);
        }),
      );
    });
  });
});

describe('canGenerateReferralDiscount', () => {
  it.each([
    [0, false],
    [5, true],
    [50, true],
  ])('balance %i -> %s', (balance, expected) => {
    expect(canGenerateReferralDiscount({ balance })).toBe(expected);
  });
});

describe('isEligibleFriend: aged 21 to 49 on a first trip', () => {
  it.each([
    ['2005-06-15', true, true, '21 today'],
    ['2005-06-16', true, false, '21 tomorrow'],
    ['1976-06-16', true, true, '49, 50 tomorrow'],
    ['1976-06-15', true, false, '50 today'],
    ['1990-01-01', true, true, '36'],
    ['1990-01-01', false, false, '36, not a first trip'],
    ['15/06/2005', true, true, '21 today, typed'],
    [null, true, false, 'no birthday'],
    ['2030-01-01', true, false, 'born in the future'],
  ])('born %j, first trip %s -> %s (%s)', (birthday, isFirstTrip, expected, _why) => {
    expect(isEligibleFriend({ birthday, now, isFirstTrip })).toBe(expected);
  });
});

describe('canInvite and countCompletedBookings: at least one completed booking', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
  ])('%i completed bookings -> %s', (completedBookings, expected) => {
    expect(canInvite({ completedBookings })).toBe(expected);
  });

  it('counts the concluded bookings that were not cancelled', () => {
    const bookings = [
      { status: 'CONFIRMED', tour: { endingDate: '2025-09-10' } },
      { status: 'CONFIRMED', tour: { endingDate: '2026-06-15' } },
      { status: 'CANCELLED', tour: { endingDate: '2025-08-01' } },
      { status: 'CONFIRMED', tour: { endingDate: '2026-07-01' } },
      { status: 'CONFIRMED', tour: { endingDate: null } },
    ];
    expect(countCompletedBookings({ bookings, now })).toBe(2);
    expect(
      canInvite({
        completedBookings: countCompletedBookings({ bookings: bookings.slice(2), now }),
      }),
    ).toBe(false);
  });
});

describe('getReferralCounts: invited, departed, discounts generated', () => {
  it('counts every invited friend, those departed, and every code', () => {
    const friends = [
      departedOn('2026-01-01'),
      departedOn('2026-06-15'),
      departedOn('2026-09-01'),
      departedOn(null),
    ];
    expect(getReferralCounts({ friends, promoCodes: [{}, {}], now })).toEqual({
      invited: 4,
      departed: 2,
      generatedDiscounts: 2,
    });
  });

  it('counts departed friends whatever codes were generated (the balance is what resets)', () => {
    const friends = Array.from({ length: 12 }, () => departedOn('2026-01-01'));
    expect(getReferralCounts({ friends, promoCodes: [], now }).departed).toBe(12);
  });

  it('is all zeros for a new traveller', () => {
    expect(getReferralCounts({ friends: [], promoCodes: [], now })).toEqual({
      invited: 0,
      departed: 0,
      generatedDiscounts: 0,
    });
  });
});

describe('getReferralPromoCodeStatus: active, inactive, used', () => {
  it('has the three statuses of the spec', () => {
    expect(referralPromoCodeStatuses).toEqual(['ACTIVE', 'INACTIVE', 'USED']);
  });

  it.each([
    [{}, 'ACTIVE', 'new'],
    [{ usedAt: null, expiresAt: null }, 'ACTIVE', 'new, with nulls'],
    [{ expiresAt: '2026-06-15' }, 'ACTIVE', 'on its last valid day'],
    [{ expiresAt: '2026-06-14' }, 'INACTIVE', 'expired yesterday'],
    [{ disabled: true }, 'INACTIVE', 'switched off'],
    [{ usedAt: '2026-05-01T10:00:00Z' }, 'USED', 'used'],
    [{ usedAt: '2026-05-01T10:00:00Z', expiresAt: '2026-05-31' }, 'USED', 'used, then expired'],
    [{ usedAt: '2026-05-01T10:00:00Z', disabled: true }, 'USED', 'used, then switched off'],
  ] as const)('%j -> %s (%s)', (promoCode, status, _why) => {
    expect(getReferralPromoCodeStatus({ promoCode, now })).toBe(status);
  });
});
