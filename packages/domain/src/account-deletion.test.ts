import { describe, expect, it } from 'vitest';
import {
  getAccountDeletionBlocker,
  getAccountDeletionEligibility,
  getAccountErasureDate,
  type AccountDeletionBooking,
} from './account-deletion';

const now = new Date('2026-11-28T10:00:00Z');

/** The ISO calendar date `days` days from `now`. */
function inDays(days: number): string {
  return new Date(Date.UTC(2026, 10, 28 + days)).toISOString().slice(0, 10);
}

function booking(overrides: Partial<AccountDeletionBooking> = {}): AccountDeletionBooking {
  return {
    id: 'WF-26-00001',
    status: 'CONFIRMED',
    errors: [],
    unpaidAmount: 0,
    tour: { status: 'CONFIRMED', startingDate: inDays(-20), endingDate: inDays(-12) },
    ...overrides,
  };
}

describe('getAccountDeletionBlocker', () => {
  const tour = (startingDate: string, endingDate: string, status = 'CONFIRMED' as const) => ({
    status,
    startingDate,
    endingDate,
  });
  it.each([
    ['a trip travelled and paid', booking(), null],
    ['a trip departing in 60 days', booking({ tour: tour(inDays(60), inDays(68)) }), 'upcoming'],
    ['a trip departing tomorrow', booking({ tour: tour(inDays(1), inDays(8)) }), 'upcoming'],
    ['a trip departing today', booking({ tour: tour(inDays(0), inDays(8)) }), 'underWay'],
    ['a trip on its last day', booking({ tour: tour(inDays(-8), inDays(0)) }), 'underWay'],
    ['a trip that ended yesterday', booking({ tour: tour(inDays(-8), inDays(-1)) }), null],
    [
      'an upcoming trip the traveller cancelled',
      booking({ status: 'CANCELLED', tour: tour(inDays(60), inDays(68)) }),
      null,
    ],
    [
      'an upcoming departure we cancelled',
      booking({
        tour: { status: 'CANCELLED', startingDate: inDays(60), endingDate: inDays(68) },
      }),
      null,
    ],
    [
      'an upcoming departure about to be cancelled',
      booking({
        tour: { status: 'TO_CANCEL', startingDate: inDays(60), endingDate: inDays(68) },
      }),
      null,
    ],
    [
      'an upcoming departure not available',
      booking({
        tour: { status: 'NOT_AVAILABLE', startingDate: inDays(60), endingDate: inDays(68) },
      }),
      null,
    ],
    ['a past trip with a PAYMENT error', booking({ errors: ['PAYMENT'] }), 'paymentOwed'],
    ['a past trip with an unpaid instalment', booking({ unpaidAmount: 12_000 }), 'paymentOwed'],
    [
      'an upcoming trip with a payment overdue',
      booking({ errors: ['PAYMENT'], tour: tour(inDays(10), inDays(18)) }),
      'upcoming',
    ],
    [
      'a cancelled booking with a PAYMENT error',
      booking({ status: 'CANCELLED', errors: ['PAYMENT'] }),
      null,
    ],
  ] as const)('%s: %s', (_, input, expected) => {
    expect(getAccountDeletionBlocker({ booking: input, now })).toBe(expected);
  });
});

describe('getAccountDeletionEligibility', () => {
  it('allows an account without bookings', () => {
    expect(getAccountDeletionEligibility({ bookings: [], now })).toEqual({
      eligible: true,
      blockers: [],
    });
  });

  it('names every booking that blocks, in order, and only those', () => {
    const bookings = [
      booking({ id: 'WF-26-00001' }),
      booking({
        id: 'WF-26-00002',
        tour: { status: 'CONFIRMED', startingDate: inDays(30), endingDate: inDays(38) },
      }),
      booking({ id: 'WF-26-00003', errors: ['PAYMENT'] }),
    ];
    expect(getAccountDeletionEligibility({ bookings, now })).toEqual({
      eligible: false,
      blockers: [
        { bookingId: 'WF-26-00002', reason: 'upcoming' },
        { bookingId: 'WF-26-00003', reason: 'paymentOwed' },
      ],
    });
  });
});

describe('getAccountErasureDate', () => {
  it.each([
    [14, '2026-12-12T10:00:00.000Z'],
    [1, '2026-11-29T10:00:00.000Z'],
    [0, '2026-11-28T10:00:00.000Z'],
  ])('%i grace days after the request: %s', (graceDays, expected) => {
    expect(getAccountErasureDate({ requestedAt: now, graceDays }).toISOString()).toBe(expected);
  });

  it('defaults to 14 days', () => {
    expect(getAccountErasureDate({ requestedAt: now }).toISOString()).toBe(
      '2026-12-12T10:00:00.000Z',
    );
  });
});
