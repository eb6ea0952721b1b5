import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from './addresses';
import {
  countEmptyPersonalDataFields,
  getEmptyPersonalDataFields,
  isDateAfterToday,
  isDateBeforeToday,
  isAgeInAcceptableRange,
  isOfLegalAge,
  TRAVELLER_AGE_RANGE,
  isTaxCodeMandatory,
  isValidTaxCode,
  personalDataFields,
  type PersonalData,
} from './personal-data';
import { variantIds } from './variants';

describe('isTaxCodeMandatory: Italy and Spain only (app-shell §5)', () => {
  it.each([
    ['italy', true],
    ['spain', true],
    ['international', false],
    ['global', false],
    ['english', false],
    ['france', false],
    ['germany', false],
  ] as const)('%s -> %s', (variant, mandatory) => {
    expect(isTaxCodeMandatory({ variant })).toBe(mandatory);
  });
});

describe('isValidTaxCode: checked for real where it is mandatory', () => {
  it.each([
    ['italy', 'RSSMRA85T10A562S', true],
    ['italy', 'RSSMRA85T10A562T', false],
    ['italy', '12345678Z', false],
    ['spain', '12345678Z', true],
    ['spain', 'X5253868R', true],
    ['spain', '12345678A', false],
    ['spain', 'RSSMRA85T10A562S', false],
    ['spain', 'B58378431', false],
    ['france', '30 23 217 600 053', true],
    ['germany', 'anything', true],
    ['international', '   ', false],
  ] as const)('%s %j -> %s', (variant, code, valid) => {
    expect(isValidTaxCode({ variant, code })).toBe(valid);
  });
});

describe('isOfLegalAge', () => {
  const now = new Date('2026-06-15T08:00:00Z');
  it.each([
    ['2008-06-15', undefined, true, '18 today'],
    ['2008-06-16', undefined, false, '18 tomorrow'],
    ['15/06/2008', undefined, true, 'typed as DD/MM/YYYY'],
    ['16/06/2008', undefined, false, 'typed as DD/MM/YYYY, 18 tomorrow'],
    ['1950-01-01', undefined, true, 'well over 18'],
    ['2005-06-15', 21, true, '21 today, with legal age 21'],
    ['2005-06-16', 21, false, '21 tomorrow, with legal age 21'],
    ['2030-01-01', undefined, false, 'born in the future'],
    ['', undefined, false, 'empty'],
    [null, undefined, false, 'missing'],
    ['31/02/2000', undefined, false, 'no such day'],
  ])('born %j, legal age %s -> %s (%s)', (birthday, legalAge, expected, _why) => {
    expect(isOfLegalAge({ birthday, now, legalAge })).toBe(expected);
  });
});

describe('isDateBeforeToday and isDateAfterToday (UTC calendar days)', () => {
  const now = new Date('2026-06-15T23:30:00Z');
  it.each([
    ['2026-06-14', true, false, 'yesterday'],
    ['14/06/2026', true, false, 'yesterday, typed'],
    ['2026-06-15', false, false, 'today is neither'],
    ['15/06/2026', false, false, 'today, typed'],
    ['2026-06-16', false, true, 'tomorrow'],
    ['16/06/2026', false, true, 'tomorrow, typed'],
    ['1900-01-01', true, false, 'long ago'],
    ['31/12/2099', false, true, 'far ahead'],
    [new Date('2026-06-16T00:10:00+02:00'), false, false, 'an instant on the same UTC day'],
    ['16/6/2026', false, false, 'not correctly formatted'],
    ['31/06/2026', false, false, 'no such day'],
    ['', false, false, 'empty'],
    [null, false, false, 'missing'],
  ])('%j: before %s, after %s (%s)', (date, before, after, _why) => {
    expect(isDateBeforeToday({ date, now })).toBe(before);
    expect(isDateAfterToday({ date, now })).toBe(after);
  });

  it('property: no date is both before and after today', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true }),
        fc.date({ noInvalidDate: true }),
        (date, now) => {
          expect(isDateBeforeToday({ date, now }) && isDateAfterToday({ date, now })).toBe(false);
        },
      ),
    );
  });
});

const residence: Address = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: 'Via Roma',
  houseNumber: '1',
  notes: null,
  zipCode: '00100',
  city: 'Roma',
  state: 'RM',
};

const complete: PersonalData & { addresses: Address[] } = {
  name: 'Giulia',
  lastname: 'Bianchi',
  gender: 'F',
  birthday: '1990-05-31',
  citizenship: 'IT',
  taxCode: 'BNCGLI90E71H501P',
  birthCity: 'Roma',
  mobilePhone: { country: 'IT', number: '3471234567' },
  email: 'giulia@example.com',
  emergencyContact: {
    name: 'Marco',
    relation: 'brother',
    phone: { country: 'IT', number: '3479876543' },
  },
  specialNeeds: null,
  addresses: [residence],
};

