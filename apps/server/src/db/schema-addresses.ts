// Residence and billing addresses, and profile pictures (account-area §3 User, Address, Billing).
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingInfoBusiness, BillingInfoIndividual } from '@wayfarer/domain';
import { users } from './schema';

/**
 * A traveller's addresses, in the order the domain's `buildAddresses` gives them (`position`):
 * at most one residence and one billing address. The billing columns are null on a residence;
 * `billing_info` holds the individual's or the business's info matching `billing_for`.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type', { enum: ['RESIDENCE', 'BILLING'] }).notNull(),
    position: integer('position').notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    houseNumber: text('house_number').notNull(),
    notes: text('notes'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    sameAsResidence: boolean('same_as_residence'),
    billingFor: text('billing_for', { enum: ['INDIVIDUAL', 'BUSINESS'] }),
    billingInfo: jsonb('billing_info').$type<BillingInfoIndividual | BillingInfoBusiness>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.addressType] })],
);

/** bytea as a Buffer on both drivers (PGlite gives a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Profile pictures, re-encoded by the server (JPEG, square, metadata stripped). In the database
 * rather than on disk: every instance serves them, and they go with the user's row.
 */
export const userPictures = pgTable('user_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Customer care's unlock of a traveller's saved billing address for one change (account-area §5):
 * at most one per traveller, until `expires_at`. Saving a different billing address deletes it in
 * the same transaction; a new unlock replaces a pending one. Who unlocked it and why is in the
 * staff audit log as well.
 */
export const billingAddressUnlocks = pgTable('billing_address_unlocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The member of staff (kept as the audit log keeps them: id and e-mail). */
  staffUserId: uuid('staff_user_id').notNull(),
  staffEmail: text('staff_email').notNull(),
  unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
