import { asc, eq, sql } from 'drizzle-orm';
import type { Consents, User } from '@wayfarer/contract';
import type { Address, BillingInfoBusiness, BillingInfoIndividual } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema';
import { billingAddressUnlocks, userAddresses, userPictures } from '../../db/schema-addresses';

type UserRow = typeof users.$inferSelect;
type AddressRow = typeof userAddresses.$inferSelect;

function phone(country: string | null, number: string | null) {
  return country && number ? { country, number } : null;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    fullName: [row.name, row.lastname].filter(Boolean).join(' '),
    gender: row.gender ?? null,
    pictureImage: row.pictureImage,
    birthday: row.birthday,
    citizenship: row.citizenship,
    taxCode: row.taxCode,
    birthCity: row.birthCity,
    mobilePhone: phone(row.mobilePhoneCountry, row.mobilePhoneNumber),
    emergencyContact: {
      name: row.emergencyContactName,
      relation: row.emergencyContactRelation,
      phone: phone(row.emergencyContactPhoneCountry, row.emergencyContactPhoneNumber),
    },
    specialNeeds: row.specialNeeds,
    consents: {
      privacyPolicy: row.consentPrivacyPolicy,
      termsAndConditions: row.consentTermsAndConditions,
      marketing: row.consentMarketing,
      newsletter: row.consentNewsletter,
    },
  };
}

function prepareUserById(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('wayfarer_user_by_id');
}

/** Every signed-in page loads its traveller. */
const userById = preparedPerDatabase(prepareUserById);

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const [row] = await userById(db).execute({ id });
  return row ? toUser(row) : null;
}

/** The columns of the users table a registry or profile update may set. */
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'lastname'
    | 'gender'
    | 'birthday'
    | 'citizenship'
    | 'taxCode'
    | 'birthCity'
    | 'mobilePhoneCountry'
    | 'mobilePhoneNumber'
    | 'emergencyContactName'
    | 'emergencyContactRelation'
    | 'emergencyContactPhoneCountry'
    | 'emergencyContactPhoneNumber'
    | 'specialNeeds'
    | 'pictureImage'
    | 'consentPrivacyPolicy'
    | 'consentTermsAndConditions'
    | 'consentMarketing'
    | 'consentNewsletter'
  >
>;

export async function updateUserRow(
  db: Database,
  id: string,
  changes: UserChanges,
): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ? toUser(row) : null;
}

export async function findConsents(db: Database, id: string): Promise<Consents | null> {
  const user = await findUserById(db, id);
  return user?.consents ?? null;
}

function toAddress(row: AddressRow): Address {
  const location = {
    country: row.country,
    address: row.address,
    houseNumber: row.houseNumber,
    notes: row.notes,
    zipCode: row.zipCode,
    city: row.city,
    state: row.state,
  };
  if (row.addressType === 'RESIDENCE') return { addressType: 'RESIDENCE', ...location };
  const common = {
    addressType: 'BILLING' as const,
    ...location,
    sameAsResidence: row.sameAsResidence ?? false,
  };
  return row.billingFor === 'BUSINESS'
    ? {
        ...common,
        billingFor: 'BUSINESS',
        billingInfoBusiness: row.billingInfo as BillingInfoBusiness,
      }
    : {
        ...common,
        billingFor: 'INDIVIDUAL',
        billingInfoIndividual: row.billingInfo as BillingInfoIndividual,
      };
}

function toAddressRow(userId: string, address: Address, position: number) {
  const billing =
    address.addressType === 'BILLING'
      ? {
          sameAsResidence: address.sameAsResidence,
          billingFor: address.billingFor,
          billingInfo:
            address.billingFor === 'INDIVIDUAL'
              ? address.billingInfoIndividual
              : address.billingInfoBusiness,
        }
      : { sameAsResidence: null, billingFor: null, billingInfo: null };
  return {
    userId,
    addressType: address.addressType,
    position,
    country: address.country,
    address: address.address,
    houseNumber: address.houseNumber,
    notes: address.notes,
    zipCode: address.zipCode,
    city: address.city,
    state: address.state,
    ...billing,
  };
}

