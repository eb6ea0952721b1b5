import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import {
  type AddressBody,
  type AddressesUpdate,
  type BillingChange,
  type Consents,
  type ConsentsUpdate,
  type User,
  type UserUpdate,
} from '@wayfarer/contract';
import { checkAddress, userUpdateSchema } from '@wayfarer/contract/personal-data-forms';
import {
  buildAddresses,
  getBillingAddress,
  getBillingAddressChange,
  normalizePhoneNumber,
  normalizeTaxId,
  type Address,
  type AddressLocationInput,
  type BillingInput,
  type VariantId,
} from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordEvent } from '../webhooks/outbox';
import { processPicture } from './picture';
import {
  findAddresses,
  findBillingUnlock,
  findConsents,
  findPicture,
  findUserById,
  replaceAddresses,
  savePicture,
  updateUserRow,
  type UserChanges,
} from './repository';
import { parseOrThrow, validationError } from './validation';

interface Owned {
  /** The signed-in traveller. */
  callerId: string;
  /** The traveller of the path: anyone else's data is "not found". */
  userId: string;
}

function assertOwn({ callerId, userId }: Owned) {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
}

/**
 * The signed-in traveller. While the current privacy policy is not accepted: 403
 * USER_PRIVACY_POLICY_ERROR with `extra.userId` (app-shell §8), so the web sends them to the
 * consents page; every other call keeps working.
 */
export async function getMe(db: Database, { callerId }: { callerId: string }): Promise<User> {
  const user = await findUserById(db, callerId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!user.consents.privacyPolicy) {
    throw new AppError('USER_PRIVACY_POLICY_ERROR', undefined, { extra: { userId: user.id } });
  }
  return user;
}

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The number without its country's calling code, as stored ('3471234567' for +39 347 123 4567). */
function nationalNumber(country: string, number: string): string {
  const e164 = normalizePhoneNumber({ country, number });
  if (!e164) return number.trim();
  return e164.slice(1 + getCountryCallingCode(country as CountryCode).length);
}

function phoneColumns(phone: { country: string; number: string } | null | undefined) {
  if (!phone || phone.number.trim() === '') return { country: null, number: null };
  return { country: phone.country, number: nationalNumber(phone.country, phone.number) };
}

/** The columns of a checked update: texts trimmed, empties null, tax code and phones normalized. */
function toUserChanges(update: UserUpdate): UserChanges {
  const changes: UserChanges = {};
  if (update.name !== undefined) changes.name = update.name?.trim() ?? '';
  if (update.lastname !== undefined) changes.lastname = update.lastname?.trim() ?? '';
  if (update.gender !== undefined) changes.gender = update.gender;
  if (update.birthday !== undefined) changes.birthday = trimmedOrNull(update.birthday);
  if (update.citizenship !== undefined) changes.citizenship = trimmedOrNull(update.citizenship);
  if (update.taxCode !== undefined) {
    const code = trimmedOrNull(update.taxCode);
    changes.taxCode = code === null ? null : normalizeTaxId({ code });
  }
  if (update.birthCity !== undefined) changes.birthCity = trimmedOrNull(update.birthCity);
  if (update.mobilePhone !== undefined) {
    const mobile = phoneColumns(update.mobilePhone);
    changes.mobilePhoneCountry = mobile.country;
    changes.mobilePhoneNumber = mobile.number;
  }
  if (update.emergencyContact !== undefined) {
    const contact = update.emergencyContact;
    const contactPhone = phoneColumns(contact.phone);
    changes.emergencyContactName = trimmedOrNull(contact.name);
    changes.emergencyContactRelation = trimmedOrNull(contact.relation);
    changes.emergencyContactPhoneCountry = contactPhone.country;
    changes.emergencyContactPhoneNumber = contactPhone.number;
  }
  if (update.specialNeeds !== undefined) changes.specialNeeds = trimmedOrNull(update.specialNeeds);
  return changes;
}

