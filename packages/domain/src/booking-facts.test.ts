import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTripOver,
  isTripUnderWay,
  DEPARTURE_SOON_DAYS,
  getFlightSegmentsCount,
  hasDeparted,
  isBookingCancelled,
  isBookingPaid,
  isConcluded,
  isDepartureSoon,
  isPartnerBooking,
  isTourConfirmed,
  isTourStatusHidden,
  tourStatuses,
  type TourStatus,
} from './booking-facts';

/** 15 March 2026, late evening UTC: a day boundary is close on both sides of the world. */
const now = new Date('2026-03-15T22:00:00Z');

describe('isTourConfirmed: confirmedAt is set and the status is neither CANCELLED nor TO_CANCEL', () => {
  it.each([
    ['PLANNED', '2026-01-10T09:00:00Z', true],
    ['ALMOST_CONFIRMED', '2026-01-10', true],
    ['CONFIRMED', new Date('2026-01-10T09:00:00Z'), true],
    ['NOT_AVAILABLE', '2026-01-10', true],
    ['CANCELLED', '2026-01-10', false],
    ['TO_CANCEL', '2026-01-10', false],
    ['CONFIRMED', null, false],
    ['CONFIRMED', undefined, false],
    ['CONFIRMED', '', false],
  ] as const)('status %s, confirmedAt %j -> %s', (status, confirmedAt, expected) => {
    expect(isTourConfirmed({ status, confirmedAt })).toBe(expected);
  });

  it('property: never confirmed without confirmedAt, whatever the status', () => {
    fc.assert(
      fc.property(fc.constantFrom<TourStatus>(...tourStatuses), (status) => {
        expect(isTourConfirmed({ status, confirmedAt: null })).toBe(false);
      }),
    );
  });
});

describe('hasDeparted: start date in the past, from the departure day on (UTC days)', () => {
  it.each([
    ['2026-03-14', true, 'yesterday'],
    ['2026-03-15', true, 'today, the departure day'],
    ['2026-03-16', false, 'tomorrow'],
    ['2025-12-01T10:00:00Z', true, 'months ago'],
    ['2026-03-16T01:00:00+02:00', true, '23:00 UTC on the 15th, an offset that changes the day'],
    ['2026-03-16T00:00:00Z', false, 'midnight tomorrow UTC'],
    [null, false, 'no date'],
    [undefined, false, 'no date'],
    ['not a date', false, 'an invalid date'],
  ] as const)('%j -> %s (%s)', (startingDate, expected, _when) => {
    expect(hasDeparted({ startingDate, now })).toBe(expected);
  });

  it('does not depend on the time of day of now', () => {
    for (const time of ['00:00:00', '12:00:00', '23:59:59']) {
      const at = new Date(`2026-03-15T${time}Z`);
      expect(hasDeparted({ startingDate: '2026-03-15', now: at })).toBe(true);
      expect(hasDeparted({ startingDate: '2026-03-16', now: at })).toBe(false);
    }
  });
});

describe('isConcluded: end date in the past, from the last day on (UTC days)', () => {
  it.each([
    ['2026-03-14', true],
    ['2026-03-15', true],
    ['2026-03-16', false],
    [null, false],
    ['2026-02-31', false],
  ] as const)('%j -> %s', (endingDate, expected) => {
    expect(isConcluded({ endingDate, now })).toBe(expected);
  });
});

describe('isDepartureSoon: start in the future and under 30 days away', () => {
  it('uses a 30-day threshold', () => {
    expect(DEPARTURE_SOON_DAYS).toBe(30);
  });

  it.each([
    ['2026-03-14', false, 'departed yesterday'],
    ['2026-03-15', false, 'departs today: departed, not in the future'],
    ['2026-03-16', true, 'tomorrow'],
    ['2026-04-13', true, '29 days away'],
    ['2026-04-14', false, 'exactly 30 days away'],
    ['2026-04-15', false, '31 days away'],
    ['2026-04-13T23:59:59Z', true, '29 days away, late in the day'],
    [null, false, 'no date'],
    ['2026-13-01', false, 'an invalid date'],
  ] as const)('%j -> %s (%s)', (startingDate, expected, _when) => {
    expect(isDepartureSoon({ startingDate, now })).toBe(expected);
  });

  it('property: soon exactly when 1 to 29 UTC days away, and never once departed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (days, ms) => {
          const today = Date.UTC(2026, 2, 15);
          const startingDate = new Date(today + days * 86_400_000 + ms);
          const soon = isDepartureSoon({ startingDate, now });
          expect(soon).toBe(days >= 1 && days <= 29);
          if (hasDeparted({ startingDate, now })) expect(soon).toBe(false);
        },
      ),
    );
  });
});

