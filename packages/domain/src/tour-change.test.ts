import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TOUR_CHANGE_INTERVAL_DAYS,
  TOUR_CHANGE_MIN_DAYS_BEFORE_DEPARTURE,
  TOUR_CHANGE_MIN_DAYS_FLEXIBLE,
  getNextTourChangeDate,
  getPriceDifference,
  getTourChangeCandidateRejection,
  getTourChangeCandidates,
  getTourChangeEligibility,
  getTourChangeMinDaysBeforeDeparture,
  isVoluntaryTourChange,
  shouldPromptTourChange,
  tourChangeBlockReasons,
  type TourChangeBooking,
  type TourChangeDeparture,
} from './tour-change';

const now = new Date('2026-03-01T10:00:00Z');

/** The ISO calendar date `days` days from `now`. */
function inDays(days: number): string {
  return new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10);
}

function departure(overrides: Partial<TourChangeDeparture> = {}): TourChangeDeparture {
  return {
    id: 'other',
    ageRange: '25-35',
    startingDate: inDays(60),
    status: 'CONFIRMED',
    availableSeats: 10,
    onRequest: false,
    pricePerPerson: 150_000,
    publicStatus: 'OPEN',
    ...overrides,
  };
}

function booking(overrides: Partial<TourChangeBooking> = {}): TourChangeBooking {
  return {
    status: 'CONFIRMED',
    errors: [],
    hasCancellationOption: false,
    travellersCount: 2,
    ageRange: '25-35',
    pricePerPerson: 140_000,
    tour: { id: 'current', status: 'CONFIRMED', startingDate: inDays(45) },
    ...overrides,
  };
}

const current = { id: 'current', ageRange: '25-35', pricePerPerson: 140_000 };

describe('constants (account-area §9)', () => {
  it('one change per 30 days, up to 31 days before departure, 8 with the flexible option', () => {
    expect(TOUR_CHANGE_INTERVAL_DAYS).toBe(30);
    expect(TOUR_CHANGE_MIN_DAYS_BEFORE_DEPARTURE).toBe(31);
    expect(TOUR_CHANGE_MIN_DAYS_FLEXIBLE).toBe(8);
    expect(getTourChangeMinDaysBeforeDeparture({ hasCancellationOption: false })).toBe(31);
    expect(getTourChangeMinDaysBeforeDeparture({ hasCancellationOption: true })).toBe(8);
  });

  it('has the four reasons of the spec (account-area §8), and its incomplete booking (§5)', () => {
    expect(tourChangeBlockReasons).toEqual([
      'BOOKING_INCOMPLETE',
      'TOUR_DEPARTURE_TOO_CLOSE',
      'REQUEST_LIMIT_REACHED',
      'INSUFFICIENT_TOUR_CAPACITY',
      'INVALID_ORDER_STATUS',
    ]);
  });
});

