// The care team: staff accounts (a role and a TOTP second factor on top of a sign-in account) and
// the append-only audit log of what they see and do.
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '@wayfarer/contract';
import { users } from './schema';

export const staffMembers = pgTable('staff_members', {
  /** The sign-in account (e-mail and password) of the member of staff. */
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: staffRoles }).notNull(),
  /** Base32 TOTP secret; null until the second factor is set up at the first sign-in. */
  totpSecret: text('totp_secret'),
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rows are only ever inserted: a trigger refuses updates and deletes. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept as text: the entry outlives the staff account. */
    staffUserId: uuid('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    /** `document.image.viewed`, `document.claimed`, `document.approved`, `document.rejected`… */
    action: text('action').notNull(),
    /** `document:<id>`, `traveller:<id>`… */
    subject: text('subject').notNull(),
    travellerId: uuid('traveller_id'),
    reason: text('reason'),
    details: jsonb('details'),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    index('staff_audit_log_traveller_idx').on(table.travellerId),
  ],
);
