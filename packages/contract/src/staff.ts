import { z } from 'zod';
import {
  documentTypeSchema,
  documentVerificationSchema,
  storedDocumentStatusSchema,
  verificationReviewReasonSchema,
} from './documents';
import { singleLineText } from './text';

/*
 * The care team's console (issue 21): staff accounts with a role, the review of documents "to
 * validate", the audit log. Everything under /api/staff refuses travellers.
 */

export const staffRoles = ['care', 'reviewer', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles).meta({ id: 'StaffRole' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Who may review documents. */
export const documentReviewRoles: readonly StaffRole[] = ['reviewer', 'admin'];
/** Who may look travellers up. */
export const travellerLookUpRoles: readonly StaffRole[] = ['care', 'admin'];

export const staffApiPaths = {
  me: '/api/staff/me',
  documents: '/api/staff/documents',
  document: '/api/staff/documents/:docId',
  documentImage: '/api/staff/documents/:docId/image',
  documentClaim: '/api/staff/documents/:docId/claim',
  documentDecision: '/api/staff/documents/:docId/decision',
  travellers: '/api/staff/travellers',
  traveller: '/api/staff/travellers/:userId',
  travellerActions: '/api/staff/travellers/:userId/actions',
  audit: '/api/staff/audit',
  auditCsv: '/api/staff/audit.csv',
  members: '/api/staff/members',
  memberSecondFactorReset: '/api/staff/members/:userId/second-factor-reset',
} as const;

export const staffMeResponseSchema = z
  .object({
    data: z.object({ id: z.uuid(), email: z.string(), name: z.string(), role: staffRoleSchema }),
  })
  .meta({ id: 'StaffMeResponse' });
export type StaffMe = z.infer<typeof staffMeResponseSchema>['data'];

/**
 * Why a reviewer rejects a document: the spec's photo rules (readable, not blurred, not dark, not
 * cropped; a passport's inner page, not its cover) and its field flags (first name, last name,
 * number, issue date, expiry date unreadable or mismatching).
 */
export const documentRejectReasons = [
  'BLURRED',
  'DARK',
  'CROPPED',
  'TOO_SMALL',
  'FIRST_NAME_NOT_READABLE',
  'FIRST_NAME_MISMATCH',
  'LAST_NAME_NOT_READABLE',
  'LAST_NAME_MISMATCH',
  'NUMBER_NOT_READABLE',
  'NUMBER_MISMATCH',
  'ISSUE_DATE_NOT_READABLE',
  'ISSUE_DATE_MISMATCH',
  'EXPIRY_DATE_NOT_READABLE',
  'EXPIRY_DATE_MISMATCH',
] as const;
export const documentRejectReasonSchema = z
  .enum(documentRejectReasons)
  .meta({ id: 'DocumentRejectReason' });
export type DocumentRejectReason = z.infer<typeof documentRejectReasonSchema>;

export const staffDocumentParamsSchema = z.object({ docId: z.uuid() });

export const reviewQueueItemSchema = z.object({
  id: z.uuid(),
  type: documentTypeSchema,
  issuingCountry: z.string(),
  travellerName: z.string(),
  reviewReason: verificationReviewReasonSchema.nullable(),
  uploadedAt: z.iso.datetime({ offset: true }),
  /** Another reviewer holds the document until then; null when free. */
  claimedUntil: z.iso.datetime({ offset: true }).nullable(),
  claimedByMe: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z
  .object({ data: z.array(reviewQueueItemSchema) })
  .meta({ id: 'ReviewQueueResponse' });

export const reviewDocumentSchema = z
  .object({
    id: z.uuid(),
    status: storedDocumentStatusSchema,
    /** What the traveller typed. */
    typed: z.object({
      type: documentTypeSchema,
      number: z.string(),
      issuingCountry: z.string(),
      issueDate: z.iso.date(),
      expiryDate: z.iso.date(),
      firstName: z.string(),
      lastName: z.string(),
    }),
    /** What the reader found, and why it came to a person. */
    verification: documentVerificationSchema.nullable(),
    traveller: z.object({ id: z.uuid(), email: z.string() }),
    uploadedAt: z.iso.datetime({ offset: true }),
    hasImage: z.boolean(),
    claimedUntil: z.iso.datetime({ offset: true }).nullable(),
    claimedByMe: z.boolean(),
  })
  .meta({ id: 'ReviewDocument' });
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

export const reviewDocumentResponseSchema = z
  .object({ data: reviewDocumentSchema })
  .meta({ id: 'ReviewDocumentResponse' });

export const reviewDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('APPROVED') }),
    z.object({ decision: z.literal('REJECTED'), reason: documentRejectReasonSchema }),
  ])
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const auditQuerySchema = z.object({
  /** Matches the action, the staff member's e-mail or the subject (exact id or traveller e-mail). */
  q: singleLineText().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  staffEmail: z.string(),
  action: z.string(),
  subject: z.string(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z
  .object({ data: z.array(auditEntrySchema) })
  .meta({ id: 'AuditResponse' });

export const reviewClaimResponseSchema = z
  .object({
    data: z.object({
      claimedUntil: z.iso.datetime({ offset: true }).nullable(),
      claimedByMe: z.boolean(),
    }),
  })
  .meta({ id: 'ReviewClaimResponse' });

export const reviewDecisionResponseSchema = z
  .object({ data: z.object({ status: storedDocumentStatusSchema }) })
  .meta({ id: 'ReviewDecisionResponse' });

export const travellerSearchQuerySchema = z.object({
  /** An e-mail (or part of it), a name, or a booking id such as WF-26-01230. */
  q: singleLineText().trim().min(2, 'validation.minLength').max(200),
});

export const travellerSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
});
export type TravellerSummary = z.infer<typeof travellerSummarySchema>;

export const travellerSearchResponseSchema = z
  .object({ data: z.array(travellerSummarySchema) })
  .meta({ id: 'TravellerSearchResponse' });

export const staffTravellerParamsSchema = z.object({ userId: z.uuid() });

export const travellerRecordSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    consents: z.object({
      privacyPolicy: z.boolean(),
      termsAndConditions: z.boolean(),
      marketing: z.boolean(),
      newsletter: z.boolean(),
    }),
    bookings: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        startingDate: z.iso.date(),
        endingDate: z.iso.date(),
        /** Whether the traveller made the booking or travels on someone else's. */
        owner: z.boolean(),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.uuid(),
        type: documentTypeSchema,
        status: storedDocumentStatusSchema,
        expiryDate: z.iso.date(),
      }),
    ),
    /** Whether the traveller has a billing address saved (only then is there one to unlock). */
    billingAddressSaved: z.boolean(),
    /** Care's unlock of the billing address for one change, while pending (not used, not expired). */
    billingUnlock: z
      .object({
        by: z.string(),
        at: z.iso.datetime({ offset: true }),
        until: z.iso.datetime({ offset: true }),
      })
      .nullable(),
  })
  .meta({ id: 'TravellerRecord' });
