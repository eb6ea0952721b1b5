import { randomUUID } from 'node:crypto';
import type { documentStatusValues } from '@wayfarer/contract';
import {
  documentInformationSchema,
  documentsApiPaths,
  type DocumentScan,
  type DocumentVerificationResponse,
  type IdentityDocument,
  type TripDocument,
} from '@wayfarer/contract';
import { isDateAfterToday, isDateBeforeToday, type DocumentStatus } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobRunner } from '../../jobs';
import type { FileStorage } from '../../storage/file-storage';
import { findOwnedBooking } from '../bookings/repository';
import { prepareDocumentImage } from './image';
import type { DocumentScanner } from './scan';
import { findDocument, findDocuments, replaceDocument, type DocumentRow } from './repository';
import { recordEvent } from '../webhooks/outbox';
import { getTripDocumentStatuses } from './trip-status';
import { queueVerification } from './verification';

// The contract's statuses are the domain's: this fails to compile if either side drifts.
type _SameStatuses = [DocumentStatus] extends [(typeof documentStatusValues)[number]]
  ? [(typeof documentStatusValues)[number]] extends [DocumentStatus]
    ? true
    : never
  : never;
const _statusesAgree: _SameStatuses = true;
void _statusesAgree;

export interface Owned {
  /** The signed-in traveller. */
  callerId: string;
  /** The traveller of the path: anyone else's documents are "not found". */
  userId: string;
}

function assertOwn({ callerId, userId }: Owned) {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
}

export function documentFileKey(userId: string, documentId: string) {
  return `documents/${userId}/${documentId}`;
}

function imageUrl(row: DocumentRow): string | null {
  if (!row.fileKey) return null;
  return documentsApiPaths.image.replace(':id', row.userId).replace(':docId', row.id);
}

export function toDocument(row: DocumentRow): IdentityDocument {
  return {
    id: row.id,
    type: row.type,
    number: row.number,
    issuingCountry: row.issuingCountry,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    status: row.status,
    verification: row.status === 'UPLOADED' ? null : (row.verification ?? null),
    imageUrl: imageUrl(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDocuments(db: Database, owned: Owned): Promise<IdentityDocument[]> {
  assertOwn(owned);
  return (await findDocuments(db, owned.userId)).map(toDocument);
}

async function findOwnDocument(db: Database, owned: Owned & { documentId: string }) {
  assertOwn(owned);
  const row = await findDocument(db, owned.userId, owned.documentId);
  if (!row) throw new AppError('NOT_FOUND', 'Document not found.');
  return row;
}

export async function getVerification(
  db: Database,
  owned: Owned & { documentId: string },
): Promise<DocumentVerificationResponse['data']> {
  const document = toDocument(await findOwnDocument(db, owned));
  return { status: document.status, verification: document.verification };
}

/** The decrypted image (JPEG) of one of the caller's documents. */
export async function readDocumentImage(
  db: Database,
  files: FileStorage,
  owned: Owned & { documentId: string },
): Promise<Buffer> {
  const row = await findOwnDocument(db, owned);
  const content = row.fileKey ? await files.get(row.fileKey) : null;
  if (!content) throw new AppError('NOT_FOUND', 'This document has no image.');
  return content;
}

/** The Information fields as sent (multipart text fields), checked as the form checks them. */
export function parseInformation(fields: Record<string, string>, now: Date) {
  const parsed = documentInformationSchema.safeParse(fields);
  const problems: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body');
      problems[key] ??= fields[key] === undefined ? 'validation.required' : 'validation.invalid';
    }
  } else {
    if (!isDateBeforeToday({ date: parsed.data.issueDate, now })) {
      problems.issueDate = 'validation.dateBeforeToday';
    }
    if (!isDateAfterToday({ date: parsed.data.expiryDate, now })) {
      problems.expiryDate = 'validation.dateAfterToday';
    }
  }
  if (!parsed.success || Object.keys(problems).length > 0) {
    throw new AppError('VALIDATION_FAILED', undefined, { fields: problems });
  }
  return { ...parsed.data, number: parsed.data.number.toUpperCase().replace(/\s+/g, '') };
}

/**
 * A new document: the fields checked, the image checked and re-encoded, stored encrypted, and the
 * row saved in place of the previous document of the same type (whose file goes afterwards), with
 * its verification job and its outbox event.
 */
export async function uploadDocument(
  db: Database,
  files: FileStorage,
  jobs: JobRunner,
  {
    fields,
    image,
    now = new Date(),
    ...owned
  }: Owned & { fields: Record<string, string>; image: Buffer | undefined; now?: Date },
): Promise<IdentityDocument> {
  assertOwn(owned);
  const information = parseInformation(fields, now);
  if (!image) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { image: 'validation.required' },
    });
  }
  const stored = await prepareDocumentImage(image);
  const id = randomUUID();
  const fileKey = documentFileKey(owned.userId, id);
  await files.put(fileKey, stored.content);
  let saved: Awaited<ReturnType<typeof replaceDocument>>;
  try {
    saved = await replaceDocument(
      db,
      {
        id,
        userId: owned.userId,
        ...information,
        status: 'UPLOADED',
        fileKey,
        fileSize: stored.content.length,
      },
      async (tx, inserted) => {
        await queueVerification(jobs, tx, inserted.id);
        await recordEvent(tx, {
          type: 'document.uploaded',
          userId: owned.userId,
          data: { documentId: inserted.id, documentType: inserted.type },
          now,
        });
      },
    );
  } catch (error) {
    await files.delete(fileKey).catch(() => {});
    throw error;
  }
  if (saved.replaced?.fileKey) await files.delete(saved.replaced.fileKey).catch(() => {});
  return toDocument(saved.inserted);
}

/** "Start from the photo": the image checked as an upload is, then its zone read (not stored). */
export async function scanDocumentImage(
  scanner: DocumentScanner,
  { image, ...owned }: Owned & { image: Buffer | undefined },
): Promise<DocumentScan> {
  assertOwn(owned);
  if (!image) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { image: 'validation.required' },
    });
  }
  const stored = await prepareDocumentImage(image);
  return scanner.scan(stored.content);
}

/** Every document type with its status for one of the traveller's trips (the traveller page). */
export async function listTripDocuments(
  db: Database,
  { bookingId, now = new Date(), ...owned }: Owned & { bookingId: string; now?: Date },
): Promise<TripDocument[]> {
  assertOwn(owned);
  const booking = await findOwnedBooking(db, owned.userId, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 'Booking not found.');
  const rows = await findDocuments(db, owned.userId);
  return getTripDocumentStatuses({ documents: rows, trip: booking.tour, now }).map(
    ({ type, status, document }) => ({
      type,
      status,
      document: document ? toDocument(document) : null,
    }),
  );
}
