/**
 * Personal data of the registry (account-area §3 "Traveller personal data", §5; app-shell
 * §5; issue 7): the tax code rules per variant, the dates of the form, and the fields the
 * registry badge counts.
 */
import { getResidenceAddress, type Address } from './addresses';
import { getAge, readCalendarDay, type CalendarDateInput } from './calendar-day';
import { isValidItalianTaxCode } from './italian-tax-code';
import { isValidSpanishTaxId } from './spanish-tax-id';
import { variants, type VariantId } from './variants';

/** Age of majority, unless a rule says otherwise. */
export const LEGAL_AGE = 18;

/**
 * The ages a traveller's data may give (account-area §5 "age outside the acceptable range"): of
 * legal age, and no older than the oldest traveller the company takes (the spec gives no bound;
 * 99 is the product's choice).
 */
export const TRAVELLER_AGE_RANGE = { min: LEGAL_AGE, max: 99 } as const;

export type Gender = 'F' | 'M';

export interface PhoneInput {
  /** ISO 3166-1 alpha-2 country of the calling code. */
  country?: string | null;
  number?: string | null;
}

/** The traveller's personal data as the registry holds it; anything may still be empty. */
export interface PersonalData {
  name?: string | null;
  lastname?: string | null;
  gender?: Gender | null;
  /** ISO date 'YYYY-MM-DD', a Date, or DD/MM/YYYY as typed. */
  birthday?: CalendarDateInput | null;
  /** ISO 3166-1 alpha-2. */
  citizenship?: string | null;
  taxCode?: string | null;
  birthCity?: string | null;
  mobilePhone?: PhoneInput | null;
  email?: string | null;
  emergencyContact?: {
    name?: string | null;
    relation?: string | null;
    phone?: PhoneInput | null;
  } | null;
  specialNeeds?: string | null;
}

/** The tax code is mandatory for the Italy and Spain variants only (app-shell §5). */
export function isTaxCodeMandatory({ variant }: { variant: VariantId }): boolean {
  return variants[variant].mandatoryTax;
}

/**
 * Whether a tax code is acceptable for the variant: the Italian codice fiscale of a person
 * on the Italy variant, a Spanish NIF or NIE on the Spain variant (both checked for real);
 * on the other variants, where it is optional and has no national form, any text that is
 * not blank. Whether it may be left empty is `isTaxCodeMandatory`.
 */
export function isValidTaxCode({ variant, code }: { variant: VariantId; code: string }): boolean {
  if (variant === 'italy') return isValidItalianTaxCode({ code });
  if (variant === 'spain') return isValidSpanishTaxId({ code });
  return code.trim() !== '';
}

/**
 * Whether someone born on `birthday` is at least `legalAge` years old today (UTC calendar
 * day; they come of age on their birthday). False for a missing, unreadable or future
 * birthday.
 */
export function isOfLegalAge({
  birthday,
  now,
  legalAge = LEGAL_AGE,
}: {
  birthday: CalendarDateInput | null | undefined;
  now: Date;
  legalAge?: number;
}): boolean {
  const age = getAge({ birthday, now });
  return age !== null && age >= legalAge;
}

/**
 * Whether someone born on `birthday` is within TRAVELLER_AGE_RANGE today. False for a missing,
 * unreadable or future birthday.
 */
export function isAgeInAcceptableRange({
  birthday,
  now,
}: {
  birthday: CalendarDateInput | null | undefined;
  now: Date;
}): boolean {
  const age = getAge({ birthday, now });
  return age !== null && age >= TRAVELLER_AGE_RANGE.min && age <= TRAVELLER_AGE_RANGE.max;
}

/**
 * Whether a date is before today (yesterday or earlier, as UTC calendar days): a birthday, an
 * issue date. False when it is missing or not a date (a DD/MM/YYYY text must be exact).
 */
export function isDateBeforeToday({
  date,
  now,
}: {
  date: CalendarDateInput | null | undefined;
  now: Date;
}): boolean {
  const day = readCalendarDay(date);
  const today = readCalendarDay(now);
  return day !== null && today !== null && day.dayNumber < today.dayNumber;
}

