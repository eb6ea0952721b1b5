import { z } from 'zod';

/** Every error code the API answers, with the HTTP status it travels with. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  CSRF_FAILED: 403,
  USER_NOT_ALLOWED: 403,
  USER_PRIVACY_POLICY_ERROR: 403,
  // An operator token without the scope the route needs.
  INSUFFICIENT_SCOPE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CHECKLIST_LOCKED: 409,
  BILLING_ADDRESS_LOCKED: 409,
  // Self tour change blocked (account-area §8): the booking cannot be changed now.
  BOOKING_INCOMPLETE: 409,
  TOUR_DEPARTURE_TOO_CLOSE: 409,
  REQUEST_LIMIT_REACHED: 409,
  INSUFFICIENT_TOUR_CAPACITY: 409,
  INVALID_ORDER_STATUS: 409,
  // Download my data: an export of the traveller's is still being prepared.
  DATA_EXPORT_IN_PROGRESS: 409,
  // Refer a friend: no completed booking yet; nothing to turn into a discount code.
  REFERRAL_NOT_ALLOWED_YET: 403,
  REFERRAL_BALANCE_EMPTY: 409,
  // Delete my account: a trip is upcoming or under way, or a payment is owed.
  ACCOUNT_DELETION_BLOCKED: 409,
  // A notify-me link whose token is not ours (tampered, malformed) or has expired.
  NOTIFY_ME_TOKEN_INVALID: 401,
  NOTIFY_ME_TOKEN_EXPIRED: 401,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // An uploaded image whose bytes do not decode, or that claims more pixels than we decode.
  IMAGE_UNREADABLE: 422,
  IMAGE_TOO_MANY_PIXELS: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

export const errorBodySchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      /** Dotted field path -> what is wrong with it. */
      fields: z.record(z.string(), z.string()).optional(),
      extra: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
