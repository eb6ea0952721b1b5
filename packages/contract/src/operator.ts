/**
 * The operator API (`/api/operator/v1`): what a travel company's booking system sends. Its own
 * entry (`@wayfarer/contract/operator`): the SPA never loads these schemas. Every resource is keyed
 * by the operator's own id; amounts are integer cents of the booking's currency.
 */
import './zod-config';
import { z } from 'zod';
import { variantIds } from '@wayfarer/domain';
import {
  ageRangeSchema,
  bookingCurrencySchema,
  bookingErrorSchema,
  bookingStatusSchema,
  coordinatorSocialTypeSchema,
  paymentKindSchema,
  priceLineKindSchema,
  publicTourStatusSchema,
  refundKindSchema,
  tourStatusSchema,
} from './bookings';
import {
  documentTypeSchema,
  documentVerificationSchema,
  storedDocumentStatusSchema,
} from './documents';
import { singleLineText, multiLineText } from './text';
import { addressSchema, consentsSchema, userSchema } from './users';
import { operatorScopeSchema } from './operator-scopes';

export * from './operator-scopes';

export const operatorApiPrefix = '/api/operator/v1';

/** An id of the operator's system: what its URLs and records are keyed by. */
export const operatorIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'letters, digits and . _ : - only')
  .describe("The operator's own id");

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const cents = z.number().int().min(-100_000_000).max(100_000_000);
const line = (max = 200) => singleLineText().trim().min(1).max(max);

/** One text per language; at least one. */
export const operatorLocalizedTextSchema = z
  .strictObject({
    en: multiLineText().max(4000).optional(),
    it: multiLineText().max(4000).optional(),
    es: multiLineText().max(4000).optional(),
    fr: multiLineText().max(4000).optional(),
    de: multiLineText().max(4000).optional(),
  })
  .refine((text) => Object.values(text).some((value) => value?.trim()), {
    message: 'at least one language',
  });

/** A tour of the catalogue (a Wayfarer travel): what departures are dates of. */
export const operatorTourSchema = z
  .strictObject({
    /** Key of the tour's page on the public website. */
    slug: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by -'),
    title: operatorLocalizedTextSchema,
    /** The destination key: departures of one destination are alternatives to each other. */
    destination: line(120),
    /** ISO 3166-1 alpha-2 (or 3166-2 for a region booked as its own destination). */
    countryCodes: z
      .array(z.string().regex(/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/, 'an ISO 3166 code'))
      .max(50)
      .default([]),
    ageRange: ageRangeSchema,
  })
  .meta({ id: 'OperatorTour' });
export type OperatorTour = z.infer<typeof operatorTourSchema>;

export const operatorCoordinatorSchema = z
  .strictObject({
    id: operatorIdSchema,
    /** Key of the coordinator's page on the public website. */
    nickname: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, 'lower-case letters and digits'),
    name: line(),
    bio: operatorLocalizedTextSchema.optional(),
    birthYear: z.number().int().min(1900).max(2100).nullable().default(null),
    withCompanySince: z.number().int().min(1950).max(2100),
    tripsDone: z.number().int().min(0).default(0),
    city: operatorLocalizedTextSchema.nullable().default(null),
    socialLinks: z
      .array(z.strictObject({ type: coordinatorSocialTypeSchema, url: z.url().max(500) }))
      .max(10)
      .default([]),
    isAmbassador: z.boolean().default(false),
  })
  .meta({ id: 'OperatorCoordinator' });

/** A dated departure of a tour (a Wayfarer tour): seats, price, status, coordinator. */
export const operatorDepartureSchema = z
  .strictObject({
    tourId: operatorIdSchema,
    status: tourStatusSchema,
    /** Whether the public website still sells it. */
    publicStatus: publicTourStatusSchema.default('OPEN'),
    startingDate: isoDate,
    endingDate: isoDate,
    confirmedAt: isoDateTime.nullable().default(null),
    coordinator: operatorCoordinatorSchema.nullable().default(null),
    meetingPoint: operatorLocalizedTextSchema.nullable().default(null),
    insuranceInfo: operatorLocalizedTextSchema.nullable().default(null),
    capacity: z.number().int().min(0).max(10_000),
    availableSeats: z.number().int().min(0).max(10_000),
    onRequest: z.boolean().default(false),
    pricePerPersonCents: z.number().int().min(0).max(100_000_000),
    currency: bookingCurrencySchema,
  })
  .superRefine((departure, ctx) => {
    if (departure.endingDate < departure.startingDate) {
      ctx.addIssue({ code: 'custom', path: ['endingDate'], message: 'before startingDate' });
    }
    if (departure.availableSeats > departure.capacity) {
      ctx.addIssue({ code: 'custom', path: ['availableSeats'], message: 'more than capacity' });
    }
  })
  .meta({ id: 'OperatorDeparture' });
