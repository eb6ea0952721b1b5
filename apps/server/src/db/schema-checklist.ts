// Pre-departure checklist (account-area §3 "Checklist item", §4 "Checklist").
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checklistItemTypeValues } from '@wayfarer/contract';
import { bookingTravellers } from './schema-bookings';

/**
 * One row per item of a traveller's checklist. A booking shows the checklist of its traveller
 * marked isLeader; an item type with no row is not on that checklist (nothing to do).
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    bookingTravellerId: uuid('booking_traveller_id')
      .notNull()
      .references(() => bookingTravellers.id, { onDelete: 'cascade' }),
    /** Text with the contract's values (no Postgres enum), like the bookings tables. */
    type: text('type', { enum: checklistItemTypeValues }).notNull(),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingTravellerId, table.type] })],
);
