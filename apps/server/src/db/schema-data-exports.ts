// Download my data (issue 22): a traveller's exports, prepared by the `data-export` job.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * One request for a copy of the traveller's data. `preparing` until the job has stored both files
 * (encrypted, like document images) and set `ready_at` and `expires_at`; `failed` once the job has
 * used its attempts. Past `expires_at` the clean-up deletes the files and clears their keys
 * (`expired`), and deletes the row itself 30 days later: the row holds dates, never data.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('preparing'),
    /** The variant asked from: the language of the PDF and of the mail. */
    variant: text('variant').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    /** Keys in the file storage; null until ready and again once expired. */
    jsonKey: text('json_key'),
    pdfKey: text('pdf_key'),
    jsonSize: integer('json_size'),
    pdfSize: integer('pdf_size'),
    /** Attempts of the job that started (a retry counts again). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    // One export in preparation per traveller: a second request is refused.
    uniqueIndex('data_exports_one_preparing_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'preparing'`),
    index('data_exports_expires_idx').on(table.expiresAt),
    check(
      'data_exports_status_check',
      sql`${table.status} in ('preparing', 'ready', 'failed', 'expired')`,
    ),
  ],
);
