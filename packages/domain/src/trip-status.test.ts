import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tourStatuses, type PublicTourStatus, type TourStatus } from './booking-facts';
import {
  ALMOST_FULL_SEATS,
  getTravellerTripStatus,
  getTripStatusLabel,
  tripStatusLabels,
  type TripStatusTour,
} from './trip-status';

const now = new Date('2026-03-15T12:00:00Z');
const future = '2026-06-01';
const past = '2026-03-01';

function tour(overrides: Partial<TripStatusTour> = {}): TripStatusTour {
  return {
    status: 'PLANNED',
    confirmedAt: null,
    startingDate: future,
    availableSeats: 10,
    onRequest: false,
    ...overrides,
  };
}

describe('getTripStatusLabel', () => {
  it('almost full means 3 seats or fewer', () => {
    expect(ALMOST_FULL_SEATS).toBe(3);
  });

  it.each([
    // case,                                                 tour,                                                           public tour, expected
    ['a NOT_AVAILABLE tour', tour({ status: 'NOT_AVAILABLE' }), 'OPEN', 'notAvailable'],
    [
      'a CANCELLED tour, even confirmed',
      tour({ status: 'CANCELLED', confirmedAt: '2026-01-01' }),
      'OPEN',
      'notAvailable',
    ],
    ['a TO_CANCEL tour', tour({ status: 'TO_CANCEL' }), 'CLOSED', 'notAvailable'],
    [
      'a closed public tour not yet departed',
      tour({ confirmedAt: '2026-01-01' }),
      'CLOSED',
      'closedDeparting',
    ],
    ['a closed public tour that departed: hidden', tour({ startingDate: past }), 'CLOSED', null],
    [
      'a closed public tour departing today: hidden',
      tour({ startingDate: '2026-03-15' }),
      'CLOSED',
      null,
    ],
    ['places on request', tour({ onRequest: true, availableSeats: 0 }), 'OPEN', 'waitingList'],
    [
      'places on request, seats unknown',
      tour({ onRequest: true, availableSeats: null }),
      'OPEN',
      'waitingList',
    ],
    ['no seat left', tour({ availableSeats: 0 }), 'OPEN', 'soldOut'],
    ['overbooked', tour({ availableSeats: -2 }), 'OPEN', 'soldOut'],
    [
      'no seat left on a confirmed tour',
      tour({ availableSeats: 0, confirmedAt: '2026-01-01' }),
      'OPEN',
      'soldOut',
    ],
    ['1 seat left', tour({ availableSeats: 1 }), 'OPEN', 'almostFull'],
    ['3 seats left', tour({ availableSeats: 3, status: 'ALMOST_CONFIRMED' }), 'OPEN', 'almostFull'],
    [
      '4 seats left on a confirmed tour',
      tour({ availableSeats: 4, confirmedAt: '2026-01-01' }),
      'OPEN',
      'confirmed',
    ],
    [
      'a confirmed tour, seats unknown',
      tour({ availableSeats: null, confirmedAt: '2026-01-01' }),
      null,
      'confirmed',
    ],
    ['status ALMOST_CONFIRMED', tour({ status: 'ALMOST_CONFIRMED' }), 'OPEN', 'almostConfirmed'],
    [
      'status CONFIRMED without a confirmation date',
      tour({ status: 'CONFIRMED' }),
      'OPEN',
      'planned',
    ],
    ['status PLANNED', tour(), 'OPEN', 'planned'],
    ['status PLANNED, no public tour', tour({ availableSeats: undefined }), null, 'planned'],
    [
      'a departed open tour keeps its label',
      tour({ startingDate: past, confirmedAt: '2026-01-01' }),
      'OPEN',
      'confirmed',
    ],
  ] as const)('%s -> %s', (_case, tripTour, publicStatus, expected) => {
    const publicTour = publicStatus === null ? null : { status: publicStatus };
    expect(getTripStatusLabel({ tour: tripTour, publicTour, now })).toBe(expected);
  });

  it('property: the label is a known key, or null only when the status is hidden', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TourStatus>(...tourStatuses),
        fc.option(fc.constantFrom<PublicTourStatus>('OPEN', 'CLOSED')),
        fc.option(fc.integer({ min: -2, max: 40 })),
        fc.boolean(),
        fc.option(fc.constant('2026-01-01')),
        fc.constantFrom(past, future),
        (status, publicStatus, availableSeats, onRequest, confirmedAt, startingDate) => {
          const label = getTripStatusLabel({
            tour: { status, availableSeats, onRequest, confirmedAt, startingDate },
            publicTour: publicStatus === null ? null : { status: publicStatus },
            now,
          });
          if (label === null) {
            expect(publicStatus).toBe('CLOSED');
            expect(startingDate).toBe(past);
          } else {
            expect(tripStatusLabels).toContain(label);
          }
        },
      ),
    );
  });
});

describe('getTravellerTripStatus', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const tour = {
    status: 'CONFIRMED' as const,
    confirmedAt: '2026-09-01T00:00:00Z',
    startingDate: '2026-12-10',
    endingDate: '2026-12-17',
    availableSeats: 0,
  };
  const status = (overrides: Partial<Parameters<typeof getTravellerTripStatus>[0]> = {}) =>
    getTravellerTripStatus({
      bookingStatus: 'CONFIRMED',
      tour,
      paymentState: 'paid',
      now,
      ...overrides,
    });

  it('says confirmed for a confirmed sold-out departure: never a sales status', () => {
    expect(status()).toBe('confirmed');
  });

  it('says cancelled by us when the departure does not run, even with the booking cancelled', () => {
    expect(status({ tour: { ...tour, status: 'CANCELLED' } })).toBe('cancelledByUs');
    expect(status({ bookingStatus: 'CANCELLED', tour: { ...tour, status: 'NOT_AVAILABLE' } })).toBe(
      'cancelledByUs',
    );
    expect(status({ bookingStatus: 'CANCELLED' })).toBe('cancelled');
  });

  it('says on the road during the trip and travelled after its last day', () => {
    const running = { ...tour, startingDate: '2026-11-20', endingDate: '2026-11-27' };
    expect(status({ tour: running, paymentState: 'overdue' })).toBe('onTheRoad');
    expect(status({ tour: { ...running, endingDate: '2026-11-23' } })).toBe('travelled');
  });

  it('says which: a payment overdue, or one due within a week', () => {
    expect(status({ paymentState: 'expiring' })).toBe('paymentDueSoon');
    expect(status({ paymentState: 'overdue' })).toBe('paymentOverdue');
    expect(status({ paymentState: 'due' })).toBe('confirmed');
  });

  it('says awaiting confirmation for a departure not confirmed yet', () => {
    expect(status({ tour: { ...tour, status: 'PLANNED', confirmedAt: null } })).toBe(
      'awaitingConfirmation',
    );
  });
});
