// Refer a friend, credits, trip alerts (notify me) and partner offers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingCurrencies, creditKinds, creditOrigins } from '@wayfarer/contract';
import type { LocalizedText } from '@wayfarer/domain';
import { users } from './schema';
import { bookings, tours, travels } from './schema-bookings';

/**
 * A traveller's place in the referral programme: their personal code. Generating a discount code
 * locks this row (`SELECT … FOR UPDATE`), so two generations of one traveller run one at a time.
 */
export const referralAccounts = pgTable('referral_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The personal code friends use on their first booking. */
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A friend invited with the traveller's code. The booking system fills the friend's first booking
 * and its departure day when they book with the code, and clears them if that booking is
 * cancelled (the domain's `ReferredFriend`).
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendName: text('friend_name').notNull(),
    /** Stored lower-case. */
    friendEmail: text('friend_email').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The friend's booking made with the code (it may live in another system: no foreign key). */
    firstBookingId: text('first_booking_id'),
    /** Departure day of that booking's trip. */
    firstTripStartingDate: date('first_trip_starting_date', { mode: 'string' }),
  },
  (table) => [
    index('referral_invitations_referrer_id_idx').on(table.referrerId),
    unique('referral_invitations_referrer_friend_unique').on(table.referrerId, table.friendEmail),
  ],
);

/**
 * Discount codes generated from the referral balance: one person, the balance's percent. The
 * status is derived (used, switched off, past its last day) by the domain's
 * `getReferralPromoCodeStatus`. The latest `created_at` is when the balance last went back to 0.
 */
export const referralPromoCodes = pgTable(
  'referral_promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    percent: integer('percent').notNull(),
    people: integer('people').notNull().default(1),
    /** The client's key for one press of "generate": a repeated request finds this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Switched off by customer care. */
    disabled: boolean('disabled').notNull().default(false),
  },
  (table) => [
    index('referral_promo_codes_user_id_idx').on(table.userId, table.createdAt),
    unique('referral_promo_codes_idempotency_unique').on(table.userId, table.idempotencyKey),
    check('referral_promo_codes_percent_check', sql`${table.percent} between 1 and 50`),
    check('referral_promo_codes_people_check', sql`${table.people} = 1`),
  ],
);

/**
 * Vouchers, gift cards and credits of a traveller other than deposits refunded as gift cards,
 * which stay in `booking_refunds` (the credits API reads both).
 */
export const travellerCredits = pgTable(
  'traveller_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditKinds }).notNull(),
    /** Null for a credit kept on the account. */
    code: text('code').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: bookingCurrencies }).notNull(),
    origin: text('origin', { enum: creditOrigins }).notNull(),
    originBookingId: text('origin_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Spent outside a booking's price lines (a booking's line with the code also counts). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('traveller_credits_user_id_idx').on(table.userId),
    check('traveller_credits_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** An alert on a tour (a departure) or on a travel: exactly one of the two is set. */
export const notifyMeAlerts = pgTable(
  'notify_me_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'cascade' }),
    travelId: uuid('travel_id').references(() => travels.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notify_me_alerts_user_id_idx').on(table.userId),
    uniqueIndex('notify_me_alerts_user_tour_idx')
      .on(table.userId, table.tourId)
      .where(sql`${table.tourId} is not null`),
    uniqueIndex('notify_me_alerts_user_travel_idx')
      .on(table.userId, table.travelId)
      .where(sql`${table.travelId} is not null`),
    check(
      'notify_me_alerts_target_check',
      sql`(${table.tourId} is null) <> (${table.travelId} is null)`,
    ),
  ],
);

/** Partner offers of the partnership page (and banner), in `position` order. */
export const partnerOffers = pgTable('partner_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** May contain inline markup; the API answers it cleaned (lib/safe-html.ts). One text per language. */
  title: jsonb('title').$type<LocalizedText>().notNull(),
  logoImage: text('logo_image').notNull(),
  details: jsonb('details').$type<LocalizedText>().notNull(),
  link: text('link'),
  isBannerVisible: boolean('is_banner_visible').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
