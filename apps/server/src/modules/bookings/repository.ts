import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { priceComponentKinds } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import {
  bookingPayments,
  bookingPriceLines,
  bookingRefunds,
  bookingTravellers,
  bookings,
  coordinators,
  publicTours,
  tours,
  travels,
} from '../../db/schema-bookings';
import { findLeaderChecklists } from '../checklist/repository';
import { findLeaderFlights, type BookingFlights } from '../flights/repository';

const componentKinds = sql.join(
  priceComponentKinds.map((kind) => sql`${kind}`),
  sql`, `,
);

/** The booking's total: its `total` price line, else the sum of its price components. */
const totalAmount = sql<number>`coalesce(
  (select sum(l.unit_amount_cents * l.quantity) from ${bookingPriceLines} l
    where l.booking_id = ${bookings.id} and l.kind = 'total'),
  (select sum(l.unit_amount_cents * l.quantity) from ${bookingPriceLines} l
    where l.booking_id = ${bookings.id} and l.kind in (${componentKinds})),
  0)::int`;

const paidAmount = sql<number>`(select coalesce(sum(p.amount_cents), 0) from ${bookingPayments} p
  where p.booking_id = ${bookings.id} and p.paid_at is not null)::int`;

/** The earliest unpaid payment with something to pay: `{ amount, dueDate }` or null. */
const nextPayment = sql<{ amount: number; dueDate: string } | null>`(select json_build_object(
    'amount', p.amount_cents, 'dueDate', to_char(p.due_date, 'YYYY-MM-DD'))
  from ${bookingPayments} p
  where p.booking_id = ${bookings.id} and p.paid_at is null and p.amount_cents > 0
  order by p.due_date, p.id limit 1)`;

const travellersCount = sql<number>`(select count(*) from ${bookingTravellers} t
  where t.booking_id = ${bookings.id})::int`;

/** One booking with its tour, travel, public tour, coordinator and amounts: one row, one query. */
function selectBookingRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      tour: tours,
      travel: travels,
      publicTour: { status: publicTours.status },
      coordinator: coordinators,
      totalAmount: totalAmount.mapWith(Number),
      paidAmount: paidAmount.mapWith(Number),
      nextPayment,
      travellersCount: travellersCount.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .leftJoin(publicTours, eq(publicTours.tourId, tours.id))
    .leftJoin(coordinators, eq(coordinators.id, tours.coordinatorId))
    .where(where)
    .orderBy(asc(tours.startingDate), asc(bookings.id));
}

export type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

/** The bookings a user owns, soonest departure first. */
export async function findBookingsByOwner(db: Database, userId: string): Promise<BookingRow[]> {
  return selectBookingRows(db, eq(bookings.userId, userId));
}

/** One booking, only when `userId` owns it. */
export async function findOwnedBooking(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<BookingRow | null> {
  const [row] = await selectBookingRows(
    db,
    and(eq(bookings.id, bookingId), eq(bookings.userId, userId)),
  );
  return row ?? null;
}

/**
 * Travellers, price lines, payments, refunds, the leader's checklist and the leader's flights (by
 * booking id) of some bookings: eight queries in all.
 */
export async function findBookingChildren(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) {
    return {
      travellers: [],
      priceLines: [],
      payments: [],
      refunds: [],
      checklist: [],
      flights: new Map<string, BookingFlights>(),
    };
  }
  const [travellers, priceLines, payments, refunds, checklist, flights] = await Promise.all([
    db
      .select()
      .from(bookingTravellers)
      .where(inArray(bookingTravellers.bookingId, bookingIds))
      .orderBy(
        asc(bookingTravellers.bookingId),
        asc(bookingTravellers.position),
        asc(bookingTravellers.id),
      ),
    db
      .select()
      .from(bookingPriceLines)
      .where(inArray(bookingPriceLines.bookingId, bookingIds))
      .orderBy(
        asc(bookingPriceLines.bookingId),
        asc(bookingPriceLines.position),
        asc(bookingPriceLines.id),
      ),
    db
      .select()
      .from(bookingPayments)
      .where(inArray(bookingPayments.bookingId, bookingIds))
      .orderBy(
        asc(bookingPayments.bookingId),
        asc(bookingPayments.dueDate),
        asc(bookingPayments.id),
      ),
    db
      .select()
      .from(bookingRefunds)
      .where(inArray(bookingRefunds.bookingId, bookingIds))
      .orderBy(
        asc(bookingRefunds.bookingId),
        asc(bookingRefunds.refundedAt),
        asc(bookingRefunds.id),
      ),
    findLeaderChecklists(db, bookingIds),
    findLeaderFlights(db, bookingIds),
  ]);
  return { travellers, priceLines, payments, refunds, checklist, flights };
}

export type BookingChildren = Awaited<ReturnType<typeof findBookingChildren>>;
