import {
  isBookingCancelled,
  isDepartureCancelled,
  isTourConfirmed,
  isTourStatusHidden,
  isTripOver,
  isTripUnderWay,
  type PublicTourStatus,
  type TourStatus,
} from './booking-facts';
import type { DateInput } from './date-input';
import type { PaymentState } from './payments';

/** Label keys of the trip status (account-area §4). */
export type TripStatusLabel =
  | 'almostConfirmed'
  | 'almostFull'
  | 'closedDeparting'
  | 'confirmed'
  | 'notAvailable'
  | 'planned'
  | 'soldOut'
  | 'waitingList';

export const tripStatusLabels: readonly TripStatusLabel[] = [
  'almostConfirmed',
  'almostFull',
  'closedDeparting',
  'confirmed',
  'notAvailable',
  'planned',
  'soldOut',
  'waitingList',
];

/** A tour with this many seats left or fewer (and at least one) is almost full. */
export const ALMOST_FULL_SEATS = 3;

export interface TripStatusTour {
  status: TourStatus;
  confirmedAt?: DateInput | null;
  startingDate?: DateInput | null;
  /** Seats still for sale; unknown when null or absent. */
  availableSeats?: number | null;
  /** Places are only given on request (waiting list). */
  onRequest?: boolean | null;
}

/**
 * The status label of a trip, the first that applies:
 *
 * 1. tour NOT_AVAILABLE, CANCELLED or TO_CANCEL: 'notAvailable';
 * 2. public tour CLOSED: null once departed (the status is hidden), else 'closedDeparting';
 * 3. places on request: 'waitingList';
 * 4. no seat left: 'soldOut';
 * 5. at most ALMOST_FULL_SEATS seats left: 'almostFull';
 * 6. tour confirmed (`isTourConfirmed`): 'confirmed';
 * 7. status ALMOST_CONFIRMED: 'almostConfirmed';
 * 8. otherwise (PLANNED, or CONFIRMED without a confirmation date): 'planned'.
 *
 * Availability comes before confirmation because it is what changes what a traveller can
 * still do (book, join a waiting list); a confirmed tour with seats to spare says 'confirmed'.
 */
export function getTripStatusLabel({
  tour,
  publicTour,
  now,
}: {
  tour: TripStatusTour;
  publicTour?: { status: PublicTourStatus } | null;
  now: Date;
}): TripStatusLabel | null {
  if (isDepartureCancelled(tour)) return 'notAvailable';
  if (publicTour?.status === 'CLOSED') {
    return isTourStatusHidden({ tour, publicTour, now }) ? null : 'closedDeparting';
  }
  if (tour.onRequest) return 'waitingList';
  const seats = tour.availableSeats;
  if (typeof seats === 'number' && seats <= 0) return 'soldOut';
  if (typeof seats === 'number' && seats <= ALMOST_FULL_SEATS) return 'almostFull';
  if (isTourConfirmed(tour)) return 'confirmed';
  if (tour.status === 'ALMOST_CONFIRMED') return 'almostConfirmed';
  return 'planned';
}

/**
 * What a trip means to the traveller who booked it (issue 18 item 8): never a sales status
 * ("sold out", "almost full" are for people still choosing a trip).
 */
export type TravellerTripStatus =
  | 'cancelledByUs'
  | 'cancelled'
  | 'travelled'
  | 'onTheRoad'
  | 'paymentOverdue'
  | 'paymentDueSoon'
  | 'confirmed'
  | 'awaitingConfirmation';

export const travellerTripStatuses: readonly TravellerTripStatus[] = [
  'cancelledByUs',
  'cancelled',
  'travelled',
  'onTheRoad',
  'paymentOverdue',
  'paymentDueSoon',
  'confirmed',
  'awaitingConfirmation',
];

/**
 * The traveller's status of a booked trip, the first that applies:
 *
 * 1. the departure does not run (tour NOT_AVAILABLE, CANCELLED or TO_CANCEL): 'cancelledByUs',
 *    whether or not the booking is already cancelled;
 * 2. the booking is cancelled: 'cancelled';
 * 3. the trip is over (after its last day): 'travelled';
 * 4. under way (departure day to last day): 'onTheRoad';
 * 5. a payment is overdue (`paymentState` 'overdue'): 'paymentOverdue'; one falls due within a
 *    week ('expiring'): 'paymentDueSoon';
 * 6. tour confirmed (`isTourConfirmed`): 'confirmed';
 * 7. otherwise: 'awaitingConfirmation'.
 */
export function getTravellerTripStatus({
  bookingStatus,
  tour,
  paymentState,
  now,
}: {
  bookingStatus: string;
  tour: TripStatusTour & { endingDate?: DateInput | null };
  paymentState: PaymentState | null;
  now: Date;
}): TravellerTripStatus {
  if (isDepartureCancelled(tour)) return 'cancelledByUs';
  if (isBookingCancelled({ status: bookingStatus })) return 'cancelled';
  if (isTripOver({ ...tour, now })) return 'travelled';
  if (isTripUnderWay({ ...tour, now })) return 'onTheRoad';
  if (paymentState === 'overdue') return 'paymentOverdue';
  if (paymentState === 'expiring') return 'paymentDueSoon';
  if (isTourConfirmed(tour)) return 'confirmed';
  return 'awaitingConfirmation';
}
