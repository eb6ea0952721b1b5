// The people's side of the verification: documents "to validate", claimed by one reviewer at a
// time (a lease) and decided by them.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DocumentVerification } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { identityDocuments } from '../../db/schema-documents';
import type { DocumentRow } from './repository';

const toValidate = eq(identityDocuments.status, 'TO_VALIDATE');

export async function listDocumentsToValidate(db: Database) {
  return db
    .select({
      document: identityDocuments,
      firstName: users.name,
      lastName: users.lastname,
    })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(toValidate)
    .orderBy(asc(identityDocuments.createdAt), asc(identityDocuments.id))
    .limit(200);
}

export async function findDocumentForReview(db: Database, documentId: string) {
  const [row] = await db
    .select({
      document: identityDocuments,
      email: users.email,
      firstName: users.name,
      lastName: users.lastname,
    })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(eq(identityDocuments.id, documentId))
    .limit(1);
  return row;
}

/**
 * Claims a document "to validate" for `staffId` for `leaseMinutes` (again, for its holder);
 * undefined when it is not to validate any more or another reviewer's lease still runs.
 */
export async function claimDocumentForReview(
  db: Database,
  {
    documentId,
    staffId,
    leaseMinutes,
  }: { documentId: string; staffId: string; leaseMinutes: number },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(identityDocuments)
    .set({
      reviewClaimedBy: staffId,
      reviewClaimedUntil: sql`now() + make_interval(mins => ${leaseMinutes})`,
    })
    .where(
      and(
        eq(identityDocuments.id, documentId),
        toValidate,
        or(
          isNull(identityDocuments.reviewClaimedBy),
          eq(identityDocuments.reviewClaimedBy, staffId),
          lt(identityDocuments.reviewClaimedUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * The reviewer's decision, if they still hold the claim; `onDecided` runs in the same transaction
 * (outbox event, e-mail, audit). Undefined when the claim was lost or the document replaced.
 */
export async function decideReviewedDocument(
  db: Database,
  {
    documentId,
    staffId,
    status,
    verification,
  }: {
    documentId: string;
    staffId: string;
    status: 'APPROVED' | 'REJECTED';
    verification: DocumentVerification;
  },
  onDecided: (tx: Database, row: DocumentRow) => Promise<unknown>,
): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(identityDocuments)
      .set({
        status,
        verification,
        reviewedBy: staffId,
        reviewedAt: sql`now()`,
        reviewClaimedBy: null,
        reviewClaimedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(identityDocuments.id, documentId),
          toValidate,
          eq(identityDocuments.reviewClaimedBy, staffId),
          gt(identityDocuments.reviewClaimedUntil, sql`now()`),
        ),
      )
      .returning();
    if (!row) return undefined;
    await onDecided(tx as unknown as Database, row);
    return row;
  });
}
