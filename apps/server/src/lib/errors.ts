import { errorStatus, type ErrorBody, type ErrorCode } from '@wayfarer/contract';

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Sign in to continue.',
  CSRF_FAILED: 'The request was refused because it did not come from the application.',
  USER_NOT_ALLOWED: 'You are not allowed to do this.',
  USER_PRIVACY_POLICY_ERROR: 'The privacy policy must be accepted to continue.',
  INSUFFICIENT_SCOPE: 'The access token lacks the scope this operation needs.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state.',
  CHECKLIST_LOCKED: 'The checklist is locked.',
  BILLING_ADDRESS_LOCKED: 'The billing address is already saved: only customer care can change it.',
  BOOKING_INCOMPLETE: 'Incomplete personal data and/or payment data: complete them to change trip.',
  TOUR_DEPARTURE_TOO_CLOSE: 'The departure is too close to change the trip: contact support.',
  REQUEST_LIMIT_REACHED: 'This booking was already changed in the last 30 days.',
  INSUFFICIENT_TOUR_CAPACITY: 'No departure has enough places for this booking: contact support.',
  INVALID_ORDER_STATUS: 'The booking cannot be changed in its current status: try again later.',
  DATA_EXPORT_IN_PROGRESS: 'A copy of your data is already being prepared.',
  REFERRAL_NOT_ALLOWED_YET: 'You can invite friends once you have completed a trip with us.',
  REFERRAL_BALANCE_EMPTY: 'There is no referral balance to turn into a discount code yet.',
  ACCOUNT_DELETION_BLOCKED:
    'The account cannot be deleted while a trip is upcoming or under way, or a payment is owed.',
  NOTIFY_ME_TOKEN_INVALID: 'This alerts link is not valid.',
  NOTIFY_ME_TOKEN_EXPIRED: 'This alerts link has expired: sign in to manage your alerts.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported.',
  IMAGE_UNREADABLE: 'The image could not be read.',
  IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels.',
  RATE_LIMITED: 'Too many requests. Try again in a moment.',
  INTERNAL: 'Something went wrong on our side.',
  SERVICE_UNAVAILABLE: 'The service is not available right now.',
};

/** The one error the modules throw; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessages[code],
    readonly details: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details.fields ? { fields: this.details.fields } : {}),
        ...(this.details.extra ? { extra: this.details.extra } : {}),
      },
    };
  }
}

export function errorBody(code: ErrorCode, message: string = defaultMessages[code]): ErrorBody {
  return new AppError(code, message).toBody();
}
