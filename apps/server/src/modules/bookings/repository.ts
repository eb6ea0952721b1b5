import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FlightSegment } from '@wayfarer/contract';
import type { Language } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { bookingAmountFields } from './amounts';
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
import { checklistItems } from '../../db/schema-checklist';
import { bookingFlightDeclarations, bookingFlights } from '../../db/schema-flights';
import { sortChecklist } from '../checklist/repository';
import { toFlightSegment, type BookingFlights, type FlightRow } from '../flights/repository';

/** A timestamptz as JavaScript's `toISOString()` writes it (UTC, milliseconds). */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The leader's booking traveller id, for the leader's checklist and flights. */
const leaderId = sql`(select lt.id from ${bookingTravellers} lt
  where lt.booking_id = ${bookings.id} and lt.is_leader limit 1)`;

/**
 * A booking page's children as JSON aggregates of the booking row, each in its booking's order:
 * travellers, price lines, payments, refunds, and the leader's checklist and flights.
 */
const detailChildren = {
  travellers: sql<TravellerJson[]>`coalesce((select json_agg(json_build_object(
      'id', t.id, 'userId', t.user_id, 'name', t.name, 'lastname', t.lastname,
      'email', t.email, 'isLeader', t.is_leader) order by t.position, t.id)
    from ${bookingTravellers} t where t.booking_id = ${bookings.id}), '[]'::json)`,
  priceLines: sql<PriceLineJson[]>`coalesce((select json_agg(json_build_object(
      'kind', l.kind, 'label', l.label, 'code', l.code, 'quantity', l.quantity,
      'unitAmountCents', l.unit_amount_cents) order by l.position, l.id)
    from ${bookingPriceLines} l where l.booking_id = ${bookings.id}), '[]'::json)`,
  payments: sql<PaymentJson[]>`coalesce((select json_agg(json_build_object(
      'id', p.id, 'kind', p.kind, 'amountCents', p.amount_cents, 'dueDate', p.due_date::text,
      'paidAt', ${isoText(sql`p.paid_at`)}) order by p.due_date, p.id)
    from ${bookingPayments} p where p.booking_id = ${bookings.id}), '[]'::json)`,
  refunds: sql<RefundJson[]>`coalesce((select json_agg(json_build_object(
      'id', r.id, 'kind', r.kind, 'amountCents', r.amount_cents,
      'refundedAt', ${isoText(sql`r.refunded_at`)}, 'giftCardCode', r.gift_card_code,
      'giftCardExpiresOn', r.gift_card_expires_on::text) order by r.refunded_at, r.id)
    from ${bookingRefunds} r where r.booking_id = ${bookings.id}), '[]'::json)`,
  checklist: sql<ChecklistJson[]>`coalesce((select json_agg(json_build_object(
      'type', c.type, 'completed', c.completed))
    from ${checklistItems} c where c.booking_traveller_id = ${leaderId}), '[]'::json)`,
  leaderId: sql<string | null>`${leaderId}`,
  flights: sql<FlightJson[]>`coalesce((select json_agg(json_build_object(
      'direction', f.direction, 'tripType', f.trip_type, 'flightNumber', f.flight_number,
      'airline', f.airline, 'departureAirport', f.departure_airport,
      'arrivalAirport', f.arrival_airport, 'departureLocal', f.departure_local::text,
      'departureUtcOffset', f.departure_utc_offset, 'arrivalLocal', f.arrival_local::text,
      'arrivalUtcOffset', f.arrival_utc_offset, 'stops', f.stops,
      'layoverMinutes', f.layover_minutes, 'stopAirports', f.stop_airports)
      order by f.direction, f.position)
    from ${bookingFlights} f where f.booking_traveller_id = ${leaderId}), '[]'::json)`,
  noFlightNeeded: sql<boolean | null>`(select d.no_flight_needed
    from ${bookingFlightDeclarations} d where d.booking_traveller_id = ${leaderId})`,
};

interface TravellerJson {
  id: string;
  userId: string | null;
  name: string;
  lastname: string;
  email: string | null;
  isLeader: boolean;
}
type PriceLineJson = Pick<
  typeof bookingPriceLines.$inferSelect,
  'kind' | 'label' | 'code' | 'quantity' | 'unitAmountCents'
>;
type PaymentJson = Pick<
  typeof bookingPayments.$inferSelect,
  'id' | 'kind' | 'amountCents' | 'dueDate'
> & { paidAt: string | null };
type RefundJson = Pick<
  typeof bookingRefunds.$inferSelect,
  'id' | 'kind' | 'amountCents' | 'giftCardCode' | 'giftCardExpiresOn'
> & { refundedAt: string | null };
type ChecklistJson = Pick<typeof checklistItems.$inferSelect, 'type' | 'completed'>;
type FlightJson = Omit<FlightRow, 'id' | 'bookingTravellerId' | 'position' | 'createdAt'>;

/**
 * What a booking's summary shows (the trips list, the dashboard) and nothing more. The list reads
 * every booking of a traveller: the columns only the booking page shows (the coordinator's bio and
 * links, the meeting point, the insurance: JSON each) would be read, parsed and mapped per booking
 * and then dropped, which was most of the list's own work (`npm run bench`, bookings list).
 * The first column of each joined object is NOT NULL: drizzle reads a left-joined object as absent
 * when its first column is null.
 */
