import { describe, expect, it } from 'vitest';
import {
  addressesUpdateSchema,
  isValidBillingTaxCode,
  registryFormSchema,
  userUpdateSchema,
  type RegistryFormValues,
} from './personal-data-forms';
import {
  consentsFormSchema,
  consentsUpdateSchema,
  readValidationMessage,
  validationKeys,
  validationMessage,
} from './users';

const now = new Date('2026-06-15T10:00:00Z');

const complete: RegistryFormValues = {
  name: 'Marco',
  lastname: 'Bianchi',
  gender: 'M',
  birthday: '1985-12-10',
  citizenship: 'IT',
  taxCode: 'BNCMRC85T10A944K',
  birthCity: 'Bologna',
  mobilePhone: { country: 'IT', number: '335 123 4567' },
  emergencyContact: {
    name: 'Anna Bianchi',
    relation: 'Sorella',
    phone: { country: 'IT', number: '' },
  },
  specialNeeds: '',
  residence: {
    country: 'IT',
    address: 'Via Roma',
    houseNumber: '1',
    notes: '',
    zipCode: '20121',
    city: 'Milano',
    state: '',
  },
  billing: {
    billingFor: null,
    sameAsResidence: true,
    location: {
      country: '',
      address: '',
      houseNumber: '',
      notes: '',
      zipCode: '',
      city: '',
      state: '',
    },
    individual: { name: '', taxCode: '' },
    business: { businessName: '', vatNumber: '', taxCode: '', sdiCode: '' },
  },
};

