// A traveller's request to delete their account (issue 22): the grace period, its cancellation by
// signing in again, and the erasure once it has run out.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * One row per account that asked to be deleted (a new request replaces a cancelled one). Pending
 * while `cancelled_at` and `erased_at` are null; the sweep erases it once `erase_after` has
 * passed. The row keeps no personal data: it outlives the erasure as its record.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true, precision: 3 }).notNull(),
    /** The variant the traveller asked from: the language of the mails. */
    variant: text('variant').notNull(),
    /** Signing in during the grace period cancels the request. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    /** When the traveller saw the notice that signing in cancelled it (shown once). */
    cancellationSeenAt: timestamp('cancellation_seen_at', { withTimezone: true, precision: 3 }),
    erasedAt: timestamp('erased_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // The sweep's work: pending requests by erasure date.
    index('account_deletions_due_idx')
      .on(table.eraseAfter)
      .where(sql`${table.cancelledAt} is null and ${table.erasedAt} is null`),
  ],
);
