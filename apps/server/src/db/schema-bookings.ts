// Trips and bookings tables (tours, travels, coordinators, bookings, travellers, payments).
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ageRanges,
  bookingCurrencies,
  bookingStatuses,
  paymentKinds,
  priceLineKinds,
  publicTourStatuses,
  refundKinds,
  tourStatuses,
  type CoordinatorSocialType,
} from '@wayfarer/contract';
import type { LocalizedText } from '@wayfarer/domain';
import { users } from './schema';

/**
 * Columns of a record the operator API keeps: the operator's id, the version its ETag carries
 * (bumped by each change through the API) and a digest of the last state the operator sent (the
 * same state sent again changes nothing).
 */
const operatorRecord = () => ({
  externalId: text('external_id').unique(),
  version: integer('version').notNull().default(1),
  operatorDigest: text('operator_digest'),
});

// Enumerations are text columns with the contract's values (no Postgres enum types), so adding a
// value needs no migration; the contract validates what leaves the API.

export const coordinators = pgTable('coordinators', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The operator's id of the coordinator (sent with a departure). */
  externalId: text('external_id').unique(),
  /** Key of the coordinator's page on the public website. */
  nickname: text('nickname').notNull().unique(),
  name: text('name').notNull(),
  /** One text per language (see LocalizedText); read through the content-language rule. */
  bio: jsonb('bio').$type<LocalizedText>().notNull().default({}),
  birthYear: integer('birth_year'),
  /** Year they led their first trip with us; years with the company are counted from it. */
  withCompanySince: integer('with_company_since').notNull(),
  tripsDone: integer('trips_done').notNull().default(0),
  /** The city they live in, named in each language. */
  city: jsonb('city').$type<LocalizedText>(),
  socialLinks: jsonb('social_links')
    .$type<{ type: CoordinatorSocialType; url: string }[]>()
    .notNull()
    .default([]),
  isAmbassador: boolean('is_ambassador').notNull().default(false),
  pictureImage: text('picture_image'),
});

export const travels = pgTable('travels', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Key of the travel's page on the public website. */
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** The operator's destination key (departures of one destination are alternatives). */
  destination: text('destination').notNull(),
  /**
   * ISO 3166-1 alpha-2 codes of the countries visited (or ISO 3166-2 codes of a subdivision booked
   * as a destination of its own, e.g. GB-SCT): the destination travellers read, named in their
   * language (see countryListName). Empty: the destination key is shown as it is.
   */
  countryCodes: text('country_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ageRange: text('age_range', { enum: ageRanges }).notNull(),
  ...operatorRecord(),
});

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travelId: uuid('travel_id')
      .notNull()
      .references(() => travels.id),
    status: text('status', { enum: tourStatuses }).notNull(),
    startingDate: date('starting_date', { mode: 'string' }).notNull(),
    endingDate: date('ending_date', { mode: 'string' }).notNull(),
    /** When the tour reached its minimum group size and was confirmed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    coordinatorId: uuid('coordinator_id').references(() => coordinators.id, {
      onDelete: 'set null',
    }),
    meetingPoint: jsonb('meeting_point').$type<LocalizedText>(),
    insuranceInfo: jsonb('insurance_info').$type<LocalizedText>(),
    capacity: integer('capacity').notNull(),
    availableSeats: integer('available_seats').notNull(),
    /** Places only on request (waiting list). */
    onRequest: boolean('on_request').notNull().default(false),
    pricePerPersonCents: integer('price_per_person_cents').notNull(),
    currency: text('currency', { enum: bookingCurrencies }).notNull(),
    ...operatorRecord(),
  },
  (table) => [
    index('tours_travel_id_idx').on(table.travelId),
    check('tours_dates_check', sql`${table.endingDate} >= ${table.startingDate}`),
    check(
      'tours_seats_check',
      sql`${table.availableSeats} >= 0 and ${table.availableSeats} <= ${table.capacity}`,
    ),
  ],
);

export const publicTours = pgTable('public_tours', {
  id: uuid('id').primaryKey().defaultRandom(),
  tourId: uuid('tour_id')
    .notNull()
    .unique()
    .references(() => tours.id, { onDelete: 'cascade' }),
  status: text('status', { enum: publicTourStatuses }).notNull(),
});

export const bookings = pgTable(
  'bookings',
  {
    /** Human-readable and copyable: `WF-<yy>-<5 digits>`. */
    id: text('id').primaryKey(),
    /** The account that made (and owns) the booking. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id),
    status: text('status', { enum: bookingStatuses }).notNull(),
    /** Open problems, e.g. PAYMENT for an overdue payment. */
    errors: text('errors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Currency of every amount of the booking. */
    currency: text('currency', { enum: bookingCurrencies }).notNull(),
    /** Set for partner-paid bookings (publicOrder.partner). */
    partnerName: text('partner_name'),
    /** Flexible cancellation bought with the booking. */
    hasCancellationOption: boolean('has_cancellation_option').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...operatorRecord(),
  },
  (table) => [
    index('bookings_user_id_idx').on(table.userId),
    index('bookings_tour_id_idx').on(table.tourId),
  ],
);

export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The traveller's account, when they have one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email'),
    isLeader: boolean('is_leader').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The operator's id of the traveller on this booking. */
    externalId: text('external_id'),
  },
  (table) => [
    index('booking_travellers_booking_id_idx').on(table.bookingId),
    uniqueIndex('booking_travellers_external_id_idx').on(table.bookingId, table.externalId),
    index('booking_travellers_user_id_idx').on(table.userId),
    // At most one leader per booking: the one whose checklist the booking shows.
    uniqueIndex('booking_travellers_one_leader_idx')
      .on(table.bookingId)
      .where(sql`${table.isLeader}`),
  ],
);

export const bookingPriceLines = pgTable(
  'booking_price_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: priceLineKinds }).notNull(),
    label: text('label').notNull(),
    /** Promo code, gift card or voucher code. */
    code: text('code'),
    quantity: integer('quantity').notNull().default(1),
    /** Per unit, in cents of the booking's currency; negative for discounts. */
    unitAmountCents: integer('unit_amount_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('booking_price_lines_booking_id_idx').on(table.bookingId),
    check('booking_price_lines_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The operator's id of the instalment. */
    externalId: text('external_id'),
  },
  (table) => [
    index('booking_payments_booking_id_idx').on(table.bookingId),
    uniqueIndex('booking_payments_external_id_idx').on(table.bookingId, table.externalId),
  ],
);

export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: refundKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Null while the refund is on its way. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    giftCardCode: text('gift_card_code').unique(),
    /** Last valid day of the gift card: one year after it was issued. */
    giftCardExpiresOn: date('gift_card_expires_on', { mode: 'string' }),
    /** The operator's id of the refund. */
    externalId: text('external_id'),
  },
  (table) => [
    index('booking_refunds_booking_id_idx').on(table.bookingId),
    uniqueIndex('booking_refunds_external_id_idx').on(table.bookingId, table.externalId),
    check(
      'booking_refunds_gift_card_check',
      sql`(${table.kind} = 'giftCard') = (${table.giftCardCode} is not null and ${table.giftCardExpiresOn} is not null)`,
    ),
  ],
);
