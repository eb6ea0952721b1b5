import type { DocumentImageProblem, DocumentType, VerifiedDocumentField } from '@wayfarer/contract';
import type { DocumentStatus } from '@wayfarer/domain';
import type { TranslationKey } from '../../i18n/i18n';

export const typeKeys: Record<DocumentType, TranslationKey> = {
  PASSPORT: 'documents.types.passport',
  IDENTITY_CARD: 'documents.types.identityCard',
  DRIVING_LICENCE: 'documents.types.drivingLicence',
};

export const statusKeys: Record<DocumentStatus, TranslationKey> = {
  MISSING: 'documents.status.missing',
  UPLOADED: 'documents.status.uploaded',
  TO_VALIDATE: 'documents.status.toValidate',
  APPROVED: 'documents.status.approved',
  REJECTED: 'documents.status.rejected',
  NOT_NEEDED: 'documents.status.notNeeded',
  EXPIRING: 'documents.status.expiring',
  EXPIRED: 'documents.status.expired',
};

export const statusHelpKeys: Record<DocumentStatus, TranslationKey> = {
  MISSING: 'documents.statusHelp.missing',
  UPLOADED: 'documents.statusHelp.uploaded',
  TO_VALIDATE: 'documents.statusHelp.toValidate',
  APPROVED: 'documents.statusHelp.approved',
  REJECTED: 'documents.statusHelp.rejected',
  NOT_NEEDED: 'documents.statusHelp.notNeeded',
  EXPIRING: 'documents.statusHelp.expiring',
  EXPIRED: 'documents.statusHelp.expired',
};

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const statusTones: Record<DocumentStatus, Tone> = {
  MISSING: 'danger',
  UPLOADED: 'brand',
  TO_VALIDATE: 'brand',
  APPROVED: 'success',
  REJECTED: 'danger',
  NOT_NEEDED: 'neutral',
  EXPIRING: 'warning',
  EXPIRED: 'danger',
};

export const fieldNameKeys: Record<VerifiedDocumentField, TranslationKey> = {
  firstName: 'documents.verification.fieldNames.firstName',
  lastName: 'documents.verification.fieldNames.lastName',
  number: 'documents.verification.fieldNames.number',
  issueDate: 'documents.verification.fieldNames.issueDate',
  expiryDate: 'documents.verification.fieldNames.expiryDate',
};

export const imageProblemKeys: Record<DocumentImageProblem, TranslationKey> = {
  TOO_SMALL: 'documents.verification.imageProblems.tooSmall',
  BLURRED: 'documents.verification.imageProblems.blurred',
  DARK: 'documents.verification.imageProblems.dark',
  CROPPED: 'documents.verification.imageProblems.cropped',
};

/** The upload's failures by error code; anything else is the spec's "upload error". */
export const uploadErrorKeys: Partial<Record<string, TranslationKey>> = {
  UNSUPPORTED_MEDIA_TYPE: 'documents.uploadErrors.wrongType',
  PAYLOAD_TOO_LARGE: 'documents.uploadErrors.tooLarge',
  IMAGE_UNREADABLE: 'documents.uploadErrors.unreadable',
  IMAGE_TOO_MANY_PIXELS: 'documents.uploadErrors.tooManyPixels',
  VALIDATION_FAILED: 'documents.uploadErrors.invalidInformation',
  NETWORK_ERROR: 'documents.uploadErrors.network',
};
