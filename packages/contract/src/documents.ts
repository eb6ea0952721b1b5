import { z } from 'zod';

/*
 * Identity documents (account-area §3 "Document", §4 "Document status", §5 photo and verification
 * rules, §7 documents calls). A traveller keeps one document of each type; uploading a type again
 * replaces it. The image is verified automatically after the upload.
 */

export const documentTypes = ['PASSPORT', 'IDENTITY_CARD', 'DRIVING_LICENCE'] as const;
export const documentTypeSchema = z.enum(documentTypes).meta({ id: 'DocumentType' });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/**
 * Every status a document shows (account-area §4), the same values as the domain's
 * `documentStatuses`. MISSING, NOT_NEEDED, EXPIRING and EXPIRED are judged against a trip; a
 * stored document is only ever in one of `storedDocumentStatuses`.
 */
export const documentStatusValues = [
  'MISSING',
  'UPLOADED',
  'TO_VALIDATE',
  'APPROVED',
  'REJECTED',
  'NOT_NEEDED',
  'EXPIRING',
  'EXPIRED',
] as const;
export const documentStatusSchema = z.enum(documentStatusValues).meta({ id: 'DocumentStatus' });

/** UPLOADED: the automatic verification has not finished yet. */
export const storedDocumentStatuses = ['UPLOADED', 'TO_VALIDATE', 'APPROVED', 'REJECTED'] as const;
export const storedDocumentStatusSchema = z.enum(storedDocumentStatuses);
export type StoredDocumentStatus = z.infer<typeof storedDocumentStatusSchema>;

/** The fields the verification compares with the document (account-area §5). */
export const verifiedDocumentFields = [
  'firstName',
  'lastName',
  'number',
  'issueDate',
  'expiryDate',
] as const;
export const verifiedDocumentFieldSchema = z.enum(verifiedDocumentFields);
export type VerifiedDocumentField = z.infer<typeof verifiedDocumentFieldSchema>;

/** NOT_READABLE: the field could not be read on the image; MISMATCH: it reads differently. */
export const documentFieldProblems = ['NOT_READABLE', 'MISMATCH'] as const;
export const documentFieldProblemSchema = z.enum(documentFieldProblems);
export type DocumentFieldProblem = z.infer<typeof documentFieldProblemSchema>;

/** What is wrong with the photo itself (account-area §5: readable, not blurred, not dark, not cropped). */
export const documentImageProblems = ['TOO_SMALL', 'BLURRED', 'DARK', 'CROPPED'] as const;
export const documentImageProblemSchema = z.enum(documentImageProblems);
export type DocumentImageProblem = z.infer<typeof documentImageProblemSchema>;

export const verificationOutcomes = ['APPROVED', 'REJECTED', 'TO_VALIDATE'] as const;
export const verificationOutcomeSchema = z.enum(verificationOutcomes);
export type VerificationOutcome = z.infer<typeof verificationOutcomeSchema>;

/**
 * Why the engine left the decision to a person: the machine-readable zone was not found; a field
 * could not be read for sure (one character off, the issue date not found); the document has no
 * zone (driving licence) and its printed fields could not all be read; the name to compare with
 * is missing from the profile; or the verification failed or took too long.
 */
export const verificationReviewReasons = [
  'MRZ_NOT_FOUND',
  'UNSURE_READING',
  'PRINTED_FIELDS_UNREADABLE',
  'PROFILE_NAME_MISSING',
  'ENGINE_FAILED',
] as const;
export const verificationReviewReasonSchema = z.enum(verificationReviewReasons);
export type VerificationReviewReason = z.infer<typeof verificationReviewReasonSchema>;