describe('getTourChangeEligibility', () => {
  const departures = [departure()];

  it('allows a confirmed booking 45 days out, never changed, with a departure to move to', () => {
    expect(getTourChangeEligibility({ booking: booking(), departures, now })).toEqual({
      allowed: true,
      voluntary: true,
      flightsNotRefundedNotice: true,
      candidates: [{ departure: departures[0], priceDifference: 20_000 }],
    });
  });

  describe('BOOKING_INCOMPLETE: personal data and payment must be completed (§5)', () => {
    it.each([
      [['PAYMENT'], 'a payment is overdue'],
      [['TRAVELER_DATA'], 'traveller data to complete'],
      [['TRAVELER_DATA', 'PAYMENT', 'DOCUMENTS'], 'both, and documents'],
    ])('errors %j (%s)', (errors) => {
      expect(getTourChangeEligibility({ booking: booking({ errors }), departures, now })).toEqual({
        allowed: false,
        reason: 'BOOKING_INCOMPLETE',
      });
    });

    it('documents left to upload do not block', () => {
      const result = getTourChangeEligibility({
        booking: booking({ errors: ['DOCUMENTS'] }),
        departures,
        now,
      });
      expect(result.allowed).toBe(true);
    });
  });

  describe('INVALID_ORDER_STATUS: only a confirmed booking', () => {
    it.each([
      ['PENDING', [], 'still being processed: try later'],
      ['CANCELLED', [], 'cancelled'],
      ['UNKNOWN', [], 'any status the rules do not know'],
      ['CANCELLED', ['PAYMENT'], 'cancelled with a payment overdue'],
    ])('%s with errors %j (%s)', (status, errors) => {
      expect(
        getTourChangeEligibility({ booking: booking({ status, errors }), departures, now }),
      ).toEqual({
        allowed: false,
        reason: 'INVALID_ORDER_STATUS',
      });
    });

    it('comes first, even when the departure is too close and the limit reached', () => {
      const result = getTourChangeEligibility({
        booking: booking({
          status: 'CANCELLED',
          tour: { id: 'current', status: 'CONFIRMED', startingDate: inDays(2) },
        }),
        departures,
        lastChangeAt: inDays(-1),
        now,
      });
      expect(result).toEqual({ allowed: false, reason: 'INVALID_ORDER_STATUS' });
    });
  });

  describe('TOUR_DEPARTURE_TOO_CLOSE: up to 31 days before departure, 8 with the flexible option', () => {
    it.each([
      [31, false, true],
      [30, false, false],
      [8, false, false],
      [8, true, true],
      [7, true, false],
      [0, true, false],
      [-10, false, false],
    ])('%i days before, flexible %s: allowed %s', (days, hasCancellationOption, allowed) => {
      const result = getTourChangeEligibility({
        booking: booking({
          hasCancellationOption,
          tour: { id: 'current', status: 'CONFIRMED', startingDate: inDays(days) },
        }),
        departures: [departure({ startingDate: inDays(90) })],
        now,
      });
      expect(result).toEqual(
        allowed
          ? expect.objectContaining({ allowed: true })
          : { allowed: false, reason: 'TOUR_DEPARTURE_TOO_CLOSE' },
      );
    });

    it('counts calendar days: late in the evening of day 31 is still allowed', () => {
      const result = getTourChangeEligibility({
        booking: booking({
          tour: { id: 'current', status: 'CONFIRMED', startingDate: '2026-04-01' },
        }),
        departures: [departure({ startingDate: '2026-05-01' })],
        now: new Date('2026-03-01T23:59:59Z'),
      });
      expect(result.allowed).toBe(true);
    });

    it.each([null, undefined, 'not a date'])(
      'a start date %j counts as too close',
      (startingDate) => {
        expect(
          getTourChangeEligibility({
            booking: booking({ tour: { id: 'current', status: 'CONFIRMED', startingDate } }),
            departures,
            now,
          }),
        ).toEqual({ allowed: false, reason: 'TOUR_DEPARTURE_TOO_CLOSE' });
      },
    );
  });

  describe('REQUEST_LIMIT_REACHED: one change per 30 days', () => {
    it.each([
      ['2026-02-01T09:00:00Z', false, '28 days ago'],
      ['2026-01-31', false, '29 days ago'],
      ['2026-01-30T23:59:00Z', true, '30 days ago'],
      ['2025-12-01', true, 'three months ago'],
      ['2026-03-01T09:00:00Z', false, 'earlier today'],
      ['2026-03-05', false, 'in the future (a clock ahead)'],
      ['garbage', false, 'an unreadable date counts as recent'],
      [null, true, 'never changed'],
      [undefined, true, 'never changed'],
    ])('last change %j: allowed %s (%s)', (lastChangeAt, allowed, _why) => {
      const result = getTourChangeEligibility({
        booking: booking(),
        departures,
        lastChangeAt,
        now,
      });
      expect(result).toEqual(
        allowed
          ? expect.objectContaining({ allowed: true })
          : { allowed: false, reason: 'REQUEST_LIMIT_REACHED' },
      );
    });

    it('comes after the departure check', () => {
      const result = getTourChangeEligibility({
        booking: booking({
          tour: { id: 'current', status: 'CONFIRMED', startingDate: inDays(10) },
        }),
        departures,
        lastChangeAt: inDays(-1),
        now,
      });
      expect(result).toEqual({ allowed: false, reason: 'TOUR_DEPARTURE_TOO_CLOSE' });
    });
  });

  describe('INSUFFICIENT_TOUR_CAPACITY: no departure can take the travellers', () => {
    it.each([
      ['no other departure', []],
      ['only the current one', [departure({ id: 'current' })]],
      ['one seat for two travellers', [departure({ availableSeats: 1 })]],
      ['sold out', [departure({ availableSeats: 0 })]],
      ['on request', [departure({ onRequest: true })]],
      ['another age range', [departure({ ageRange: '35+' })]],
    ])('%s', (_case, options) => {
      expect(getTourChangeEligibility({ booking: booking(), departures: options, now })).toEqual({
        allowed: false,
        reason: 'INSUFFICIENT_TOUR_CAPACITY',
      });
    });

    it('comes last', () => {
      const result = getTourChangeEligibility({
        booking: booking(),
        departures: [],
        lastChangeAt: inDays(-3),
        now,
      });
      expect(result).toEqual({ allowed: false, reason: 'REQUEST_LIMIT_REACHED' });
    });
  });

  describe('a cancelled tour: the change is not voluntary', () => {
    it.each(['CANCELLED', 'TO_CANCEL'] as const)(
      'tour %s: allowed 5 days before departure and a week after the last change, without the flights notice',
      (status) => {
        const result = getTourChangeEligibility({
          booking: booking({ tour: { id: 'current', status, startingDate: inDays(5) } }),
          departures,
          lastChangeAt: inDays(-7),
          now,
        });
        expect(result).toEqual({
          allowed: true,
          voluntary: false,
          flightsNotRefundedNotice: false,
          candidates: [{ departure: departures[0], priceDifference: 20_000 }],
        });
      },
    );

    it('still needs a confirmed booking and a departure with room', () => {
      const tour = { id: 'current', status: 'CANCELLED' as const, startingDate: inDays(5) };
      expect(
        getTourChangeEligibility({
          booking: booking({ status: 'CANCELLED', tour }),
          departures,
          now,
        }),
      ).toEqual({
        allowed: false,
        reason: 'INVALID_ORDER_STATUS',
      });
      expect(getTourChangeEligibility({ booking: booking({ tour }), departures: [], now })).toEqual(
        {
          allowed: false,
          reason: 'INSUFFICIENT_TOUR_CAPACITY',
        },
      );
    });
  });
});

