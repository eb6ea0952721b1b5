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
  variantForHost,
  variantIds,
  variants,
} from './variants';
export { formatMoney } from './money';
export { type DateInput, countCalendarDaysUntil } from './date-input';
export { formatDate, parseDate } from './dates';
export { selectPlural } from './plural';
export { type RouteName, routeNames, routePatterns, signInPaths } from './route-patterns';
export { getRouteNameForPath, isAccountPagePath, pathFor, resolveRoutingKey } from './routes';
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
  isDepartureCancelled,
  isBookingPaid,
  isConcluded,
  isDepartureSoon,
  isPartnerBooking,
  isTourConfirmed,
  isTourStatusHidden,
  isTripOver,
  isTripUnderWay,
  tourStatuses,
} from './booking-facts';
export {
  type TripStatusLabel,
  type TripStatusTour,
  ALMOST_FULL_SEATS,
  type TravellerTripStatus,
  getTravellerTripStatus,
  getTripStatusLabel,
  travellerTripStatuses,
  tripStatusLabels,
} from './trip-status';
export { type LeftToDoItem, type LeftToDoBooking, getLeftToDo } from './left-to-do';
export {
  type BookingPayments,
  type OverduePaymentDeadline,
  type PaymentInstallment,
  type PaymentState,
  EXPIRING_DAYS,
  OVERDUE_HOURS_TO_PAY,
  getBookingPaymentState,
  getOverduePaymentDeadline,
  isBookingFullyPaid,
  getPaymentState,
  paymentStates,
} from './payments';
export {
  type BookingCompleteness,
  type DocumentStatus,
  DOCUMENTS_BOOKING_ERROR,
  TRAVELER_DATA_BOOKING_ERROR,
  documentStatuses,
  getAbsentDocumentStatus,
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
  withPaymentItemDone,
} from './checklist';
export { type CalendarDateInput, type CalendarDay, getAge, readCalendarDay } from './calendar-day';
export { normalizeTaxId } from './tax-id-text';
export { getItalianTaxCodeCheckCharacter, isValidItalianTaxCode } from './italian-tax-code';
export {
  type SpanishTaxIdType,
  getSpanishTaxIdType,
  isValidSpanishTaxId,
  spanishTaxIdTypes,
} from './spanish-tax-id';
export { isValidSdiCode, isValidVatNumber, vatNumberCountries } from './vat-numbers';
export { isValidPhoneNumber, normalizePhoneNumber } from './phone-numbers';
export {
  type Address,
  type AddressLocation,
  type AddressLocationInput,
  type AddressType,
  type BillingAddress,
  type BillingAddressChange,
  type BillingFor,
  type BillingInfoBusiness,
  type BillingInfoIndividual,
  type BillingInput,
  type BuildAddressesError,
  type BuildAddressesResult,
  type ResidenceAddress,
  billingForValues,
  buildAddresses,
  billingUnlockDays,
  canChangeBillingAddress,
  getBillingAddress,
  getBillingAddressChange,
  getBillingUnlockExpiry,
  getResidenceAddress,
} from './addresses';
export {
  type Gender,
  type PersonalData,
  type PersonalDataField,
  type PhoneInput,
  LEGAL_AGE,
  TRAVELLER_AGE_RANGE,
  countEmptyPersonalDataFields,
  getEmptyPersonalDataFields,
  isDateAfterToday,
  isDateBeforeToday,
  isAgeInAcceptableRange,
  isOfLegalAge,
  isTaxCodeMandatory,
  isValidTaxCode,
  personalDataFields,
} from './personal-data';
export {
  type TourChangeBlockReason,
  type TourChangeBooking,
  type TourChangeCandidate,
  type TourChangeCurrent,
  type TourChangeDeparture,
  type TourChangeEligibility,
  type TourChangeRejection,
  TOUR_CHANGE_BOOKING_STATUSES,
  TOUR_CHANGE_INTERVAL_DAYS,
  TOUR_CHANGE_MIN_DAYS_BEFORE_DEPARTURE,
  TOUR_CHANGE_MIN_DAYS_FLEXIBLE,
  getNextTourChangeDate,
  getPriceDifference,
  getTourChangeCandidateRejection,
  getTourChangeCandidates,
  getTourChangeEligibility,
  getTourChangeMinDaysBeforeDeparture,
  isVoluntaryTourChange,
  shouldPromptTourChange,
  tourChangeBlockReasons,
} from './tour-change';
export {
  type ReferralCounts,
  type ReferralPromoCode,
  type ReferralPromoCodeStatus,
  type ReferredFriend,
  FRIEND_DISCOUNT_PERCENT,
  FRIEND_MAX_AGE,
  FRIEND_MIN_AGE,
  REFERRAL_CODE_PEOPLE,
  REFERRER_MAX_PERCENT,
  REFERRER_PERCENT_PER_FRIEND,
  canGenerateReferralDiscount,
  canInvite,
  countCompletedBookings,
  getReferralBalance,
  getReferralCounts,
  getReferralPromoCodeStatus,
  isEligibleFriend,
  referralPromoCodeStatuses,
} from './referral';
export {
  createNameScrubber,
  filtered,
  isSensitiveKey,
  scrubText,
  scrubUrl,
  scrubValue,
} from './scrub-personal-data';
export { scrubBreadcrumb, scrubErrorEvent, scrubFrame } from './scrub-error-event';
export type { ErrorEventScrubRules } from './scrub-error-event';
export {
  type LocalizedText,
  type LocalizedTextChoice,
  contentLanguageOrder,
  countryListName,
  destinationName,
  destinationSubdivisions,
  type DestinationSubdivision,
  localizeText,
  pickLocalizedText,
} from './localized-text';
export { type CreditAmount, type CreditTotal, getCreditTotals, sortCredits } from './credits';
export {
  type AccountSignInState,
  accountSignInDelayMs,
  accountSignInWaitMs,
  cleanAddressMaxDelayMs,
  firstSignInDelayMs,
  freeAccountFailures,
  freePairFailures,
  maxSignInDelayMs,
  pairSignInDelayMs,
} from './sign-in-throttle';
export { isWebhookDelivered, nextWebhookAttemptDelaySeconds } from './webhook-retries';
export {
  type PasswordProblem,
  maxPasswordLength,
  minPasswordLength,
  passwordProblem,
} from './password-rules';
export { mailRetryDelayMs, maxMailAttempts } from './mail-retries';
export {
  type RejectionFindings,
  REVIEW_LEASE_MINUTES,
  holdsReviewClaim,
  rejectionFindings,
} from './document-review';
export {
  type AccountDeletionBlocker,
  type AccountDeletionBooking,
  ACCOUNT_DELETION_GRACE_DAYS,
  accountDeletionBlockers,
  getAccountDeletionBlocker,
  getAccountDeletionEligibility,
  getAccountErasureDate,
} from './account-deletion';
export {
  type DataExportRefusal,
  type DataExportStatus,
  type StoredDataExportStatus,
  DATA_EXPORT_DAILY_LIMIT,
  DATA_EXPORT_LIMIT_WINDOW_HOURS,
  DATA_EXPORT_OFFERED_DAYS,
  DATA_EXPORT_ROW_KEPT_DAYS,
  getDataExportExpiry,
  getDataExportRefusal,
  getDataExportRequestsLeft,
  getDataExportRetryAt,
  getDataExportStatus,
} from './data-export';
export {
  type PasskeyRelyingParty,
  MAX_PASSKEY_NAME_LENGTH,
  getDefaultPasskeyName,
  getPasskeyRelyingParty,
} from './passkeys';
