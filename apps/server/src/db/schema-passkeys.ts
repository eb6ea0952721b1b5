// Passkeys (WebAuthn credentials) of travellers, and the server-side challenges of their ceremonies.
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
import { users } from './schema';

/** A traveller's passkeys: the public key only; the private key never leaves the authenticator. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The public id the API names a passkey by (never the credential id). */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: integer('counter').notNull().default(0),
    /** Transports the browser reported ('internal', 'hybrid', 'usb'…), as hints for sign-in. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up now. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * Challenges of passkey ceremonies under way, shared by every instance: each is used once (taken
 * with a DELETE … RETURNING) and only before it expires. A registration's belongs to a traveller,
 * so does a confirmation's (a signed-in traveller proving it is them, e.g. to delete the account),
 * a sign-in's to the provider's interaction that asked for it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', {
      enum: ['registration', 'authentication', 'confirmation'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    interactionUid: text('interaction_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
    check(
      'passkey_challenges_owner_check',
      sql`(${table.purpose} in ('registration', 'confirmation') and ${table.userId} is not null) or (${table.purpose} = 'authentication' and ${table.interactionUid} is not null)`,
    ),
  ],
);