describe('getTourChangeCandidateRejection: the departures a booking may move to', () => {
  it('accepts a later departure of the same age range with enough seats', () => {
    expect(
      getTourChangeCandidateRejection({ current, departure: departure(), seatsNeeded: 2, now }),
    ).toBeNull();
  });

  it.each([
    ['CURRENT_DEPARTURE', { id: 'current' }],
    ['DIFFERENT_AGE_RANGE', { ageRange: '35+' }],
    ['NOT_AVAILABLE', { status: 'NOT_AVAILABLE' }],
    ['NOT_AVAILABLE', { status: 'CANCELLED' }],
    ['NOT_AVAILABLE', { status: 'TO_CANCEL' }],
    ['NOT_AVAILABLE', { publicStatus: 'CLOSED' }],
    ['DEPARTURE_TOO_CLOSE', { startingDate: inDays(30) }],
    ['DEPARTURE_TOO_CLOSE', { startingDate: inDays(0) }],
    ['DEPARTURE_TOO_CLOSE', { startingDate: inDays(-5) }],
    ['DEPARTURE_TOO_CLOSE', { startingDate: null }],
    ['ON_REQUEST', { onRequest: true }],
    ['SOLD_OUT', { availableSeats: 0 }],
    ['SOLD_OUT', { availableSeats: -1 }],
    ['INSUFFICIENT_SEATS', { availableSeats: 1 }],
  ] as const)('%s: %j', (rejection, overrides) => {
    expect(
      getTourChangeCandidateRejection({
        current,
        departure: departure(overrides),
        seatsNeeded: 2,
        now,
      }),
    ).toBe(rejection);
  });

  it.each([
    ['PLANNED', null],
    ['ALMOST_CONFIRMED', null],
    ['CONFIRMED', null],
  ] as const)('a %s departure is offered', (status, rejection) => {
    expect(
      getTourChangeCandidateRejection({
        current,
        departure: departure({ status }),
        seatsNeeded: 2,
        now,
      }),
    ).toBe(rejection);
  });

  it('exactly as many seats as travellers is enough', () => {
    expect(
      getTourChangeCandidateRejection({
        current,
        departure: departure({ availableSeats: 2 }),
        seatsNeeded: 2,
        now,
      }),
    ).toBeNull();
  });

  it('the minimum days before departure follow the flexible option: 8 with it', () => {
    const soon = departure({ startingDate: inDays(8) });
    expect(getTourChangeCandidateRejection({ current, departure: soon, seatsNeeded: 2, now })).toBe(
      'DEPARTURE_TOO_CLOSE',
    );
    expect(
      getTourChangeCandidateRejection({
        current,
        departure: soon,
        seatsNeeded: 2,
        hasCancellationOption: true,
        now,
      }),
    ).toBeNull();
    expect(
      getTourChangeCandidateRejection({
        current,
        departure: departure({ startingDate: inDays(7) }),
        seatsNeeded: 2,
        hasCancellationOption: true,
        now,
      }),
    ).toBe('DEPARTURE_TOO_CLOSE');
  });
});

