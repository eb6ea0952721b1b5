import type { RegistryFormValues, User, UserUpdate } from '@wayfarer/contract';
import type { FieldPath } from 'react-hook-form';
import {
  buildAddresses,
  getBillingAddress,
  getResidenceAddress,
  type Address,
  type AddressLocationInput,
  type BillingAddress,
  type BillingInput,
  type BuildAddressesError,
  type Variant,
} from '@wayfarer/domain';

/*
 * The registry form's values, from and to the API: the personal data of PUT users/{id} and the
 * addresses of PUT users/{id}/addresses (built with the domain's `buildAddresses`), and the
 * server's field errors put back on the form's fields.
 */

type LocationValues = RegistryFormValues['residence'];
type BillingValues = NonNullable<RegistryFormValues['billing']>;

const emptyLocation: LocationValues = {
  country: '',
  address: '',
  houseNumber: '',
  notes: '',
  zipCode: '',
  city: '',
  state: '',
};

/** The calling code a new phone starts with: the variant's country (the UK for the English site). */
export function defaultPhoneCountry(variant: Variant): string {
  return /^[A-Z]{2}$/.test(variant.countryCode) && variant.countryCode !== 'WE'
    ? variant.countryCode
    : 'GB';
}

const text = (value: string | null | undefined) => value ?? '';
const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function isLocationEmpty(location: LocationValues): boolean {
  return Object.values(location).every((value) => !value || value.trim() === '');
}

function emptyBilling(user: User): BillingValues {
  return {
    billingFor: null,
    sameAsResidence: true,
    location: { ...emptyLocation },
    individual: { name: user.fullName, taxCode: text(user.taxCode) },
    business: { businessName: '', vatNumber: '', taxCode: '', sdiCode: '' },
  };
}

/** The billing form filled with a saved billing address (to change it once care unlocked it). */
function billingValuesOf(billing: BillingAddress, user: User): BillingValues {
  const empty = emptyBilling(user);
  return {
    billingFor: billing.billingFor,
    sameAsResidence: billing.sameAsResidence,
    location: billing.sameAsResidence
      ? empty.location
      : {
          country: billing.country,
          address: billing.address,
          houseNumber: billing.houseNumber,
          notes: text(billing.notes),
          zipCode: billing.zipCode,
          city: billing.city,
          state: text(billing.state),
        },
    individual:
      billing.billingFor === 'INDIVIDUAL' ? { ...billing.billingInfoIndividual } : empty.individual,
    business:
      billing.billingFor === 'BUSINESS'
        ? { ...billing.billingInfoBusiness, sdiCode: text(billing.billingInfoBusiness.sdiCode) }
        : empty.business,
  };
}

/**
 * The form as the saved data fills it. A saved billing address is not part of the form (`billing`
 * null): the page shows it read-only; unless customer care unlocked it for one change
 * (`billingUnlocked`): then the billing form starts from it.
 */
export function toFormValues({
  user,
  addresses,
  phoneCountry,
  billingUnlocked = false,
}: {
  user: User;
  addresses: readonly Address[];
  phoneCountry: string;
  billingUnlocked?: boolean;
}): RegistryFormValues {
  const residence = getResidenceAddress({ addresses });
  const billing = getBillingAddress({ addresses });
  return {
    name: user.name,
    lastname: user.lastname,
    gender: user.gender,
    birthday: text(user.birthday),
    citizenship: text(user.citizenship),
    taxCode: text(user.taxCode),
    birthCity: text(user.birthCity),
    mobilePhone: user.mobilePhone ?? { country: phoneCountry, number: '' },
    emergencyContact: {
      name: text(user.emergencyContact.name),
      relation: text(user.emergencyContact.relation),
      phone: user.emergencyContact.phone ?? { country: phoneCountry, number: '' },
    },
    specialNeeds: text(user.specialNeeds),
    residence: residence
      ? {
          country: residence.country,
          address: residence.address,
          houseNumber: residence.houseNumber,
          notes: text(residence.notes),
          zipCode: residence.zipCode,
          city: residence.city,
          state: text(residence.state),
        }
      : { ...emptyLocation },
    billing: billing
      ? billingUnlocked
        ? billingValuesOf(billing, user)
        : null
      : emptyBilling(user),
  };
}

function phoneOf(phone: { country: string; number: string } | null | undefined) {
  return phone && phone.number.trim() !== ''
    ? { country: phone.country, number: phone.number }
    : null;
}

