/**
 * Self tour change (account-area §4, §8, §9; issue 9): whether a traveller may move their
 * booking to another departure by themselves, to which departures, and at what price.
 *
 * Days are UTC calendar days, as everywhere in this package (see `countCalendarDaysUntil`).
 * Amounts are integer cents of the booking's currency: departures are priced in it.
 */
import {
  isDepartureCancelled,
  PAYMENT_BOOKING_ERROR,
  type PublicTourStatus,
  type TourStatus,
} from './booking-facts';
import { TRAVELER_DATA_BOOKING_ERROR } from './booking-completeness';
import { countCalendarDaysUntil, toUtcDayNumber, type DateInput } from './date-input';

/** One self change per this many days (account-area §9). */
export const TOUR_CHANGE_INTERVAL_DAYS = 30;
/** A change is allowed up to this many days before departure (account-area §9). */
export const TOUR_CHANGE_MIN_DAYS_BEFORE_DEPARTURE = 31;
/** …or up to this many with the flexible cancellation option (account-area §9). */
export const TOUR_CHANGE_MIN_DAYS_FLEXIBLE = 8;

/** Why a booking may not be changed (account-area §8), each with its own message. */
export type TourChangeBlockReason =
  | 'BOOKING_INCOMPLETE'
  | 'TOUR_DEPARTURE_TOO_CLOSE'
  | 'REQUEST_LIMIT_REACHED'
  | 'INSUFFICIENT_TOUR_CAPACITY'
  | 'INVALID_ORDER_STATUS';

export const tourChangeBlockReasons: readonly TourChangeBlockReason[] = [
  'BOOKING_INCOMPLETE',
  'TOUR_DEPARTURE_TOO_CLOSE',
  'REQUEST_LIMIT_REACHED',
  'INSUFFICIENT_TOUR_CAPACITY',
  'INVALID_ORDER_STATUS',
];

/**
 * Booking statuses that allow a change: a confirmed booking. A PENDING one is still being
 * processed (try again later) and a CANCELLED one has nothing to change.
 */
export const TOUR_CHANGE_BOOKING_STATUSES: readonly string[] = ['CONFIRMED'];

/** Tour statuses of a tour that will not run: its travellers are moved, not changing their mind. */
const cancelledTourStatuses: readonly TourStatus[] = ['CANCELLED', 'TO_CANCEL'];

/** A departure a booking could move to. */
export interface TourChangeDeparture {
  /** The tour (departure) id. */
  id: string;
  /** '25-35' or '35+'. */
  ageRange: string;
  startingDate?: DateInput | null;
  status: TourStatus;
  /** Seats still for sale. */
  availableSeats: number;
  /** Places only on request (waiting list). */
  onRequest: boolean;
  /** Price per person now, in integer cents of the booking's currency. */
  pricePerPerson: number;
  /** Status on the public website; CLOSED departures no longer sell. */
  publicStatus?: PublicTourStatus | null;
}

/** The departure a booking is on now, as the candidates compare with it. */
export interface TourChangeCurrent {
  id: string;
  ageRange: string;
  /** Price per person the booking was made at (its pricePerPerson line), integer cents. */
  pricePerPerson: number;
}

/** Why a departure is not offered, in the order they are checked. */
export type TourChangeRejection =
  | 'CURRENT_DEPARTURE'
  | 'DIFFERENT_AGE_RANGE'
  | 'NOT_AVAILABLE'
  | 'DEPARTURE_TOO_CLOSE'
  | 'ON_REQUEST'
  | 'SOLD_OUT'
  | 'INSUFFICIENT_SEATS';

export interface TourChangeCandidate<T extends TourChangeDeparture = TourChangeDeparture> {
  departure: T;
  /** Positive: to pay; negative: to be refunded; integer cents for the whole booking. */
  priceDifference: number;
}

/** The booking facts the eligibility reads. */
export interface TourChangeBooking {
  status: string;
  errors?: readonly string[] | null;
  /** The flexible cancellation option was bought with the booking. */
  hasCancellationOption: boolean;
  /** Travellers on the booking: the seats a new departure must have. */
  travellersCount: number;
  ageRange: string;
  /** Integer cents, see `TourChangeCurrent`. */
  pricePerPerson: number;
  tour: { id: string; status: TourStatus; startingDate?: DateInput | null };
}

