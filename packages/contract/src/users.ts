import { z } from 'zod';
import {
  isDateBeforeToday,
  isOfLegalAge,
  isTaxCodeMandatory,
  isValidItalianTaxCode,
  isValidPhoneNumber,
  isValidSdiCode,
  isValidSpanishTaxId,
  isValidTaxCode,
  isValidVatNumber,
  type Address,
  type BillingFor,
  type VariantId,
} from '@wayfarer/domain';

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
  'validation.invalidCountry',
  'validation.invalidTaxCode',
  'validation.invalidPhone',
  'validation.invalidVatNumber',
  'validation.invalidSdiCode',
  'validation.consentRequired',
  'validation.residenceMissing',
  'validation.duplicateAddress',
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

// ---------------------------------------------------------------------------------------------
// Checks shared by the schemas (each returns the issues it finds, with their paths)

type Path = (string | number)[];
interface Issue {
  path: Path;
  message: string;
}

const isBlank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

const countryCode = /^[A-Z]{2}$/;

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

type TextKind = keyof typeof textLimits;

function checkText(
  path: Path,
  value: string | null | undefined,
  { kind, mandatory }: { kind: TextKind; mandatory: boolean },
): Issue[] {
  if (isBlank(value)) return mandatory ? [{ path, message: required }] : [];
  const { min, max } = textLimits[kind];
  const length = value!.trim().length;
  if (length < min) {
    return [{ path, message: validationMessage('validation.minLength', { min }) }];
  }
  if (length > max) {
    return [{ path, message: validationMessage('validation.maxLength', { max }) }];
  }
  return [];
}

function checkCountry(path: Path, value: string | null | undefined, mandatory: boolean): Issue[] {
  if (isBlank(value)) return mandatory ? [{ path, message: required }] : [];
  return countryCode.test(value!) ? [] : [{ path, message: 'validation.invalidCountry' }];
}

interface PhoneValue {
  country: string;
  number: string;
}

/** A phone is empty without a number; with one, it must be valid for its country. */
function checkPhone(path: Path, phone: PhoneValue | null | undefined, mandatory: boolean): Issue[] {
  if (!phone || isBlank(phone.number)) {
    return mandatory ? [{ path: [...path, 'number'], message: required }] : [];
  }
  if (!countryCode.test(phone.country)) {
    return [{ path: [...path, 'country'], message: 'validation.invalidCountry' }];
  }
  return isValidPhoneNumber(phone)
    ? []
    : [{ path: [...path, 'number'], message: 'validation.invalidPhone' }];
}

const isoDate = z.iso.date();

/** A birthday: a real date, before today, of someone of legal age. */
function checkBirthday(path: Path, value: string | null | undefined, now: Date): Issue[] {
  if (isBlank(value)) return [{ path, message: required }];
  if (!isoDate.safeParse(value).success || value! < '1900-01-01') {
    return [{ path, message: 'validation.invalidDate' }];
  }
  if (!isDateBeforeToday({ date: value, now }))
    return [{ path, message: 'validation.dateBeforeToday' }];
  if (!isOfLegalAge({ birthday: value, now })) return [{ path, message: 'validation.legalAge' }];
  return [];
}

function addIssues(ctx: z.RefinementCtx, issues: Issue[]) {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

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
} as const;

// ---------------------------------------------------------------------------------------------
// Personal data (registry and profile)

/** A text as a form holds it ('' when empty) or as the API takes it (null when empty). */
const textInput = z.string().nullable();
const phoneInput = z.object({ country: z.string(), number: z.string() });

const personalDataShape = {
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
  specialNeeds: textInput,
};

type PersonalDataInput = Partial<z.infer<z.ZodObject<typeof personalDataShape>>>;

/**
 * The rules of the personal data:
 * - mandatory: name and last name (2+ characters), gender, birthday (a real date, before today,
 *   of legal age), citizenship, mobile phone; the tax code on the Italy and Spain variants;
 * - optional, checked when filled: birth city (2+), the tax code elsewhere, the emergency contact
 *   (name and relation 2+, a phone valid for its country), special needs;
 * - the tax code is checked for real where the variant has a national form (codice fiscale,
 *   NIF/NIE); phones are checked against their country's numbering plan.
 *
 * With `partial`, only the fields present are checked (an update sets only what it carries).
 */
