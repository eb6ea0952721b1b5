import type { BookingSummary } from '@wayfarer/contract';
import {
  getBookingPaymentState,
  getTripStatusLabel,
  isBookingCancelled,
  isPartnerBooking,
  isTripUnderWay,
} from '@wayfarer/domain';
import type { PaymentState, TripStatusLabel } from '@wayfarer/domain';
import type { TranslationKey } from '../../i18n/i18n';

/** The translated label of each trip status (account-area §4). */
export const tripStatusKeys: Record<TripStatusLabel, TranslationKey> = {
  almostConfirmed: 'trips.status.almostConfirmed',
  almostFull: 'trips.status.almostFull',
  closedDeparting: 'trips.status.closedDeparting',
  confirmed: 'trips.status.confirmed',
  notAvailable: 'trips.status.notAvailable',
  planned: 'trips.status.planned',
  soldOut: 'trips.status.soldOut',
  waitingList: 'trips.status.waitingList',
};

export const paymentStateKeys: Record<PaymentState, TranslationKey> = {
  due: 'trips.paymentState.due',
  expiring: 'trips.paymentState.expiring',
  overdue: 'trips.paymentState.overdue',
  paid: 'trips.paymentState.paid',
  completed: 'trips.paymentState.completed',
};

export interface TripCardFacts {
  cancelled: boolean;
  /** Null when hidden (public tour closed and departed) or when the booking is cancelled. */
  statusLabel: TripStatusLabel | null;
  /** Null for a cancelled booking. */
  paymentState: PaymentState | null;
  partner: string | null;
  /** From the departure day through the last day: the group is travelling now. */
  underWay: boolean;
}

export function getTripCardFacts(
  booking: BookingSummary,
  now: Date,
  timeZone = 'UTC',
): TripCardFacts {
  const cancelled = isBookingCancelled(booking);
  const { startingDate, endingDate } = booking.tour;
  return {
    cancelled,
    statusLabel: cancelled
      ? null
      : getTripStatusLabel({ tour: booking.tour, publicTour: booking.publicTour, now }),
    paymentState: cancelled ? null : getBookingPaymentState({ booking, now, timeZone }),
    partner: isPartnerBooking(booking) ? booking.publicOrder.partner : null,
    underWay: !cancelled && isTripUnderWay({ startingDate, endingDate, now }),
  };
}