/**
 * Whether a date is after today (tomorrow or later, as UTC calendar days): an expiry date.
 * False when it is missing or not a date (a DD/MM/YYYY text must be exact).
 */
export function isDateAfterToday({
  date,
  now,
}: {
  date: CalendarDateInput | null | undefined;
  now: Date;
}): boolean {
  const day = readCalendarDay(date);
  const today = readCalendarDay(now);
  return day !== null && today !== null && day.dayNumber > today.dayNumber;
}

/** The registry fields the badge counts, in the order of the form. */
export type PersonalDataField =
  | 'name'
  | 'lastname'
  | 'gender'
  | 'birthday'
  | 'citizenship'
  | 'taxCode'
  | 'birthCity'
  | 'mobilePhone'
  | 'email'
  | 'emergencyContactName'
  | 'emergencyContactRelation'
  | 'emergencyContactPhone'
  | 'residenceAddress';

export const personalDataFields: readonly PersonalDataField[] = [
  'name',
  'lastname',
  'gender',
  'birthday',
  'citizenship',
  'taxCode',
  'birthCity',
  'mobilePhone',
  'email',
  'emergencyContactName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'residenceAddress',
];

function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function isPhoneEmpty(phone: PhoneInput | null | undefined): boolean {
  return isBlank(phone?.number);
}

/** The residence is filled when it has its country, address, house number, zip code and city. */
function isResidenceEmpty(addresses: readonly Address[] | null | undefined): boolean {
  const residence = getResidenceAddress({ addresses: addresses ?? [] });
  return (
    residence === null ||
    [
      residence.country,
      residence.address,
      residence.houseNumber,
      residence.zipCode,
      residence.city,
    ].some(isBlank)
  );
}

/**
 * The personal-data fields still empty, in the order of `personalDataFields`:
 *
 * - name, last name, gender, birthday, citizenship, birth city, email;
 * - the tax code, only where it is mandatory for the variant (Italy and Spain);
 * - the mobile phone and the emergency contact's phone: empty without a number (a calling
 *   code alone does not fill it);
 * - the emergency contact's name and relation;
 * - the residence address, as one field: empty unless it has its country, address, house
 *   number, zip code and city (notes and state are optional).
 *
 * Special needs are optional and never count; nor does anything of the profile (picture)
 * or the billing data. A text of spaces only is empty. Values are not validated here.
 */
export function getEmptyPersonalDataFields({
  user,
  variant,
}: {
  user: PersonalData & { addresses?: readonly Address[] | null };
  variant: VariantId;
}): PersonalDataField[] {
  const empty: Record<PersonalDataField, boolean> = {
    name: isBlank(user.name),
    lastname: isBlank(user.lastname),
    gender: user.gender !== 'F' && user.gender !== 'M',
    birthday: typeof user.birthday === 'string' ? isBlank(user.birthday) : !user.birthday,
    citizenship: isBlank(user.citizenship),
    taxCode: isTaxCodeMandatory({ variant }) && isBlank(user.taxCode),
    birthCity: isBlank(user.birthCity),
    mobilePhone: isPhoneEmpty(user.mobilePhone),
    email: isBlank(user.email),
    emergencyContactName: isBlank(user.emergencyContact?.name),
    emergencyContactRelation: isBlank(user.emergencyContact?.relation),
    emergencyContactPhone: isPhoneEmpty(user.emergencyContact?.phone),
    residenceAddress: isResidenceEmpty(user.addresses),
  };
  return personalDataFields.filter((field) => empty[field]);
}

/** The registry menu badge: how many personal-data fields are empty (see `getEmptyPersonalDataFields`). */
export function countEmptyPersonalDataFields({
  user,
  variant,
}: {
  user: PersonalData & { addresses?: readonly Address[] | null };
  variant: VariantId;
}): number {
  return getEmptyPersonalDataFields({ user, variant }).length;
}