describe('isBookingPaid: errors have no PAYMENT', () => {
  it.each([
    [[], true],
    [null, true],
    [undefined, true],
    [['TRAVELER_DATA'], true],
    [['PAYMENT'], false],
    [['TRAVELER_DATA', 'PAYMENT'], false],
    [['payment'], true],
  ] as const)('%j -> %s', (errors, expected) => {
    expect(isBookingPaid({ errors })).toBe(expected);
  });
});

describe('isTourStatusHidden: public tour CLOSED and departed', () => {
  it.each([
    ['CLOSED', '2026-03-10', true],
    ['CLOSED', '2026-03-15', true],
    ['CLOSED', '2026-03-20', false],
    ['OPEN', '2026-03-10', false],
    [null, '2026-03-10', false],
  ] as const)('public tour %s, start %s -> %s', (status, startingDate, expected) => {
    const publicTour = status === null ? null : { status };
    expect(isTourStatusHidden({ tour: { startingDate }, publicTour, now })).toBe(expected);
  });
});

describe('isPartnerBooking: the public order has a partner', () => {
  it.each([
    [{ partner: { id: 'p1', name: 'Airline' } }, true],
    [{ partner: 'airline' }, true],
    [{ partner: null }, false],
    [{ partner: '' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('public order %j -> %s', (publicOrder, expected) => {
    expect(isPartnerBooking({ publicOrder })).toBe(expected);
  });
});

describe('getFlightSegmentsCount', () => {
  it.each([
    [[], 'none'],
    [null, 'none'],
    [undefined, 'none'],
    [[{ flightNumber: 'AZ1' }], 'single'],
    [[{ flightNumber: 'AZ1' }, { flightNumber: 'AZ2' }], 'multiple'],
    [[1, 2, 3, 4], 'multiple'],
  ] as const)('%j -> %s', (segments, expected) => {
    expect(getFlightSegmentsCount({ segments })).toBe(expected);
  });
});

describe('isBookingCancelled', () => {
  it.each([
    ['CANCELLED', true],
    ['CONFIRMED', false],
    ['cancelled', false],
    ['', false],
  ])('%j -> %s', (status, expected) => {
    expect(isBookingCancelled({ status })).toBe(expected);
  });
});

describe('isTripOver and isTripUnderWay', () => {
  const trip = { startingDate: '2026-11-20', endingDate: '2026-11-27' };
  const at = (iso: string) => new Date(iso);

  it('is under way from the departure day through the last day, and over only after it', () => {
    expect(isTripUnderWay({ ...trip, now: at('2026-11-19T23:00:00Z') })).toBe(false);
    expect(isTripUnderWay({ ...trip, now: at('2026-11-20T08:00:00Z') })).toBe(true);
    expect(isTripUnderWay({ ...trip, now: at('2026-11-24T12:00:00Z') })).toBe(true);
    expect(isTripUnderWay({ ...trip, now: at('2026-11-27T20:00:00Z') })).toBe(true);
    expect(isTripOver({ ...trip, now: at('2026-11-27T20:00:00Z') })).toBe(false);
    expect(isTripOver({ ...trip, now: at('2026-11-28T00:30:00Z') })).toBe(true);
    expect(isTripUnderWay({ ...trip, now: at('2026-11-28T00:30:00Z') })).toBe(false);
  });

  it('without a readable last day, is over from the departure day', () => {
    expect(
      isTripOver({ startingDate: '2026-11-20', endingDate: null, now: at('2026-11-20T09:00:00Z') }),
    ).toBe(true);
  });
});