/** The issues of a registry form, as path -> message. */
function issuesOf(
  values: RegistryFormValues,
  options: Partial<Parameters<typeof registryFormSchema>[0]> = {},
) {
  const result = registryFormSchema({ variant: 'italy', now, ...options }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('validation messages', () => {
  it('are keys, with their values as a query string', () => {
    expect(validationMessage('validation.required')).toBe('validation.required');
    expect(validationMessage('validation.minLength', { min: 2 })).toBe(
      'validation.minLength?min=2',
    );
    expect(readValidationMessage('validation.minLength?min=2')).toEqual({
      key: 'validation.minLength',
      values: { min: '2' },
    });
  });

  it('read anything else as "invalid"', () => {
    expect(readValidationMessage('Invalid input: expected string')).toEqual({
      key: 'validation.invalid',
      values: {},
    });
    for (const key of validationKeys) expect(readValidationMessage(key).key).toBe(key);
  });
});

describe('registryFormSchema', () => {
  it('takes a complete registry', () => {
    expect(issuesOf(complete)).toEqual({});
  });

  it('wants the mandatory fields', () => {
    expect(
      issuesOf({
        ...complete,
        name: ' ',
        lastname: '',
        gender: null,
        birthday: '',
        citizenship: '',
        taxCode: '',
        mobilePhone: { country: 'IT', number: '' },
      }),
    ).toEqual({
      name: 'validation.required',
      lastname: 'validation.required',
      gender: 'validation.required',
      birthday: 'validation.required',
      citizenship: 'validation.required',
      taxCode: 'validation.required',
      'mobilePhone.number': 'validation.required',
    });
  });

  it('wants the tax code on the Italy and Spain variants only', () => {
    const noTaxCode = { ...complete, taxCode: '' };
    expect(issuesOf(noTaxCode, { variant: 'spain' })).toEqual({ taxCode: 'validation.required' });
    for (const variant of ['international', 'france', 'germany', 'global', 'english'] as const) {
      expect(issuesOf(noTaxCode, { variant })).toEqual({});
    }
  });

  it('checks the codice fiscale and the NIF/NIE for real', () => {
    expect(issuesOf({ ...complete, taxCode: 'BNCMRC85T10A944X' })).toEqual({
      taxCode: 'validation.invalidTaxCode',
    });
    expect(issuesOf({ ...complete, taxCode: 'X1234567L' }, { variant: 'spain' })).toEqual({});
    expect(issuesOf({ ...complete, taxCode: 'X1234567A' }, { variant: 'spain' })).toEqual({
      taxCode: 'validation.invalidTaxCode',
    });
  });

  it.each([
    ['2026-06-15', 'validation.dateBeforeToday'],
    ['2030-01-01', 'validation.dateBeforeToday'],
    ['2008-06-16', 'validation.legalAge'],
    ['1926-06-14', 'validation.ageOutOfRange'],
    ['1905-01-01', 'validation.ageOutOfRange'],
    ['2026-02-30', 'validation.invalidDate'],
    ['1899-12-31', 'validation.invalidDate'],
  ])('refuses the birthday %s', (birthday, message) => {
    expect(issuesOf({ ...complete, birthday })).toEqual({ birthday: message });
  });

  it('takes someone who turns 100 tomorrow, the oldest age accepted', () => {
    expect(issuesOf({ ...complete, birthday: '1926-06-16' })).toEqual({});
  });

  it('takes someone who turns 18 today', () => {
    expect(issuesOf({ ...complete, birthday: '2008-06-15' })).toEqual({});
  });

  it('checks the phones against their country', () => {
    expect(
      issuesOf({ ...complete, mobilePhone: { country: 'FR', number: '335 123 4567' } }),
    ).toEqual({ 'mobilePhone.number': 'validation.invalidPhone' });
    expect(
      issuesOf({
        ...complete,
        emergencyContact: { ...complete.emergencyContact, phone: { country: 'GB', number: '12' } },
      }),
    ).toEqual({ 'emergencyContact.phone.number': 'validation.invalidPhone' });
  });

  it('gives minimum and maximum lengths with their number', () => {
    expect(issuesOf({ ...complete, name: 'M', birthCity: 'x'.repeat(101) })).toEqual({
      name: 'validation.minLength?min=2',
      birthCity: 'validation.maxLength?max=100',
    });
  });

  describe('residence', () => {
    const empty = { ...complete.billing!.location };

    it('may stay all empty while none is saved, but not once saved', () => {
      expect(issuesOf({ ...complete, residence: empty })).toEqual({});
      expect(issuesOf({ ...complete, residence: empty }, { residenceRequired: true })).toEqual({
        'residence.country': 'validation.required',
        'residence.address': 'validation.required',
        'residence.houseNumber': 'validation.required',
        'residence.zipCode': 'validation.required',
        'residence.city': 'validation.required',
      });
    });

    it('once started, is complete', () => {
      expect(issuesOf({ ...complete, residence: { ...empty, city: 'Milano' } })).toMatchObject({
        'residence.country': 'validation.required',
        'residence.zipCode': 'validation.required',
      });
    });
  });

  describe('billing', () => {
    const billing = complete.billing!;

    it('an individual: name and a tax code valid where the residence is', () => {
      expect(
        issuesOf({
          ...complete,
          billing: {
            ...billing,
            billingFor: 'INDIVIDUAL',
            individual: { name: 'Marco Bianchi', taxCode: 'BNCMRC85T10A944K' },
          },
        }),
      ).toEqual({});
      expect(
        issuesOf({
          ...complete,
          billing: {
            ...billing,
            billingFor: 'INDIVIDUAL',
            individual: { name: '', taxCode: '123' },
          },
        }),
      ).toEqual({
        'billing.individual.name': 'validation.required',
        'billing.individual.taxCode': 'validation.invalidTaxCode',
      });
    });

    it('an Italian business: VAT number, tax code and a 7-character SDI code', () => {
      const business = {
        businessName: 'Acme Travel SRL',
        vatNumber: 'IT00743110157',
        taxCode: '00743110157',
        sdiCode: 'M5UXCR1',
      };
      expect(
        issuesOf({ ...complete, billing: { ...billing, billingFor: 'BUSINESS', business } }),
      ).toEqual({});
      expect(
        issuesOf({
          ...complete,
          billing: {
            ...billing,
            billingFor: 'BUSINESS',
            business: { ...business, vatNumber: '00743110158', sdiCode: 'ABC' },
          },
        }),
      ).toEqual({
        'billing.business.vatNumber': 'validation.invalidVatNumber',
        'billing.business.sdiCode': 'validation.invalidSdiCode',
      });
    });

    it('a business elsewhere: no SDI code, the VAT number of its own location', () => {
      expect(
        issuesOf({
          ...complete,
          billing: {
            ...billing,
            billingFor: 'BUSINESS',
            sameAsResidence: false,
            location: {
              country: 'FR',
              address: 'Rue de Rivoli',
              houseNumber: '99',
              notes: '',
              zipCode: '75001',
              city: 'Paris',
              state: '',
            },
            business: {
              businessName: 'Acme SAS',
              vatNumber: 'FR40303265045',
              taxCode: '303265045',
              sdiCode: '',
            },
          },
        }),
      ).toEqual({});
    });

    it('"same as residence" needs a residence', () => {
      expect(
        issuesOf({
          ...complete,
          residence: { ...billing.location },
          billing: {
            ...billing,
            billingFor: 'INDIVIDUAL',
            individual: { name: 'Marco Bianchi', taxCode: 'BNCMRC85T10A944K' },
          },
        }),
      ).toEqual({ 'billing.sameAsResidence': 'validation.residenceMissing' });
    });

    it('is not checked once saved (null) or when none is given', () => {
      expect(issuesOf({ ...complete, billing: null })).toEqual({});
      expect(
        issuesOf({
          ...complete,
          billing: { ...billing, individual: { name: '', taxCode: 'nonsense' } },
        }),
      ).toEqual({});
    });
  });
});

describe('userUpdateSchema', () => {
  it('checks only the fields present', () => {
    expect(userUpdateSchema({ variant: 'italy', now }).safeParse({ name: 'Marco' }).success).toBe(
      true,
    );
    const result = userUpdateSchema({ variant: 'italy', now }).safeParse({ taxCode: null });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['taxCode', 'validation.required'],
    ]);
  });
});