/** PUT users/{id}: the fields the body carries, checked with the variant's rules. */
export async function updateUser(
  db: Database,
  { variant, body, ...owned }: Owned & { variant: VariantId; body: unknown },
): Promise<User> {
  assertOwn(owned);
  const update = parseOrThrow(userUpdateSchema({ variant }), body);
  const changes = toUserChanges(update);
  return db.transaction(async (tx) => {
    const user = await updateUserRow(tx as unknown as Database, owned.userId, changes);
    if (!user) throw new AppError('NOT_FOUND');
    await recordEvent(tx as unknown as Database, {
      type: 'traveller.updated',
      userId: owned.userId,
      data: { fields: Object.keys(update).sort() },
    });
    return user;
  });
}

/** The traveller's addresses, and whether they may save a billing address now. */
export async function getAddresses(
  db: Database,
  owned: Owned,
): Promise<{ addresses: Address[]; billing: BillingChange }> {
  assertOwn(owned);
  const [addresses, unlock] = await Promise.all([
    findAddresses(db, owned.userId),
    findBillingUnlock(db, owned.userId),
  ]);
  const change = getBillingAddressChange({ existing: addresses, unlock, now: new Date() });
  return {
    addresses,
    billing: {
      changeable: change.changeable,
      unlockedUntil: change.unlockedUntil?.toISOString() ?? null,
    },
  };
}

function toLocationInput(address: AddressBody): AddressLocationInput {
  return {
    country: address.country,
    address: address.address.trim(),
    houseNumber: address.houseNumber.trim(),
    notes: trimmedOrNull(address.notes),
    zipCode: address.zipCode.trim(),
    city: address.city.trim(),
    state: trimmedOrNull(address.state),
  };
}

const taxId = (code: string) => normalizeTaxId({ code });

/** The billing form of an address of the body, its codes in their compact form. */
function toBillingInput(address: AddressBody & { addressType: 'BILLING' }): BillingInput {
  const info =
    address.billingFor === 'INDIVIDUAL'
      ? {
          billingFor: 'INDIVIDUAL' as const,
          billingInfoIndividual: {
            name: address.billingInfoIndividual.name.trim(),
            taxCode: taxId(address.billingInfoIndividual.taxCode),
          },
        }
      : {
          billingFor: 'BUSINESS' as const,
          billingInfoBusiness: {
            businessName: address.billingInfoBusiness.businessName.trim(),
            vatNumber: taxId(address.billingInfoBusiness.vatNumber),
            taxCode: taxId(address.billingInfoBusiness.taxCode),
            sdiCode:
              address.country === 'IT' && address.billingInfoBusiness.sdiCode
                ? taxId(address.billingInfoBusiness.sdiCode)
                : null,
          },
        };
  return address.sameAsResidence
    ? { ...info, sameAsResidence: true }
    : { ...info, sameAsResidence: false, ...toLocationInput(address) };
}

type AddressesFailure =
  | 'BILLING_ADDRESS_LOCKED'
  | 'RESIDENCE_MISSING'
  | 'BILLING_INFO_MISSING'
  | ReturnType<typeof checkAddress>;

/**
 * PUT users/{id}/addresses, with the domain's `buildAddresses`: the residence first, the billing
 * address second (so with nothing saved and "same as residence", the billing address is the
 * second entry); what the body leaves out stays as saved; a billing address different from the
 * one saved is refused (409 BILLING_ADDRESS_LOCKED: only customer care changes it) unless customer
 * care has unlocked it for one change: then it is saved and the unlock is used up, in the same
 * transaction.
 */