describe('getTourChangeCandidates', () => {
  it('keeps the departures that can take the booking, soonest first, with their price difference', () => {
    const departures = [
      departure({ id: 'august', startingDate: '2026-08-01', pricePerPerson: 120_000 }),
      departure({ id: 'sold-out', startingDate: '2026-06-01', availableSeats: 0 }),
      departure({ id: 'june', startingDate: '2026-06-15', pricePerPerson: 140_000 }),
      departure({ id: 'older', startingDate: '2026-05-01', ageRange: '35+' }),
      departure({ id: 'may', startingDate: '2026-05-10', pricePerPerson: 155_050 }),
    ];
    expect(
      getTourChangeCandidates({ current, departures, seatsNeeded: 2, now }).map(
        ({ departure, priceDifference }) => [departure.id, priceDifference],
      ),
    ).toEqual([
      ['may', 30_100],
      ['june', 0],
      ['august', -40_000],
    ]);
  });

  it('keeps the caller’s own departure type', () => {
    const departures = [{ ...departure(), title: 'Iceland in summer' }];
    const [candidate] = getTourChangeCandidates({ current, departures, seatsNeeded: 1, now });
    expect(candidate?.departure.title).toBe('Iceland in summer');
  });
});

describe('getPriceDifference: positive to pay, negative to be refunded, integer cents', () => {
  it.each([
    [140_000, 150_000, 2, 20_000],
    [150_000, 140_000, 2, -20_000],
    [140_000, 140_000, 3, 0],
    [99_999, 100_000, 1, 1],
  ])('from %i to %i for %i travellers: %i', (from, to, travellers, expected) => {
    expect(
      getPriceDifference({
        from: { pricePerPerson: from },
        to: { pricePerPerson: to },
        travellers,
      }),
    ).toBe(expected);
  });

  it.each([
    [100.5, 100, 1],
    [100, Number.NaN, 1],
    [100, 200, 0],
    [100, 200, 1.5],
  ])('refuses from %s to %s for %s travellers', (from, to, travellers) => {
    expect(() =>
      getPriceDifference({
        from: { pricePerPerson: from },
        to: { pricePerPerson: to },
        travellers,
      }),
    ).toThrow(RangeError);
  });

  it('property: integer, opposite when reversed, zero at the same price', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 20 }), (a, b, travellers) => {
        const there = getPriceDifference({
          from: { pricePerPerson: a },
          to: { pricePerPerson: b },
          travellers,
        });
        const back = getPriceDifference({
          from: { pricePerPerson: b },
          to: { pricePerPerson: a },
          travellers,
        });
        expect(Number.isInteger(there)).toBe(true);
        expect(there + back).toBe(0);
        expect(Object.is(there, -0)).toBe(false);
        expect(Math.sign(there)).toBe(Math.sign(b - a));
      }),
    );
  });
});

describe('getNextTourChangeDate', () => {
  it.each([
    ['2026-03-01T18:00:00Z', '2026-03-31T00:00:00.000Z'],
    ['2026-02-01', '2026-03-03T00:00:00.000Z'],
  ])('changed %s: next change from %s', (lastChangeAt, expected) => {
    expect(getNextTourChangeDate({ lastChangeAt })?.toISOString()).toBe(expected);
  });

  it.each([null, undefined, '', 'garbage'])('%j: none', (lastChangeAt) => {
    expect(getNextTourChangeDate({ lastChangeAt })).toBeNull();
  });
});

describe('isVoluntaryTourChange and shouldPromptTourChange', () => {
  it.each([
    ['PLANNED', 'CONFIRMED', true, false],
    ['CONFIRMED', 'CONFIRMED', true, false],
    ['NOT_AVAILABLE', 'CONFIRMED', true, false],
    ['CANCELLED', 'CONFIRMED', false, true],
    ['TO_CANCEL', 'PENDING', false, true],
    ['CANCELLED', 'CANCELLED', false, false],
  ] as const)(
    'tour %s, booking %s: voluntary %s, prompt %s',
    (tourStatus, status, voluntary, prompt) => {
      expect(isVoluntaryTourChange({ tourStatus })).toBe(voluntary);
      expect(shouldPromptTourChange({ booking: { status, tour: { status: tourStatus } } })).toBe(
        prompt,
      );
    },
  );
});

