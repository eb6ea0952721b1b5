import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { bookings, tours } from '../../db/schema-bookings';
import {
  referralAccounts,
  referralInvitations,
  referralPromoCodes,
} from '../../db/schema-engagement';

export type PromoCodeRow = typeof referralPromoCodes.$inferSelect;

export async function findReferralAccount(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(referralAccounts)
    .where(eq(referralAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The traveller's first name, for their personal code; null for an unknown user. */
export async function findUserName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.name : null;
}

/** Inserts the account unless it exists (or the code is taken); true when inserted. */
export async function insertReferralAccount(
  db: Database,
  { userId, code }: { userId: string; code: string },
): Promise<boolean> {
  const inserted = await db
    .insert(referralAccounts)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ userId: referralAccounts.userId });
  return inserted.length > 0;
}

/**
 * Locks the traveller's referral row until the transaction ends: generations of one traveller
 * run one after the other, each seeing what the previous one wrote.
 */
export async function lockReferralAccount(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: referralAccounts.userId })
    .from(referralAccounts)
    .where(eq(referralAccounts.userId, userId))
    .for('update');
  return rows.length > 0;
}

export async function findInvitations(db: Database, referrerId: string) {
  return db
    .select({
      invitedAt: referralInvitations.invitedAt,
      firstTripStartingDate: referralInvitations.firstTripStartingDate,
    })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerId, referrerId))
    .orderBy(desc(referralInvitations.invitedAt));
}

/** Most recent first. */
export async function findPromoCodes(db: Database, userId: string): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(referralPromoCodes)
    .where(eq(referralPromoCodes.userId, userId))
    .orderBy(desc(referralPromoCodes.createdAt), desc(referralPromoCodes.id));
}

export async function findPromoCodeByKey(
  db: Database,
  { userId, idempotencyKey }: { userId: string; idempotencyKey: string },
): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(referralPromoCodes)
    .where(
      and(
        eq(referralPromoCodes.userId, userId),
        eq(referralPromoCodes.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertPromoCode(
  db: Database,
  values: typeof referralPromoCodes.$inferInsert,
): Promise<PromoCodeRow> {
  const [row] = await db.insert(referralPromoCodes).values(values).returning();
  if (!row) throw new Error('the promo code was not inserted');
  return row;
}

/** The traveller's bookings as the completed-bookings rule reads them. */
export async function findBookingsForReferral(db: Database, userId: string) {
  const rows = await db
    .select({ status: bookings.status, endingDate: tours.endingDate })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.userId, userId));
  return rows.map((row) => ({ status: row.status, tour: { endingDate: row.endingDate } }));
}
