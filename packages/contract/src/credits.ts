import { z } from 'zod';
import { bookingCurrencySchema, bookingIdSchema } from './bookings';

/*
 * Credits (account-area §2 "credits", §4 "deposit refunded as a gift card valid one year", §9):
 * the traveller's gift cards, vouchers and credits. A deposit refunded as a gift card comes from
 * the booking's refunds; the others from the credits table.
 */

export const creditKinds = ['giftCard', 'voucher', 'credit'] as const;
export const creditKindSchema = z.enum(creditKinds);
export type CreditKind = z.infer<typeof creditKindSchema>;

/**
 * Where a credit comes from: a cancelled booking's deposit refunded as a gift card, the price
 * difference of a trip change, a gesture of customer care, a welcome offer, or a gift card bought
 * by someone else for the traveller.
 */
export const creditOrigins = [
  'depositRefund',
  'tourChange',
  'goodwill',
  'welcome',
  'giftPurchase',
] as const;
export const creditOriginSchema = z.enum(creditOrigins);
export type CreditOrigin = z.infer<typeof creditOriginSchema>;

/**
 * PENDING: not issued yet (the refund is on its way); USED: spent on a booking (or otherwise);
 * EXPIRED: past its last valid day; ACTIVE: can be spent.
 */
export const creditStatuses = ['ACTIVE', 'USED', 'EXPIRED', 'PENDING'] as const;
export const creditStatusSchema = z.enum(creditStatuses);
export type CreditStatus = z.infer<typeof creditStatusSchema>;

export const creditSchema = z
  .object({
    id: z.uuid(),
    kind: creditKindSchema,
    /** The code to type at checkout; null for a credit kept on the account. */
    code: z.string().nullable(),
    /** Integer cents of `currency`. */
    amount: z.number().int().min(0),
    currency: bookingCurrencySchema,
    origin: z.object({
      type: creditOriginSchema,
      /** The booking it came from (the cancelled booking, the changed trip), when there is one. */
      bookingId: bookingIdSchema.nullable(),
      /** That booking's trip title. */
      tripTitle: z.string().nullable(),
    }),
    /** When it was issued; null while pending. */
    issuedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Its last valid day, when it has one. */
    expiresOn: z.iso.date().nullable(),
    status: creditStatusSchema,
    /** The booking it was spent on, when it was spent on one. */
    usedOnBookingId: bookingIdSchema.nullable(),
  })
  .meta({ id: 'Credit' });
export type Credit = z.infer<typeof creditSchema>;

export const creditsResponseSchema = z
  .object({ data: z.array(creditSchema) })
  .meta({ id: 'CreditsResponse' });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** Paths of the credits API (Fastify syntax); params are `userIdParamsSchema`. */
export const creditsApiPaths = {
  list: '/api/users/:id/credits',
} as const;