/** The body of PUT users/{id}: every registry field, empties as null. */
export function toUserUpdate(values: RegistryFormValues): UserUpdate {
  return {
    name: values.name?.trim() ?? '',
    lastname: values.lastname?.trim() ?? '',
    gender: values.gender,
    birthday: blankToNull(values.birthday),
    citizenship: blankToNull(values.citizenship),
    taxCode: blankToNull(values.taxCode),
    birthCity: blankToNull(values.birthCity),
    mobilePhone: phoneOf(values.mobilePhone),
    emergencyContact: {
      name: blankToNull(values.emergencyContact.name),
      relation: blankToNull(values.emergencyContact.relation),
      phone: phoneOf(values.emergencyContact.phone),
    },
    specialNeeds: blankToNull(values.specialNeeds),
  };
}

function toLocationInput(location: LocationValues): AddressLocationInput {
  return {
    country: text(location.country),
    address: text(location.address).trim(),
    houseNumber: text(location.houseNumber).trim(),
    notes: blankToNull(location.notes),
    zipCode: text(location.zipCode).trim(),
    city: text(location.city).trim(),
    state: blankToNull(location.state),
  };
}

function toBillingInput(billing: BillingValues): BillingInput | null {
  if (!billing.billingFor) return null;
  const info =
    billing.billingFor === 'INDIVIDUAL'
      ? {
          billingFor: 'INDIVIDUAL' as const,
          billingInfoIndividual: {
            name: text(billing.individual.name).trim(),
            taxCode: text(billing.individual.taxCode).trim(),
          },
        }
      : {
          billingFor: 'BUSINESS' as const,
          billingInfoBusiness: {
            businessName: text(billing.business.businessName).trim(),
            vatNumber: text(billing.business.vatNumber).trim(),
            taxCode: text(billing.business.taxCode).trim(),
            sdiCode: blankToNull(billing.business.sdiCode),
          },
        };
  return billing.sameAsResidence
    ? { ...info, sameAsResidence: true }
    : { ...info, sameAsResidence: false, ...toLocationInput(billing.location) };
}

/**
 * The addresses to PUT, built by the domain from those saved and the form (residence first,
 * billing second; a saved billing address kept as it is): null when nothing changed.
 */
export function toAddresses({
  values,
  existing,
  billingUnlocked = false,
}: {
  values: RegistryFormValues;
  existing: readonly Address[];
  /** Customer care unlocked the saved billing address for one change. */
  billingUnlocked?: boolean;
}): { ok: true; addresses: Address[] | null } | { ok: false; error: BuildAddressesError } {
  const residence = isLocationEmpty(values.residence) ? null : toLocationInput(values.residence);
  const billing = values.billing ? toBillingInput(values.billing) : null;
  const built = buildAddresses({
    existing,
    residence,
    billing,
    unlockedForChange: billingUnlocked,
  });
  if (!built.ok) return built;
  const changed = JSON.stringify(built.addresses) !== JSON.stringify(existing);
  return { ok: true, addresses: changed ? built.addresses : null };
}

/** Every field path of the form's values ('mobilePhone.number', 'billing.business.sdiCode'…). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return prefix ? [prefix] : [];
}

/** The form field a server field of PUT users/{id}/addresses stands for. */
function addressFieldPath(address: Address, rest: string | undefined): string {
  if (address.addressType === 'RESIDENCE') return `residence.${rest ?? 'country'}`;
  if (!rest || rest === 'addressType' || rest === 'billingFor') return 'billing.billingFor';
  if (rest === 'sameAsResidence') return 'billing.sameAsResidence';
  const info = /^billingInfo(Individual|Business)\.(.+)$/.exec(rest);
  if (info) return `billing.${info[1] === 'Individual' ? 'individual' : 'business'}.${info[2]}`;
  return address.sameAsResidence ? `residence.${rest}` : `billing.location.${rest}`;
}

/**
 * The server's 400 `fields` on the form's fields: the personal data's keep their path, the
 * addresses' (`addresses.1.billingInfoBusiness.vatNumber`) go to the residence or billing field
 * they came from, by the addresses that were sent. Fields the form does not have are left out
 * (the page's message covers them).
 */
export function mapServerFieldErrors({
  fields,
  sentAddresses,
  values,
}: {
  fields: Record<string, string>;
  sentAddresses: readonly Address[] | null;
  values: RegistryFormValues;
}): { path: FieldPath<RegistryFormValues>; message: string }[] {
  const known = new Set(leafPaths(values));
  const isFormField = (path: string | null): path is FieldPath<RegistryFormValues> =>
    path !== null && known.has(path);
  const mapped: { path: FieldPath<RegistryFormValues>; message: string }[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const match = /^addresses\.(\d+)(?:\.(.+))?$/.exec(key);
    let path: string | null = key;
    if (match) {
      const address = sentAddresses?.[Number(match[1])];
      path = address ? addressFieldPath(address, match[2]) : null;
    }
    if (isFormField(path) && !mapped.some((entry) => entry.path === path)) {
      mapped.push({ path, message });
    }
  }
  return mapped;
}
