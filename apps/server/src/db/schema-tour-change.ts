// Self tour change (account-area §4, §9; issue 9): the changes made, one row each.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingCurrencies } from '@wayfarer/contract';
import { bookingPayments, bookingRefunds, bookings, tours } from './schema-bookings';

/**
 * One self change of a booking from one departure to another. The latest row of a booking is its
 * `lastChangeAt` for the once-per-30-days rule; `idempotency_key` makes a repeated request give
 * back this row instead of changing again. The price difference is settled by the payment or the
 * refund it points to (neither when it is 0).
 */
export const tourChanges = pgTable(
  'tour_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromTourId: uuid('from_tour_id')
      .notNull()
      .references(() => tours.id),
    toTourId: uuid('to_tour_id')
      .notNull()
      .references(() => tours.id),
    /** Seats moved: the booking's travellers at the time. */
    travellersCount: integer('travellers_count').notNull(),
    /** For the whole booking, cents of `currency`: positive paid, negative refunded. */
    priceDifferenceCents: integer('price_difference_cents').notNull(),
    currency: text('currency', { enum: bookingCurrencies }).notNull(),
    /** False when the booking moved off a cancelled tour. */
    voluntary: boolean('voluntary').notNull(),
    paymentId: uuid('payment_id').references(() => bookingPayments.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => bookingRefunds.id, { onDelete: 'set null' }),
    /** Made by the client once per change it means; unique across all changes. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tour_changes_booking_id_changed_at_idx').on(table.bookingId, table.changedAt),
    check('tour_changes_other_tour_check', sql`${table.fromTourId} <> ${table.toTourId}`),
    check('tour_changes_travellers_check', sql`${table.travellersCount} >= 1`),
  ],
);