describe('addressesUpdateSchema', () => {
  it('refuses a second residence', () => {
    const residence = {
      addressType: 'RESIDENCE',
      country: 'IT',
      address: 'Via Roma',
      houseNumber: '1',
      notes: null,
      zipCode: '20121',
      city: 'Milano',
      state: null,
    };
    const result = addressesUpdateSchema.safeParse({ addresses: [residence, residence] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['addresses.1.addressType', 'validation.duplicateAddress'],
    ]);
  });
});

describe('isValidBillingTaxCode', () => {
  it.each([
    ['IT', 'INDIVIDUAL', 'BNCMRC85T10A944K', true],
    ['IT', 'INDIVIDUAL', '00743110157', false],
    ['IT', 'BUSINESS', '00743110157', true],
    ['ES', 'INDIVIDUAL', '12345678Z', true],
    ['ES', 'INDIVIDUAL', 'A58818501', false],
    ['ES', 'BUSINESS', 'A58818501', true],
    ['FR', 'INDIVIDUAL', '1 23 45 678 901 23', true],
    ['FR', 'BUSINESS', ' ', false],
  ] as const)('%s %s %s: %s', (country, billingFor, code, valid) => {
    expect(isValidBillingTaxCode({ country, billingFor, code })).toBe(valid);
  });
});

describe('consents', () => {
  it('the form wants the privacy policy and the terms', () => {
    const result = consentsFormSchema.safeParse({
      privacyPolicy: false,
      termsAndConditions: true,
      marketing: false,
      newsletter: false,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['privacyPolicy', 'validation.consentRequired'],
    ]);
  });

  it('an update never withdraws the privacy policy or the terms', () => {
    expect(consentsUpdateSchema.safeParse({ privacyPolicy: false }).success).toBe(false);
    expect(consentsUpdateSchema.safeParse({ termsAndConditions: true }).success).toBe(true);
    expect(consentsUpdateSchema.safeParse({ marketing: false }).success).toBe(true);
    expect(consentsUpdateSchema.safeParse({}).success).toBe(false);
  });
});
