import { PAYMENT_BOOKING_ERROR } from './booking-facts';

/** Booking errors the completeness understands: PAYMENT comes from the spec (§3), the others name the other flags. */
export const TRAVELER_DATA_BOOKING_ERROR = 'TRAVELER_DATA';
export const DOCUMENTS_BOOKING_ERROR = 'DOCUMENTS';

/** Document status (account-area §4). */
export type DocumentStatus =
  | 'MISSING'
  | 'UPLOADED'
  | 'TO_VALIDATE'
  | 'APPROVED'
  | 'REJECTED'
  | 'NOT_NEEDED'
  | 'EXPIRING'
  | 'EXPIRED';

export const documentStatuses: readonly DocumentStatus[] = [
  'MISSING',
  'UPLOADED',
  'TO_VALIDATE',
  'APPROVED',
  'REJECTED',
  'NOT_NEEDED',
  'EXPIRING',
  'EXPIRED',
];

/** Statuses that ask the traveller for a (new) document. An expiring document is still valid. */
const documentStatusesToComplete: readonly DocumentStatus[] = ['MISSING', 'REJECTED', 'EXPIRED'];

export interface BookingCompleteness {
  complete: boolean;
  travelerDataToComplete: boolean;
  paymentToComplete: boolean;
  documentsToComplete: boolean;
}

/**
 * Whether a booking is complete, and what is left (account-area §4):
 * payment when its errors have PAYMENT; traveller data when they have TRAVELER_DATA;
 * documents when they have DOCUMENTS or a required document is missing, rejected or expired.
 * Other error codes are ignored.
 */
export function getBookingCompleteness({
  errors,
  documentStatuses = [],
}: {
  errors?: readonly string[] | null;
  documentStatuses?: readonly DocumentStatus[];
}): BookingCompleteness {
  const codes = errors ?? [];
  const paymentToComplete = codes.includes(PAYMENT_BOOKING_ERROR);
  const travelerDataToComplete = codes.includes(TRAVELER_DATA_BOOKING_ERROR);
  const documentsToComplete =
    codes.includes(DOCUMENTS_BOOKING_ERROR) ||
    documentStatuses.some((status) => documentStatusesToComplete.includes(status));
  return {
    complete: !paymentToComplete && !travelerDataToComplete && !documentsToComplete,
    travelerDataToComplete,
    paymentToComplete,
    documentsToComplete,
  };
}

/** Stored statuses of a travel document that lets the traveller leave (or will, once checked). */
const usableTravelDocumentStatuses: readonly DocumentStatus[] = [
  'UPLOADED',
  'TO_VALIDATE',
  'APPROVED',
  'EXPIRING',
];

/**
 * The status of a document type the traveller has not uploaded, on their documents page
 * (issue 18 item 13): nothing is required without a trip ahead, a driving licence never is (no
 * trip needs one), and one travel document is enough (a passport is not needed next to a usable
 * identity card, and the other way round). MISSING otherwise.
 */
export function getAbsentDocumentStatus({
  type,
  hasTripAhead,
  otherTravelDocumentStatus,
}: {
  type: 'PASSPORT' | 'IDENTITY_CARD' | 'DRIVING_LICENCE';
  hasTripAhead: boolean;
  /** The stored status of the other travel document (identity card for a passport…), if any. */
  otherTravelDocumentStatus?: DocumentStatus | null;
}): 'MISSING' | 'NOT_NEEDED' {
  if (type === 'DRIVING_LICENCE' || !hasTripAhead) return 'NOT_NEEDED';
  const other = otherTravelDocumentStatus ?? null;
  return other && usableTravelDocumentStatuses.includes(other) ? 'NOT_NEEDED' : 'MISSING';
}