function checkPersonalData(
  value: PersonalDataInput,
  { variant, now, partial }: { variant: VariantId; now: Date; partial: boolean },
): Issue[] {
  const has = (key: keyof PersonalDataInput) => !partial || value[key] !== undefined;
  const issues: Issue[] = [];
  if (has('name'))
    issues.push(...checkText(['name'], value.name, { kind: 'personName', mandatory: true }));
  if (has('lastname')) {
    issues.push(
      ...checkText(['lastname'], value.lastname, { kind: 'personName', mandatory: true }),
    );
  }
  if (has('gender') && !value.gender) issues.push({ path: ['gender'], message: required });
  if (has('birthday')) issues.push(...checkBirthday(['birthday'], value.birthday, now));
  if (has('citizenship')) issues.push(...checkCountry(['citizenship'], value.citizenship, true));
  if (has('taxCode')) {
    const code = value.taxCode;
    if (isBlank(code)) {
      if (isTaxCodeMandatory({ variant })) issues.push({ path: ['taxCode'], message: required });
    } else if (code!.length > textLimits.taxCode.max || !isValidTaxCode({ variant, code: code! })) {
      issues.push({ path: ['taxCode'], message: 'validation.invalidTaxCode' });
    }
  }
  if (has('birthCity')) {
    issues.push(...checkText(['birthCity'], value.birthCity, { kind: 'place', mandatory: false }));
  }
  if (has('mobilePhone')) issues.push(...checkPhone(['mobilePhone'], value.mobilePhone, true));
  if (has('emergencyContact') && value.emergencyContact) {
    const contact = value.emergencyContact;
    issues.push(
      ...checkText(['emergencyContact', 'name'], contact.name, {
        kind: 'personName',
        mandatory: false,
      }),
      ...checkText(['emergencyContact', 'relation'], contact.relation, {
        kind: 'relation',
        mandatory: false,
      }),
      ...checkPhone(['emergencyContact', 'phone'], contact.phone, false),
    );
  }
  if (has('specialNeeds')) {
    issues.push(
      ...checkText(['specialNeeds'], value.specialNeeds, {
        kind: 'specialNeeds',
        mandatory: false,
      }),
    );
  }
  return issues;
}

/** Body of `PUT /api/users/{id}` as documented; the variant's rules run with `userUpdateSchema`. */
export const userUpdateBodySchema = z
  .object(personalDataShape)
  .partial()
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.infer<typeof userUpdateBodySchema>;

/**
 * `PUT /api/users/{id}`: the profile and registry fields the body carries are replaced, the
 * others keep their value (the profile page sends name, last name and gender; the registry page
 * all of them). Each field present follows the rules of `checkPersonalData`. The email is not
 * here: it is the sign-in identity, changed at the identity provider.
 */
export function userUpdateSchema({ variant, now }: { variant: VariantId; now?: Date }) {
  return userUpdateBodySchema.superRefine((value, ctx) =>
    addIssues(ctx, checkPersonalData(value, { variant, now: now ?? new Date(), partial: true })),
  );
}

