import type { TourStatus } from './booking-facts';
import {
  isBookingCancelled,
  isBookingPaid,
  isDepartureCancelled,
  isTripOver,
  isTripUnderWay,
} from './booking-facts';
import type { DateInput } from './date-input';

/** Days between the request and the erasure when `ACCOUNT_DELETION_GRACE_DAYS` is not set. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** Why a booking keeps the account from being deleted now. */
export type AccountDeletionBlocker = 'upcoming' | 'underWay' | 'paymentOwed';

export const accountDeletionBlockers: readonly AccountDeletionBlocker[] = [
  'upcoming',
  'underWay',
  'paymentOwed',
];

/** What the rule needs to know of each booking the traveller owns or travels on. */
export interface AccountDeletionBooking {
  id: string;
  status: string;
  errors?: readonly string[] | null;
  /** Left to pay of the booking (its unpaid instalments), in cents; 0 when all is paid. */
  unpaidAmount: number;
  tour: { status: TourStatus; startingDate: DateInput; endingDate: DateInput };
}

/**
 * Why one booking blocks the deletion, or null. A booking that no longer runs (cancelled by the
 * traveller or a departure we cancelled) never blocks; otherwise a trip not over yet blocks
 * ('upcoming' before its departure day, 'underWay' through its last day), and a trip that is over
 * blocks while something is still owed on it (a PAYMENT error or an unpaid instalment).
 */
export function getAccountDeletionBlocker({
  booking,
  now,
}: {
  booking: AccountDeletionBooking;
  now: Date;
}): AccountDeletionBlocker | null {
  if (isBookingCancelled(booking) || isDepartureCancelled(booking.tour)) {
    return null;
  }
  const dates = { ...booking.tour, now };
  if (isTripUnderWay(dates)) return 'underWay';
  if (!isTripOver(dates)) return 'upcoming';
  if (!isBookingPaid(booking) || booking.unpaidAmount > 0) return 'paymentOwed';
  return null;
}

/**
 * Whether the traveller may delete their account now (issue 22): only when none of their bookings
 * blocks it (see `getAccountDeletionBlocker`). The blockers come in the bookings' order.
 */
export function getAccountDeletionEligibility({
  bookings,
  now,
}: {
  bookings: readonly AccountDeletionBooking[];
  now: Date;
}): {
  eligible: boolean;
  blockers: { bookingId: string; reason: AccountDeletionBlocker }[];
} {
  const blockers = bookings.flatMap((booking) => {
    const reason = getAccountDeletionBlocker({ booking, now });
    return reason ? [{ bookingId: booking.id, reason }] : [];
  });
  return { eligible: blockers.length === 0, blockers };
}

/** When an account asked to be deleted at `requestedAt` is erased. */
export function getAccountErasureDate({
  requestedAt,
  graceDays = ACCOUNT_DELETION_GRACE_DAYS,
}: {
  requestedAt: Date;
  graceDays?: number;
}): Date {
  return new Date(requestedAt.getTime() + graceDays * 24 * 60 * 60_000);
}
