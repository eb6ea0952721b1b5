import type { Address } from '@wayfarer/domain';
import { getVariant } from '@wayfarer/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { contract, loadContract } from '../../lib/contract';
import { translateValidationMessage } from '../../lib/validation-message';
import { demoUser } from '../../test/fixtures';
import { translations as locales } from '../../test/translations';
import {
  defaultPhoneCountry,
  mapServerFieldErrors,
  toAddresses,
  toFormValues,
  toUserUpdate,
} from './registry-form';

beforeAll(async () => {
  await loadContract();
});

const residence: Address = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: "Via dell'Indipendenza",
  houseNumber: '12',
  notes: null,
  zipCode: '40121',
  city: 'Bologna',
  state: 'BO',
};

const savedBilling: Address = {
  ...residence,
  addressType: 'BILLING',
  sameAsResidence: true,
  billingFor: 'INDIVIDUAL',
  billingInfoIndividual: { name: 'Giulia Rossi', taxCode: 'RSSGLI92D58A944O' },
};

describe('toFormValues', () => {
  it('fills the form from the user and the addresses, empties as empty texts', () => {
    const values = toFormValues({ user: demoUser, addresses: [residence], phoneCountry: 'IT' });
    expect(values).toMatchObject({
      name: 'Giulia',
      taxCode: '',
      mobilePhone: { country: 'IT', number: '3471234567' },
      emergencyContact: { name: '', relation: '', phone: { country: 'IT', number: '' } },
      residence: { city: 'Bologna', notes: '', state: 'BO' },
      billing: { billingFor: null, sameAsResidence: true, individual: { name: 'Giulia Rossi' } },
    });
  });

  it('leaves a saved billing address out of the form', () => {
    expect(
      toFormValues({ user: demoUser, addresses: [residence, savedBilling], phoneCountry: 'IT' })
        .billing,
    ).toBeNull();
  });

  it('starts new phones with the variant’s country (the UK for the English site)', () => {
    expect(defaultPhoneCountry(getVariant('italy')!)).toBe('IT');
    expect(defaultPhoneCountry(getVariant('english')!)).toBe('GB');
    expect(defaultPhoneCountry(getVariant('global')!)).toBe('US');
  });
});

describe('toUserUpdate', () => {
  it('sends every registry field, trimmed, empties as null', () => {
    const values = toFormValues({ user: demoUser, addresses: [], phoneCountry: 'IT' });
    expect(
      toUserUpdate({ ...values, name: ' Giulia ', birthCity: ' ', taxCode: 'RSSGLI92D58A944O' }),
    ).toEqual({
      name: 'Giulia',
      lastname: 'Rossi',
      gender: 'F',
      birthday: '1992-04-18',
      citizenship: 'IT',
      taxCode: 'RSSGLI92D58A944O',
      birthCity: null,
      mobilePhone: { country: 'IT', number: '3471234567' },
      emergencyContact: { name: null, relation: null, phone: null },
      specialNeeds: null,
    });
  });
});

describe('toAddresses', () => {
  it('is null when nothing changed', () => {
    const values = toFormValues({ user: demoUser, addresses: [residence], phoneCountry: 'IT' });
    expect(toAddresses({ values, existing: [residence] })).toEqual({ ok: true, addresses: null });
  });

  it('with nothing saved and “same as residence”, puts the billing address second', () => {
    const values = toFormValues({ user: demoUser, addresses: [], phoneCountry: 'IT' });
    const result = toAddresses({
      values: {
        ...values,
        residence: { ...values.residence, ...residence, notes: '', state: '' },
        billing: {
          ...values.billing!,
          billingFor: 'INDIVIDUAL',
          individual: { name: 'Giulia Rossi', taxCode: 'RSSGLI92D58A944O' },
        },
      },
      existing: [],
    });
    expect(result.ok && result.addresses?.map((address) => address.addressType)).toEqual([
      'RESIDENCE',
      'BILLING',
    ]);
    expect(result.ok && result.addresses?.[1]).toMatchObject({
      city: 'Bologna',
      sameAsResidence: true,
      billingFor: 'INDIVIDUAL',
      billingInfoIndividual: { name: 'Giulia Rossi', taxCode: 'RSSGLI92D58A944O' },
    });
    expect(result.ok && result.addresses?.[1]).not.toHaveProperty('billingInfoBusiness');
  });

  it('keeps a saved billing address as it is when the residence moves', () => {
    const values = toFormValues({
      user: demoUser,
      addresses: [residence, savedBilling],
      phoneCountry: 'IT',
    });
    const result = toAddresses({
      values: { ...values, residence: { ...values.residence, houseNumber: '14' } },
      existing: [residence, savedBilling],
    });
    expect(result.ok && result.addresses).toEqual([
      { ...residence, houseNumber: '14' },
      savedBilling,
    ]);
  });
});

