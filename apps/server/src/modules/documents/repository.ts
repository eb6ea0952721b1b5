import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentType, DocumentVerification, StoredDocumentStatus } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { identityDocuments } from '../../db/schema-documents';
import { recordEvent } from '../webhooks/outbox';

export type DocumentRow = typeof identityDocuments.$inferSelect;
export type NewDocumentRow = typeof identityDocuments.$inferInsert;

const typeOrder = sql`case ${identityDocuments.type} when 'PASSPORT' then 0 when 'IDENTITY_CARD' then 1 else 2 end`;

function prepareDocumentsOf(db: Database) {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, sql.placeholder('userId')))
    .orderBy(asc(typeOrder))
    .prepare('wayfarer_documents_of_user');
}

/** Read with every bookings list and booking page: one prepared statement per database. */
const documentsOfStatements = new WeakMap<Database, ReturnType<typeof prepareDocumentsOf>>();

export function findDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  let statement = documentsOfStatements.get(db);
  if (!statement) {
    statement = prepareDocumentsOf(db);
    documentsOfStatements.set(db, statement);
  }
  return statement.execute({ userId });
}

export async function findDocument(
  db: Database,
  userId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.id, documentId)))
    .limit(1);
  return row;
}

/**
 * Stores a new document in place of the traveller's document of the same type (one per type);
 * answers the replaced row, whose file the caller removes once this has committed.
 */
export async function replaceDocument(
  db: Database,
  row: NewDocumentRow & { userId: string; type: DocumentType },
  /** Runs in the same transaction once it is saved (the outbox event). */
  onSaved?: (tx: Database, inserted: DocumentRow) => Promise<unknown>,
): Promise<{ inserted: DocumentRow; replaced: DocumentRow | undefined }> {
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .delete(identityDocuments)
      .where(and(eq(identityDocuments.userId, row.userId), eq(identityDocuments.type, row.type)))
      .returning();
    const [inserted] = await tx.insert(identityDocuments).values(row).returning();
    await onSaved?.(tx as unknown as Database, inserted!);
    return { inserted: inserted!, replaced };
  });
}

/** The next document waiting for verification, claimed for this worker (others skip it). */
export async function claimPendingDocument(
  db: Database,
  { leaseMs }: { leaseMs: number },
): Promise<DocumentRow | undefined> {
  const next = sql`(select ${identityDocuments.id} from ${identityDocuments}
    where ${identityDocuments.status} = 'UPLOADED'
      and (${identityDocuments.verificationClaimedAt} is null
        or ${identityDocuments.verificationClaimedAt} < now() - make_interval(secs => ${leaseMs / 1000}))
    order by ${identityDocuments.createdAt}
    limit 1
    for update skip locked)`;
  const [row] = await db
    .update(identityDocuments)
    .set({
      verificationClaimedAt: sql`now()`,
      verificationAttempts: sql`${identityDocuments.verificationAttempts} + 1`,
    })
    .where(eq(identityDocuments.id, next))
    .returning();
  return row;
}

/** Gives a claimed document back to the queue (after a failure), for another attempt. */
export async function releaseClaim(db: Database, documentId: string): Promise<void> {
  await db
    .update(identityDocuments)
    .set({ verificationClaimedAt: null })
    .where(eq(identityDocuments.id, documentId));
}

/**
 * Gives back documents whose verification was interrupted (shutdown): claimable again at once, and
 * the attempt is not counted against them.
 */
export async function handBackClaims(db: Database, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .update(identityDocuments)
    .set({
      verificationClaimedAt: null,
      verificationAttempts: sql`greatest(${identityDocuments.verificationAttempts} - 1, 0)`,
    })
    .where(
      and(inArray(identityDocuments.id, documentIds), eq(identityDocuments.status, 'UPLOADED')),
    );
}

const verificationEventTypes = {
  APPROVED: 'document.verified',
  TO_VALIDATE: 'document.needs_review',
  REJECTED: 'document.rejected',
} as const;

/**
 * Records the verification's decision, with its outbox event; false when the document was
 * replaced meanwhile.
 */
export async function saveVerification(
  db: Database,
  documentId: string,
  { status, verification }: { status: StoredDocumentStatus; verification: DocumentVerification },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(identityDocuments)
      .set({ status, verification, verificationClaimedAt: null, updatedAt: sql`now()` })
      .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.status, 'UPLOADED')))
      .returning({ userId: identityDocuments.userId, type: identityDocuments.type });
    if (!row) return false;
    if (status !== 'UPLOADED') {
      await recordEvent(tx as unknown as Database, {
        type: verificationEventTypes[status],
        userId: row.userId,
        data: { documentId, documentType: row.type },
      });
    }
    return true;
  });
}

/** The name the document must carry: the traveller's profile. */
export async function findHolderName(
  db: Database,
  userId: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.name, lastName: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