export type TravellerRecord = z.infer<typeof travellerRecordSchema>;

export const travellerRecordResponseSchema = z
  .object({ data: travellerRecordSchema })
  .meta({ id: 'TravellerRecordResponse' });

/**
 * What care does for a traveller, always with a reason (kept in the audit log): clear the sign-in
 * lock, resend the invitation, unlock the saved billing address for one change (409 when none is
 * saved).
 */
export const travellerActions = [
  'CLEAR_SIGN_IN_LOCK',
  'RESEND_INVITATION',
  'UNLOCK_BILLING_ADDRESS',
] as const;
export const travellerActionSchema = z
  .object({
    action: z.enum(travellerActions),
    /** One line: control characters are refused (the log keeps text, a NUL would not fit). */
    reason: singleLineText().trim().min(3, 'validation.required').max(500),
  })
  .meta({ id: 'TravellerAction' });
export type TravellerAction = z.infer<typeof travellerActionSchema>;

export const travellerActionResponseSchema = z
  .object({ data: z.object({ done: z.enum(travellerActions) }) })
  .meta({ id: 'TravellerActionResponse' });

/** A member of staff as admins see them (the "Staff" page). */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** Whether their authenticator (TOTP) is set up; false until their next sign-in after a reset. */
  secondFactorSetUp: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMembersResponseSchema = z
  .object({ data: z.array(staffMemberSchema) })
  .meta({ id: 'StaffMembersResponse' });

export const staffMemberParamsSchema = z.object({ userId: z.uuid() });

/** A lost authenticator: an admin resets a member's second factor, with a reason. */
export const secondFactorResetSchema = z
  .object({ reason: singleLineText().trim().min(3, 'validation.required').max(500) })
  .meta({ id: 'SecondFactorReset' });
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;

export const secondFactorResetResponseSchema = z
  .object({ data: z.object({ email: z.string(), secondFactorSetUp: z.literal(false) }) })
  .meta({ id: 'SecondFactorResetResponse' });
