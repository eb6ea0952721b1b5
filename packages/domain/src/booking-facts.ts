/**
 * Derived facts of a booking and its tour (account-area §4).
 *
 * Dates are compared as UTC calendar days (see `countCalendarDaysUntil`), and a date is
 * "in the past" from its own day on: a tour has departed on its departure day, as the
 * group leaves that day, and is concluded on its last day. Missing or invalid dates are
 * never in the past nor soon.
 */
import { countCalendarDaysUntil, type DateInput } from './date-input';

/**
 * Tour status values. NOT_AVAILABLE, CANCELLED and TO_CANCEL come from the spec
 * (account-area §4); PLANNED, ALMOST_CONFIRMED and CONFIRMED are the states of a tour
 * that runs. Whether a tour is confirmed is decided by its confirmation date (see
 * `isTourConfirmed`), not by the CONFIRMED value alone.
 */
export type TourStatus =
  'PLANNED' | 'ALMOST_CONFIRMED' | 'CONFIRMED' | 'NOT_AVAILABLE' | 'CANCELLED' | 'TO_CANCEL';

export const tourStatuses: readonly TourStatus[] = [
  'PLANNED',
  'ALMOST_CONFIRMED',
  'CONFIRMED',
  'NOT_AVAILABLE',
  'CANCELLED',
  'TO_CANCEL',
];

/** Public tour status: the spec names CLOSED (bookings closed on the public website). */
export type PublicTourStatus = 'OPEN' | 'CLOSED';

/** The only booking status the spec names; any other value is a booking that stands. */
export const CANCELLED_BOOKING_STATUS = 'CANCELLED';

/** Booking error that means a payment is missing (account-area §3). */
export const PAYMENT_BOOKING_ERROR = 'PAYMENT';

/** Departure is soon when it is under this many days away (account-area §9). */
export const DEPARTURE_SOON_DAYS = 30;

/** Tour confirmed: confirmedAt is set and the status is neither CANCELLED nor TO_CANCEL. */
export function isTourConfirmed({
  status,
  confirmedAt,
}: {
  status: TourStatus;
  confirmedAt?: DateInput | null;
}): boolean {
  const confirmed = confirmedAt !== undefined && confirmedAt !== null && confirmedAt !== '';
  return confirmed && status !== 'CANCELLED' && status !== 'TO_CANCEL';
}

/** Departed: the start date is in the past (from the departure day on). */
export function hasDeparted({
  startingDate,
  now,
}: {
  startingDate?: DateInput | null;
  now: Date;
}): boolean {
  const days = countCalendarDaysUntil({ date: startingDate, now });
  return days !== null && days <= 0;
}

/** Concluded: the end date is in the past (from the last day on). */
export function isConcluded({
  endingDate,
  now,
}: {
  endingDate?: DateInput | null;
  now: Date;
}): boolean {
  const days = countCalendarDaysUntil({ date: endingDate, now });
  return days !== null && days <= 0;
}

/**
 * Over: the day after the trip's last day has begun (a trip is past only after its last day).
 * Without a readable last day, from the departure day on (see `hasDeparted`).
 */
export function isTripOver({
  startingDate,
  endingDate,
  now,
}: {
  startingDate?: DateInput | null;
  endingDate?: DateInput | null;
  now: Date;
}): boolean {
  const days = countCalendarDaysUntil({ date: endingDate, now });
  if (days === null) return hasDeparted({ startingDate, now });
  return days < 0;
}

/** Under way ("on the road now"): from the departure day through the last day, both included. */
export function isTripUnderWay({
  startingDate,
  endingDate,
  now,
}: {
  startingDate?: DateInput | null;
  endingDate?: DateInput | null;
  now: Date;
}): boolean {
  return hasDeparted({ startingDate, now }) && !isTripOver({ startingDate, endingDate, now });
}

/** Departure soon: the start is in the future and under 30 days away (1 to 29 days). */
export function isDepartureSoon({
  startingDate,
  now,
}: {
  startingDate?: DateInput | null;
  now: Date;
}): boolean {
  const days = countCalendarDaysUntil({ date: startingDate, now });
  return days !== null && days > 0 && days < DEPARTURE_SOON_DAYS;
}

/** Booking paid: its errors have no PAYMENT. */
export function isBookingPaid({ errors }: { errors?: readonly string[] | null }): boolean {
  return !(errors ?? []).includes(PAYMENT_BOOKING_ERROR);
}

/** A tour's status is hidden when the public tour is CLOSED and the tour has departed. */
export function isTourStatusHidden({
  tour,
  publicTour,
  now,
}: {
  tour: { startingDate?: DateInput | null };
  publicTour?: { status: PublicTourStatus } | null;
  now: Date;
}): boolean {
  return publicTour?.status === 'CLOSED' && hasDeparted({ startingDate: tour.startingDate, now });
}

/** A booking whose public order has a partner is a partner booking. */
export function isPartnerBooking({
  publicOrder,
}: {
  publicOrder?: { partner?: object | string | null } | null;
}): boolean {
  const partner = publicOrder?.partner;
  return partner !== undefined && partner !== null && partner !== '';
}

export type FlightSegmentsCount = 'none' | 'single' | 'multiple';

/** 'none' for no segments, 'single' for one, 'multiple' for more than one. */
export function getFlightSegmentsCount({
  segments,
}: {
  segments?: readonly unknown[] | null;
}): FlightSegmentsCount {
  const count = segments?.length ?? 0;
  return count === 0 ? 'none' : count === 1 ? 'single' : 'multiple';
}

/** Tour statuses of a departure that does not run: we will not take anyone on it. */
const notRunningTourStatuses: readonly string[] = ['NOT_AVAILABLE', 'CANCELLED', 'TO_CANCEL'];

/** The departure does not run (tour NOT_AVAILABLE, CANCELLED or TO_CANCEL): we cancelled it. */
export function isDepartureCancelled({ status }: { status?: string | null }): boolean {
  return status != null && notRunningTourStatuses.includes(status);
}

/** Whether a booking's status is CANCELLED. */
export function isBookingCancelled({ status }: { status: string }): boolean {
  return status === CANCELLED_BOOKING_STATUS;
}
