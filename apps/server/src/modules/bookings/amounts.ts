import { sql } from 'drizzle-orm';
import { priceComponentKinds } from '@wayfarer/contract';
import {
  bookingPayments,
  bookingPriceLines,
  bookingTravellers,
  bookings,
} from '../../db/schema-bookings';

/**
 * A booking's amounts as columns of its row (correlated sub-selects on `bookings`): what its
 * summary shows and what its payment state is decided from (`isBookingFullyPaid`).
 */
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

export const bookingAmountFields = {
  totalAmount: totalAmount.mapWith(Number),
  paidAmount: paidAmount.mapWith(Number),
  nextPayment,
  travellersCount: travellersCount.mapWith(Number),
};