const bookingSummaryFields = {
  booking: {
    id: bookings.id,
    status: bookings.status,
    errors: bookings.errors,
    currency: bookings.currency,
    partnerName: bookings.partnerName,
    createdAt: bookings.createdAt,
  },
  tour: {
    id: tours.id,
    status: tours.status,
    startingDate: tours.startingDate,
    endingDate: tours.endingDate,
    confirmedAt: tours.confirmedAt,
    availableSeats: tours.availableSeats,
    onRequest: tours.onRequest,
  },
  travel: {
    id: travels.id,
    slug: travels.slug,
    title: travels.title,
    destination: travels.destination,
    countryCodes: travels.countryCodes,
    ageRange: travels.ageRange,
  },
  publicTour: { status: publicTours.status },
  coordinator: {
    nickname: coordinators.nickname,
    name: coordinators.name,
    pictureImage: coordinators.pictureImage,
  },
  ...bookingAmountFields,
};

/** One booking with all of its tour, travel, coordinator and amounts: the booking page's row. */
const bookingRowFields = {
  booking: bookings,
  tour: tours,
  travel: travels,
  publicTour: { status: publicTours.status },
  coordinator: coordinators,
  ...bookingAmountFields,
};

function selectBookingSummaryRows(db: Database, where: SQL | undefined) {
  return db
    .select(bookingSummaryFields)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .leftJoin(publicTours, eq(publicTours.tourId, tours.id))
    .leftJoin(coordinators, eq(coordinators.id, tours.coordinatorId))
    .where(where)
    .orderBy(asc(tours.startingDate), asc(bookings.id));
}

export type BookingSummaryRow = Awaited<ReturnType<typeof selectBookingSummaryRows>>[number];

/** A booking page's row: the summary's columns and all the others of its tour and coordinator. */
export type BookingRow = Omit<
  Awaited<ReturnType<ReturnType<typeof prepareBookingDetail>['execute']>>[number],
  keyof typeof detailChildren
>;

/** The hot reads of a traveller's bookings, prepared once per database (`preparedPerDatabase`). */
const preparedBookingReads = preparedPerDatabase((db) => ({
  byOwner: selectBookingSummaryRows(db, eq(bookings.userId, sql.placeholder('userId'))).prepare(
    'bookings_by_owner',
  ),
  owned: selectBookingSummaryRows(
    db,
    and(
      eq(bookings.id, sql.placeholder('bookingId')),
      eq(bookings.userId, sql.placeholder('userId')),
    ),
  ).prepare('booking_owned'),
  detail: prepareBookingDetail(db),
}));

/** One owned booking's row with its children's JSON aggregates (see `detailChildren`). */
function prepareBookingDetail(db: Database) {
  return db
    .select({ ...bookingRowFields, ...detailChildren })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(travels, eq(travels.id, tours.travelId))
    .leftJoin(publicTours, eq(publicTours.tourId, tours.id))
    .leftJoin(coordinators, eq(coordinators.id, tours.coordinatorId))
    .where(
      and(
        eq(bookings.id, sql.placeholder('bookingId')),
        eq(bookings.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('booking_detail');
}
/** The bookings a user owns, soonest departure first. */
export async function findBookingsByOwner(
  db: Database,
  userId: string,
): Promise<BookingSummaryRow[]> {
  return preparedBookingReads(db).byOwner.execute({ userId });
}

/** One booking, only when `userId` owns it. */
export async function findOwnedBooking(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<BookingSummaryRow | null> {
  const [row] = await preparedBookingReads(db).owned.execute({ userId, bookingId });
  return row ?? null;
}

/**
 * One booking, only when `userId` owns it, with everything its page shows of it (travellers,
 * price lines, payments, refunds, the leader's checklist and flights): one query, one round trip.
 */
export async function findOwnedBookingDetail(
  db: Database,
  userId: string,
  bookingId: string,
  language: Language = 'en',
): Promise<{ row: BookingRow; children: BookingChildren } | null> {
  const [found] = await preparedBookingReads(db).detail.execute({ userId, bookingId });
  if (!found) return null;
  const {
    travellers,
    priceLines,
    payments,
    refunds,
    checklist,
    leaderId: leader,
    flights,
    noFlightNeeded,
    ...row
  } = found;
  const outboundFlights: FlightSegment[] = [];
  const inboundFlights: FlightSegment[] = [];
  for (const flight of flights) {
    (flight.direction === 'OUTBOUND' ? outboundFlights : inboundFlights).push(
      toFlightSegment(flight, language),
    );
  }
  const flightsByBooking = new Map<string, BookingFlights>();
  if (leader) {
    flightsByBooking.set(bookingId, {
      outboundFlights,
      inboundFlights,
      noFlightNeeded: noFlightNeeded ?? false,
    });
  }
  return {
    row,
    children: {
      travellers,
      priceLines,
      // Fields named one by one: `{ ...item, more }` is V8's slow way to build an object.
      payments: payments.map((p) => ({
        id: p.id,
        kind: p.kind,
        amountCents: p.amountCents,
        dueDate: p.dueDate,
        paidAt: p.paidAt ? new Date(p.paidAt) : null,
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        kind: r.kind,
        amountCents: r.amountCents,
        giftCardCode: r.giftCardCode,
        giftCardExpiresOn: r.giftCardExpiresOn,
        refundedAt: r.refundedAt ? new Date(r.refundedAt) : null,
      })),
      checklist: sortChecklist(
        checklist.map(({ type, completed }) => ({ type, completed, bookingId })),
      ),
      flights: flightsByBooking,
    },
  };
}

/** What a booking page shows of a booking's children, as `findOwnedBookingDetail` reads them. */
export interface BookingChildren {
  travellers: TravellerJson[];
  priceLines: PriceLineJson[];
  payments: (Omit<PaymentJson, 'paidAt'> & { paidAt: Date | null })[];
  refunds: (Omit<RefundJson, 'refundedAt'> & { refundedAt: Date | null })[];
  checklist: ChecklistJson[];
  flights: Map<string, BookingFlights>;
}
