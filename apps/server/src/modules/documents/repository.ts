import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentType, DocumentVerification, StoredDocumentStatus } from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
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

/** Read by the trip documents and the operator's traveller reads. */
const documentsOf = preparedPerDatabase(prepareDocumentsOf);

/**
 * What a trip's document rules read of a traveller's documents (`getTripDocumentStatuses`): the
 * bookings list and the booking page ask on every request, and need neither the verification's
 * JSON nor the review's columns.
 */
function prepareDocumentStatusesOf(db: Database) {
  return db
    .select({
      type: identityDocuments.type,
      status: identityDocuments.status,
      expiryDate: identityDocuments.expiryDate,
    })
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, sql.placeholder('userId')))
    .orderBy(asc(typeOrder))
    .prepare('wayfarer_document_statuses_of_user');
}

export type DocumentStatusRow = Awaited<
  ReturnType<ReturnType<typeof prepareDocumentStatusesOf>['execute']>
>[number];

const documentStatusesOf = preparedPerDatabase(prepareDocumentStatusesOf);

/** A traveller's documents as their trips judge them. */
export function findDocumentStatuses(db: Database, userId: string): Promise<DocumentStatusRow[]> {
  return documentStatusesOf(db).execute({ userId });
}

export function findDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return documentsOf(db).execute({ userId });
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

/**
 * Starts a verification attempt on a document still waiting for one: answers it with the attempt
 * counted, or nothing when it was decided or replaced meanwhile.
 */
export async function startVerificationAttempt(
  db: Database,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(identityDocuments)
    .set({ verificationAttempts: sql`${identityDocuments.verificationAttempts} + 1` })
    .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.status, 'UPLOADED')))
    .returning();
  return row;
}

/** Interrupted attempts (shutdown) are not counted against their documents. */
export async function uncountVerificationAttempts(
  db: Database,
  documentIds: string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .update(identityDocuments)
    .set({
      verificationAttempts: sql`greatest(${identityDocuments.verificationAttempts} - 1, 0)`,
    })
    .where(
      and(inArray(identityDocuments.id, documentIds), eq(identityDocuments.status, 'UPLOADED')),
    );
}

/**
 * Documents waiting for a verification that no job of the queue will do: uploaded before the
 * queue existed, or whose job gave up (its retries spent on restarts).
 */
export async function findUnqueuedUploads(db: Database, queue: string): Promise<string[]> {
  const rows = await db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(
      and(
        eq(identityDocuments.status, 'UPLOADED'),
        sql`not exists (select 1 from pgboss.job job
          where job.name = ${queue} and job.state < 'completed'
            and job.data->>'documentId' = ${identityDocuments.id}::text)`,
      ),
    )
    .orderBy(asc(identityDocuments.createdAt));
  return rows.map((row) => row.id);
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
      .set({ status, verification, updatedAt: sql`now()` })
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
