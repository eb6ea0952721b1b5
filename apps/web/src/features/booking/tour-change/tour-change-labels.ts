import type { TourChangeBlockReason } from '@wayfarer/contract';
import type { TranslationKey } from '../../../i18n/i18n';

/** Why a booking cannot change (account-area §8), in the traveller's language. */
export const blockReasonKeys: Record<TourChangeBlockReason, TranslationKey> = {
  BOOKING_INCOMPLETE: 'tourChange.blocked.bookingIncomplete',
  TOUR_DEPARTURE_TOO_CLOSE: 'tourChange.blocked.departureTooClose',
  REQUEST_LIMIT_REACHED: 'tourChange.blocked.requestLimitReached',
  INSUFFICIENT_TOUR_CAPACITY: 'tourChange.blocked.insufficientCapacity',
  INVALID_ORDER_STATUS: 'tourChange.blocked.invalidOrderStatus',
};

/** The reasons whose message sends the traveller to customer care. */
export const contactReasons: readonly TourChangeBlockReason[] = [
  'TOUR_DEPARTURE_TOO_CLOSE',
  'INSUFFICIENT_TOUR_CAPACITY',
  'INVALID_ORDER_STATUS',
];

export function isBlockReason(code: string): code is TourChangeBlockReason {
  return code in blockReasonKeys;
}
