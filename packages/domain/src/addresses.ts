/**
 * Residence and billing addresses (account-area §3 Address and Billing, §5, §7 "Billing
 * address building").
 *
 * A user's addresses are one list, saved whole (PUT users/{id}/addresses): at most one
 * residence, which comes first, and at most one billing address, after it.
 *
 * Residence address, as decided here (the spec lists its fields): country (ISO 3166-1
 * alpha-2), address (street), house number, zip code, city, and optionally notes
 * (staircase, floor, c/o…) and state (province, county or region), with addressType
 * RESIDENCE. Optional fields are null when empty.
 *
 * Billing address: addressType BILLING, billingFor INDIVIDUAL (name, tax code) or BUSINESS
 * (business name, VAT number, tax code, SDI code for Italian businesses), sameAsResidence,
 * and only the info matching billingFor. It also holds where to invoice: with
 * sameAsResidence, a copy of the residence taken when it is saved, so that an invoice
 * address never moves by itself; otherwise the address the traveller typed. Once saved,
 * only customer care changes it (account-area §5): care unlocks it for one change, which the
 * traveller makes within `billingUnlockDays` days (see `getBillingAddressChange`).
 */

export type AddressType = 'RESIDENCE' | 'BILLING';
export type BillingFor = 'INDIVIDUAL' | 'BUSINESS';

export const billingForValues: readonly BillingFor[] = ['INDIVIDUAL', 'BUSINESS'];

/** Where an address is. */
export interface AddressLocation {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Street or square. */
  address: string;
  houseNumber: string;
  notes: string | null;
  zipCode: string;
  city: string;
  /** Province, county or region, where the country has one. */
  state: string | null;
}

/** A location as a form gives it: notes and state may be left out. */
export type AddressLocationInput = Omit<AddressLocation, 'notes' | 'state'> & {
  notes?: string | null;
  state?: string | null;
};

export interface ResidenceAddress extends AddressLocation {
  addressType: 'RESIDENCE';
}

export interface BillingInfoIndividual {
  name: string;
  taxCode: string;
}

export interface BillingInfoBusiness {
  businessName: string;
  vatNumber: string;
  taxCode: string;
  /** The 7-character SDI code of Italian businesses; null elsewhere. */
  sdiCode: string | null;
}

export type BillingAddress = AddressLocation & {
  addressType: 'BILLING';
  sameAsResidence: boolean;
} & (
    | { billingFor: 'INDIVIDUAL'; billingInfoIndividual: BillingInfoIndividual }
    | { billingFor: 'BUSINESS'; billingInfoBusiness: BillingInfoBusiness }
  );

export type Address = ResidenceAddress | BillingAddress;

/**
 * The billing part of the form: who is billed, and either "same as residence" or the
 * location to invoice. The form may hold both the individual and the business info (the
 * traveller switched between them); only the one matching `billingFor` is kept.
 */
export type BillingInput = {
  billingFor: BillingFor;
  billingInfoIndividual?: BillingInfoIndividual | null;
  billingInfoBusiness?: BillingInfoBusiness | null;
} & ({ sameAsResidence: true } | ({ sameAsResidence: false } & AddressLocationInput));

export type BuildAddressesError =
  /** The info matching billingFor is missing. */
  | 'BILLING_INFO_MISSING'
  /** Billing is "same as residence" but there is no residence, saved or being saved. */
  | 'RESIDENCE_MISSING'
  /** A billing address is saved and the one given differs: only customer care changes it. */
  | 'BILLING_ADDRESS_LOCKED';

export type BuildAddressesResult =
  { ok: true; addresses: Address[] } | { ok: false; error: BuildAddressesError };

function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

function locationOf(input: AddressLocationInput): AddressLocation {
  return {
    country: input.country,
    address: input.address,
    houseNumber: input.houseNumber,
    notes: blankToNull(input.notes),
    zipCode: input.zipCode,
    city: input.city,
    state: blankToNull(input.state),
  };
}

function findResidence(addresses: readonly Address[]): ResidenceAddress | undefined {
  return addresses.find((entry): entry is ResidenceAddress => entry.addressType === 'RESIDENCE');
}

function findBilling(addresses: readonly Address[]): BillingAddress | undefined {
  return addresses.find((entry): entry is BillingAddress => entry.addressType === 'BILLING');
}

function sameLocation(a: AddressLocation, b: AddressLocation): boolean {
  return (
    a.country === b.country &&
    a.address === b.address &&
    a.houseNumber === b.houseNumber &&
    a.notes === b.notes &&
    a.zipCode === b.zipCode &&
    a.city === b.city &&
    a.state === b.state
  );
}

/** The billing info of an address as one comparable value. */
function billingInfoKey(address: BillingAddress): string {
  return address.billingFor === 'INDIVIDUAL'
    ? JSON.stringify(['INDIVIDUAL', address.billingInfoIndividual])
    : JSON.stringify(['BUSINESS', address.billingInfoBusiness]);
}

/**
 * Whether a billing form asks for the billing address already saved: the same billingFor,
 * info and sameAsResidence, and with its own location, the same location. (With
 * sameAsResidence the location is the residence's copy, which a later move does not change.)
 */
function isSameBilling(saved: BillingAddress, built: BillingAddress): boolean {
  return (
    saved.billingFor === built.billingFor &&
    saved.sameAsResidence === built.sameAsResidence &&
    billingInfoKey(saved) === billingInfoKey(built) &&
    (built.sameAsResidence || sameLocation(saved, built))
  );
}

