import { z } from 'zod';
import { flightDirectionSchema } from './flights';

/*
 * Download my data (issue 22): the traveller asks for a copy of everything personal Wayfarer
 * holds on them; a job prepares it as a JSON file and a readable PDF, offered for a limited time.
 */

export const dataExportApiPaths = {
  /** GET: the latest export's state; POST: ask for a new one. */
  exports: '/api/users/me/data-exports',
  /** GET: one file of a ready export of the caller's (another traveller's: 404). */
  file: '/api/users/me/data-exports/:exportId/:format',
} as const;

export const dataExportFormats = ['json', 'pdf'] as const;
export const dataExportFormatSchema = z.enum(dataExportFormats);
export type DataExportFormat = z.infer<typeof dataExportFormatSchema>;

export const dataExportFileParamsSchema = z.object({
  exportId: z.uuid(),
  format: dataExportFormatSchema,
});

const instant = z.iso.datetime({ offset: true });

export const dataExportStateSchema = z
  .object({
    /**
     * none: never asked (or the last one is long gone); preparing: the job is at work (poll);
     * ready: both files can be downloaded until `expiresAt`; expired: past it; failed: the job
     * gave up (ask again).
     */
    status: z.enum(['none', 'preparing', 'ready', 'expired', 'failed']),
    /** The latest export's id (null with `none`): the files' path. */
    id: z.uuid().nullable(),
    requestedAt: instant.nullable(),
    readyAt: instant.nullable(),
    expiresAt: instant.nullable(),
    /** Bytes of each file, when ready. */
    files: z.object({ json: z.number().int().min(0), pdf: z.number().int().min(0) }).nullable(),
    /** Requests the traveller may still make in the current 24 hours. */
    requestsLeft: z.number().int().min(0),
    /** When the next request is possible once `requestsLeft` is 0. */
    nextRequestAt: instant.nullable(),
  })
  .meta({ id: 'DataExportState' });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportStateResponseSchema = z
  .object({ data: dataExportStateSchema })
  .meta({ id: 'DataExportStateResponse' });
export type DataExportStateResponse = z.infer<typeof dataExportStateResponseSchema>;

/** `POST /api/users/me/data-exports` takes no body (an empty JSON object at most). */
export const dataExportRequestBodySchema = z.object({}).strict().nullish();

// --- the JSON file ----------------------------------------------------------------------------

/** Bumped when a field changes meaning or goes away; new fields keep the version. */
export const DATA_EXPORT_SCHEMA_VERSION = 1;

const day = z.iso.date();
const nullableText = z.string().nullable();

const exportFlightSchema = z.object({
  direction: flightDirectionSchema,
  tripType: z.string(),
  flightNumber: z.string(),
  airline: nullableText,
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  /** Local wall-clock time at the airport, `YYYY-MM-DDTHH:mm:ss`. */
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  stops: z.number().int(),
  stopAirports: z.array(z.string()),
  layoverMinutes: z.number().int().nullable(),
  savedAt: instant,
});

/**
 * The JSON file of an export: everything personal Wayfarer holds on the traveller, dates in ISO
 * 8601 (instants in UTC, days as `YYYY-MM-DD`). Never a secret: no password hash, no token or its
 * hash, no storage key of a document image.
 */
