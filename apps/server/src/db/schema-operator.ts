import { index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Integration clients of the operator API (OAuth 2.0 client credentials at the embedded provider).
 * Only a SHA-256 of the secret is kept: the secret is 32 random bytes, shown once at creation.
 */
export const operatorClients = pgTable(
  'operator_clients',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Operator scopes this client may ask for. */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_clients_name_idx').on(table.name)],
);

/**
 * Numbers of the booking references (`WF-<yy>-<number>`) Wayfarer gives bookings the operator
 * pushes under ids of its own; above the demo's numbers, and a taken reference is skipped.
 */
export const bookingNumbers = pgSequence('booking_numbers', {
  startWith: 50000,
  minValue: 10000,
  maxValue: 99999,
  cycle: true,
});