/**
 * The addresses to save, from those saved (`existing`) and the registry form: the residence
 * being saved (or none to keep the saved one) and the billing form (or none to keep the
 * saved billing address).
 *
 * - The residence comes first, the billing address second. So with no existing addresses
 *   and sameAsResidence set, the billing address is the second entry, after the residence
 *   (the spec's rule); with no residence at all, it is the only one.
 * - The billing address carries addressType BILLING, billingFor, sameAsResidence and only
 *   the matching individual or business info; its location is a copy of the residence
 *   (sameAsResidence) or its own.
 * - A saved billing address stays as it is: giving it again unchanged is fine, giving a
 *   different one fails with BILLING_ADDRESS_LOCKED (see `canChangeBillingAddress`), unless
 *   customer care has unlocked it for one change (`unlockedForChange`): then the new one
 *   replaces it.
 */
export function buildAddresses({
  existing,
  residence,
  billing,
  unlockedForChange = false,
}: {
  existing: readonly Address[];
  residence?: AddressLocationInput | null;
  billing?: BillingInput | null;
  /** Customer care has unlocked the saved billing address for one change, still valid now. */
  unlockedForChange?: boolean;
}): BuildAddressesResult {
  const residenceAddress: ResidenceAddress | undefined = residence
    ? { addressType: 'RESIDENCE', ...locationOf(residence) }
    : findResidence(existing);
  const savedBilling = findBilling(existing);
  let billingAddress = savedBilling;

  if (billing) {
    let location: AddressLocation;
    if (billing.sameAsResidence) {
      if (!residenceAddress) return { ok: false, error: 'RESIDENCE_MISSING' };
      location = locationOf(residenceAddress);
    } else {
      location = locationOf(billing);
    }
    const common = {
      addressType: 'BILLING',
      ...location,
      sameAsResidence: billing.sameAsResidence,
    } as const;
    let built: BillingAddress;
    if (billing.billingFor === 'INDIVIDUAL') {
      if (!billing.billingInfoIndividual) return { ok: false, error: 'BILLING_INFO_MISSING' };
      built = {
        ...common,
        billingFor: 'INDIVIDUAL',
        billingInfoIndividual: { ...billing.billingInfoIndividual },
      };
    } else {
      if (!billing.billingInfoBusiness) return { ok: false, error: 'BILLING_INFO_MISSING' };
      built = {
        ...common,
        billingFor: 'BUSINESS',
        billingInfoBusiness: {
          ...billing.billingInfoBusiness,
          sdiCode: blankToNull(billing.billingInfoBusiness.sdiCode),
        },
      };
    }
    if (!savedBilling || !isSameBilling(savedBilling, built)) {
      if (!canChangeBillingAddress({ existing, unlockedForChange })) {
        return { ok: false, error: 'BILLING_ADDRESS_LOCKED' };
      }
      billingAddress = built;
    }
  }

  const addresses: Address[] = [];
  if (residenceAddress) addresses.push(residenceAddress);
  if (billingAddress) addresses.push(billingAddress);
  return { ok: true, addresses };
}

/**
 * The traveller may set the billing address while none is saved; once saved, only when customer
 * care has unlocked it for one change (`unlockedForChange`, see `getBillingAddressChange`).
 */
export function canChangeBillingAddress({
  existing,
  unlockedForChange = false,
}: {
  existing: readonly Address[];
  unlockedForChange?: boolean;
}): boolean {
  return findBilling(existing) === undefined || unlockedForChange;
}

/** How long a customer care unlock of the billing address lasts, in days. */
export const billingUnlockDays = 14;

/** When an unlock given at `unlockedAt` ends: `billingUnlockDays` days later, to the millisecond. */
export function getBillingUnlockExpiry({ unlockedAt }: { unlockedAt: Date }): Date {
  return new Date(unlockedAt.getTime() + billingUnlockDays * 24 * 60 * 60 * 1000);
}

/** Whether the traveller may change their billing address now, and until when care allows it. */
export interface BillingAddressChange {
  /** A billing address may be saved now (none saved yet, or unlocked by care and not expired). */
  changeable: boolean;
  /** Customer care's unlock is pending until then; null when there is none (or it expired). */
  unlockedUntil: Date | null;
}

/**
 * Whether the billing address may change now: while none is saved, always; once saved, only
 * with customer care's unlock (one change) before it expires. An unlock with no billing address
 * saved changes nothing (the traveller may set it anyway) and is not reported.
 */
export function getBillingAddressChange({
  existing,
  unlock,
  now,
}: {
  existing: readonly Address[];
  unlock: { expiresAt: Date } | null;
  now: Date;
}): BillingAddressChange {
  const saved = findBilling(existing) !== undefined;
  const pending = saved && unlock !== null && now.getTime() < unlock.expiresAt.getTime();
  return {
    changeable: canChangeBillingAddress({ existing, unlockedForChange: pending }),
    unlockedUntil: pending ? unlock.expiresAt : null,
  };
}

/** The residence address among a user's addresses, if any. */
export function getResidenceAddress({
  addresses,
}: {
  addresses: readonly Address[];
}): ResidenceAddress | null {
  return findResidence(addresses) ?? null;
}

/** The billing address among a user's addresses, if any. */
export function getBillingAddress({
  addresses,
}: {
  addresses: readonly Address[];
}): BillingAddress | null {
  return findBilling(addresses) ?? null;
}
