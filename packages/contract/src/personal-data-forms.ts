import './zod-config';
import { z } from 'zod';
import { multiLineText } from './text';
import {
  isAgeInAcceptableRange,
  isDateBeforeToday,
  isOfLegalAge,
  isTaxCodeMandatory,
  isValidItalianTaxCode,
  isValidPhoneNumber,
  isValidSdiCode,
  isValidSpanishTaxId,
  isValidTaxCode,
  isValidVatNumber,
  type BillingFor,
  type VariantId,
} from '@wayfarer/domain';
import {
  addressSchema,
  billingForSchema,
  personalDataShape,
  textInput,
  textLimits,
  userUpdateBodySchema,
  validationMessage,
  type AddressBody,
} from './users';

/*
 * The rules of the personal data and the addresses (account-area §3, §5): the schemas that check
 * the registry and profile forms in the web and `PUT /api/users/{id}` and
 * `PUT /api/users/{id}/addresses` on the server, with the messages of `users.ts`.
 *
 * Their own entry, `@wayfarer/contract/personal-data-forms`: phones are checked against their
 * country's numbering plan (libphonenumber-js with its 'max' metadata, the heaviest part of the
 * contract by far), so the web loads this only with the screens that edit these data, never at
 * start. The bodies' shapes (`userUpdateBodySchema`, `addressSchema`) stay in the main entry.
 */

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

/** A birthday: a real date, before today, of someone of legal age and within the accepted ages. */
function checkBirthday(path: Path, value: string | null | undefined, now: Date): Issue[] {
  if (isBlank(value)) return [{ path, message: required }];
  if (!isoDate.safeParse(value).success || value! < '1900-01-01') {
    return [{ path, message: 'validation.invalidDate' }];
  }
  if (!isDateBeforeToday({ date: value, now }))
    return [{ path, message: 'validation.dateBeforeToday' }];
  if (!isOfLegalAge({ birthday: value, now })) return [{ path, message: 'validation.legalAge' }];
  if (!isAgeInAcceptableRange({ birthday: value, now })) {
    return [{ path, message: 'validation.ageOutOfRange' }];
  }
  return [];
}

function addIssues(ctx: z.RefinementCtx, issues: Issue[]) {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

// ---------------------------------------------------------------------------------------------
// Which fields are mandatory: the one source of the checks below and of the forms' required marks

/** The personal-data fields that are mandatory on a variant (the tax code on Italy and Spain). */
export function getMandatoryPersonalDataFields({
  variant,
}: {
  variant: VariantId;
}): ReadonlySet<keyof typeof personalDataShape> {
  return new Set([
    'name',
    'lastname',
    'gender',
    'birthday',
    'citizenship',
    'mobilePhone',
    ...(isTaxCodeMandatory({ variant }) ? (['taxCode'] as const) : []),
  ] as const);
}

/** The mandatory fields of a residence or billing location (the state and the notes are not). */
export const mandatoryLocationFields: ReadonlySet<keyof LocationValue> = new Set([
  'country',
  'address',
  'houseNumber',
  'zipCode',
  'city',
] as const);

// ---------------------------------------------------------------------------------------------
// Personal data (registry and profile)

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
  const mandatory = getMandatoryPersonalDataFields({ variant });
  const issues: Issue[] = [];
  if (has('name')) {
    issues.push(
      ...checkText(['name'], value.name, {
        kind: 'personName',
        mandatory: mandatory.has('name'),
      }),
    );
  }
  if (has('lastname')) {
    issues.push(
      ...checkText(['lastname'], value.lastname, {
        kind: 'personName',
        mandatory: mandatory.has('lastname'),
      }),
    );
  }
  if (has('gender') && !value.gender && mandatory.has('gender'))
    issues.push({ path: ['gender'], message: required });
  if (has('birthday')) issues.push(...checkBirthday(['birthday'], value.birthday, now));
  if (has('citizenship')) {
    issues.push(...checkCountry(['citizenship'], value.citizenship, mandatory.has('citizenship')));
  }
  if (has('taxCode')) {
    const code = value.taxCode;
    if (isBlank(code)) {
      if (mandatory.has('taxCode')) issues.push({ path: ['taxCode'], message: required });
    } else if (code!.length > textLimits.taxCode.max || !isValidTaxCode({ variant, code: code! })) {
      issues.push({ path: ['taxCode'], message: 'validation.invalidTaxCode' });
    }
  }
  if (has('birthCity')) {
    issues.push(
      ...checkText(['birthCity'], value.birthCity, {
        kind: 'place',
        mandatory: mandatory.has('birthCity'),
      }),
    );
  }
  if (has('mobilePhone')) {
    issues.push(...checkPhone(['mobilePhone'], value.mobilePhone, mandatory.has('mobilePhone')));
  }
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
        mandatory: mandatory.has('specialNeeds'),
      }),
    );
  }
  return issues;
}

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

export interface LocationValue {
  country?: string | null;
  address?: string | null;
  houseNumber?: string | null;
  notes?: string | null;
  zipCode?: string | null;
  city?: string | null;
  state?: string | null;
}

const locationFields = [
  'country',
  'address',
  'houseNumber',
  'notes',
  'zipCode',
  'city',
  'state',
] as const satisfies readonly (keyof LocationValue)[];

function isLocationEmpty(location: LocationValue): boolean {
  return locationFields.every((key) => isBlank(location[key]));
}

/** A residence or billing location: country, street (3+), house number, zip code (3+), city (2+). */
function checkLocation(path: Path, location: LocationValue): Issue[] {
  const text = (key: Exclude<keyof LocationValue, 'country'>, kind: TextKind) =>
    checkText([...path, key], location[key], { kind, mandatory: mandatoryLocationFields.has(key) });
  return [
    ...checkCountry([...path, 'country'], location.country, mandatoryLocationFields.has('country')),
    ...text('address', 'street'),
    ...text('houseNumber', 'houseNumber'),
    ...text('notes', 'notes'),
    ...text('zipCode', 'zipCode'),
    ...text('city', 'place'),
    ...text('state', 'state'),
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
  notes: multiLineText().nullable(),
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
