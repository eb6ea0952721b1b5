import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookingTravellers,
  bookings,
  publicTours,
  tours,
  travels,
} from '../../db/schema-bookings';
import { tourChanges } from '../../db/schema-tour-change';

/** The database or a transaction on it: every function here runs in either. */
type Executor = Database;

const travellersCount = sql<number>`(select count(*) from ${bookingTravellers} t
  where t.booking_id = ${bookings.id})::int`;

/** The booking's price per person: its pricePerPerson line (null when it has none). */
const bookedPricePerPerson = sql<
  number | null
>`(select l.unit_amount_cents from ${bookingPriceLines} l
  where l.booking_id = ${bookings.id} and l.kind = 'pricePerPerson'
  order by l.position, l.id limit 1)`;

/** What the tour-change rules read of a booking, only when `userId` owns it; null otherwise. */
export async function findOwnedBookingForTourChange(
  db: Executor,
  { userId, bookingId }: { userId: string; bookingId: string },
) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      errors: bookings.errors,
      currency: bookings.currency,
      hasCancellationOption: bookings.hasCancellationOption,
      tour: {
        id: tours.id,
        status: tours.status,
        startingDate: tours.startingDate,
        pricePerPerson: tours.pricePerPersonCents,
      },
      travel: { ageRange: travels.ageRange, destination: travels.destination },
      travellersCount: travellersCount.mapWith(Number),
      bookedPricePerPerson: bookedPricePerPerson.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type TourChangeBookingRow = NonNullable<
  Awaited<ReturnType<typeof findOwnedBookingForTourChange>>
>;

/**
 * Locks the booking row until the transaction ends (SELECT … FOR UPDATE), so that two changes of
 * the same booking run one after the other; false when `userId` does not own it.
 */
export async function lockOwnedBooking(
  tx: Executor,
  { userId, bookingId }: { userId: string; bookingId: string },
): Promise<boolean> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for('update');
  return rows.length > 0;
}

/**
 * Locks tour rows until the transaction ends, in id order (every change takes them in the same
 * order, so two changes crossing between the same two tours cannot deadlock).
 */
/** Locks the tours; answers the operator's id of each (null for one it has not sent). */
export async function lockTours(
  tx: Executor,
  tourIds: string[],
): Promise<Map<string, string | null>> {
  const rows = await tx
    .select({ id: tours.id, externalId: tours.externalId })
    .from(tours)
    .where(inArray(tours.id, tourIds))
    .orderBy(asc(tours.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.externalId]));
}

/**
 * The departures a booking could move to: every tour of the same trip (the travels to its
 * destination, one per age range) priced in the booking's currency, the booking's own included.
 * The domain's rules decide which of them are offered.
 */
export async function findDepartures(
  db: Executor,
  { destination, currency }: { destination: string; currency: TourChangeBookingRow['currency'] },
) {
  return db
    .select({
      id: tours.id,
      ageRange: travels.ageRange,
      status: tours.status,
      startingDate: tours.startingDate,
      endingDate: tours.endingDate,
      availableSeats: tours.availableSeats,
      onRequest: tours.onRequest,
      pricePerPerson: tours.pricePerPersonCents,
      publicStatus: publicTours.status,
    })
    .from(tours)
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .leftJoin(publicTours, eq(publicTours.tourId, tours.id))
    .where(and(eq(travels.destination, destination), eq(tours.currency, currency)))
    .orderBy(asc(tours.startingDate), asc(tours.id));
}

export type DepartureRow = Awaited<ReturnType<typeof findDepartures>>[number];

/** When the booking last changed tour by itself, or null. */
export async function findLastTourChangeAt(db: Executor, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: tourChanges.changedAt })
    .from(tourChanges)
    .where(eq(tourChanges.bookingId, bookingId))
    .orderBy(desc(tourChanges.changedAt))
    .limit(1);
  return row?.changedAt ?? null;
}

const changeColumns = {
  change: tourChanges,
  paymentDueDate: bookingPayments.dueDate,
};

