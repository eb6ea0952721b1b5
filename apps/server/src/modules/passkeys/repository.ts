import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeyChallenges, passkeys } from '../../db/schema-passkeys';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;

/** A traveller's passkeys, the oldest first (the order they were added in). */
export function listPasskeys(db: Database, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function insertPasskey(db: Database, row: NewPasskeyRow) {
  const [created] = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return created;
}

/** Renames one of the traveller's passkeys; undefined when it is not theirs. */
export async function renamePasskey(db: Database, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** Removes one of the traveller's passkeys; false when it is not theirs. */
export async function deletePasskey(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/** After a sign-in: its counter, whether it is backed up now, and when it was used. */
export async function markPasskeyUsed(
  db: Database,
  id: string,
  { counter, backedUp, at }: { counter: number; backedUp: boolean; at: Date },
) {
  await db.update(passkeys).set({ counter, backedUp, lastUsedAt: at }).where(eq(passkeys.id, id));
}

/**
 * Who a challenge was issued to: a traveller adding a passkey or confirming it is them
 * (`confirmation`, e.g. to delete the account), or the provider's sign-in interaction.
 */
export type ChallengeOwner =
  | { purpose: 'registration' | 'confirmation'; userId: string }
  | { purpose: 'authentication'; interactionUid: string };

export async function saveChallenge(
  db: Database,
  challenge: string,
  owner: ChallengeOwner,
  expiresAt: Date,
) {
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose: owner.purpose,
    userId: owner.purpose === 'authentication' ? null : owner.userId,
    interactionUid: owner.purpose === 'authentication' ? owner.interactionUid : null,
    expiresAt,
  });
}

/**
 * Takes a challenge for its one use: true when it was issued to this owner and has not expired.
 * Taken, it is gone, whatever the ceremony's outcome (a replay finds nothing).
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  owner: ChallengeOwner,
  now = new Date(),
) {
  const ownerMatches =
    owner.purpose === 'authentication'
      ? eq(passkeyChallenges.interactionUid, owner.interactionUid)
      : eq(passkeyChallenges.userId, owner.userId);
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, owner.purpose),
        ownerMatches,
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  return rows.some((row) => row.expiresAt > now);
}

/** Drops a traveller's confirmation challenges still pending: one at a time, the newest. */
export async function deleteConfirmationChallenges(db: Database, userId: string) {
  await db
    .delete(passkeyChallenges)
    .where(
      and(eq(passkeyChallenges.purpose, 'confirmation'), eq(passkeyChallenges.userId, userId)),
    );
}

export async function deleteExpiredChallenges(db: Database, now = new Date()) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}
