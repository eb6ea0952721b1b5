import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case; the sign-in looks it up lower-cased. */
  email: text('email').notNull().unique(),
  /** scrypt hash `scrypt$N$r$p$salt$hash`; null for users who sign in elsewhere. */
  passwordHash: text('password_hash'),
  /** `sub` at an external issuer, when one is configured. */
  externalSubject: text('external_subject').unique(),
  name: text('name').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  gender: text('gender', { enum: ['F', 'M'] }),
  pictureImage: text('picture_image'),
  birthday: date('birthday', { mode: 'string' }),
  citizenship: text('citizenship'),
  taxCode: text('tax_code'),
  birthCity: text('birth_city'),
  mobilePhoneCountry: text('mobile_phone_country'),
  mobilePhoneNumber: text('mobile_phone_number'),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactRelation: text('emergency_contact_relation'),
  emergencyContactPhoneCountry: text('emergency_contact_phone_country'),
  emergencyContactPhoneNumber: text('emergency_contact_phone_number'),
  specialNeeds: text('special_needs'),
  consentPrivacyPolicy: boolean('consent_privacy_policy').notNull().default(false),
  consentTermsAndConditions: boolean('consent_terms_and_conditions').notNull().default(false),
  consentMarketing: boolean('consent_marketing').notNull().default(false),
  consentNewsletter: boolean('consent_newsletter').notNull().default(false),
  /**
   * Set when the account was erased (see account_deletions): the row stays as a tombstone that
   * the operator's anonymised bookings still point to, with nothing personal left in it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

/** Everything the embedded OpenID provider persists (sessions, grants, codes, tokens), by model. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/** Secrets generated once and kept (signing keys, cookie keys, encryption keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** BFF sessions: the browser holds only a random id; its SHA-256 is the key here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** What the traveller's devices list shows and ends a session by: never the id or its hash. */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), for the devices list. */
    userAgent: text('user_agent'),
    /** When the session was last read from this table (at most every minute per session). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Fixed-window counters shared by every instance (sign-in attempts and other rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Per-variant layout content of the catalog (footer, contacts book). */
export const catalogLayouts = pgTable('catalog_layouts', {
  variant: text('variant').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
