import { z } from 'zod';
import { multiLineText, singleLineText } from './text';
import type { Address } from '@wayfarer/domain';

/*
 * The traveller: profile, registry (personal data), residence and billing addresses, consents
 * (account-area §2, §3, §5, §7; app-shell §5, §8).
 *
 * Validation runs with these schemas on both sides: the web's forms (react-hook-form's zod
 * resolver) and the server's routes. Every issue's message is a translation KEY of the web
 * ('validation.required'), optionally followed by its values as a query string
 * ('validation.minLength?min=2'); the server's 400 `fields` carry the same messages.
 * `readValidationMessage` splits one back. Messages that are not keys (zod's own, for a body of
 * the wrong shape) read as 'validation.invalid'.
 *
 * The rules of the personal data and the addresses (phones checked against their country's
 * numbering plan with libphonenumber-js, tax codes, VAT numbers) are in `personal-data-forms.ts`,
 * the `@wayfarer/contract/personal-data-forms` entry: the phone metadata alone weighs more than
 * the rest of the contract, so the web downloads it only with the screens that edit those data.
 */

// ---------------------------------------------------------------------------------------------
// Messages

export const validationKeys = [
  'validation.required',
  'validation.invalid',
  'validation.minLength',
  'validation.maxLength',
  'validation.invalidDate',
  'validation.dateBeforeToday',
  'validation.legalAge',
  'validation.ageOutOfRange',
  'validation.invalidCountry',
  'validation.invalidTaxCode',
  'validation.invalidPhone',
  'validation.invalidVatNumber',
  'validation.invalidSdiCode',
  'validation.consentRequired',
  'validation.residenceMissing',
  'validation.duplicateAddress',
  'validation.wrongPassword',
  'validation.sameEmail',
  'validation.breachedPassword',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

const knownKeys = new Set<string>(validationKeys);

/** A message key with its interpolation values: 'validation.minLength?min=2'. */
export function validationMessage(
  key: ValidationKey,
  values?: Record<string, string | number>,
): string {
  if (!values) return key;
  const query = new URLSearchParams(
    Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

/** The key and values of a validation message; anything else is 'validation.invalid'. */
export function readValidationMessage(message: string): {
  key: ValidationKey;
  values: Record<string, string>;
} {
  const index = message.indexOf('?');
  const key = index === -1 ? message : message.slice(0, index);
  if (!knownKeys.has(key)) return { key: 'validation.invalid', values: {} };
  const values = Object.fromEntries(
    new URLSearchParams(index === -1 ? '' : message.slice(index + 1)),
  );
  return { key: key as ValidationKey, values };
}

const required = validationMessage('validation.required');

/** Minimum and maximum lengths of the texts, by kind. */
export const textLimits = {
  personName: { min: 2, max: 100 },
  place: { min: 2, max: 100 },
  relation: { min: 2, max: 60 },
  street: { min: 3, max: 200 },
  houseNumber: { min: 1, max: 20 },
  zipCode: { min: 3, max: 12 },
  notes: { min: 0, max: 200 },
  state: { min: 0, max: 100 },
  taxCode: { min: 0, max: 30 },
  businessName: { min: 2, max: 200 },
  specialNeeds: { min: 0, max: 1000 },
} as const;

// ---------------------------------------------------------------------------------------------
// User

export const genderSchema = z.enum(['F', 'M']);

export const consentsSchema = z.object({
  privacyPolicy: z.boolean(),
  termsAndConditions: z.boolean(),
  marketing: z.boolean(),
  newsletter: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

export const phoneSchema = z.object({
  /** ISO 3166-1 alpha-2 country whose calling code prefixes the number. */
  country: z.string().length(2),
  number: z.string(),
});

export const emergencyContactSchema = z.object({
  name: z.string().nullable(),
  relation: z.string().nullable(),
  phone: phoneSchema.nullable(),
});

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    name: z.string(),
    lastname: z.string(),
    fullName: z.string(),
    gender: genderSchema.nullable(),
    /** Where the picture is served (`GET /api/users/{id}/picture?v=…`), or null. */
    pictureImage: z.string().nullable(),
    birthday: z.iso.date().nullable(),
    citizenship: z.string().nullable(),
    taxCode: z.string().nullable(),
    birthCity: z.string().nullable(),
    mobilePhone: phoneSchema.nullable(),
    emergencyContact: emergencyContactSchema,
    specialNeeds: z.string().nullable(),
    consents: consentsSchema,
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ data: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

export const userResponseSchema = z.object({ data: userSchema }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Paths of the users API (the `:id` is the caller's own id: any other answers 404). */
export const usersApiPaths = {
  user: '/api/users/:id',
  addresses: '/api/users/:id/addresses',
  picture: '/api/users/:id/picture',
  consents: '/api/users/consents',
  emailChange: '/api/users/:id/email-change',
  password: '/api/users/password',
} as const;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const maxEmailLength = 254;

/**
 * `POST /api/users/{id}/email-change`: the new address (confirmed by a link sent to it) and the
 * current password. The answer is the same whether or not the address is free.
 */
export const emailChangeBodySchema = z
  .object({
    newEmail: z.string().trim().toLowerCase().max(maxEmailLength).pipe(z.email()),
    currentPassword: z.string().min(1).max(1024),
  })
  .meta({ id: 'EmailChangeBody' });
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

export const emailChangeResponseSchema = z
  .object({
    data: z.object({
      /** Where the confirmation link went. */
      sentTo: z.string(),
      /** Until when the link works. */
      expiresAt: z.iso.datetime(),
    }),
  })
  .meta({ id: 'EmailChangeResponse' });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/**
 * `POST /api/users/password` (embedded provider only): the current password and the new one,
 * which must meet the password rules and not be a breached password. 400 VALIDATION_FAILED names
 * the field with a validation message: `validation.wrongPassword`, `validation.minLength`,
 * `validation.maxLength`, `validation.invalid` (control characters), `validation.breachedPassword`.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: z.string().min(1).max(1024),
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Personal data (registry and profile)

/** A text as a form holds it ('' when empty) or as the API takes it (null when empty). */
export const textInput = singleLineText().nullable();
const phoneInput = z.object({ country: singleLineText(), number: singleLineText() });

/** The personal data fields, as the registry form holds them and `PUT /api/users/{id}` takes them. */
export const personalDataShape = {
  name: textInput,
  lastname: textInput,
  gender: genderSchema.nullable(),
  /** ISO date YYYY-MM-DD. */
  birthday: textInput,
  /** ISO 3166-1 alpha-2. */
  citizenship: textInput,
  taxCode: textInput,
  birthCity: textInput,
  mobilePhone: phoneInput.nullable(),
  emergencyContact: z.object({
    name: textInput,
    relation: textInput,
    phone: phoneInput.nullable(),
  }),
  specialNeeds: multiLineText().nullable(),
};

/** Body of `PUT /api/users/{id}` as documented; the variant's rules run with `userUpdateSchema`. */
export const userUpdateBodySchema = z
  .object(personalDataShape)
  .partial()
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.infer<typeof userUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressTypeSchema = z.enum(['RESIDENCE', 'BILLING']);
export const billingForSchema = z.enum(['INDIVIDUAL', 'BUSINESS']);

const addressLocationShape = {
  /** ISO 3166-1 alpha-2. */
  country: singleLineText(),
  address: singleLineText(),
  houseNumber: singleLineText(),
  notes: multiLineText().nullable(),
  zipCode: singleLineText(),
  city: singleLineText(),
  /** Province, county or region. */
  state: singleLineText().nullable(),
};

export const billingInfoIndividualSchema = z.object({
  name: singleLineText(),
  taxCode: singleLineText(),
});
export const billingInfoBusinessSchema = z.object({
  businessName: singleLineText(),
  vatNumber: singleLineText(),
  taxCode: singleLineText(),
  /** The 7-character SDI code of Italian businesses; null elsewhere. */
  sdiCode: singleLineText().nullable(),
});

export const residenceAddressSchema = z
  .object({ addressType: z.literal('RESIDENCE'), ...addressLocationShape })
  .meta({ id: 'ResidenceAddress' });

const billingCommonShape = {
  addressType: z.literal('BILLING'),
  ...addressLocationShape,
  sameAsResidence: z.boolean(),
};

export const billingAddressSchema = z
  .discriminatedUnion('billingFor', [
    z.object({
      ...billingCommonShape,
      billingFor: z.literal('INDIVIDUAL'),
      billingInfoIndividual: billingInfoIndividualSchema,
    }),
    z.object({
      ...billingCommonShape,
      billingFor: z.literal('BUSINESS'),
      billingInfoBusiness: billingInfoBusinessSchema,
    }),
  ])
  .meta({ id: 'BillingAddress' });

/** A residence or billing address (the domain's `Address`). */
export const addressSchema = z
  .discriminatedUnion('addressType', [residenceAddressSchema, billingAddressSchema])
  .meta({ id: 'Address' });
export type AddressBody = z.infer<typeof addressSchema>;

// The contract's address is the domain's, both ways: this fails to compile if either drifts.
type _ContractIsDomain = AddressBody extends Address ? true : never;
type _DomainIsContract = Address extends AddressBody ? true : never;
const _sameAddress: [_ContractIsDomain, _DomainIsContract] = [true, true];
void _sameAddress;

/**
 * Whether the traveller may save a billing address now: while none is saved, or once customer
 * care has unlocked the saved one for one change (account-area §5), until `unlockedUntil`.
 */
export const billingChangeSchema = z
  .object({
    changeable: z.boolean(),
    /** Customer care's unlock for one change ends then; null when none is pending. */
    unlockedUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'BillingChange' });
export type BillingChange = z.infer<typeof billingChangeSchema>;

export const addressesResponseSchema = z
  .object({ data: z.array(addressSchema), billing: billingChangeSchema })
  .meta({ id: 'AddressesResponse' });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Consents

/**
 * Body of `PATCH /api/users/consents`: the consents to change, at least one. The privacy policy
 * and the terms and conditions can only be given (true): they are required to use the account,
 * so they are not withdrawn here (a traveller who wants to leave asks customer care to close the
 * account). Marketing and newsletter go both ways.
 */
export const consentsUpdateSchema = z
  .object({
    privacyPolicy: z.literal(true, { error: 'validation.consentRequired' }).optional(),
    termsAndConditions: z.literal(true, { error: 'validation.consentRequired' }).optional(),
    marketing: z.boolean().optional(),
    newsletter: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((consent) => consent !== undefined), {
    message: required,
  })
  .meta({ id: 'ConsentsUpdate' });
export type ConsentsUpdate = z.infer<typeof consentsUpdateSchema>;

const requiredConsent = z
  .boolean()
  .refine((given) => given, { message: 'validation.consentRequired' });

/**
 * The consents form: the privacy policy and the terms are required to use the account (account-
 * area §5), marketing and newsletter are the traveller's choice.
 */
export const consentsFormSchema = z.object({
  privacyPolicy: requiredConsent,
  termsAndConditions: requiredConsent,
  marketing: z.boolean(),
  newsletter: z.boolean(),
});
export type ConsentsFormValues = z.input<typeof consentsFormSchema>;

export const consentsResponseSchema = z
  .object({ data: consentsSchema })
  .meta({ id: 'ConsentsResponse' });

/** Multipart field of `POST /api/users/{id}/picture`. */
export const pictureFieldName = 'picture';
/** At most 5 MB, JPEG or PNG (recognised by their bytes). */
export const pictureMaxBytes = 5 * 1024 * 1024;