export type TourChangeEligibility<T extends TourChangeDeparture = TourChangeDeparture> =
  | {
      allowed: true;
      /** False when the tour is cancelled: the traveller is moved off a trip that will not run. */
      voluntary: boolean;
      /** Show "flights already bought are not refunded on a voluntary change". */
      flightsNotRefundedNotice: boolean;
      /** The departures to choose from, soonest first. */
      candidates: TourChangeCandidate<T>[];
    }
  | { allowed: false; reason: TourChangeBlockReason };

/** How many days before departure a change is still allowed: 31, or 8 with the flexible cancellation option. */
export function getTourChangeMinDaysBeforeDeparture({
  hasCancellationOption,
}: {
  hasCancellationOption: boolean;
}): number {
  return hasCancellationOption
    ? TOUR_CHANGE_MIN_DAYS_FLEXIBLE
    : TOUR_CHANGE_MIN_DAYS_BEFORE_DEPARTURE;
}

/**
 * A change is voluntary unless the tour is cancelled (CANCELLED or TO_CANCEL). A voluntary
 * change keeps to the departure and monthly limits, and flights already bought are not
 * refunded.
 */
export function isVoluntaryTourChange({ tourStatus }: { tourStatus: TourStatus }): boolean {
  return !cancelledTourStatuses.includes(tourStatus);
}

/**
 * Whether a booking shows the message prompting a change of trip: its tour is cancelled
 * (CANCELLED or TO_CANCEL) and the booking itself is not.
 */
export function shouldPromptTourChange({
  booking,
}: {
  booking: { status: string; tour: { status: TourStatus } };
}): boolean {
  return (
    booking.status !== 'CANCELLED' && !isVoluntaryTourChange({ tourStatus: booking.tour.status })
  );
}

/**
 * The price difference of moving `travellers` people from one price per person to another:
 * positive to pay, negative to be refunded, integer cents. Supplements, options and
 * discounts of the booking carry over unchanged. Throws a RangeError unless prices are
 * integer cents and travellers a whole number from 1.
 */
export function getPriceDifference({
  from,
  to,
  travellers,
}: {
  from: { pricePerPerson: number };
  to: { pricePerPerson: number };
  travellers: number;
}): number {
  if (!Number.isSafeInteger(from.pricePerPerson) || !Number.isSafeInteger(to.pricePerPerson)) {
    throw new RangeError('Prices per person must be integer cents');
  }
  if (!Number.isSafeInteger(travellers) || travellers < 1) {
    throw new RangeError('Travellers must be a whole number from 1');
  }
  const difference = (to.pricePerPerson - from.pricePerPerson) * travellers;
  return difference === 0 ? 0 : difference; // never -0
}

/**
 * Why a departure cannot take the booking, or null when it can. In order:
 * 1. it is the current departure;
 * 2. another age range (never);
 * 3. not available: NOT_AVAILABLE, CANCELLED or TO_CANCEL, or closed on the public website;
 * 4. too close: under the same minimum days before departure as the booking (31, or 8 with
 *    the flexible cancellation option), departed, or without a readable start;
 * 5. on request (never);
 * 6. sold out (no seat left; never);
 * 7. fewer seats than travellers on the booking.
 */
export function getTourChangeCandidateRejection({
  current,
  departure,
  seatsNeeded,
  hasCancellationOption = false,
  now,
}: {
  current: Pick<TourChangeCurrent, 'id' | 'ageRange'>;
  departure: TourChangeDeparture;
  seatsNeeded: number;
  hasCancellationOption?: boolean;
  now: Date;
}): TourChangeRejection | null {
  if (departure.id === current.id) return 'CURRENT_DEPARTURE';
  if (departure.ageRange !== current.ageRange) return 'DIFFERENT_AGE_RANGE';
  if (isDepartureCancelled(departure) || departure.publicStatus === 'CLOSED') {
    return 'NOT_AVAILABLE';
  }
  const days = countCalendarDaysUntil({ date: departure.startingDate, now });
  if (days === null || days < getTourChangeMinDaysBeforeDeparture({ hasCancellationOption })) {
    return 'DEPARTURE_TOO_CLOSE';
  }
  if (departure.onRequest) return 'ON_REQUEST';
  if (departure.availableSeats <= 0) return 'SOLD_OUT';
  if (departure.availableSeats < seatsNeeded) return 'INSUFFICIENT_SEATS';
  return null;
}

function startDay(departure: TourChangeDeparture): number {
  return toUtcDayNumber(departure.startingDate) ?? Number.POSITIVE_INFINITY;
}

/**
 * The departures a booking may move to (see `getTourChangeCandidateRejection`), soonest
 * first, each with its price difference for the `seatsNeeded` travellers.
 */