/** The profile form: full name and gender (the picture has its own call). */
export function profileFormSchema({ variant, now }: { variant: VariantId; now?: Date }) {
  return z
    .object({
      name: personalDataShape.name,
      lastname: personalDataShape.lastname,
      gender: personalDataShape.gender,
    })
    .superRefine((value, ctx) =>
      addIssues(ctx, checkPersonalData(value, { variant, now: now ?? new Date(), partial: true })),
    );
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

// ---------------------------------------------------------------------------------------------
// Addresses

export const addressTypeSchema = z.enum(['RESIDENCE', 'BILLING']);
export const billingForSchema = z.enum(['INDIVIDUAL', 'BUSINESS']);

const addressLocationShape = {
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  address: z.string(),
  houseNumber: z.string(),
  notes: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  /** Province, county or region. */
  state: z.string().nullable(),
};

export const billingInfoIndividualSchema = z.object({ name: z.string(), taxCode: z.string() });
export const billingInfoBusinessSchema = z.object({
  businessName: z.string(),
  vatNumber: z.string(),
  taxCode: z.string(),
  /** The 7-character SDI code of Italian businesses; null elsewhere. */
  sdiCode: z.string().nullable(),
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

export const addressesResponseSchema = z
  .object({ data: z.array(addressSchema) })
  .meta({ id: 'AddressesResponse' });
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

interface LocationValue {
  country?: string | null;
  address?: string | null;
  houseNumber?: string | null;
  notes?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
}

const mandatoryLocationFields = ['country', 'address', 'houseNumber', 'zipCode', 'city'] as const;

function isLocationEmpty(location: LocationValue): boolean {
  return [...mandatoryLocationFields, 'notes', 'state'].every((key) =>
    isBlank(location[key as keyof LocationValue]),
  );
}

/** A residence or billing location: country, street (3+), house number, zip code (3+), city (2+). */
function checkLocation(path: Path, location: LocationValue): Issue[] {
  return [
    ...checkCountry([...path, 'country'], location.country, true),
    ...checkText([...path, 'address'], location.address, { kind: 'street', mandatory: true }),
    ...checkText([...path, 'houseNumber'], location.houseNumber, {
      kind: 'houseNumber',
      mandatory: true,
    }),
    ...checkText([...path, 'notes'], location.notes, { kind: 'notes', mandatory: false }),
    ...checkText([...path, 'zipCode'], location.zipCode, { kind: 'zipCode', mandatory: true }),
    ...checkText([...path, 'city'], location.city, { kind: 'place', mandatory: true }),
    ...checkText([...path, 'state'], location.state, { kind: 'state', mandatory: false }),
  ];
}

/**
 * Whether a tax code suits a billing address in `country`: the codice fiscale of a person in
 * Italy (a business may also give its 11-digit number), a NIF or NIE in Spain (a business also
 * its CIF); elsewhere any text, as the registry's tax code.
 */
export function isValidBillingTaxCode({
  country,
  billingFor,
  code,
}: {
  country: string;
  billingFor: BillingFor;
  code: string;
}): boolean {
  if (country === 'IT') {
    return (
      isValidItalianTaxCode({ code }) ||
      (billingFor === 'BUSINESS' && isValidVatNumber({ country, vat: code }))
    );
  }
  if (country === 'ES') {
    return billingFor === 'BUSINESS'
      ? isValidSpanishTaxId({ code, types: ['NIF', 'NIE', 'CIF'] })
      : isValidSpanishTaxId({ code });
  }
  return isValidTaxCode({ variant: 'international', code });
}

interface BillingInfoValue {
  billingFor: BillingFor;
  /** The billing address's country (the residence's when the same). */
  country: string | null | undefined;
  individual?: { name?: string | null; taxCode?: string | null } | null;
  business?: {
    businessName?: string | null;
    vatNumber?: string | null;
    taxCode?: string | null;
    sdiCode?: string | null;
  } | null;
}

/**
 * Billing info: an individual's name (2+) and tax code; a business's name (2+), VAT number
 * (checked for the billing country), tax code and, for Italian businesses, the 7-character SDI
 * code. `paths` say where each part sits (form and API name them differently).
 */
function checkBillingInfo(
  value: BillingInfoValue,
  paths: { individual: Path; business: Path },
): Issue[] {
  const country = value.country && countryCode.test(value.country) ? value.country : null;
  const taxCodeIssues = (path: Path, code: string | null | undefined): Issue[] => {
    if (isBlank(code)) return [{ path, message: required }];
    if (
      code!.length > textLimits.taxCode.max ||
      (country && !isValidBillingTaxCode({ country, billingFor: value.billingFor, code: code! }))
    ) {
      return [{ path, message: 'validation.invalidTaxCode' }];
    }
    return [];
  };
  if (value.billingFor === 'INDIVIDUAL') {
    const info = value.individual ?? {};
    return [
      ...checkText([...paths.individual, 'name'], info.name, {
        kind: 'personName',
        mandatory: true,
      }),
      ...taxCodeIssues([...paths.individual, 'taxCode'], info.taxCode),
    ];
  }
  const info = value.business ?? {};
  const issues = [
    ...checkText([...paths.business, 'businessName'], info.businessName, {
      kind: 'businessName',
      mandatory: true,
    }),
  ];
  if (isBlank(info.vatNumber)) {
    issues.push({ path: [...paths.business, 'vatNumber'], message: required });
  } else if (country && !isValidVatNumber({ country, vat: info.vatNumber! })) {
    issues.push({ path: [...paths.business, 'vatNumber'], message: 'validation.invalidVatNumber' });
  }
  issues.push(...taxCodeIssues([...paths.business, 'taxCode'], info.taxCode));
  if (country === 'IT') {
    if (isBlank(info.sdiCode)) {
      issues.push({ path: [...paths.business, 'sdiCode'], message: required });
    } else if (!isValidSdiCode({ code: info.sdiCode! })) {
      issues.push({ path: [...paths.business, 'sdiCode'], message: 'validation.invalidSdiCode' });
    }
  }
  return issues;
}

/** The issues of one address of the API (location and, for billing, its info). */
export function checkAddress(address: AddressBody, path: Path = []): Issue[] {
  const issues = checkLocation(path, address);
  if (address.addressType === 'BILLING') {
    issues.push(
      ...checkBillingInfo(
        {
          billingFor: address.billingFor,
          country: address.country,
          individual: address.billingFor === 'INDIVIDUAL' ? address.billingInfoIndividual : null,
          business: address.billingFor === 'BUSINESS' ? address.billingInfoBusiness : null,
        },
        {
          individual: [...path, 'billingInfoIndividual'],
          business: [...path, 'billingInfoBusiness'],
        },
      ),
    );
  }
  return issues;
}

/**
 * Body of `PUT /api/users/{id}/addresses`: the residence and/or the billing address, at most one
 * of each (the domain's `buildAddresses` puts them in order, keeps what is left out, and refuses
 * a billing address different from the one saved).
 */
export const addressesUpdateSchema = z
  .object({ addresses: z.array(addressSchema).max(2) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.addresses.forEach((address, index) => {
      if (seen.has(address.addressType)) {
        ctx.addIssue({
          code: 'custom',
          path: ['addresses', index, 'addressType'],
          message: 'validation.duplicateAddress',
        });
      }
      seen.add(address.addressType);
      addIssues(ctx, checkAddress(address, ['addresses', index]));
    });
  })
  .meta({ id: 'AddressesUpdate' });
export type AddressesUpdate = z.infer<typeof addressesUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// The registry form

const locationFormShape = {
  country: textInput,
  address: textInput,
  houseNumber: textInput,
  notes: textInput,
  zipCode: textInput,
  city: textInput,
  state: textInput,
};

const billingFormSchema = z.object({
  /** Null: no billing data given. */
  billingFor: billingForSchema.nullable(),
  sameAsResidence: z.boolean(),
  /** Where to invoice, when not the residence. */
  location: z.object(locationFormShape),
  individual: z.object({ name: textInput, taxCode: textInput }),
  business: z.object({
    businessName: textInput,
    vatNumber: textInput,
    taxCode: textInput,
    sdiCode: textInput,
  }),
});

/**
 * The registry form (account-area §3 "Traveller personal data", Address, Billing; §5), grouped as
 * the page shows it: personal data, contacts, emergency contact, special needs (the fields of
 * `PUT /api/users/{id}`), the residence address and the billing data (turned into the addresses
 * of `PUT /api/users/{id}/addresses`).
 *
 * - Personal data: the rules of `userUpdateSchema`, all fields present.
 * - Residence: optional while none is saved (all empty), then complete; once saved
 *   (`residenceRequired`) it can be changed, not removed.
 * - Billing: null once a billing address is saved (only customer care changes it); otherwise
 *   none (billingFor null), or an individual's or a business's info, and either the residence
 *   (`sameAsResidence`, which then must be filled) or its own location.
 */
export function registryFormSchema({
  variant,
  residenceRequired = false,
  now,
}: {
  variant: VariantId;
  residenceRequired?: boolean;
  now?: Date;
}) {
  return z
    .object({
      ...personalDataShape,
      residence: z.object(locationFormShape),
      billing: billingFormSchema.nullable(),
    })
    .superRefine((value, ctx) => {
      const issues = checkPersonalData(value, {
        variant,
        now: now ?? new Date(),
        partial: false,
      });
      const residenceEmpty = isLocationEmpty(value.residence);
      if (residenceRequired || !residenceEmpty) {
        issues.push(...checkLocation(['residence'], value.residence));
      }
      const { billing } = value;
      if (billing?.billingFor) {
        if (billing.sameAsResidence) {
          if (residenceEmpty) {
            issues.push({
              path: ['billing', 'sameAsResidence'],
              message: 'validation.residenceMissing',
            });
          }
        } else {
          issues.push(...checkLocation(['billing', 'location'], billing.location));
        }
        issues.push(
          ...checkBillingInfo(
            {
              billingFor: billing.billingFor,
              country: billing.sameAsResidence ? value.residence.country : billing.location.country,
              individual: billing.individual,
              business: billing.business,
            },
            { individual: ['billing', 'individual'], business: ['billing', 'business'] },
          ),
        );
      }
      addIssues(ctx, issues);
    });
}
export type RegistryFormValues = z.input<ReturnType<typeof registryFormSchema>>;

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