describe('mapServerFieldErrors', () => {
  const values = toFormValues({ user: demoUser, addresses: [], phoneCountry: 'IT' });
  const billingOwn: Address = {
    ...residence,
    addressType: 'BILLING',
    sameAsResidence: false,
    billingFor: 'BUSINESS',
    billingInfoBusiness: { businessName: 'Acme', vatNumber: 'x', taxCode: 'y', sdiCode: null },
  };

  it('keeps the personal data’s paths', () => {
    expect(
      mapServerFieldErrors({
        fields: { 'mobilePhone.number': 'validation.invalidPhone', taxCode: 'validation.required' },
        sentAddresses: null,
        values,
      }),
    ).toEqual([
      { path: 'mobilePhone.number', message: 'validation.invalidPhone' },
      { path: 'taxCode', message: 'validation.required' },
    ]);
  });

  it('puts the addresses’ errors on the residence and billing fields they came from', () => {
    expect(
      mapServerFieldErrors({
        fields: {
          'addresses.0.zipCode': 'validation.minLength?min=3',
          'addresses.1.billingInfoBusiness.vatNumber': 'validation.invalidVatNumber',
          'addresses.1.city': 'validation.required',
        },
        sentAddresses: [residence, billingOwn],
        values,
      }),
    ).toEqual([
      { path: 'residence.zipCode', message: 'validation.minLength?min=3' },
      { path: 'billing.business.vatNumber', message: 'validation.invalidVatNumber' },
      { path: 'billing.location.city', message: 'validation.required' },
    ]);
  });

  it('puts a “same as residence” billing location’s errors on the residence', () => {
    expect(
      mapServerFieldErrors({
        fields: {
          'addresses.0.sameAsResidence': 'validation.residenceMissing',
          'addresses.0.country': 'validation.invalidCountry',
        },
        sentAddresses: [{ ...billingOwn, sameAsResidence: true }],
        values,
      }),
    ).toEqual([
      { path: 'billing.sameAsResidence', message: 'validation.residenceMissing' },
      { path: 'residence.country', message: 'validation.invalidCountry' },
    ]);
  });

  it('leaves out what the form does not have', () => {
    expect(
      mapServerFieldErrors({
        fields: { body: 'validation.required', 'addresses.3.city': 'x', email: 'y' },
        sentAddresses: [residence],
        values,
      }),
    ).toEqual([]);
  });
});

describe('validation messages in five languages', () => {
  it.each(Object.entries(locales))(
    '%s: every key of the contract has its text',
    async (language, translations) => {
      const i18n = await createI18n(language as keyof typeof locales, translations);
      for (const key of contract().validationKeys) {
        const text = translateValidationMessage(i18n.t, key);
        expect(text, key).not.toBe(key);
        expect(text.trim(), key).not.toBe('');
      }
      expect(translateValidationMessage(i18n.t, 'validation.minLength?min=2')).toMatch(/\b2\b/);
      expect(translateValidationMessage(i18n.t, 'validation.maxLength?max=100')).toMatch(/\b100\b/);
      // Not a key of the contract (zod's own English): the generic "invalid".
      expect(translateValidationMessage(i18n.t, 'Invalid input')).toBe(
        translateValidationMessage(i18n.t, 'validation.invalid'),
      );
    },
  );

  it('Italian, for the registry e2e', async () => {
    const i18n = await createI18n('it', locales.it);
    expect(translateValidationMessage(i18n.t, 'validation.invalidPhone')).toBe(
      'Questo numero di telefono non è valido per il paese scelto.',
    );
  });
});