export function getTourChangeCandidates<T extends TourChangeDeparture>({
  current,
  departures,
  seatsNeeded,
  hasCancellationOption = false,
  now,
}: {
  current: TourChangeCurrent;
  departures: readonly T[];
  seatsNeeded: number;
  hasCancellationOption?: boolean;
  now: Date;
}): TourChangeCandidate<T>[] {
  return departures
    .filter(
      (departure) =>
        getTourChangeCandidateRejection({
          current,
          departure,
          seatsNeeded,
          hasCancellationOption,
          now,
        }) === null,
    )
    .sort((a, b) => startDay(a) - startDay(b))
    .map((departure) => ({
      departure,
      priceDifference: getPriceDifference({
        from: current,
        to: departure,
        travellers: seatsNeeded,
      }),
    }));
}

/**
 * The first day a booking changed on `lastChangeAt` may change again (UTC midnight,
 * TOUR_CHANGE_INTERVAL_DAYS later); null when it never changed or the date is unreadable.
 */
export function getNextTourChangeDate({
  lastChangeAt,
}: {
  lastChangeAt?: DateInput | null;
}): Date | null {
  const day = toUtcDayNumber(lastChangeAt);
  return day === null ? null : new Date((day + TOUR_CHANGE_INTERVAL_DAYS) * 86_400_000);
}

/**
 * Whether a booking may be changed now and, if so, to which departures. The first rule
 * that fails gives the reason:
 *
 * 1. INVALID_ORDER_STATUS: the booking is not CONFIRMED (PENDING: try later; CANCELLED).
 *    BOOKING_INCOMPLETE: "booking must have personal data and payment completed" (account-area
 *    §5): its errors have PAYMENT or TRAVELER_DATA; complete them first, then change.
 * 2. TOUR_DEPARTURE_TOO_CLOSE: under 31 days before departure (8 with the flexible
 *    cancellation option), departed, or the start is unknown.
 * 3. REQUEST_LIMIT_REACHED: the booking changed less than 30 days ago (`lastChangeAt`, the
 *    last self change of this booking; an unreadable date counts as a recent change).
 * 4. INSUFFICIENT_TOUR_CAPACITY: no departure can take the booking's travellers (see
 *    `getTourChangeCandidates`): the traveller is sent to customer care.
 *
 * On a cancelled tour (CANCELLED or TO_CANCEL) the change is not voluntary, so rules 2 and 3
 * do not apply: the message on the booking prompts the traveller to change, and they must
 * be able to. The candidates keep their own minimum days before departure.
 */
export function getTourChangeEligibility<T extends TourChangeDeparture>({
  booking,
  departures,
  lastChangeAt,
  now,
}: {
  booking: TourChangeBooking;
  departures: readonly T[];
  lastChangeAt?: DateInput | null;
  now: Date;
}): TourChangeEligibility<T> {
  if (!TOUR_CHANGE_BOOKING_STATUSES.includes(booking.status)) {
    return { allowed: false, reason: 'INVALID_ORDER_STATUS' };
  }
  const errors = booking.errors ?? [];
  if (errors.includes(PAYMENT_BOOKING_ERROR) || errors.includes(TRAVELER_DATA_BOOKING_ERROR)) {
    return { allowed: false, reason: 'BOOKING_INCOMPLETE' };
  }
  const voluntary = isVoluntaryTourChange({ tourStatus: booking.tour.status });
  if (voluntary) {
    const days = countCalendarDaysUntil({ date: booking.tour.startingDate, now });
    const minDays = getTourChangeMinDaysBeforeDeparture(booking);
    if (days === null || days < minDays)
      return { allowed: false, reason: 'TOUR_DEPARTURE_TOO_CLOSE' };
    const changedBefore =
      lastChangeAt !== undefined && lastChangeAt !== null && lastChangeAt !== '';
    const nextChange = getNextTourChangeDate({ lastChangeAt });
    if (changedBefore && (!nextChange || now.getTime() < nextChange.getTime())) {
      return { allowed: false, reason: 'REQUEST_LIMIT_REACHED' };
    }
  }
  const candidates = getTourChangeCandidates({
    current: {
      id: booking.tour.id,
      ageRange: booking.ageRange,
      pricePerPerson: booking.pricePerPerson,
    },
    departures,
    seatsNeeded: booking.travellersCount,
    hasCancellationOption: booking.hasCancellationOption,
    now,
  });
  if (candidates.length === 0) return { allowed: false, reason: 'INSUFFICIENT_TOUR_CAPACITY' };
  return { allowed: true, voluntary, flightsNotRefundedNotice: voluntary, candidates };
}