describe('properties', () => {
  const tourStatus = fc.constantFrom(
    'PLANNED',
    'ALMOST_CONFIRMED',
    'CONFIRMED',
    'NOT_AVAILABLE',
    'CANCELLED',
    'TO_CANCEL',
  ) as fc.Arbitrary<TourChangeDeparture['status']>;
  const arbitraryDeparture: fc.Arbitrary<TourChangeDeparture> = fc.record({
    id: fc.constantFrom('current', 'a', 'b', 'c', 'd'),
    ageRange: fc.constantFrom('25-35', '35+'),
    startingDate: fc.integer({ min: -20, max: 120 }).map(inDays),
    status: tourStatus,
    availableSeats: fc.integer({ min: -1, max: 6 }),
    onRequest: fc.boolean(),
    pricePerPerson: fc.integer({ min: 0, max: 500_000 }),
    publicStatus: fc.constantFrom('OPEN', 'CLOSED', null) as fc.Arbitrary<'OPEN' | 'CLOSED' | null>,
  });
  const arbitraryBooking: fc.Arbitrary<TourChangeBooking> = fc.record({
    status: fc.constantFrom('PENDING', 'CONFIRMED', 'CANCELLED'),
    errors: fc.subarray(['PAYMENT', 'TRAVELER_DATA', 'DOCUMENTS']),
    hasCancellationOption: fc.boolean(),
    travellersCount: fc.integer({ min: 1, max: 4 }),
    ageRange: fc.constantFrom('25-35', '35+'),
    pricePerPerson: fc.integer({ min: 0, max: 500_000 }),
    tour: fc.record({
      id: fc.constant('current'),
      status: tourStatus,
      startingDate: fc.integer({ min: -20, max: 120 }).map(inDays),
    }),
  });
  const lastChange = fc.option(fc.integer({ min: -60, max: 2 }).map(inDays), { nil: null });

  it('a change is allowed only with a confirmed booking and candidates that all fit the rules', () => {
    fc.assert(
      fc.property(
        arbitraryBooking,
        fc.array(arbitraryDeparture, { maxLength: 6 }),
        lastChange,
        (b, departures, lastChangeAt) => {
          const result = getTourChangeEligibility({ booking: b, departures, lastChangeAt, now });
          if (b.status !== 'CONFIRMED') {
            expect(result).toEqual({ allowed: false, reason: 'INVALID_ORDER_STATUS' });
          } else if (b.errors?.some((e) => e === 'PAYMENT' || e === 'TRAVELER_DATA')) {
            expect(result).toEqual({ allowed: false, reason: 'BOOKING_INCOMPLETE' });
          }
          if (!result.allowed) return;
          expect(result.candidates.length).toBeGreaterThan(0);
          expect(result.flightsNotRefundedNotice).toBe(result.voluntary);
          for (const { departure: d, priceDifference } of result.candidates) {
            expect(d.id).not.toBe(b.tour.id);
            expect(d.ageRange).toBe(b.ageRange);
            expect(d.onRequest).toBe(false);
            expect(d.availableSeats).toBeGreaterThanOrEqual(b.travellersCount);
            expect(['CANCELLED', 'TO_CANCEL', 'NOT_AVAILABLE']).not.toContain(d.status);
            expect(priceDifference).toBe((d.pricePerPerson - b.pricePerPerson) * b.travellersCount);
          }
          const starts = result.candidates.map(({ departure: d }) => String(d.startingDate));
          expect(starts).toEqual([...starts].sort());
        },
      ),
    );
  });

  it('a voluntary change never happens under the minimum days or within 30 days of the last one', () => {
    fc.assert(
      fc.property(
        arbitraryBooking,
        fc.array(arbitraryDeparture, { maxLength: 6 }),
        lastChange,
        (b, departures, lastChangeAt) => {
          const result = getTourChangeEligibility({ booking: b, departures, lastChangeAt, now });
          if (!result.allowed || !result.voluntary) return;
          const start = Date.parse(String(b.tour.startingDate));
          expect((start - Date.parse(inDays(0))) / 86_400_000).toBeGreaterThanOrEqual(
            getTourChangeMinDaysBeforeDeparture(b),
          );
          if (lastChangeAt) {
            expect(
              (Date.parse(inDays(0)) - Date.parse(lastChangeAt)) / 86_400_000,
            ).toBeGreaterThanOrEqual(30);
          }
        },
      ),
    );
  });
});
