import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/** An operator's receiver: where events go, signed with its own `whsec_…` secret. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  /** `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
  secret: text('secret').notNull(),
  /** The event types it receives; empty: every type. */
  eventTypes: text('event_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per traveller change, written in the change's own transaction, so an event
 * exists exactly when its change does. Its id is the `webhook-id` of every delivery of it.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `msg_` + random: the Standard Webhooks message id. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The body sent: `{ type, timestamp, data }`. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_created_at_idx').on(table.createdAt)],
);

/** One event to one endpoint: its attempts, its state, the receiver's last answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a job was last queued for it (the relay queues again a job that went missing). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** Held by the attempt in progress until then (a second job for it waits or skips). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_event_idx').on(table.eventId),
  ],
);