/** A recorded change by its idempotency key, with the due date of its payment. */
export async function findTourChangeByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select(changeColumns)
    .from(tourChanges)
    .leftJoin(bookingPayments, eq(bookingPayments.id, tourChanges.paymentId))
    .where(eq(tourChanges.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

export type TourChangeRow = NonNullable<Awaited<ReturnType<typeof findTourChangeByKey>>>;

/**
 * Takes `seats` on a tour only while it still has them (a conditional UPDATE: it holds under
 * concurrency, a second change for the last seat updates nothing); false when it had too few.
 */
export async function takeSeats(
  tx: Executor,
  { tourId, seats }: { tourId: string; seats: number },
): Promise<boolean> {
  const rows = await tx
    .update(tours)
    .set({ availableSeats: sql`${tours.availableSeats} - ${seats}` })
    .where(and(eq(tours.id, tourId), gte(tours.availableSeats, seats)))
    .returning({ availableSeats: tours.availableSeats });
  return rows.length > 0;
}

/** Gives `seats` back to a tour, never above its capacity. */
export async function releaseSeats(
  tx: Executor,
  { tourId, seats }: { tourId: string; seats: number },
): Promise<void> {
  await tx
    .update(tours)
    .set({ availableSeats: sql`least(${tours.availableSeats} + ${seats}, ${tours.capacity})` })
    .where(eq(tours.id, tourId));
}

/**
 * Moves the booking, and with it its travellers (they belong to the booking), to another tour,
 * and reprices it: the pricePerPerson line takes the new price, the total line the difference.
 */
export async function moveBooking(
  tx: Executor,
  {
    bookingId,
    toTourId,
    pricePerPerson,
    priceDifference,
  }: { bookingId: string; toTourId: string; pricePerPerson: number; priceDifference: number },
): Promise<void> {
  await tx.update(bookings).set({ tourId: toTourId }).where(eq(bookings.id, bookingId));
  await tx
    .update(bookingPriceLines)
    .set({ unitAmountCents: pricePerPerson })
    .where(
      and(eq(bookingPriceLines.bookingId, bookingId), eq(bookingPriceLines.kind, 'pricePerPerson')),
    );
  if (priceDifference !== 0) {
    await tx
      .update(bookingPriceLines)
      .set({ unitAmountCents: sql`${bookingPriceLines.unitAmountCents} + ${priceDifference}` })
      .where(and(eq(bookingPriceLines.bookingId, bookingId), eq(bookingPriceLines.kind, 'total')));
  }
}

/**
 * A price difference to pay: a new installment of the payment schedule (kind integration) and
 * its price line, as the booking's other installments have.
 */
export async function addPaymentDue(
  tx: Executor,
  { bookingId, amount, dueDate }: { bookingId: string; amount: number; dueDate: string },
): Promise<string> {
  const [payment] = await tx
    .insert(bookingPayments)
    .values({ bookingId, kind: 'integration', amountCents: amount, dueDate })
    .returning({ id: bookingPayments.id });
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${bookingPriceLines.position}), -1)::int` })
    .from(bookingPriceLines)
    .where(eq(bookingPriceLines.bookingId, bookingId));
  await tx.insert(bookingPriceLines).values({
    bookingId,
    kind: 'integration',
    label: 'Integration',
    unitAmountCents: amount,
    position: Number(last?.position ?? -1) + 1,
  });
  return payment!.id;
}

/** A price difference to give back: a money refund on its way (no refund date yet). */
export async function addRefundDue(
  tx: Executor,
  { bookingId, amount }: { bookingId: string; amount: number },
): Promise<string> {
  const [refund] = await tx
    .insert(bookingRefunds)
    .values({ bookingId, kind: 'money', amountCents: amount, refundedAt: null })
    .returning({ id: bookingRefunds.id });
  return refund!.id;
}

export async function insertTourChange(tx: Executor, values: typeof tourChanges.$inferInsert) {
  const [row] = await tx.insert(tourChanges).values(values).returning();
  return row!;
}