export const dataExportFileSchema = z
  .object({
    schemaVersion: z.literal(DATA_EXPORT_SCHEMA_VERSION),
    generatedAt: instant,
    traveller: z.object({
      id: z.uuid(),
      email: z.string(),
      name: z.string(),
      lastname: z.string(),
      gender: z.enum(['F', 'M']).nullable(),
      birthday: day.nullable(),
      citizenship: nullableText,
      taxCode: nullableText,
      birthCity: nullableText,
      mobilePhone: z.object({ country: nullableText, number: nullableText }),
      emergencyContact: z.object({
        name: nullableText,
        relation: nullableText,
        phoneCountry: nullableText,
        phoneNumber: nullableText,
      }),
      specialNeeds: nullableText,
      /** Whether a profile picture is kept (the picture itself is on the profile page). */
      hasProfilePicture: z.boolean(),
      /** Signs in with a Wayfarer password (false: with another provider). */
      hasPassword: z.boolean(),
      accountCreatedAt: instant,
      lastUpdatedAt: instant,
    }),
    /** The consents as they stand; `recordedAt` is the last change of the account's data. */
    consents: z.object({
      privacyPolicy: z.boolean(),
      termsAndConditions: z.boolean(),
      marketing: z.boolean(),
      newsletter: z.boolean(),
      recordedAt: instant,
    }),
    addresses: z.array(
      z.object({
        addressType: z.enum(['RESIDENCE', 'BILLING']),
        country: z.string(),
        address: z.string(),
        houseNumber: z.string(),
        notes: nullableText,
        zipCode: z.string(),
        city: z.string(),
        state: nullableText,
        sameAsResidence: z.boolean().nullable(),
        billingFor: z.enum(['INDIVIDUAL', 'BUSINESS']).nullable(),
        billingInfo: z.record(z.string(), z.unknown()).nullable(),
        createdAt: instant,
        updatedAt: instant,
      }),
    ),
    bookings: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        currency: z.string(),
        partnerName: nullableText,
        hasCancellationOption: z.boolean(),
        bookedAt: instant,
        cancelledAt: instant.nullable(),
        trip: z.object({
          title: z.string(),
          startingDate: day,
          endingDate: day,
          meetingPoint: nullableText,
        }),
        /** The travellers of the booking as its page shows them (names only). */
        travellers: z.array(
          z.object({
            name: z.string(),
            lastname: z.string(),
            isLeader: z.boolean(),
            you: z.boolean(),
          }),
        ),
        priceLines: z.array(
          z.object({
            kind: z.string(),
            label: z.string(),
            code: nullableText,
            quantity: z.number().int(),
            unitAmountCents: z.number().int(),
          }),
        ),
        payments: z.array(
          z.object({
            kind: z.string(),
            amountCents: z.number().int(),
            dueDate: day,
            paidAt: instant.nullable(),
          }),
        ),
        refunds: z.array(
          z.object({
            kind: z.string(),
            amountCents: z.number().int(),
            refundedAt: instant.nullable(),
            giftCardCode: nullableText,
            giftCardExpiresOn: day.nullable(),
          }),
        ),
        /** The traveller's own flights on the booking. */
        flights: z.array(exportFlightSchema),
        noFlightNeeded: z.boolean().nullable(),
        /** The traveller's own checklist on the booking. */
        checklist: z.array(
          z.object({ type: z.string(), completed: z.boolean(), updatedAt: instant }),
        ),
        tripChanges: z.array(
          z.object({
            changedAt: instant,
            priceDifferenceCents: z.number().int(),
            currency: z.string(),
            voluntary: z.boolean(),
          }),
        ),
      }),
    ),
    /** Identity documents: what was entered and the review's state, never the image. */
    documents: z.array(
      z.object({
        type: z.string(),
        number: z.string(),
        issuingCountry: z.string(),
        issueDate: day,
        expiryDate: day,
        status: z.string(),
        hasImage: z.boolean(),
        verification: z
          .object({
            outcome: z.string(),
            fields: z.array(z.object({ field: z.string(), problem: z.string() })),
            image: z.array(z.string()),
            reviewReason: nullableText,
            verifiedAt: z.string(),
          })
          .nullable(),
        reviewedAt: instant.nullable(),
        uploadedAt: instant,
        updatedAt: instant,
      }),
    ),
    alerts: z.array(
      z.object({
        kind: z.enum(['tour', 'travel']),
        title: z.string(),
        startingDate: day.nullable(),
        createdAt: instant,
      }),
    ),
    referral: z.object({
      code: nullableText,
      joinedAt: instant.nullable(),
      invitedFriends: z.array(
        z.object({
          name: z.string(),
          email: z.string(),
          invitedAt: instant,
          firstBookingId: nullableText,
          firstTripStartingDate: day.nullable(),
        }),
      ),
      promoCodes: z.array(
        z.object({
          code: z.string(),
          percent: z.number().int(),
          createdAt: instant,
          usedAt: instant.nullable(),
          expiresOn: day.nullable(),
          disabled: z.boolean(),
        }),
      ),
    }),
    credits: z.array(
      z.object({
        kind: z.string(),
        code: nullableText,
        amountCents: z.number().int(),
        currency: z.string(),
        origin: z.string(),
        originBookingId: nullableText,
        issuedAt: instant,
        expiresOn: day.nullable(),
        usedAt: instant.nullable(),
      }),
    ),
    /** Signed-in devices (sessions), without their cookies or tokens. */
    devices: z.array(
      z.object({
        userAgent: nullableText,
        signedInAt: instant,
        lastUsedAt: instant,
        expiresAt: instant,
      }),
    ),
    /** Passkeys, by the name the traveller gave them (never their keys). */
    passkeys: z.array(
      z.object({
        name: z.string(),
        addedAt: instant,
        lastUsedAt: instant.nullable(),
      }),
    ),
    emailChanges: z.array(
      z.object({
        oldEmail: z.string(),
        newEmail: z.string(),
        requestedAt: instant,
        confirmedAt: instant.nullable(),
        undoneAt: instant.nullable(),
      }),
    ),
    /** Invitations and password-reset links sent (without their tokens). */
    accessLinks: z.array(
      z.object({
        purpose: z.enum(['invitation', 'reset']),
        sentAt: instant,
        expiresAt: instant,
        usedAt: instant.nullable(),
      }),
    ),
    /** E-mails sent to the account's current address. */
    emails: z.array(
      z.object({
        subject: z.string(),
        template: z.string(),
        status: z.string(),
        createdAt: instant,
      }),
    ),
  })
  .meta({ id: 'DataExportFile' });
export type DataExportFile = z.infer<typeof dataExportFileSchema>;
