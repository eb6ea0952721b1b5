import { z } from 'zod';
import { bookingCurrencySchema, bookingSchema, tourStatusSchema } from './bookings';

/*
 * Self tour change (account-area §2 trip-change modal, §4, §7, §8, §9): whether a traveller may
 * move their booking to another departure by themselves, to which ones, and the move itself.
 * Amounts are integer cents of the booking's currency (every departure offered is priced in it).
 */

/** Why a booking may not be changed now (account-area §8); each has its own message. */
export const tourChangeBlockReasonValues = [
  'BOOKING_INCOMPLETE',
  'TOUR_DEPARTURE_TOO_CLOSE',
  'REQUEST_LIMIT_REACHED',
  'INSUFFICIENT_TOUR_CAPACITY',
  'INVALID_ORDER_STATUS',
] as const;
export const tourChangeBlockReasonSchema = z.enum(tourChangeBlockReasonValues);
export type TourChangeBlockReason = z.infer<typeof tourChangeBlockReasonSchema>;

/** What the traveller must be told before choosing. */
export const tourChangeNoticeValues = [
  /** A voluntary change: flights already bought are not refunded. */
  'FLIGHTS_NOT_REFUNDED',
] as const;
export const tourChangeNoticeSchema = z.enum(tourChangeNoticeValues);
export type TourChangeNotice = z.infer<typeof tourChangeNoticeSchema>;

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const cents = z.number().int().describe('Integer amount in cents of the booking currency');

/** A departure the booking may move to. */
export const tourChangeDepartureSchema = z
  .object({
    /** The tour to send as `tourId`. */
    tourId: z.uuid(),
    status: tourStatusSchema,
    startingDate: isoDate,
    endingDate: isoDate,
    /** Calendar days from the first to the last day, both included. */
    days: z.number().int().min(1),
    nights: z.number().int().min(0),
    /** Seats still for sale (at least the booking's travellers). */
    availableSeats: z.number().int().min(1),
    pricePerPerson: cents,
    /** For the whole booking: positive to pay, negative to be refunded, 0 for neither. */
    priceDifference: cents,
  })
  .meta({ id: 'TourChangeDeparture' });
export type TourChangeDeparture = z.infer<typeof tourChangeDepartureSchema>;

export const tourChangeAvailabilitySchema = z
  .discriminatedUnion('allowed', [
    z.object({
      allowed: z.literal(true),
      /** False when the booking's tour is cancelled: the traveller is moved off a trip that will not run. */
      voluntary: z.boolean(),
      currency: bookingCurrencySchema,
      /** Seats the booking takes on the new departure: its travellers. */
      travellersCount: z.number().int().min(1),
      /** Soonest first; never empty. */
      departures: z.array(tourChangeDepartureSchema).min(1),
      notices: z.array(tourChangeNoticeSchema),
    }),
    z.object({
      allowed: z.literal(false),
      reason: tourChangeBlockReasonSchema,
      /** With REQUEST_LIMIT_REACHED: the first day a change is possible again; else null. */
      nextChangeDate: isoDate.nullable(),
    }),
  ])
  .meta({ id: 'TourChangeAvailability' });
export type TourChangeAvailability = z.infer<typeof tourChangeAvailabilitySchema>;

export const tourChangeAvailabilityResponseSchema = z
  .object({ data: tourChangeAvailabilitySchema })
  .meta({ id: 'TourChangeAvailabilityResponse' });
export type TourChangeAvailabilityResponse = z.infer<typeof tourChangeAvailabilityResponseSchema>;

/**
 * A key the client makes once per change it means (a random UUID): sending the same request again
 * with it gives the same answer and never a second change.
 */
export const idempotencyKeySchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits and - _ . : only (a UUID is fine)');

/**
 * Body of the POST. The idempotency key travels in the body, not in an `Idempotency-Key` header:
 * one schema validates it, and every client (SPA or Bearer) sends it the same way.
 */
export const tourChangeRequestSchema = z
  .object({ tourId: z.uuid(), idempotencyKey: idempotencyKeySchema })
  .meta({ id: 'TourChangeRequest' });
export type TourChangeRequest = z.infer<typeof tourChangeRequestSchema>;

/** How the price difference is settled. */
export const tourChangeSettlementSchema = z.discriminatedUnion('kind', [
  /** Nothing to pay or refund. */
  z.object({ kind: z.literal('none') }),
  /** A new installment of the payment schedule (`paymentId`), due on `dueDate`. */
  z.object({ kind: z.literal('payment'), paymentId: z.uuid(), amount: cents, dueDate: isoDate }),
  /** A refund on its way (`refundId`, in the booking's refunds). */
  z.object({ kind: z.literal('refund'), refundId: z.uuid(), amount: cents }),
]);
export type TourChangeSettlement = z.infer<typeof tourChangeSettlementSchema>;

export const tourChangeSchema = z
  .object({
    id: z.uuid(),
    bookingId: z.string(),
    fromTourId: z.uuid(),
    toTourId: z.uuid(),
    /** Positive paid, negative refunded; the booking's currency. */
    priceDifference: cents,
    currency: bookingCurrencySchema,
    voluntary: z.boolean(),
    settlement: tourChangeSettlementSchema,
    changedAt: isoDateTime,
  })
  .meta({ id: 'TourChange' });
export type TourChange = z.infer<typeof tourChangeSchema>;

/** The change made (the same one for a repeated key) and the booking as it is now. */
export const tourChangeResponseSchema = z
  .object({ data: z.object({ change: tourChangeSchema, booking: bookingSchema }) })
  .meta({ id: 'TourChangeResponse' });
export type TourChangeResponse = z.infer<typeof tourChangeResponseSchema>;

/** Paths of the self-tour-change API (Fastify syntax); params are `userBookingParamsSchema`. */
export const tourChangeApiPaths = {
  selfTourChange: '/api/users/:id/bookings/:bookingId/self-tour-change',
} as const;
