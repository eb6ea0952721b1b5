import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesResponseSchema, type AddressBody } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { apiCaller, expectError, fieldsOf } from './client';

const { demo, newcomer, registry, privacy } = demoTravellers;

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  for (const traveller of [demo, newcomer, registry, privacy]) {
    cookies[traveller.id] = (
      await signIn(t.app, { email: traveller.email, password: demoPassword })
    ).cookie;
  }
});
afterAll(() => t.close());

const residence = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: 'Via Roma',
  houseNumber: '1',
  notes: 'Scala B',
  zipCode: '20121',
  city: 'Milano',
  state: 'MI',
} satisfies AddressBody;

const individualSameAsResidence = {
  ...residence,
  addressType: 'BILLING',
  sameAsResidence: true,
  billingFor: 'INDIVIDUAL',
  billingInfoIndividual: { name: 'Sam Taylor', taxCode: 'rss mra 85t10 a562s' },
} satisfies AddressBody;

const business = (country: string, info: Partial<Record<string, string | null>> = {}) =>
  ({
    addressType: 'BILLING',
    country,
    address: 'Rue de Rivoli',
    houseNumber: '99',
    notes: null,
    zipCode: '75001',
    city: 'Paris',
    state: null,
    sameAsResidence: false,
    billingFor: 'BUSINESS',
    billingInfoBusiness: {
      businessName: 'Acme Travel SRL',
      vatNumber: 'IT00743110157',
      taxCode: '00743110157',
      sdiCode: 'M5UXCR1',
      ...info,
    },
  }) as AddressBody;

const get = (id: string, cookie = cookies[id]) =>
  call('GET', `/api/users/${id}/addresses`, { cookie });
const put = (id: string, addresses: unknown[], cookie = cookies[id]) =>
  call('PUT', `/api/users/${id}/addresses`, { cookie, body: { addresses } });
const addressesOf = async (id: string) =>
  addressesResponseSchema.parse((await get(id)).json()).data;

