import { z } from 'zod';
import { flightSegmentSchema } from './flight-segment';

/*
 * Trips and bookings (account-area §2, §3, §4). Amounts are integer cents in the booking's own
 * currency (`currency` on the booking): a booking made in GBP stays in GBP whatever variant shows it.
 * Dates are ISO strings: calendar days as `YYYY-MM-DD`, instants as ISO date-times with offset.
 * Derived facts (confirmed, departed, payment state...) are not sent: the web computes them with
 * `@wayfarer/domain` from these fields.
 */

/**
 * Tour statuses: the spec's NOT_AVAILABLE, CANCELLED, TO_CANCEL plus the states of a tour that runs
 * (the domain's `TourStatus`). Almost full, sold out and waiting list come from `availableSeats`
 * and `onRequest`, not from the status (see the domain's `getTripStatusLabel`).
 */
export const tourStatuses = [
  'PLANNED',
  'ALMOST_CONFIRMED',
  'CONFIRMED',
  'NOT_AVAILABLE',
  'CANCELLED',
  'TO_CANCEL',
] as const;
export const tourStatusSchema = z.enum(tourStatuses);
export type TourStatus = z.infer<typeof tourStatusSchema>;

/** Status of the tour on the public website; CLOSED once it no longer sells. */
export const publicTourStatuses = ['OPEN', 'CLOSED'] as const;
export const publicTourStatusSchema = z.enum(publicTourStatuses);
export type PublicTourStatus = z.infer<typeof publicTourStatusSchema>;

export const bookingStatuses = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Problems flagged on a booking; PAYMENT means a payment is overdue. */
export const bookingErrors = ['PAYMENT', 'TRAVELER_DATA', 'DOCUMENTS'] as const;
export const bookingErrorSchema = z.enum(bookingErrors);
export type BookingError = z.infer<typeof bookingErrorSchema>;

export const ageRanges = ['25-35', '35+'] as const;
export const ageRangeSchema = z.enum(ageRanges);
export type AgeRange = z.infer<typeof ageRangeSchema>;

/** The account area shows EUR and GBP only (account-area §9). */
export const bookingCurrencies = ['EUR', 'GBP'] as const;
export const bookingCurrencySchema = z.enum(bookingCurrencies);
export type BookingCurrency = z.infer<typeof bookingCurrencySchema>;

export const priceLineKinds = [
  'pricePerPerson',
  'privateRoomSupplement',
  'cancellationOption',
  'promoCode',
  'giftCard',
  'voucher',
  'bonus',
  'rounding',
  'total',
  'deposit',
  'balance',
  'integration',
] as const;
export const priceLineKindSchema = z.enum(priceLineKinds);
export type PriceLineKind = z.infer<typeof priceLineKindSchema>;

/** Price lines whose amounts add up to the `total` line; the others split the total into payments. */
export const priceComponentKinds = [
  'pricePerPerson',
  'privateRoomSupplement',
  'cancellationOption',
  'promoCode',
  'giftCard',
  'voucher',
  'bonus',
  'rounding',
] as const satisfies readonly PriceLineKind[];

export const paymentKinds = ['deposit', 'balance', 'integration'] as const;
export const paymentKindSchema = z.enum(paymentKinds);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

export const refundKinds = ['money', 'giftCard'] as const;
export const refundKindSchema = z.enum(refundKinds);
export type RefundKind = z.infer<typeof refundKindSchema>;

export const coordinatorSocialTypes = ['instagram', 'facebook', 'tiktok', 'website'] as const;
export const coordinatorSocialTypeSchema = z.enum(coordinatorSocialTypes);
export type CoordinatorSocialType = z.infer<typeof coordinatorSocialTypeSchema>;

/** Pre-departure checklist item types (account-area §3). */
export const checklistItemTypeValues = [
  'FLIGHT_INFO',
  'ITINERARY_DETAILS',
  'COORDINATOR',
  'FAQ',
  'EXTRAS',
  'PAYMENT',
  'TRAVELER_DATA',
  'SOCIAL_GROUP',
] as const;

/**
 * Items the traveller marks done (or not done) by hand: reading the itinerary and the FAQ,
 * meeting the coordinator, looking at the extras, joining the social group. The call that does it
 * is in checklist.ts; the list is here, in the start part, for the booking page's checklist.
 *
 * FLIGHT_INFO, PAYMENT and TRAVELER_DATA follow the booking's data instead (flights shared or no
 * flight needed, payments made, traveller data complete): whatever records that data sets them,
 * and the API refuses them as a bad `type`.
 */
export const manualChecklistItemTypes = [
  'ITINERARY_DETAILS',
  'COORDINATOR',
  'FAQ',
  'EXTRAS',
  'SOCIAL_GROUP',
] as const satisfies readonly (typeof checklistItemTypeValues)[number][];

export const checklistItemTypeSchema = z.enum(checklistItemTypeValues);

/** Human-readable, copyable booking id: `WF-<yy>-<5 digits>`. */
export const bookingIdSchema = z
  .string()
  .regex(/^WF-\d{2}-\d{5}$/, 'Expected a booking id like WF-24-00123');

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
/** Every amount of a booking: integer cents of the booking's `currency` (format with `inCents`). */
const cents = z.number().int().describe('Integer amount in cents of the booking currency');

