import type { BookingSummary } from '@wayfarer/contract';
import {
  getBookingPaymentState,
  getTravellerTripStatus,
  isBookingCancelled,
} from '@wayfarer/domain';
import type { TravellerTripStatus, Variant } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';

export const travellerStatusKeys: Record<TravellerTripStatus, TranslationKey> = {
  cancelledByUs: 'dashboard.status.cancelledByUs',
  cancelled: 'dashboard.status.cancelled',
  travelled: 'dashboard.status.travelled',
  onTheRoad: 'dashboard.status.onTheRoad',
  paymentOverdue: 'dashboard.status.paymentOverdue',
  paymentDueSoon: 'dashboard.status.paymentDueSoon',
  confirmed: 'dashboard.status.confirmed',
  awaitingConfirmation: 'dashboard.status.awaitingConfirmation',
};

/** One look per status: what needs the traveller stands out, what is over steps back. */
const pillClasses: Record<TravellerTripStatus, string> = {
  cancelledByUs: 'bg-danger-600 text-white',
  cancelled: 'bg-ink-200 text-ink-900',
  travelled: 'bg-ink-100 text-ink-700',
  onTheRoad: 'bg-accent-500 text-ink-900',
  paymentOverdue: 'bg-accent-100 text-ink-900 ring-1 ring-accent-600 ring-inset',
  paymentDueSoon: 'bg-accent-100 text-ink-900 ring-1 ring-accent-600 ring-inset',
  confirmed: 'bg-success-50 text-success-900',
  awaitingConfirmation: 'bg-brand-100 text-brand-800',
};

/** The card's frame per status (trip cards of the trips list). */
export const statusCardClasses: Record<TravellerTripStatus, string> = {
  cancelledByUs: 'border-danger-600 border-l-4 bg-danger-50/40',
  cancelled: 'border-ink-200 bg-ink-50',
  travelled: 'border-ink-200 bg-white',
  onTheRoad: 'border-accent-500 border-2 bg-accent-100/40',
  paymentOverdue: 'border-accent-600 border-l-4 bg-white',
  paymentDueSoon: 'border-accent-600 border-l-4 bg-white',
  confirmed: 'border-success-600 border-l-4 bg-white',
  awaitingConfirmation: 'border-brand-600 border-l-4 bg-white',
};

function Dot({ status }: { status: TravellerTripStatus }) {
  if (status === 'onTheRoad') {
    return <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-ink-900" />;
  }
  if (status === 'cancelledByUs') return <span aria-hidden="true">✕</span>;
  if (status === 'paymentOverdue' || status === 'paymentDueSoon') {
    return <span aria-hidden="true">!</span>;
  }
  if (status === 'confirmed') return <span aria-hidden="true">✓</span>;
  return null;
}

/** The traveller's status of a booked trip (never a sales status): see `getTravellerTripStatus`. */
export function travellerStatusOf(booking: BookingSummary, variant: Variant, now = new Date()) {
  const paymentState = isBookingCancelled(booking)
    ? null
    : getBookingPaymentState({ booking, now, timeZone: variant.timeZone });
  return getTravellerTripStatus({
    bookingStatus: booking.status,
    tour: booking.tour,
    paymentState,
    now,
  });
}

export function TravellerStatusPill({
  status,
  className = '',
}: {
  status: TravellerTripStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${pillClasses[status]} ${className}`}
    >
      <Dot status={status} />
      <span className="sr-only">{t('dashboard.status.label')}: </span>
      {t(travellerStatusKeys[status])}
    </span>
  );
}
