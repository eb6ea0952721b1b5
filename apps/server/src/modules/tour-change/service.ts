import type {
  Booking,
  TourChange,
  TourChangeAvailability,
  TourChangeDeparture,
  TourChangeRequest,
} from '@wayfarer/contract';
import {
  getNextTourChangeDate,
  getTourChangeCandidateRejection,
  getTourChangeEligibility,
  type TourChangeBooking,
  type TourChangeEligibility,
  type TourChangeRejection,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import type { ContentLanguage } from '../../lib/content-language';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import { getBooking } from '../bookings/service';
import {
  addPaymentDue,
  addRefundDue,
  findDepartures,
  findLastTourChangeAt,
  findOwnedBookingForTourChange,
  findTourChangeByKey,
  insertTourChange,
  lockOwnedBooking,
  lockTours,
  moveBooking,
  releaseSeats,
  takeSeats,
  type DepartureRow,
  type TourChangeBookingRow,
  type TourChangeRow,
} from './repository';

/** A price difference to pay falls due this many days after the change. */
export const TOUR_CHANGE_PAYMENT_DUE_DAYS = 7;

const dayMs = 86_400_000;

/** The calendar day (UTC) `days` after `now`, YYYY-MM-DD. */
function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days between two calendar days (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

const notFound = () => new AppError('NOT_FOUND', 'Booking not found.');

/** A traveller changes only their own bookings; anyone else's answer as if they did not exist. */
function assertOwnUser(callerId: string, userId: string) {
  if (callerId !== userId) throw notFound();
}

/** The booking as the domain's eligibility reads it. */
function toDomainBooking(row: TourChangeBookingRow): TourChangeBooking {
  return {
    status: row.status,
    errors: row.errors,
    hasCancellationOption: row.hasCancellationOption,
    travellersCount: row.travellersCount,
    ageRange: row.travel.ageRange,
    // The price the booking was made at; a booking without the line was made at the tour's price.
    pricePerPerson: row.bookedPricePerPerson ?? row.tour.pricePerPerson,
    tour: { id: row.tour.id, status: row.tour.status, startingDate: row.tour.startingDate },
  };
}

async function readEligibility(
  db: Database,
  row: TourChangeBookingRow,
  now: Date,
): Promise<{
  eligibility: TourChangeEligibility<DepartureRow>;
  departures: DepartureRow[];
  lastChangeAt: Date | null;
}> {
  const [departures, lastChangeAt] = await Promise.all([
    findDepartures(db, { destination: row.travel.destination, currency: row.currency }),
    findLastTourChangeAt(db, row.id),
  ]);
  const eligibility = getTourChangeEligibility({
    booking: toDomainBooking(row),
    departures,
    lastChangeAt,
    now,
  });
  return { eligibility, departures, lastChangeAt };
}

function toDeparture(departure: DepartureRow, priceDifference: number): TourChangeDeparture {
  const length = daysBetween(departure.startingDate, departure.endingDate);
  return {
    tourId: departure.id,
    status: departure.status,
    startingDate: departure.startingDate,
    endingDate: departure.endingDate,
    days: length + 1,
    nights: length,
    availableSeats: departure.availableSeats,
    pricePerPerson: departure.pricePerPerson,
    priceDifference,
  };
}

/**
 * Whether the traveller may change this booking now and, if so, to which departures at what price
 * (account-area §4, §7). Only the booking's own traveller: anyone else gets 404.
 */
export async function getTourChangeAvailability(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    now = new Date(),
  }: { callerId: string; userId: string; bookingId: string; now?: Date },
): Promise<TourChangeAvailability> {
  assertOwnUser(callerId, userId);
  const row = await findOwnedBookingForTourChange(db, { userId, bookingId });
  if (!row) throw notFound();
  const { eligibility, lastChangeAt } = await readEligibility(db, row, now);
  if (!eligibility.allowed) {
    const next =
      eligibility.reason === 'REQUEST_LIMIT_REACHED'
        ? getNextTourChangeDate({ lastChangeAt })
        : null;
    return {
      allowed: false,
      reason: eligibility.reason,
      nextChangeDate: next ? next.toISOString().slice(0, 10) : null,
    };
  }
  return {
    allowed: true,
    voluntary: eligibility.voluntary,
    currency: row.currency,
    travellersCount: row.travellersCount,
    departures: eligibility.candidates.map(({ departure, priceDifference }) =>
      toDeparture(departure, priceDifference),
    ),
    notices: eligibility.flightsNotRefundedNotice ? ['FLIGHTS_NOT_REFUNDED'] : [],
  };
}

/** A departure the booking cannot take: for lack of places, or one that is not on offer at all. */
function rejectDeparture(rejection: TourChangeRejection | 'UNKNOWN'): AppError {
  if (
    rejection === 'SOLD_OUT' ||
    rejection === 'INSUFFICIENT_SEATS' ||
    rejection === 'ON_REQUEST'
  ) {
    return new AppError('INSUFFICIENT_TOUR_CAPACITY', undefined, { extra: { rejection } });
  }
  return new AppError('VALIDATION_FAILED', undefined, {
    fields: { tourId: 'This departure cannot take the booking: choose one of those offered' },
    extra: { rejection },
  });
}

function toTourChange(row: TourChangeRow): TourChange {
  const { change } = row;
  const amount = Math.abs(change.priceDifferenceCents);
  const settlement: TourChange['settlement'] =
    change.paymentId && row.paymentDueDate
      ? { kind: 'payment', paymentId: change.paymentId, amount, dueDate: row.paymentDueDate }
      : change.refundId
        ? { kind: 'refund', refundId: change.refundId, amount }
        : { kind: 'none' };
  return {
    id: change.id,
    bookingId: change.bookingId,
    fromTourId: change.fromTourId,
    toTourId: change.toTourId,
    priceDifference: change.priceDifferenceCents,
    currency: change.currency,
    voluntary: change.voluntary,
    settlement,
    changedAt: change.changedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const keyReused = () =>
  new AppError('CONFLICT', 'This idempotency key was already used for another change.');

/** The recorded change of a key, when it is this very request (same booking, same departure). */
function replayOf(row: TourChangeRow | null, bookingId: string, tourId: string) {
  if (!row) return null;
  if (row.change.bookingId !== bookingId || row.change.toTourId !== tourId) throw keyReused();
  return row;
}

/**
 * Moves the booking to another departure (account-area §4, §7), in one transaction:
 *
 * 1. locks the booking (two changes of one booking run one after the other) and answers a
 *    request already made with the same idempotency key with that change, making no other;
 * 2. locks the two tours (in id order) and re-checks every rule on fresh data: the booking's
 *    eligibility first (its reason as a 409), then the chosen departure (INSUFFICIENT_TOUR_CAPACITY
 *    when it has no room for the travellers, 400 on `tourId` when it is not offered at all);
 * 3. takes the seats with a conditional UPDATE and gives them back on the old tour, moves the
 *    booking with its travellers and reprices it, settles the price difference as a payment due
 *    (in TOUR_CHANGE_PAYMENT_DUE_DAYS) or a refund, and records the change with its key.
 *
 * Only the booking's own traveller: anyone else gets 404. The answer is the change and the
 * booking as it is now.
 */
export async function changeTour(
  db: Database,
  {
    callerId,
    userId,
    bookingId,
    request,
    now = new Date(),
    language,
  }: {
    callerId: string;
    userId: string;
    bookingId: string;
    request: TourChangeRequest;
    now?: Date;
    /** The language the booking's content texts are answered in. */
    language?: ContentLanguage;
  },
): Promise<{ change: TourChange; booking: Booking; replayed: boolean }> {
  assertOwnUser(callerId, userId);
  const { tourId, idempotencyKey } = request;

  let result: { row: TourChangeRow; replayed: boolean };
  try {
    result = await db.transaction(async (tx) => {
      if (!(await lockOwnedBooking(tx, { userId, bookingId }))) throw notFound();
      const earlier = replayOf(await findTourChangeByKey(tx, idempotencyKey), bookingId, tourId);
      if (earlier) return { row: earlier, replayed: true };

      const before = await findOwnedBookingForTourChange(tx, { userId, bookingId });
      if (!before) throw notFound();
      const fromTourId = before.tour.id;
      const operatorTourIds =
        tourId !== fromTourId ? await lockTours(tx, [fromTourId, tourId]) : new Map();

      const row = (await findOwnedBookingForTourChange(tx, { userId, bookingId })) ?? before;
      const { eligibility, departures } = await readEligibility(tx, row, now);
      if (!eligibility.allowed) throw new AppError(eligibility.reason);

      const target = departures.find((departure) => departure.id === tourId);
      const seats = row.travellersCount;
      if (!target) throw rejectDeparture('UNKNOWN');
      const rejection = getTourChangeCandidateRejection({
        current: { id: row.tour.id, ageRange: row.travel.ageRange },
        departure: target,
        seatsNeeded: seats,
        hasCancellationOption: row.hasCancellationOption,
        now,
      });
      if (rejection) throw rejectDeparture(rejection);
      const candidate = eligibility.candidates.find(({ departure }) => departure.id === tourId);
      if (!candidate) throw rejectDeparture('UNKNOWN');

      if (!(await takeSeats(tx, { tourId, seats }))) {
        throw new AppError('INSUFFICIENT_TOUR_CAPACITY', undefined, {
          extra: { rejection: 'INSUFFICIENT_SEATS' },
        });
      }
      await releaseSeats(tx, { tourId: fromTourId, seats });

      const { priceDifference } = candidate;
      await moveBooking(tx, {
        bookingId,
        toTourId: tourId,
        pricePerPerson: target.pricePerPerson,
        priceDifference,
      });
      const dueDate = dayAfter(now, TOUR_CHANGE_PAYMENT_DUE_DAYS);
      const paymentId =
        priceDifference > 0
          ? await addPaymentDue(tx, { bookingId, amount: priceDifference, dueDate })
          : null;
      const refundId =
        priceDifference < 0
          ? await addRefundDue(tx, { bookingId, amount: -priceDifference })
          : null;
      const change = await insertTourChange(tx, {
        bookingId,
        fromTourId,
        toTourId: tourId,
        travellersCount: seats,
        priceDifferenceCents: priceDifference,
        currency: row.currency,
        voluntary: eligibility.voluntary,
        paymentId,
        refundId,
        idempotencyKey,
        changedAt: now,
      });
      await recordEvent(tx, {
        type: 'trip.changed',
        userId,
        data: {
          bookingId,
          externalBookingId: null,
          fromTourId,
          toTourId: tourId,
          externalFromDepartureId: operatorTourIds.get(fromTourId) ?? null,
          externalToDepartureId: operatorTourIds.get(tourId) ?? null,
        },
        now,
      });
      return { row: { change, paymentDueDate: paymentId ? dueDate : null }, replayed: false };
    });
  } catch (error) {
    // The same key raced in for another booking and was recorded first.
    if (isUniqueViolation(error)) {
      const row = replayOf(await findTourChangeByKey(db, idempotencyKey), bookingId, tourId);
      if (!row) throw error;
      result = { row, replayed: true };
    } else {
      throw error;
    }
  }

  const booking = await getBooking(db, { callerId, userId, bookingId, now, language });
  return { change: toTourChange(result.row), booking, replayed: result.replayed };
}