export const documentVerificationSchema = z
  .object({
    outcome: verificationOutcomeSchema,
    /** Only the fields with a problem; empty when every field matched. */
    fields: z.array(
      z.object({ field: verifiedDocumentFieldSchema, problem: documentFieldProblemSchema }),
    ),
    image: z.array(documentImageProblemSchema),
    /** Set with TO_VALIDATE. */
    reviewReason: verificationReviewReasonSchema.nullable(),
    verifiedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DocumentVerification' });
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

const isoDate = z.iso.date();

/** ISO 3166-1 alpha-2, as the rest of the API (citizenship, addresses). */
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'validation.invalid')
  .describe('ISO 3166-1 alpha-2 country code');

export const documentNumberMaxLength = 20;

/**
 * The Information step (account-area §2, §5). The dates are checked against today by the server
 * (issue date before today, expiry date after today), as the form does.
 */
export const documentInformationSchema = z
  .object({
    type: documentTypeSchema,
    number: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(documentNumberMaxLength, 'validation.invalid')
      .regex(/^[A-Za-z0-9 -]+$/, 'validation.invalid'),
    issuingCountry: countryCode,
    issueDate: isoDate,
    expiryDate: isoDate,
  })
  .meta({ id: 'DocumentInformation' });
export type DocumentInformation = z.infer<typeof documentInformationSchema>;

export const identityDocumentSchema = z
  .object({
    id: z.uuid(),
    type: documentTypeSchema,
    number: z.string(),
    issuingCountry: z.string(),
    issueDate: isoDate,
    expiryDate: isoDate,
    status: storedDocumentStatusSchema,
    /** Null while the status is UPLOADED. */
    verification: documentVerificationSchema.nullable(),
    /** Where the owner reads the image (JPEG); null when no image is kept. */
    imageUrl: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'IdentityDocument' });
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

export const documentsResponseSchema = z
  .object({ data: z.array(identityDocumentSchema) })
  .meta({ id: 'DocumentsResponse' });
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const documentResponseSchema = z
  .object({ data: identityDocumentSchema })
  .meta({ id: 'DocumentResponse' });
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

export const documentVerificationResponseSchema = z
  .object({
    data: z.object({
      status: storedDocumentStatusSchema,
      verification: documentVerificationSchema.nullable(),
    }),
  })
  .meta({ id: 'DocumentVerificationResponse' });
export type DocumentVerificationResponse = z.infer<typeof documentVerificationResponseSchema>;

/**
 * One document type for one trip (the traveller page): the status judged against the trip's
 * dates, and the document when there is one.
 */
export const tripDocumentSchema = z
  .object({
    type: documentTypeSchema,
    status: documentStatusSchema,
    document: identityDocumentSchema.nullable(),
  })
  .meta({ id: 'TripDocument' });
export type TripDocument = z.infer<typeof tripDocumentSchema>;

export const tripDocumentsResponseSchema = z
  .object({ data: z.array(tripDocumentSchema) })
  .meta({ id: 'TripDocumentsResponse' });
export type TripDocumentsResponse = z.infer<typeof tripDocumentsResponseSchema>;

/**
 * "Start from the photo": what the machine-readable zone of a passport or identity card says, for
 * the traveller to confirm in the Information step. Null fields were not read; nothing is stored.
 */
export const documentScanSchema = z
  .object({
    type: documentTypeSchema.nullable(),
    number: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    issuingCountry: z.string().nullable(),
    expiryDate: isoDate.nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** Problems of the photo that kept it from being read. */
    image: z.array(documentImageProblemSchema),
  })
  .meta({ id: 'DocumentScan' });
export type DocumentScan = z.infer<typeof documentScanSchema>;

export const documentScanResponseSchema = z
  .object({ data: documentScanSchema })
  .meta({ id: 'DocumentScanResponse' });

export const userDocumentsParamsSchema = z.object({ id: z.uuid() });
export const userDocumentParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });
export const documentImageQuerySchema = z.object({
  /** A Bearer access token, for clients that cannot send the header (account-area §7). */
  access_token: z.string().min(1).optional(),
});

/** Multipart field names of the upload: the Information fields, then the image last. */
export const documentImageFieldName = 'image';
/** At most 5 MB (account-area §9). */
export const documentImageMaxBytes = 5 * 1024 * 1024;
export const documentImageTypes = ['image/jpeg', 'image/png'] as const;

/** Paths of the documents API (Fastify syntax); the web fills the params. */
export const documentsApiPaths = {
  list: '/api/users/:id/documents',
  image: '/api/users/:id/documents/:docId',
  verification: '/api/users/:id/documents/:docId/verification',
  scan: '/api/users/:id/documents/scan',
  trip: '/api/users/:id/bookings/:bookingId/documents',
} as const;
