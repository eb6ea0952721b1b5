import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TravellerAction, TravellerRecord, TravellerSummary } from '@wayfarer/contract';
import { clearSignInLock } from '../../auth/rate-limit';
import { invitations } from '../../db/schema-mail';
import { getBillingUnlockExpiry } from '@wayfarer/domain';
import { inviteTraveller } from '../invitations/service';
import { findBillingUnlock, saveBillingUnlock } from '../users/repository';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userAddresses } from '../../db/schema-addresses';
import { bookings, bookingTravellers, tours } from '../../db/schema-bookings';
import { identityDocuments } from '../../db/schema-documents';
import { staffMembers } from '../../db/schema-staff';
import { AppError } from '../../lib/errors';
import { recordAudit, type StaffActor } from './audit';

const fullName = (row: { name: string; lastname: string }) =>
  [row.name, row.lastname].filter(Boolean).join(' ');

/** Travellers (never staff) by e-mail, name or booking id; at most 50, by e-mail. */
export async function searchTravellers(
  db: Database,
  actor: StaffActor,
  q: string,
): Promise<TravellerSummary[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const bookingId = q.toUpperCase();
  const byBooking = db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .union(
      db
        .select({ userId: sql<string>`${bookingTravellers.userId}` })
        .from(bookingTravellers)
        .where(eq(bookingTravellers.bookingId, bookingId)),
    );
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, lastname: users.lastname })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(
      and(
        isNull(staffMembers.userId),
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.name} || ' ' || ${users.lastname}`, pattern),
          inArray(users.id, byBooking),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(50);
  await recordAudit(db, actor, { action: 'traveller.searched', subject: 'travellers', reason: q });
  return rows.map((row) => ({ id: row.id, email: row.email, name: fullName(row) }));
}

/** What the care team reads about one traveller: bookings, documents, consents (read-only). */
export async function travellerRecord(
  db: Database,
  actor: StaffActor,
  userId: string,
): Promise<TravellerRecord> {
  const [user] = await db
    .select({ user: users, staff: staffMembers.userId })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.staff) throw new AppError('NOT_FOUND', 'Traveller not found.');
  const travelsOn = db
    .select({ bookingId: bookingTravellers.bookingId })
    .from(bookingTravellers)
    .where(eq(bookingTravellers.userId, userId));
  const [bookingRows, documentRows] = await Promise.all([
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        owner: bookings.userId,
        startingDate: tours.startingDate,
        endingDate: tours.endingDate,
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(or(eq(bookings.userId, userId), inArray(bookings.id, travelsOn)))
      .orderBy(asc(tours.startingDate)),
    db
      .select({
        id: identityDocuments.id,
        type: identityDocuments.type,
        status: identityDocuments.status,
        expiryDate: identityDocuments.expiryDate,
      })
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, userId)),
  ]);
  const [billingSaved, unlock] = await Promise.all([
    hasBillingAddress(db, userId),
    findBillingUnlock(db, userId),
  ]);
  const pending = billingSaved && unlock !== null && unlock.expiresAt.getTime() > Date.now();
  await recordAudit(db, actor, {
    action: 'traveller.viewed',
    subject: `traveller:${userId}`,
    travellerId: userId,
  });
  const row = user.user;
  return {
    id: row.id,
    email: row.email,
    name: fullName(row),
    consents: {
      privacyPolicy: row.consentPrivacyPolicy,
      termsAndConditions: row.consentTermsAndConditions,
      marketing: row.consentMarketing,
      newsletter: row.consentNewsletter,
    },
    bookings: bookingRows.map((b) => ({
      id: b.id,
      status: b.status,
      startingDate: b.startingDate,
      endingDate: b.endingDate,
      owner: b.owner === userId,
    })),
    documents: documentRows,
    billingAddressSaved: billingSaved,
    billingUnlock: pending
      ? {
          by: unlock.staffEmail,
          at: unlock.unlockedAt.toISOString(),
          until: unlock.expiresAt.toISOString(),
        }
      : null,
  };
}

async function hasBillingAddress(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userAddresses.userId })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.addressType, 'BILLING')))
    .limit(1);
  return row !== undefined;
}

const auditActions = {
  CLEAR_SIGN_IN_LOCK: 'traveller.sign-in-lock.cleared',
  RESEND_INVITATION: 'traveller.invitation.resent',
  UNLOCK_BILLING_ADDRESS: 'traveller.billing-address.unlocked',
} as const satisfies Record<TravellerAction['action'], string>;

/**
 * An action on a traveller's account with its reason: clear the sign-in throttle, send the
 * invitation again (in the language of the last one) to a traveller who has no password yet, or
 * unlock their saved billing address for one change during `billingUnlockDays` days (again: the
 * new unlock replaces a pending one).
 */
export async function actOnTraveller(
  db: Database,
  actor: StaffActor,
  userId: string,
  { action, reason }: TravellerAction,
) {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, staff: staffMembers.userId })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.staff) throw new AppError('NOT_FOUND', 'Traveller not found.');
  await db.transaction(async (tx) => {
    let details: Record<string, unknown> | undefined;
    if (action === 'CLEAR_SIGN_IN_LOCK') {
      await clearSignInLock(tx as unknown as Database, user.email);
    } else if (action === 'UNLOCK_BILLING_ADDRESS') {
      if (!(await hasBillingAddress(tx as unknown as Database, userId))) {
        throw new AppError('CONFLICT', 'This traveller has no billing address saved.');
      }
      const unlockedAt = new Date();
      const expiresAt = getBillingUnlockExpiry({ unlockedAt });
      await saveBillingUnlock(tx, {
        userId,
        staffUserId: actor.userId,
        staffEmail: actor.email,
        unlockedAt,
        expiresAt,
      });
      details = { until: expiresAt.toISOString() };
    } else {
      if (user.passwordHash) {
        throw new AppError('CONFLICT', 'This traveller has chosen a password already.');
      }
      const [last] = await tx
        .select({ variant: invitations.variant })
        .from(invitations)
        .where(eq(invitations.userId, userId))
        .orderBy(desc(invitations.createdAt))
        .limit(1);
      await inviteTraveller(tx, { userId, variant: last?.variant ?? 'international' });
    }
    await recordAudit(tx, actor, {
      action: auditActions[action],
      subject: `traveller:${userId}`,
      travellerId: userId,
      reason,
      details,
    });
  });
  return { done: action };
}