describe('GET /api/users/:id/addresses', () => {
  it('answers the demo traveller’s residence', async () => {
    const res = await get(demo.id);
    expect(res.statusCode).toBe(200);
    expect(addressesResponseSchema.parse(res.json()).data).toEqual([
      {
        addressType: 'RESIDENCE',
        country: 'IT',
        address: "Via dell'Indipendenza",
        houseNumber: '12',
        notes: null,
        zipCode: '40121',
        city: 'Bologna',
        state: 'BO',
      },
    ]);
  });

  it('answers an empty list when nothing is saved', async () => {
    expect(await addressesOf(registry.id)).toEqual([]);
  });

  it('answers 404 for another traveller and 401 without a session', async () => {
    expectError(await get(newcomer.id, cookies[demo.id]), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/users/${demo.id}/addresses`), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/users/:id/addresses', () => {
  it('with nothing saved and “same as residence”, adds the billing address as the second entry', async () => {
    // Sent billing first: saved residence first all the same.
    const res = await put(newcomer.id, [individualSameAsResidence, residence]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = addressesResponseSchema.parse(res.json()).data;
    expect(saved.map((address) => address.addressType)).toEqual(['RESIDENCE', 'BILLING']);
    expect(saved[1]).toEqual({
      addressType: 'BILLING',
      country: 'IT',
      address: 'Via Roma',
      houseNumber: '1',
      notes: 'Scala B',
      zipCode: '20121',
      city: 'Milano',
      state: 'MI',
      sameAsResidence: true,
      billingFor: 'INDIVIDUAL',
      billingInfoIndividual: { name: 'Sam Taylor', taxCode: 'RSSMRA85T10A562S' },
    });
    expect(await addressesOf(newcomer.id)).toEqual(saved);
  });

  it('keeps only the info matching billingFor', async () => {
    const [, billing] = await addressesOf(newcomer.id);
    expect(billing).not.toHaveProperty('billingInfoBusiness');
  });

  it('then refuses a different billing address: only customer care changes it', async () => {
    const error = expectError(
      await put(newcomer.id, [
        {
          ...individualSameAsResidence,
          billingInfoIndividual: { name: 'Someone Else', taxCode: 'RSSMRA85T10A562S' },
        },
      ]),
      409,
      'BILLING_ADDRESS_LOCKED',
    );
    expect(error.message).toMatch(/customer care/);
    expectError(await put(newcomer.id, [business('IT')]), 409, 'BILLING_ADDRESS_LOCKED');
  });

  it('takes the saved billing address again as it is, and a new residence without it', async () => {
    const [savedResidence, savedBilling] = await addressesOf(newcomer.id);
    const again = await put(newcomer.id, [savedResidence, savedBilling]);
    expect(again.statusCode, again.body).toBe(200);

    const moved = await put(newcomer.id, [
      { ...residence, address: 'Corso Buenos Aires', houseNumber: '5' },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    const [newResidence, billing] = addressesResponseSchema.parse(moved.json()).data;
    expect(newResidence).toMatchObject({ address: 'Corso Buenos Aires', houseNumber: '5' });
    // The invoice address was copied when saved: it does not move by itself.
    expect(billing).toEqual(savedBilling);
  });

  it('saves a French business without an SDI code, on its own location', async () => {
    const res = await put(registry.id, [
      business('FR', { vatNumber: 'FR40303265045', taxCode: '303265045', sdiCode: null }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [billing] = addressesResponseSchema.parse(res.json()).data;
    expect(billing).toMatchObject({
      addressType: 'BILLING',
      sameAsResidence: false,
      city: 'Paris',
      billingFor: 'BUSINESS',
      billingInfoBusiness: { vatNumber: 'FR40303265045', sdiCode: null },
    });
  });

  it.each([
    [
      'a VAT number wrong for its country',
      [business('IT', { vatNumber: '00743110158' })],
      { 'addresses.0.billingInfoBusiness.vatNumber': 'validation.invalidVatNumber' },
    ],
    [
      'an Italian business without its SDI code',
      [business('IT', { sdiCode: '' })],
      { 'addresses.0.billingInfoBusiness.sdiCode': 'validation.required' },
    ],
    [
      'an SDI code that is not 7 characters',
      [business('IT', { sdiCode: 'M5UXCR' })],
      { 'addresses.0.billingInfoBusiness.sdiCode': 'validation.invalidSdiCode' },
    ],
    [
      'an Italian individual with a wrong codice fiscale',
      [
        residence,
        {
          ...individualSameAsResidence,
          billingInfoIndividual: { name: 'Sam Taylor', taxCode: 'RSSMRA85T10A562X' },
        },
      ],
      { 'addresses.1.billingInfoIndividual.taxCode': 'validation.invalidTaxCode' },
    ],
    [
      'a short business name',
      [business('FR', { businessName: 'A', vatNumber: 'FR40303265045', sdiCode: null })],
      { 'addresses.0.billingInfoBusiness.businessName': 'validation.minLength?min=2' },
    ],
    [
      'a residence with a short zip code and no city',
      [{ ...residence, zipCode: '1', city: ' ' }],
      {
        'addresses.0.zipCode': 'validation.minLength?min=3',
        'addresses.0.city': 'validation.required',
      },
    ],
    [
      'a country that is not a code',
      [{ ...residence, country: 'Italy' }],
      { 'addresses.0.country': 'validation.invalidCountry' },
    ],
    [
      'two residences',
      [residence, residence],
      { 'addresses.1.addressType': 'validation.duplicateAddress' },
    ],
    [
      '“same as residence” without any residence',
      [individualSameAsResidence],
      { 'addresses.0.sameAsResidence': 'validation.residenceMissing' },
    ],
  ])('refuses %s', async (_case, addresses, fields) => {
    expect(fieldsOf(await put(privacy.id, addresses))).toEqual(fields);
    expect(await addressesOf(privacy.id)).toEqual([]);
  });

  it('checks a new “same as residence” billing against the residence’s country', async () => {
    // Saved residence in Italy; the body claims a French location, valid for France.
    const saved = await put(privacy.id, [residence]);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await put(privacy.id, [
      {
        ...business('FR', { vatNumber: 'FR40303265045', taxCode: '303265045', sdiCode: null }),
        sameAsResidence: true,
      },
    ]);
    expect(fieldsOf(res)).toEqual({
      'addresses.0.billingInfoBusiness.vatNumber': 'validation.invalidVatNumber',
      'addresses.0.billingInfoBusiness.taxCode': 'validation.invalidTaxCode',
      'addresses.0.billingInfoBusiness.sdiCode': 'validation.required',
    });
    expect(await addressesOf(privacy.id)).toEqual([saved.json().data[0]]);
  });

  it('answers 404 for another traveller, 401 without a session, 403 without the CSRF header', async () => {
    expectError(await put(newcomer.id, [residence], cookies[demo.id]), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/users/${demo.id}/addresses`, { body: { addresses: [residence] } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('PUT', `/api/users/${demo.id}/addresses`, {
        cookie: cookies[demo.id],
        body: { addresses: [residence] },
        csrf: false,
      }),
      403,
      'CSRF_FAILED',
    );
  });
});