export type OperatorDeparture = z.infer<typeof operatorDepartureSchema>;

export const operatorTravellerSchema = z.strictObject({
  id: operatorIdSchema,
  name: line(),
  lastname: line(),
  /** Links the traveller to their Wayfarer account (created, and invited, when new). */
  email: z.email().max(254).nullable().default(null),
  /** The traveller who leads the booking (holds its checklist); else the first one. */
  isLeader: z.boolean().default(false),
});

export const operatorPriceLineSchema = z.strictObject({
  kind: priceLineKindSchema,
  label: line(),
  code: line(100).nullable().default(null),
  quantity: z.number().int().min(1).max(1000).default(1),
  unitAmountCents: cents,
});

/**
 * One instalment of the payment schedule: due on `dueDate`, paid when `paidAt` is set. The
 * schedule and the payments received are this one list.
 */
export const operatorPaymentSchema = z.strictObject({
  id: operatorIdSchema,
  kind: paymentKindSchema,
  amountCents: cents,
  dueDate: isoDate,
  paidAt: isoDateTime.nullable().default(null),
});

export const operatorRefundSchema = z
  .strictObject({
    id: operatorIdSchema,
    kind: refundKindSchema,
    amountCents: z.number().int().min(0).max(100_000_000),
    /** Null while the refund is on its way. */
    refundedAt: isoDateTime.nullable().default(null),
    /** With kind giftCard: the card's code and last valid day. */
    giftCard: z
      .strictObject({ code: line(100), expiresOn: isoDate })
      .nullable()
      .default(null),
  })
  .superRefine((refund, ctx) => {
    if ((refund.kind === 'giftCard') !== (refund.giftCard !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['giftCard'],
        message: 'required with kind giftCard, and only then',
      });
    }
  });

const uniqueIds = (items: { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

export const operatorBookingSchema = z
  .strictObject({
    departureId: operatorIdSchema,
    status: bookingStatusSchema,
    errors: z.array(bookingErrorSchema).max(3).default([]),
    currency: bookingCurrencySchema,
    /** The site a new traveller is invited on (language of the invitation). */
    variant: z.enum(variantIds as [string, ...string[]]).default('international'),
    partnerName: line().nullable().default(null),
    hasCancellationOption: z.boolean().default(false),
    /**
     * The traveller whose account the booking belongs to (who booked it), when that is not the
     * leader: e.g. a companion who booked for a group a friend leads.
     */
    ownerTravellerId: operatorIdSchema.optional(),
    createdAt: isoDateTime.optional(),
    cancelledAt: isoDateTime.nullable().default(null),
    travellers: z
      .array(operatorTravellerSchema)
      .min(1)
      .max(50)
      .refine(uniqueIds, 'ids must be unique')
      .refine((list) => list.filter((t) => t.isLeader).length <= 1, 'at most one leader'),
    priceLines: z.array(operatorPriceLineSchema).max(100).default([]),
    payments: z
      .array(operatorPaymentSchema)
      .max(50)
      .default([])
      .refine(uniqueIds, 'ids must be unique'),
    refunds: z
      .array(operatorRefundSchema)
      .max(50)
      .default([])
      .refine(uniqueIds, 'ids must be unique'),
  })
  .superRefine((booking, ctx) => {
    if (booking.ownerTravellerId !== undefined) {
      const index = booking.travellers.findIndex((t) => t.id === booking.ownerTravellerId);
      if (index === -1) {
        ctx.addIssue({
          code: 'custom',
          path: ['ownerTravellerId'],
          message: 'not the id of a traveller of this booking',
        });
      } else if (!booking.travellers[index]!.email) {
        ctx.addIssue({
          code: 'custom',
          path: ['travellers', index, 'email'],
          message: 'the owner needs an email address (the booking belongs to their account)',
        });
      }
      return;
    }
    const leader = booking.travellers.find((t) => t.isLeader) ?? booking.travellers[0];
    if (leader && !leader.email) {
      const index = booking.travellers.indexOf(leader);
      ctx.addIssue({
        code: 'custom',
        path: ['travellers', index, 'email'],
        message: 'the leader needs an email address (the booking belongs to their account)',
      });
    }
  })
  .meta({ id: 'OperatorBooking' });
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;
export type OperatorBookingInput = z.input<typeof operatorBookingSchema>;

export const operatorResourceTypes = ['tour', 'departure', 'booking'] as const;
export type OperatorResourceType = (typeof operatorResourceTypes)[number];

export const operatorParamsSchema = z.object({ id: operatorIdSchema });

/** What an upsert answers (also in the `ETag` header: the version). */
export const operatorUpsertResultSchema = z
  .object({
    data: z.object({
      id: operatorIdSchema,
      /** Wayfarer's own id of the record (a booking's is the reference travellers see). */
      wayfarerId: z.string(),
      version: z.number().int().min(1),
      /** What the call did: created, updated, or nothing (the same state was sent again). */
      result: z.enum(['created', 'updated', 'unchanged']),
    }),
  })
  .meta({ id: 'OperatorUpsertResult' });
export type OperatorUpsertResult = z.infer<typeof operatorUpsertResultSchema>['data'];

export const operatorVersionSchema = z
  .object({
    data: z.object({ id: operatorIdSchema, wayfarerId: z.string(), version: z.number().int() }),
  })
  .meta({ id: 'OperatorVersion' });

/**
 * One line of an NDJSON import: `{"type":"booking","id":"B-1","data":{…}}`, with optionally the
 * version the operator last saw (refused with 409 when the record has moved on).
 */
export const operatorImportRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('tour'),
    id: operatorIdSchema,
    ifVersion: z.number().int().min(1).optional(),
    data: operatorTourSchema,
  }),
  z.strictObject({
    type: z.literal('departure'),
    id: operatorIdSchema,
    ifVersion: z.number().int().min(1).optional(),
    data: operatorDepartureSchema,
  }),
  z.strictObject({
    type: z.literal('booking'),
    id: operatorIdSchema,
    ifVersion: z.number().int().min(1).optional(),
    data: operatorBookingSchema,
  }),
]);
export type OperatorImportRecord = z.infer<typeof operatorImportRecordSchema>;
export type OperatorImportRecordInput = z.input<typeof operatorImportRecordSchema>;

