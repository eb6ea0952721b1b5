import type { CoordinatorSocialType, PaymentKind, PriceLineKind } from '@wayfarer/contract';
import type { PaymentState, RefundTiming, TripStatusLabel } from '@wayfarer/domain';
import type { TranslationKey } from '../../i18n/i18n';

/** Trip status labels: the same texts as the trips list. */
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

/** Price lines are labelled by kind in the traveller's language (the API's label is English). */
export const priceLineKeys: Record<PriceLineKind, TranslationKey> = {
  pricePerPerson: 'booking.payments.lines.pricePerPerson',
  privateRoomSupplement: 'booking.payments.lines.privateRoomSupplement',
  cancellationOption: 'booking.payments.lines.cancellationOption',
  promoCode: 'booking.payments.lines.promoCode',
  giftCard: 'booking.payments.lines.giftCard',
  voucher: 'booking.payments.lines.voucher',
  bonus: 'booking.payments.lines.bonus',
  rounding: 'booking.payments.lines.rounding',
  total: 'booking.payments.lines.total',
  deposit: 'booking.payments.lines.deposit',
  balance: 'booking.payments.lines.balance',
  integration: 'booking.payments.lines.integration',
};

export const paymentKindKeys: Record<PaymentKind, TranslationKey> = {
  deposit: 'booking.payments.lines.deposit',
  balance: 'booking.payments.lines.balance',
  integration: 'booking.payments.lines.integration',
};

export const paymentStateTitleKeys: Record<PaymentState, TranslationKey> = {
  due: 'trips.paymentState.due',
  expiring: 'trips.paymentState.expiring',
  overdue: 'trips.paymentState.overdue',
  paid: 'trips.paymentState.paid',
  completed: 'trips.paymentState.completed',
};

export const refundTimingKeys: Record<
  RefundTiming['appliesTo'],
  Record<RefundTiming['kind'], TranslationKey>
> = {
  refund: {
    days: 'booking.refunds.timing.refund.days',
    businessDays: 'booking.refunds.timing.refund.businessDays',
    workingDays: 'booking.refunds.timing.refund.workingDays',
  },
  fullPayment: {
    days: 'booking.refunds.timing.fullPayment.days',
    businessDays: 'booking.refunds.timing.fullPayment.businessDays',
    workingDays: 'booking.refunds.timing.fullPayment.workingDays',
  },
};

export const socialKeys: Record<CoordinatorSocialType, TranslationKey> = {
  instagram: 'booking.coordinator.social.instagram',
  facebook: 'booking.coordinator.social.facebook',
  tiktok: 'booking.coordinator.social.tiktok',
  website: 'booking.coordinator.social.website',
};

export { viewerTimeZone } from '../../lib/time-zone';
