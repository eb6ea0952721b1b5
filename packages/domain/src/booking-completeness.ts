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