export const bookingTourSchema = z.object({
  id: z.uuid(),
  status: tourStatusSchema,
  startingDate: isoDate,
  endingDate: isoDate,
  confirmedAt: isoDateTime.nullable(),
  /** Calendar days from the first to the last day, both included. */
  days: z.number().int().min(1),
  nights: z.number().int().min(0),
  /** Seats still for sale (almost full at 3 or fewer, sold out at 0). */
  availableSeats: z.number().int().min(0),
  /** Places only on request: the trip status label is 'waiting list'. */
  onRequest: z.boolean(),
});

export const bookingTravelSchema = z.object({
  id: z.uuid(),
  /** Key of the travel page on the public website (with #itinerary and #faq anchors). */
  slug: z.string(),
  title: z.string(),
  destination: z.string(),
  ageRange: ageRangeSchema,
});

export const coordinatorSummarySchema = z.object({
  /** Key of the coordinator page on the public website. */
  nickname: z.string(),
  name: z.string(),
  pictureImage: z.string().nullable(),
});

export const coordinatorSchema = coordinatorSummarySchema
  .extend({
    bio: z.string(),
    /** Years old today, when the birth year is known. */
    age: z.number().int().nullable(),
    yearsWithCompany: z.number().int().min(0),
    tripsDone: z.number().int().min(0),
    city: z.string().nullable(),
    socialLinks: z.array(z.object({ type: coordinatorSocialTypeSchema, url: z.url() })),
    isAmbassador: z.boolean(),
  })
  .meta({ id: 'Coordinator' });
export type Coordinator = z.infer<typeof coordinatorSchema>;

const bookingCommon = {
  /** Booking id shown to the traveller and copied by the copy button. */
  id: bookingIdSchema,
  status: bookingStatusSchema,
  errors: z.array(bookingErrorSchema),
  currency: bookingCurrencySchema,
  createdAt: isoDateTime,
  tour: bookingTourSchema,
  publicTour: z.object({ status: publicTourStatusSchema }).nullable(),
  travel: bookingTravelSchema,
  /** Partner name set for partner-paid bookings (a partner booking), else null. */
  publicOrder: z.object({ partner: z.string().nullable() }),
  /** The booking's total price (its `total` price line). */
  totalAmount: cents,
  /** Sum of the paid payment-schedule entries. */
  paidAmount: cents,
  /** The earliest unpaid entry of the payment schedule (what the payment state is about). */
  nextPayment: z.object({ amount: cents, dueDate: isoDate }).nullable(),
  /**
   * What is left to complete (account-area §4): from the booking's errors and the traveller's
   * documents as this trip judges them.
   */
  completeness: z.object({
    complete: z.boolean(),
    travelerDataToComplete: z.boolean(),
    paymentToComplete: z.boolean(),
    documentsToComplete: z.boolean(),
  }),
  travellersCount: z.number().int().min(1),
};

export const bookingSummarySchema = z
  .object({ ...bookingCommon, coordinator: coordinatorSummarySchema.nullable() })
  .meta({ id: 'BookingSummary' });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingTravellerSchema = z.object({
  id: z.uuid(),
  /** The traveller's account, when they have one. */
  userId: z.uuid().nullable(),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  isLeader: z.boolean(),
});
export type BookingTraveller = z.infer<typeof bookingTravellerSchema>;

export const priceLineSchema = z.object({
  kind: priceLineKindSchema,
  label: z.string(),
  /** Promo code, gift card or voucher code, when the line has one. */
  code: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitAmount: cents,
  /** unitAmount × quantity; negative for discounts. */
  amount: cents,
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const scheduledPaymentSchema = z.object({
  id: z.uuid(),
  kind: paymentKindSchema,
  amount: cents,
  dueDate: isoDate,
  paidAt: isoDateTime.nullable(),
});
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  kind: refundKindSchema,
  amount: cents,
  /** When the refund was made; null while it is on its way. */
  refundedAt: isoDateTime.nullable(),
  /** For a refund as a gift card: its code and last valid day (one year after issue). */
  giftCard: z.object({ code: z.string(), expiresOn: isoDate }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const checklistItemSchema = z.object({
  type: checklistItemTypeSchema,
  completed: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const bookingSchema = z
  .object({
    ...bookingCommon,
    tour: bookingTourSchema.extend({
      meetingPoint: z.string().nullable(),
      insuranceInfo: z.string().nullable(),
    }),
    coordinator: coordinatorSchema.nullable(),
    /** Flexible cancellation bought with the booking (the cancellation option price line). */
    hasCancellationOption: z.boolean(),
    cancelledAt: isoDateTime.nullable(),
    travellers: z.array(bookingTravellerSchema),
    priceLines: z.array(priceLineSchema),
    paymentSchedule: z.array(scheduledPaymentSchema),
    refunds: z.array(refundSchema),
    /** The leader's flights (flights module; each traveller's: GET .../flights). */
    outboundFlights: z.array(flightSegmentSchema),
    inboundFlights: z.array(flightSegmentSchema),
    /** The leader declared they need no flight. */
    noFlightNeeded: z.boolean(),
    /** The checklist of the traveller marked isLeader. */
    preDepartureChecklist: z.array(checklistItemSchema),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsResponseSchema = z
  .object({ data: z.array(bookingSummarySchema) })
  .meta({ id: 'BookingsResponse' });
export type BookingsResponse = z.infer<typeof bookingsResponseSchema>;

export const bookingResponseSchema = z
  .object({ data: bookingSchema })
  .meta({ id: 'BookingResponse' });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const userBookingsParamsSchema = z.object({ id: z.uuid() });
export const userBookingParamsSchema = z.object({ id: z.uuid(), bookingId: bookingIdSchema });