export async function findAddresses(db: Database, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.position));
  return rows.map(toAddress);
}

/** Customer care's unlock of a traveller's billing address for one change, if any (even expired). */
export type BillingUnlock = typeof billingAddressUnlocks.$inferSelect;

export async function findBillingUnlock(
  db: Database,
  userId: string,
): Promise<BillingUnlock | null> {
  const [row] = await db
    .select()
    .from(billingAddressUnlocks)
    .where(eq(billingAddressUnlocks.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Unlocks the billing address for one change until `expiresAt`; replaces a pending unlock. */
export async function saveBillingUnlock(
  db: Pick<Database, 'insert'>,
  unlock: Omit<BillingUnlock, 'unlockedAt'> & { unlockedAt: Date },
) {
  const { staffUserId, staffEmail, unlockedAt, expiresAt } = unlock;
  await db.insert(billingAddressUnlocks).values(unlock).onConflictDoUpdate({
    target: billingAddressUnlocks.userId,
    set: { staffUserId, staffEmail, unlockedAt, expiresAt },
  });
}

/**
 * Replaces a traveller's addresses with `build(existing, unlock)`'s, in one transaction that holds
 * the user's row: two saves of the same traveller never both see "no billing address yet", nor
 * both use one unlock of the billing address. When `build` says the unlock was used
 * (`usedUnlock`), it is deleted in the same transaction.
 */
export async function replaceAddresses<T>(
  db: Database,
  userId: string,
  /** Runs in the same transaction once the addresses are saved (the outbox event). */
  onSaved: (tx: Database) => Promise<unknown>,
  build: (
    existing: Address[],
    unlock: BillingUnlock | null,
  ) => { addresses: Address[]; usedUnlock: boolean } | { failure: T },
): Promise<{ addresses: Address[] } | { failure: T }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const existing = await findAddresses(tx as unknown as Database, userId);
    const result = build(existing, await findBillingUnlock(tx as unknown as Database, userId));
    if ('failure' in result) return result;
    await tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
    if (result.addresses.length > 0) {
      await tx
        .insert(userAddresses)
        .values(result.addresses.map((address, index) => toAddressRow(userId, address, index)));
    }
    if (result.usedUnlock) {
      await tx.delete(billingAddressUnlocks).where(eq(billingAddressUnlocks.userId, userId));
    }
    await onSaved(tx as unknown as Database);
    return { addresses: result.addresses };
  });
}

/** Seeds and tests: sets a traveller's addresses as they are. */
export async function insertAddresses(db: Database, userId: string, addresses: Address[]) {
  if (addresses.length === 0) return;
  await db
    .insert(userAddresses)
    .values(addresses.map((address, index) => toAddressRow(userId, address, index)))
    .onConflictDoNothing();
}

export interface Picture {
  content: Buffer;
  contentType: string;
  updatedAt: Date;
}

export async function findPicture(db: Database, userId: string): Promise<Picture | null> {
  const [row] = await db
    .select({
      content: userPictures.content,
      contentType: userPictures.contentType,
      updatedAt: userPictures.updatedAt,
    })
    .from(userPictures)
    .where(eq(userPictures.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Stores the picture and points the user's `pictureImage` at its new version. */
export async function savePicture(
  db: Database,
  userId: string,
  picture: { content: Buffer; contentType: string; width: number; height: number },
  urlFor: (version: number) => string,
): Promise<User | null> {
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    await tx
      .insert(userPictures)
      .values({ userId, ...picture, updatedAt })
      .onConflictDoUpdate({ target: userPictures.userId, set: { ...picture, updatedAt } });
    const [row] = await tx
      .update(users)
      .set({ pictureImage: urlFor(updatedAt.getTime()), updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row ? toUser(row) : null;
  });
}
