// Transactional e-mail (the local mailbox and the SMTP outbox) and traveller invitations.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Every message, rendered when it is queued (in the caller's transaction, so a rolled-back change
 * sends nothing). `pending` until delivered: `sent` through SMTP, or `delivered` to the local
 * mailbox when no SMTP server is configured; `failed` once its attempts are spent.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may be tried (again); claiming it moves this forward. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    /** The SMTP server's Message-ID. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('mail_messages_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_messages_created_idx').on(table.createdAt),
    check(
      'mail_messages_status_check',
      sql`${table.status} in ('pending', 'sent', 'delivered', 'failed')`,
    ),
  ],
);

/**
 * A single-use link to set a password; only the token's SHA-256 is kept. `purpose`: an operator's
 * invitation to a new traveller, or a traveller's own forgotten-password request.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['invitation', 'reset'] })
      .notNull()
      .default('invitation'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    variant: text('variant').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('invitations_user_idx').on(table.userId),
    check('invitations_purpose_check', sql`${table.purpose} in ('invitation', 'reset')`),
  ],
);

/**
 * A traveller's change of e-mail address: a single-use link to the new address confirms it (only
 * then does `users.email` change, so sign-in keeps the old one until then); once confirmed, the
 * old address gets a single-use link to undo it. Only the tokens' SHA-256 are kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    variant: text('variant').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    undoTokenHash: text('undo_token_hash').unique(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true, precision: 3 }),
    undoneAt: timestamp('undone_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);