export const operatorImportLineResultSchema = z.object({
  line: z.number().int().min(1),
  type: z.string().nullable(),
  id: z.string().nullable(),
  status: z.enum(['created', 'updated', 'unchanged', 'failed']),
  version: z.number().int().optional(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      /** Dotted path of the bad field inside the line's object, e.g. `data.travellers.0.email`. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type OperatorImportLineResult = z.infer<typeof operatorImportLineResultSchema>;

export const operatorImportResultSchema = z
  .object({
    data: z.object({
      total: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      failed: z.number().int(),
      /** Every failed line, and (unless `?results=failed`) every other line too. */
      results: z.array(operatorImportLineResultSchema),
    }),
  })
  .meta({ id: 'OperatorImportResult' });
export type OperatorImportResult = z.infer<typeof operatorImportResultSchema>['data'];

/** The client a token belongs to, with the scopes it carries. */
export const operatorWhoAmISchema = z.object({
  data: z.object({ clientId: z.string(), scopes: z.array(operatorScopeSchema) }),
});

/**
 * A traveller asked for by the operator: the operator's id of them (on any of their bookings) or
 * their e-mail address.
 */
export const operatorTravellerParamsSchema = z.object({
  id: z.union([operatorIdSchema, z.email().max(254)]),
});

/** A traveller of the operator's bookings as Wayfarer knows them. */
export const operatorTravellerRecordSchema = z
  .object({
    data: z.object({
      /** Wayfarer's id of the traveller (`travellerId` in webhooks). */
      travellerId: z.uuid(),
      /** The operator's id of the traveller, from their latest booking that has one. */
      externalTravellerId: operatorIdSchema.nullable(),
      /** The registry: personal data as the traveller keeps it (no picture). */
      profile: userSchema.omit({ id: true, pictureImage: true, consents: true }),
      addresses: z.array(addressSchema),
      consents: consentsSchema,
      /** The operator's bookings the traveller is on. */
      bookings: z.array(
        z.object({
          id: operatorIdSchema,
          wayfarerId: z.string(),
          externalTravellerId: operatorIdSchema.nullable(),
          isLeader: z.boolean(),
        }),
      ),
    }),
  })
  .meta({ id: 'OperatorTravellerRecord' });
export type OperatorTravellerRecord = z.infer<typeof operatorTravellerRecordSchema>['data'];

/** A traveller's identity documents: what was entered and the verification's outcome, no image. */
export const operatorTravellerDocumentsSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.uuid(),
        type: documentTypeSchema,
        number: z.string(),
        issuingCountry: z.string(),
        issueDate: z.iso.date(),
        expiryDate: z.iso.date(),
        status: storedDocumentStatusSchema,
        /** Null while the status is UPLOADED. */
        verification: documentVerificationSchema.nullable(),
        hasImage: z.boolean(),
        uploadedAt: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'OperatorTravellerDocuments' });
export type OperatorTravellerDocument = z.infer<
  typeof operatorTravellerDocumentsSchema
>['data'][number];
