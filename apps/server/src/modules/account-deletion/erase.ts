import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import { deleteDataExportsOf } from '../data-export/service';
import type { Database } from '../../db/client';
import { oidcPayloads, rateLimits, sessions, users } from '../../db/schema';
import { accountDeletions } from '../../db/schema-account-deletion';
import { userAddresses, userPictures } from '../../db/schema-addresses';
import { bookingTravellers } from '../../db/schema-bookings';
import { identityDocuments } from '../../db/schema-documents';
import { notifyMeAlerts, referralAccounts, referralInvitations } from '../../db/schema-engagement';
import { bookingFlightDeclarations, bookingFlights } from '../../db/schema-flights';
import { emailChanges, invitations, mailMessages } from '../../db/schema-mail';
import { passkeyChallenges, passkeys } from '../../db/schema-passkeys';
import { webhookEvents } from '../../db/schema-webhooks';
import { recordEvent } from '../webhooks/outbox';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDb = (tx: Transaction) => tx as unknown as Database;

/** The address a deleted account keeps: unique, undeliverable (RFC 2606), nothing personal. */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases one account whose grace period has run out, in the caller's transaction. The user row
 * stays as a tombstone (bookings, credits and the operator's events point to it) with every
 * personal field emptied and an address no one can sign in with; what is only the traveller's
 * goes; their place on bookings stays for the operator without name or e-mail. The document images
 * are deleted from the file store before the transaction commits (a failure rolls it back and the
 * next sweep tries again; a file already gone is no error).
 */
async function eraseAccount(tx: Transaction, files: FileStorage, userId: string, now: Date) {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  if (!user) return;
  // Every address the account has had here (an e-mail change keeps the old and the new one).
  const changes = await tx
    .select({ oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  const addresses = [
    ...new Set([user.email, ...changes.flatMap((c) => [c.oldEmail, c.newEmail])]),
  ].map((address) => address.toLowerCase());

  const documents = await tx
    .delete(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .returning({ fileKey: identityDocuments.fileKey });

  // Copies of their data: the files and the rows.
  await deleteDataExportsOf(asDb(tx), files, userId);
  await tx.delete(userAddresses).where(eq(userAddresses.userId, userId));
  await tx.delete(userPictures).where(eq(userPictures.userId, userId));
  await tx.delete(notifyMeAlerts).where(eq(notifyMeAlerts.userId, userId));
  // The personal code is made from the name; the friends invited are other people's data.
  await tx.delete(referralAccounts).where(eq(referralAccounts.userId, userId));
  await tx.delete(referralInvitations).where(eq(referralInvitations.referrerId, userId));
  // Where another traveller invited this one, their referral keeps counting without the name.
  await tx
    .update(referralInvitations)
    .set({
      friendName: '',
      friendEmail: sql`'deleted-' || ${referralInvitations.id} || '@deleted.invalid'`,
    })
    .where(inArray(sql`lower(${referralInvitations.friendEmail})`, addresses));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(invitations).where(eq(invitations.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
  await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`);
  await tx.delete(mailMessages).where(inArray(sql`lower(${mailMessages.toAddress})`, addresses));
  for (const address of addresses) {
    await tx.delete(rateLimits).where(sql`position(${address} in ${rateLimits.key}) > 0`);
  }

  // Their places on bookings: kept for the operator (and its ids), without name or e-mail; their
  // flights and flight declarations go.
  const places = await tx
    .update(bookingTravellers)
    .set({ name: '', lastname: '', email: null })
    .where(
      or(
        eq(bookingTravellers.userId, userId),
        inArray(sql`lower(${bookingTravellers.email})`, addresses),
      ),
    )
    .returning({ id: bookingTravellers.id });
  const placeIds = places.map((place) => place.id);
  if (placeIds.length > 0) {
    await tx.delete(bookingFlights).where(inArray(bookingFlights.bookingTravellerId, placeIds));
    await tx
      .delete(bookingFlightDeclarations)
      .where(inArray(bookingFlightDeclarations.bookingTravellerId, placeIds));
  }
  // Events already written keep their ids; an e-mail change's new address goes.
  await tx
    .update(webhookEvents)
    .set({ payload: sql`${webhookEvents.payload} #- '{data,email}'` })
    .where(
      and(
        eq(webhookEvents.userId, userId),
        sql`${webhookEvents.payload} #> '{data,email}' is not null`,
      ),
    );

  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      passwordHash: null,
      externalSubject: null,
      name: '',
      lastname: '',
      gender: null,
      pictureImage: null,
      birthday: null,
      citizenship: null,
      taxCode: null,
      birthCity: null,
      mobilePhoneCountry: null,
      mobilePhoneNumber: null,
      emergencyContactName: null,
      emergencyContactRelation: null,
      emergencyContactPhoneCountry: null,
      emergencyContactPhoneNumber: null,
      specialNeeds: null,
      consentPrivacyPolicy: false,
      consentTermsAndConditions: false,
      consentMarketing: false,
      consentNewsletter: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(accountDeletions)
    .set({ erasedAt: now })
    .where(eq(accountDeletions.userId, userId));
  await recordEvent(asDb(tx), {
    type: 'traveller.deleted',
    userId,
    data: { deletedAt: now.toISOString() },
    now,
  });

  for (const { fileKey } of documents) {
    if (fileKey) await files.delete(fileKey);
  }
}

/**
 * Erases every account whose grace period ended by `now` and that no sign-in cancelled, one
 * transaction each. Each is claimed with `for update skip locked`, so instances running the sweep
 * at once never erase the same account twice; an erased or cancelled one is never picked again.
 * Answers how many accounts it erased.
 */
export async function eraseDueAccounts(
  db: Database,
  files: FileStorage,
  now = new Date(),
): Promise<number> {
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(
          and(
            lte(accountDeletions.eraseAfter, now),
            isNull(accountDeletions.cancelledAt),
            isNull(accountDeletions.erasedAt),
          ),
        )
        .orderBy(accountDeletions.eraseAfter)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return true;
      await eraseAccount(tx, files, due.userId, now);
      return false;
    });
    if (done) return erased;
    erased += 1;
  }
}