describe('getEmptyPersonalDataFields and countEmptyPersonalDataFields: the registry badge', () => {
  it('counts nothing when everything is filled', () => {
    expect(getEmptyPersonalDataFields({ user: complete, variant: 'italy' })).toEqual([]);
    expect(countEmptyPersonalDataFields({ user: complete, variant: 'italy' })).toBe(0);
  });

  it('counts all 13 fields of an empty registry in Italy and Spain, 12 elsewhere (no tax code)', () => {
    expect(getEmptyPersonalDataFields({ user: {}, variant: 'italy' })).toEqual(personalDataFields);
    expect(countEmptyPersonalDataFields({ user: {}, variant: 'spain' })).toBe(13);
    expect(getEmptyPersonalDataFields({ user: {}, variant: 'france' })).toEqual(
      personalDataFields.filter((field) => field !== 'taxCode'),
    );
    expect(countEmptyPersonalDataFields({ user: {}, variant: 'international' })).toBe(12);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['lastname', { lastname: null }],
    ['gender', { gender: null }],
    ['birthday', { birthday: '' }],
    ['birthday', { birthday: undefined }],
    ['citizenship', { citizenship: '' }],
    ['taxCode', { taxCode: '' }],
    ['birthCity', { birthCity: null }],
    ['mobilePhone', { mobilePhone: null }],
    ['mobilePhone', { mobilePhone: { country: 'IT', number: '' } }],
    ['email', { email: ' ' }],
    ['emergencyContactName', { emergencyContact: { ...complete.emergencyContact, name: '' } }],
    [
      'emergencyContactRelation',
      { emergencyContact: { ...complete.emergencyContact, relation: null } },
    ],
    [
      'emergencyContactPhone',
      { emergencyContact: { ...complete.emergencyContact, phone: { country: 'IT' } } },
    ],
    ['residenceAddress', { addresses: [] }],
    ['residenceAddress', { addresses: [{ ...residence, houseNumber: '' }] }],
    ['residenceAddress', { addresses: [{ ...residence, zipCode: ' ' }] }],
  ] as const)('counts %s when %j', (field, change) => {
    expect(
      getEmptyPersonalDataFields({ user: { ...complete, ...change }, variant: 'italy' }),
    ).toEqual([field]);
  });

  it('counts the three emergency-contact fields when there is no emergency contact', () => {
    expect(
      getEmptyPersonalDataFields({
        user: { ...complete, emergencyContact: null },
        variant: 'italy',
      }),
    ).toEqual(['emergencyContactName', 'emergencyContactRelation', 'emergencyContactPhone']);
  });

  it.each([
    ['special needs', { specialNeeds: null }],
    ['the tax code outside Italy and Spain', { taxCode: '' }],
    ['the residence notes and state', { addresses: [{ ...residence, notes: null, state: null }] }],
    ['a billing address missing', { addresses: [residence] }],
  ])('never counts %s', (_case, change) => {
    expect(
      countEmptyPersonalDataFields({ user: { ...complete, ...change }, variant: 'germany' }),
    ).toBe(0);
  });

  it('finds the residence wherever it is in the list', () => {
    const billing: Address = {
      ...residence,
      addressType: 'BILLING',
      sameAsResidence: true,
      billingFor: 'INDIVIDUAL',
      billingInfoIndividual: { name: 'Giulia Bianchi', taxCode: 'BNCGLI90E71H501P' },
    };
    expect(
      countEmptyPersonalDataFields({
        user: { ...complete, addresses: [billing, residence] },
        variant: 'italy',
      }),
    ).toBe(0);
    expect(
      countEmptyPersonalDataFields({
        user: { ...complete, addresses: [billing] },
        variant: 'italy',
      }),
    ).toBe(1);
  });

  it('does not validate values: a filled field counts as filled', () => {
    const user = { ...complete, taxCode: 'not a tax code', email: 'nope', birthday: '31/02/2000' };
    expect(countEmptyPersonalDataFields({ user, variant: 'italy' })).toBe(0);
  });

  it('property: the count is between 0 and 13, 12 without a mandatory tax code, and equals the list', () => {
    const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const text = fc.constantFrom('', ' ', 'x');
    const user = fc.record({
      name: maybe(text),
      lastname: maybe(text),
      gender: maybe(fc.constantFrom('F', 'M') as fc.Arbitrary<'F' | 'M'>),
      birthday: maybe(text),
      citizenship: maybe(text),
      taxCode: maybe(text),
      birthCity: maybe(text),
      mobilePhone: maybe(fc.record({ country: maybe(text), number: maybe(text) })),
      email: maybe(text),
      emergencyContact: maybe(fc.record({ name: maybe(text), relation: maybe(text) })),
      addresses: fc.constantFrom([], [residence]),
    });
    fc.assert(
      fc.property(user, fc.constantFrom(...variantIds), (generated, variant) => {
        const count = countEmptyPersonalDataFields({ user: generated, variant });
        expect(count).toBe(getEmptyPersonalDataFields({ user: generated, variant }).length);
        expect(count).toBeGreaterThanOrEqual(1); // no emergency phone is generated
        expect(count).toBeLessThanOrEqual(isTaxCodeMandatory({ variant }) ? 13 : 12);
      }),
    );
  });
});

describe('isAgeInAcceptableRange', () => {
  const today = new Date('2026-06-15T10:00:00Z');
  it.each([
    ['2008-06-15', true, 'turns 18 today'],
    ['2008-06-16', false, '17'],
    ['1926-06-16', true, '99, turns 100 tomorrow'],
    ['1926-06-15', false, 'turns 100 today'],
    ['2030-01-01', false, 'not born yet'],
    [null, false, 'missing'],
  ] as const)('born %j -> %s (%s)', (birthday, expected, _why) => {
    expect(isAgeInAcceptableRange({ birthday, now: today })).toBe(expected);
    expect(TRAVELLER_AGE_RANGE).toEqual({ min: 18, max: 99 });
  });
});
