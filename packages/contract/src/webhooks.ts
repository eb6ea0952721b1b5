import { z } from 'zod';

/*
 * Webhooks to the operator (issue 20): what travellers do here, sent to the operator's endpoints
 * as the Standard Webhooks specification describes (https://www.standardwebhooks.com): headers
 * `webhook-id`, `webhook-timestamp`, `webhook-signature`; body `{ type, timestamp, data }`.
 * Every payload names the traveller by our id and, once the operator has given one, theirs.
 */

export const webhookEventTypes = [
  'traveller.updated',
  'traveller.address.updated',
  'consent.updated',
  'document.uploaded',
  'document.verified',
  'document.needs_review',
  'document.rejected',
  'flights.shared',
  'flights.not_needed',
  'checklist.item_done',
  'trip.changed',
  'referral.discount_generated',
  'alert.removed',
  'traveller.deleted',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

const traveller = {
  travellerId: z.uuid(),
  /** The operator's own id of the traveller; null until the operator has sent one. */
  externalTravellerId: z.string().nullable(),
};
const booking = {
  /** Our booking code, e.g. `WF-26-01041`. */
  bookingId: z.string(),
  /** The operator's own id of the booking; null for one it has not sent. */
  externalBookingId: z.string().nullable(),
};

const bookingTraveller = {
  bookingTravellerId: z.string(),
  externalBookingTravellerId: z.string().nullable(),
};

/** The `data` of each event type. */
export const webhookEventDataSchemas = {
  'traveller.updated': z.object({
    ...traveller,
    fields: z.array(z.string()),
    /** The new address, when `fields` has `email` (a confirmed or undone e-mail change). */
    email: z.string().optional(),
  }),
  'traveller.address.updated': z.object({
    ...traveller,
    addressTypes: z.array(z.enum(['RESIDENCE', 'BILLING'])),
  }),
  'consent.updated': z.object({
    ...traveller,
    consents: z.object({
      privacyPolicy: z.boolean(),
      termsAndConditions: z.boolean(),
      marketing: z.boolean(),
      newsletter: z.boolean(),
    }),
  }),
  'document.uploaded': z.object({ ...traveller, documentId: z.uuid(), documentType: z.string() }),
  'document.verified': z.object({ ...traveller, documentId: z.uuid(), documentType: z.string() }),
  'document.needs_review': z.object({
    ...traveller,
    documentId: z.uuid(),
    documentType: z.string(),
  }),
  'document.rejected': z.object({ ...traveller, documentId: z.uuid(), documentType: z.string() }),
  /**
   * The traveller on the booking whose flights these are (the account may share a companion's):
   * Wayfarer's id of that place on the booking, and the operator's id of that traveller.
   */
  'flights.shared': z.object({ ...traveller, ...booking, ...bookingTraveller }),
  'flights.not_needed': z.object({ ...traveller, ...booking, ...bookingTraveller }),
  'checklist.item_done': z.object({ ...traveller, ...booking, item: z.string() }),
  'trip.changed': z.object({
    ...traveller,
    ...booking,
    fromTourId: z.string(),
    toTourId: z.string(),
    /** The operator's ids of the departures left and joined; null for one it has not sent. */
    externalFromDepartureId: z.string().nullable(),
    externalToDepartureId: z.string().nullable(),
  }),
  'referral.discount_generated': z.object({ ...traveller, code: z.string() }),
  /** The alert on a tour (departure) or a travel, named by that tour's or travel's id. */
  'alert.removed': z.object({
    ...traveller,
    alertType: z.enum(['tour', 'travel']),
    targetId: z.string(),
  }),
  /**
   * The traveller's account was erased after their request's grace period: their personal data
   * and documents are gone here, their bookings stay anonymised. Nothing else will come for them.
   */
  'traveller.deleted': z.object({ ...traveller, deletedAt: z.iso.datetime() }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<Type extends WebhookEventType> = z.infer<
  (typeof webhookEventDataSchemas)[Type]
>;

/** The body of a webhook request. */
export const webhookPayloadSchema = z
  .object({
    type: webhookEventTypeSchema,
    timestamp: z.iso.datetime({ offset: true }),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

// ----- Operator management (`/api/operator/v1/webhooks/...`, scope `webhooks:manage`) -----

const endpointUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .describe('Where the events are POSTed (https in production).');

export const webhookEndpointCreateSchema = z
  .object({
    url: endpointUrlSchema,
    /** Event types to receive; empty or left out: every type. */
    eventTypes: z.array(webhookEventTypeSchema).max(webhookEventTypes.length).default([]),
    description: z.string().max(500).default(''),
    enabled: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'WebhookEndpointCreate' });
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z
  .object({
    url: endpointUrlSchema.optional(),
    eventTypes: z.array(webhookEventTypeSchema).max(webhookEventTypes.length).optional(),
    description: z.string().max(500).optional(),
    enabled: z.boolean().optional(),
    /** True: a new secret is made (answered once, in this response). */
    rotateSecret: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'WebhookEndpointUpdate' });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    eventTypes: z.array(webhookEventTypeSchema),
    description: z.string(),
    enabled: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Answered on creation and on a secret rotation: the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string().regex(/^whsec_/) })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z
  .object({ endpoints: z.array(webhookEndpointSchema) })
  .meta({ id: 'WebhookEndpointList' });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'dead'] as const;
export const webhookDeliveryStatusSchema = z.enum(webhookDeliveryStatuses);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    endpointId: z.uuid(),
    /** The message id: the `webhook-id` header, the same on every attempt and replay. */
    eventId: z.string(),
    eventType: webhookEventTypeSchema,
    status: webhookDeliveryStatusSchema,
    attempts: z.number().int().min(0),
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    lastResponseCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    deliveredAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    payload: webhookPayloadSchema,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z
  .object({
    status: webhookDeliveryStatusSchema.optional(),
    endpointId: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** The `nextCursor` of the previous page. */
    cursor: z.string().max(200).optional(),
  })
  .strict();

export const webhookDeliveryListSchema = z
  .object({ deliveries: z.array(webhookDeliverySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'WebhookDeliveryList' });

export const webhookIdParamsSchema = z.object({ id: z.uuid() });