export async function updateAddresses(
  db: Database,
  { body, ...owned }: Owned & { body: AddressesUpdate },
): Promise<{ addresses: Address[]; billing: BillingChange }> {
  assertOwn(owned);
  const residenceIndex = body.addresses.findIndex((entry) => entry.addressType === 'RESIDENCE');
  const billingIndex = body.addresses.findIndex((entry) => entry.addressType === 'BILLING');
  const residenceBody = body.addresses[residenceIndex];
  const billingBody = body.addresses[billingIndex];
  const residence = residenceBody ? toLocationInput(residenceBody) : null;
  const billing = billingBody?.addressType === 'BILLING' ? toBillingInput(billingBody) : null;

  const addressTypes = [
    ...(residenceBody ? (['RESIDENCE'] as const) : []),
    ...(billingBody ? (['BILLING'] as const) : []),
  ];
  const onSaved = (tx: Database) =>
    recordEvent(tx, {
      type: 'traveller.address.updated',
      userId: owned.userId,
      data: { addressTypes },
    });
  const now = new Date();
  const result = await replaceAddresses<AddressesFailure>(
    db,
    owned.userId,
    onSaved,
    (existing, unlock) => {
      const unlockedForChange =
        getBillingAddressChange({ existing, unlock, now }).unlockedUntil !== null;
      const built = buildAddresses({ existing, residence, billing, unlockedForChange });
      if (!built.ok) return { failure: built.error };
      // `buildAddresses` keeps the saved billing address itself when the form gives it again:
      // another object is a new billing address, whose info is checked again against its
      // country (a "same as residence" one takes the residence's: VAT number, SDI code).
      const savedBilling = getBillingAddress({ addresses: existing });
      const builtBilling = getBillingAddress({ addresses: built.addresses });
      const newBilling = builtBilling !== null && builtBilling !== savedBilling;
      if (newBilling) {
        const issues = checkAddress(builtBilling, ['addresses', billingIndex]);
        if (issues.length > 0) return { failure: issues };
      }
      return {
        addresses: built.addresses,
        usedUnlock: newBilling && savedBilling !== null && unlockedForChange,
      };
    },
  );
  if ('addresses' in result) {
    const unlock = await findBillingUnlock(db, owned.userId);
    const change = getBillingAddressChange({ existing: result.addresses, unlock, now });
    return {
      addresses: result.addresses,
      billing: {
        changeable: change.changeable,
        unlockedUntil: change.unlockedUntil?.toISOString() ?? null,
      },
    };
  }

  const { failure } = result;
  if (failure === 'BILLING_ADDRESS_LOCKED') throw new AppError('BILLING_ADDRESS_LOCKED');
  if (failure === 'RESIDENCE_MISSING') {
    throw validationError([
      {
        path: ['addresses', billingIndex, 'sameAsResidence'],
        message: 'validation.residenceMissing',
      },
    ]);
  }
  if (failure === 'BILLING_INFO_MISSING') {
    throw validationError([{ path: ['addresses', billingIndex], message: 'validation.required' }]);
  }
  throw validationError(failure);
}

/** The caller's consents (readable while the privacy policy is not accepted, unlike users/me). */
export async function getConsents(
  db: Database,
  { callerId }: { callerId: string },
): Promise<Consents> {
  const consents = await findConsents(db, callerId);
  if (!consents) throw new AppError('UNAUTHENTICATED');
  return consents;
}

/**
 * PATCH users/consents: sets the consents the body carries. Privacy policy and terms can only be
 * given (the contract refuses `false`); marketing and newsletter go both ways.
 */
export async function updateConsents(
  db: Database,
  { callerId, body }: { callerId: string; body: ConsentsUpdate },
): Promise<User> {
  const changes: UserChanges = {};
  if (body.privacyPolicy) changes.consentPrivacyPolicy = true;
  if (body.termsAndConditions) changes.consentTermsAndConditions = true;
  if (body.marketing !== undefined) changes.consentMarketing = body.marketing;
  if (body.newsletter !== undefined) changes.consentNewsletter = body.newsletter;
  return db.transaction(async (tx) => {
    const user = await updateUserRow(tx as unknown as Database, callerId, changes);
    if (!user) throw new AppError('UNAUTHENTICATED');
    await recordEvent(tx as unknown as Database, {
      type: 'consent.updated',
      userId: callerId,
      data: { consents: user.consents },
    });
    return user;
  });
}

/** POST users/{id}/picture: a JPEG or PNG, re-encoded; answers the user with its new picture URL. */
export async function uploadPicture(
  db: Database,
  {
    content,
    pictureUrl,
    ...owned
  }: Owned & { content: Buffer; pictureUrl: (version: number) => string },
): Promise<User> {
  assertOwn(owned);
  const picture = await processPicture(content);
  const user = await savePicture(db, owned.userId, picture, pictureUrl);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function getPicture(db: Database, owned: Owned) {
  assertOwn(owned);
  const picture = await findPicture(db, owned.userId);
  if (!picture) throw new AppError('NOT_FOUND');
  return picture;
}
