import { z } from 'zod';
import { idempotencyKeySchema } from './tour-change';

/*
 * Refer a friend (account-area §3 Referral, §4, §5, §9). The counts, the balance, whether the
 * traveller may invite and each promo code's status are worked out on the server with the
 * domain's referral rules (`@wayfarer/domain`), so the web shows them as they come.
 */

/** A generated discount code: ACTIVE until used; INACTIVE when switched off or past its last day. */
export const referralPromoCodeStatuses = ['ACTIVE', 'INACTIVE', 'USED'] as const;
export const referralPromoCodeStatusSchema = z.enum(referralPromoCodeStatuses);
export type ReferralPromoCodeStatus = z.infer<typeof referralPromoCodeStatusSchema>;

const percent = z.number().int().min(0).max(100);

/** The rules of the programme as numbers, for the rules text (account-area §5, §9). */
export const referralRulesSchema = z.object({
  /** What the friend gets off their first trip. */
  friendDiscountPercent: percent,
  /** The friend's age range, both included. */
  friendMinAge: z.number().int(),
  friendMaxAge: z.number().int(),
  /** What each friend who departs adds to the traveller's balance. */
  percentPerDepartedFriend: percent,
  /** The balance never goes above this. */
  maxPercent: percent,
  /** A generated code is for this many people. */
  codePeople: z.number().int().min(1),
  /** Completed bookings the traveller needs before inviting. */
  minCompletedBookings: z.number().int().min(0),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const referralPromoCodeSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    /** The discount, in percent: the balance it was generated from. */
    percent,
    /** Always 1: a generated code is for one person. */
    people: z.number().int().min(1),
    status: referralPromoCodeStatusSchema,
    generatedAt: z.iso.datetime({ offset: true }),
    /** When it was used; null until then. */
    usedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Its last valid day, when it has one. */
    expiresOn: z.iso.date().nullable(),
  })
  .meta({ id: 'ReferralPromoCode' });
export type ReferralPromoCode = z.infer<typeof referralPromoCodeSchema>;

export const referralCountsSchema = z.object({
  /** Friends invited with the traveller's code. */
  invited: z.number().int().min(0),
  /** Invited friends whose first trip has departed. */
  departed: z.number().int().min(0),
  /** Discount codes the traveller generated. */
  generatedDiscounts: z.number().int().min(0),
});
export type ReferralCounts = z.infer<typeof referralCountsSchema>;

export const referralSchema = z
  .object({
    /** The traveller's personal code, which friends use on their first booking. */
    code: z.string(),
    /** The public website's booking page with the code (the variant's own website). */
    invitationLink: z.url(),
    rules: referralRulesSchema,
    counts: referralCountsSchema,
    /** Redeemable balance, in percent (a multiple of 5 from 0 to 50). */
    balance: percent,
    /** The traveller has a completed booking, so their code works for friends. */
    canInvite: z.boolean(),
    /** A discount code can be generated now (may invite and the balance is above 0). */
    canGenerateDiscount: z.boolean(),
    /** Most recent first. */
    promoCodes: z.array(referralPromoCodeSchema),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

export const referralResponseSchema = z
  .object({ data: referralSchema })
  .meta({ id: 'ReferralResponse' });
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

/**
 * Body of the POST that turns the balance into a discount code. The client makes one key per
 * press of the button and sends the same key again when it repeats the request: a repeated key
 * answers the code made the first time (with `Idempotent-Replayed: true`) instead of making
 * another. The key travels in the body, as for the tour change.
 */
export const referralDiscountRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
  })
  .meta({ id: 'ReferralDiscountRequest' });
export type ReferralDiscountRequest = z.infer<typeof referralDiscountRequestSchema>;

/** The new (or, for a repeated key, the earlier) code and the traveller's referral afterwards. */
export const referralDiscountResponseSchema = z
  .object({ data: z.object({ promoCode: referralPromoCodeSchema, referral: referralSchema }) })
  .meta({ id: 'ReferralDiscountResponse' });
export type ReferralDiscountResponse = z.infer<typeof referralDiscountResponseSchema>;

/** Paths of the referral API (Fastify syntax); params are `userIdParamsSchema`. */
export const referralApiPaths = {
  referral: '/api/users/:id/referral',
  discounts: '/api/users/:id/referral/discounts',
} as const;
