export {
  type CurrencyCode,
  type CurrencySettings,
  type Language,
  type Variant,
  type VariantId,
  dateFormats,
  getDefaultCurrency,
  getVariant,
  languages,
  variantIds,
  variants,
} from './variants';
export { formatMoney } from './money';
export { type DateInput, countCalendarDaysUntil } from './date-input';
export { formatDate, parseDate } from './dates';
export { selectPlural } from './plural';
export { type RouteName, routeNames, routePatterns, signInPaths } from './route-patterns';
export { getRouteNameForPath, pathFor, resolveRoutingKey } from './routes';
export { publicWebsiteUrl } from './public-website-url';
export { type Breadcrumb, getBreadcrumbs } from './breadcrumbs';
export {
  type FlightSegmentsCount,
  type PublicTourStatus,
  type TourStatus,
  CANCELLED_BOOKING_STATUS,
  DEPARTURE_SOON_DAYS,
  PAYMENT_BOOKING_ERROR,
  getFlightSegmentsCount,
  hasDeparted,
  isBookingCancelled,
  isBookingPaid,
  isConcluded,
  isDepartureSoon,
  isPartnerBooking,
  isTourConfirmed,
  isTourStatusHidden,
  tourStatuses,
} from './booking-facts';
export {
  type TripStatusLabel,
  type TripStatusTour,
  ALMOST_FULL_SEATS,
  getTripStatusLabel,
  tripStatusLabels,
} from './trip-status';
export {
  type PaymentInstallment,
  type PaymentState,
  EXPIRING_DAYS,
  OVERDUE_HOURS_TO_PAY,
  getOverduePaymentDeadline,
  getPaymentState,
  paymentStates,
} from './payments';
export {
  type BookingCompleteness,
  type DocumentStatus,
  DOCUMENTS_BOOKING_ERROR,
  TRAVELER_DATA_BOOKING_ERROR,
  documentStatuses,
  getBookingCompleteness,
} from './booking-completeness';
export { type RefundTiming, DEPOSIT_GIFT_CARD_VALIDITY_MONTHS, getRefundTiming } from './refunds';
export { type GroupableBooking, type GroupedBookings, groupBookings } from './group-bookings';
export {
  type ChecklistItem,
  type ChecklistItemType,
  type ChecklistProgress,
  type FlightStep,
  checklistHashFor,
  checklistItemTypes,
  flightSteps,
  getChecklistProgress,
  getFlightStep,
  getOpenChecklistItems,
  isChecklistLocked,
  parseChecklistHash,
} from './checklist';
