import type {
  DocumentRejectReason,
  DocumentVerification,
  ReviewDecision,
  ReviewDocument,
  ReviewQueueItem,
} from '@wayfarer/contract';
import {
  getVariant,
  pathFor,
  REVIEW_LEASE_MINUTES,
  rejectionFindings,
  variants,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';
import type { FileStorage } from '../../storage/file-storage';
import type { DocumentRow } from '../documents/repository';
import {
  claimDocumentForReview,
  decideReviewedDocument,
  findDocumentForReview,
  listDocumentsToValidate,
} from '../documents/review-repository';
import { recordEvent } from '../webhooks/outbox';
import { recordAudit, type StaffActor } from './audit';

const subjectOf = (documentId: string) => `document:${documentId}`;

/** The lease of another reviewer, when one still runs. */
function claimOf(row: DocumentRow, staffId: string, now: Date) {
  const running = row.reviewClaimedUntil && row.reviewClaimedUntil > now;
  return {
    claimedUntil: running ? row.reviewClaimedUntil!.toISOString() : null,
    claimedByMe: Boolean(running && row.reviewClaimedBy === staffId),
  };
}

export async function reviewQueue(
  db: Database,
  staffId: string,
  now = new Date(),
): Promise<ReviewQueueItem[]> {
  return (await listDocumentsToValidate(db)).map(({ document, firstName, lastName }) => ({
    id: document.id,
    type: document.type,
    issuingCountry: document.issuingCountry,
    travellerName: [firstName, lastName].filter(Boolean).join(' '),
    reviewReason: document.verification?.reviewReason ?? null,
    uploadedAt: document.createdAt.toISOString(),
    ...claimOf(document, staffId, now),
  }));
}

async function foundForReview(db: Database, documentId: string) {
  const found = await findDocumentForReview(db, documentId);
  if (!found) throw new AppError('NOT_FOUND', 'Document not found.');
  return found;
}

export async function documentForReview(
  db: Database,
  actor: StaffActor,
  documentId: string,
  now = new Date(),
): Promise<ReviewDocument> {
  const { document, email, firstName, lastName } = await foundForReview(db, documentId);
  await recordAudit(db, actor, {
    action: 'document.viewed',
    subject: subjectOf(document.id),
    travellerId: document.userId,
  });
  return {
    id: document.id,
    status: document.status,
    typed: {
      type: document.type,
      number: document.number,
      issuingCountry: document.issuingCountry,
      issueDate: document.issueDate,
      expiryDate: document.expiryDate,
      firstName,
      lastName,
    },
    verification: document.status === 'UPLOADED' ? null : (document.verification ?? null),
    traveller: { id: document.userId, email },
    uploadedAt: document.createdAt.toISOString(),
    hasImage: Boolean(document.fileKey),
    ...claimOf(document, actor.userId, now),
  };
}

/** The decrypted image, each view written to the audit log. */
export async function documentImageForReview(
  db: Database,
  files: FileStorage,
  actor: StaffActor,
  documentId: string,
): Promise<Buffer> {
  const { document } = await foundForReview(db, documentId);
  const content = document.fileKey ? await files.get(document.fileKey) : null;
  if (!content) throw new AppError('NOT_FOUND', 'This document has no image.');
  await recordAudit(db, actor, {
    action: 'document.image.viewed',
    subject: subjectOf(document.id),
    travellerId: document.userId,
  });
  return content;
}

/** Takes the document for `REVIEW_LEASE_MINUTES`; 409 while another reviewer holds it. */
export async function claimForReview(
  db: Database,
  actor: StaffActor,
  documentId: string,
  now = new Date(),
) {
  const claimed = await claimDocumentForReview(db, {
    documentId,
    staffId: actor.userId,
    leaseMinutes: REVIEW_LEASE_MINUTES,
  });
  if (!claimed) {
    const { document } = await foundForReview(db, documentId);
    throw new AppError(
      'CONFLICT',
      document.status === 'TO_VALIDATE'
        ? 'Another reviewer is deciding this document.'
        : 'This document is no longer waiting for a decision.',
    );
  }
  await recordAudit(db, actor, {
    action: 'document.claimed',
    subject: subjectOf(documentId),
    travellerId: claimed.userId,
  });
  return claimOf(claimed, actor.userId, now);
}

const eventTypes = { APPROVED: 'document.verified', REJECTED: 'document.rejected' } as const;

function reviewedVerification(
  decision: ReviewDecision,
  previous: DocumentVerification | null,
  now: Date,
): DocumentVerification {
  const findings =
    decision.decision === 'REJECTED'
      ? rejectionFindings(decision.reason)
      : { fields: [], image: [] };
  return {
    outcome: decision.decision,
    ...findings,
    reviewReason: previous?.reviewReason ?? null,
    verifiedAt: now.toISOString(),
  };
}

/**
 * Approves or rejects a document the caller holds: the traveller's document status, an e-mail in
 * the language they uploaded in, the operator's webhook and the audit line, all in one transaction.
 */
export async function decideDocument(
  db: Database,
  actor: StaffActor,
  documentId: string,
  decision: ReviewDecision,
  now = new Date(),
) {
  const { document, firstName, email } = await foundForReview(db, documentId);
  const reason: DocumentRejectReason | null =
    decision.decision === 'REJECTED' ? decision.reason : null;
  const verification = reviewedVerification(decision, document.verification, now);
  const decided = await decideReviewedDocument(
    db,
    { documentId, staffId: actor.userId, status: decision.decision, verification },
    async (tx, row) => {
      const variant = getVariant(row.variant ?? '') ?? variants.international;
      const link = `${mailSettings().origins[variant.id]}${pathFor('account/documents', undefined, variant.language)}`;
      await recordEvent(tx, {
        type: eventTypes[decision.decision],
        userId: row.userId,
        data: { documentId: row.id, documentType: row.type },
        now,
      });
      await queueMail(tx, {
        to: email,
        variant: variant.id,
        template: {
          name: 'document-reviewed',
          data: {
            firstName,
            documentType: row.type,
            rejection: reason ? { fields: verification.fields, image: verification.image } : null,
            link,
          },
        },
      });
      await recordAudit(tx, actor, {
        action: decision.decision === 'APPROVED' ? 'document.approved' : 'document.rejected',
        subject: subjectOf(row.id),
        travellerId: row.userId,
        reason,
      });
    },
  );
  if (!decided) {
    throw new AppError(
      'CONFLICT',
      document.status === 'TO_VALIDATE'
        ? 'Claim the document before deciding it: another reviewer may hold it.'
        : 'This document is no longer waiting for a decision.',
    );
  }
  return { status: decided.status };
}
