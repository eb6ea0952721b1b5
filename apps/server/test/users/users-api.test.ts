import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, userResponseSchema, type UserUpdate } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { apiCaller, expectError, fieldsOf, hosts } from './client';

const { demo, newcomer, registry } = demoTravellers;

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let demoCookie: string;
let newcomerCookie: string;
let registryCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  const password = demoPassword;
  ({ cookie: demoCookie } = await signIn(t.app, { email: demo.email, password }));
  ({ cookie: newcomerCookie } = await signIn(t.app, { email: newcomer.email, password }));
  ({ cookie: registryCookie } = await signIn(t.app, { email: registry.email, password }));
});
afterAll(() => t.close());

const today = new Date();
const yearsAgo = (years: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);

/** A complete registry that passes on every variant (a real codice fiscale for Italy). */
const validRegistry = {
  name: '  Marco ',
  lastname: 'Bianchi',
  gender: 'M',
  birthday: '1985-12-10',
  citizenship: 'IT',
  taxCode: 'bnc mrc 85t10 a944k',
  birthCity: 'Bologna',
  mobilePhone: { country: 'IT', number: '+39 335 123 4567' },
  emergencyContact: {
    name: 'Anna Bianchi',
    relation: 'Sister',
    phone: { country: 'GB', number: '020 7946 0018' },
  },
  specialNeeds: 'Vegetarian meals',
} satisfies UserUpdate;

const putUser = (body: unknown, options: { cookie?: string; host?: string; id?: string } = {}) =>
  call('PUT', `/api/users/${options.id ?? registry.id}`, {
    cookie: options.cookie ?? registryCookie,
    host: options.host,
    body,
  });

describe('GET /api/users/me', () => {
  it('answers the signed-in traveller', async () => {
    const res = await call('GET', '/api/users/me', { cookie: demoCookie });
    expect(res.statusCode).toBe(200);
    const { data } = meResponseSchema.parse(res.json());
    expect(data).toMatchObject({ id: demo.id, fullName: 'Giulia Rossi', taxCode: null });
    expect(data.consents).toEqual({
      privacyPolicy: true,
      termsAndConditions: true,
      marketing: true,
      newsletter: true,
    });
  });

  it('asks for a session', async () => {
    expectError(await call('GET', '/api/users/me'), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/users/:id', () => {
  it('saves the whole registry, trimmed and normalized', async () => {
    const res = await putUser(validRegistry, { host: hosts.italy });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = userResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      name: 'Marco',
      fullName: 'Marco Bianchi',
      taxCode: 'BNCMRC85T10A944K',
      mobilePhone: { country: 'IT', number: '3351234567' },
      emergencyContact: {
        name: 'Anna Bianchi',
        relation: 'Sister',
        phone: { country: 'GB', number: '2079460018' },
      },
      specialNeeds: 'Vegetarian meals',
    });
    // What it answers is what users/me reads back.
    const me = meResponseSchema.parse(
      (await call('GET', '/api/users/me', { cookie: registryCookie })).json(),
    );
    expect(me.data).toEqual(data);
  });

  it('changes only the fields it carries (the profile: full name and gender)', async () => {
    const res = await putUser({ name: 'Marco Antonio', lastname: 'Bianchi', gender: 'M' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = userResponseSchema.parse(res.json());
    expect(data.fullName).toBe('Marco Antonio Bianchi');
    expect(data.taxCode).toBe('BNCMRC85T10A944K');
    expect(data.birthCity).toBe('Bologna');
  });

  it('empties the optional fields given as null or blank', async () => {
    const res = await putUser({
      birthCity: '',
      specialNeeds: null,
      emergencyContact: { name: null, relation: ' ', phone: { country: 'IT', number: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = userResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      birthCity: null,
      specialNeeds: null,
      emergencyContact: { name: null, relation: null, phone: null },
    });
  });

  describe('the tax code', () => {
    it('is mandatory on the Italy and Spain variants', async () => {
      for (const host of [hosts.italy, hosts.spain]) {
        expect(fieldsOf(await putUser({ taxCode: '' }, { host }))).toEqual({
          taxCode: 'validation.required',
        });
      }
    });

    it('may stay empty elsewhere', async () => {
      const res = await putUser({ taxCode: null }, { host: hosts.france });
      expect(res.statusCode, res.body).toBe(200);
      expect(userResponseSchema.parse(res.json()).data.taxCode).toBeNull();
    });

    it('is a real codice fiscale in Italy (check character) and a NIF or NIE in Spain', async () => {
      expect(
        fieldsOf(await putUser({ taxCode: 'BNCMRC85T10A944A' }, { host: hosts.italy })),
      ).toEqual({ taxCode: 'validation.invalidTaxCode' });
      expect(fieldsOf(await putUser({ taxCode: '12345678A' }, { host: hosts.spain }))).toEqual({
        taxCode: 'validation.invalidTaxCode',
      });
      const nie = await putUser({ taxCode: 'X-1234567-L' }, { host: hosts.spain });
      expect(nie.statusCode, nie.body).toBe(200);
      expect(userResponseSchema.parse(nie.json()).data.taxCode).toBe('X1234567L');
    });
  });

  it.each([
    ['name', { name: '' }, 'validation.required'],
    ['name', { name: 'M' }, 'validation.minLength?min=2'],
    ['lastname', { lastname: 'x'.repeat(101) }, 'validation.maxLength?max=100'],
    ['gender', { gender: null }, 'validation.required'],
    ['birthday', { birthday: '' }, 'validation.required'],
    ['birthday', { birthday: '2001-02-30' }, 'validation.invalidDate'],
    ['birthday', { birthday: '10/12/1985' }, 'validation.invalidDate'],
    ['birthday', { birthday: yearsAgo(-1) }, 'validation.dateBeforeToday'],
    ['birthday', { birthday: yearsAgo(17) }, 'validation.legalAge'],
    ['citizenship', { citizenship: 'Italy' }, 'validation.invalidCountry'],
    ['citizenship', { citizenship: null }, 'validation.required'],
    ['birthCity', { birthCity: 'B' }, 'validation.minLength?min=2'],
    [
      'mobilePhone.number',
      { mobilePhone: { country: 'IT', number: '12345' } },
      'validation.invalidPhone',
    ],
    [
      'mobilePhone.number',
      { mobilePhone: { country: 'FR', number: '+39 335 123 4567' } },
      'validation.invalidPhone',
    ],
    ['mobilePhone.number', { mobilePhone: null }, 'validation.required'],
    [
      'emergencyContact.phone.number',
      {
        emergencyContact: {
          name: 'Anna',
          relation: 'Sister',
          phone: { country: 'DE', number: '1' },
        },
      },
      'validation.invalidPhone',
    ],
    [
      'emergencyContact.relation',
      { emergencyContact: { name: 'Anna', relation: 'S', phone: null } },
      'validation.minLength?min=2',
    ],
    ['specialNeeds', { specialNeeds: 'x'.repeat(1001) }, 'validation.maxLength?max=1000'],
  ])('refuses an invalid %s (%j)', async (field, body, message) => {
    expect(fieldsOf(await putUser(body))).toEqual({ [field]: message });
  });

  it('legal age: 18 today is fine', async () => {
    const res = await putUser({ birthday: yearsAgo(18) });
    expect(res.statusCode, res.body).toBe(200);
    await putUser({ birthday: '1985-12-10' });
  });

  it('refuses a body of the wrong shape, naming the field', async () => {
    const fields = fieldsOf(await putUser({ name: 42, gender: 'X' }));
    expect(Object.keys(fields).sort()).toEqual(['gender', 'name']);
  });

  it('does not take the email (the sign-in identity)', async () => {
    const res = await putUser({ email: 'someone@else.test', name: 'Marco' });
    expect(res.statusCode).toBe(200);
    expect(userResponseSchema.parse(res.json()).data.email).toBe(registry.email);
  });

  it('answers 404 for another traveller, existing or not', async () => {
    const other = expectError(
      await putUser({ name: 'Hacker' }, { id: newcomer.id }),
      404,
      'NOT_FOUND',
    );
    const unknown = expectError(
      await putUser({ name: 'Hacker' }, { id: crypto.randomUUID() }),
      404,
      'NOT_FOUND',
    );
    expect(other).toEqual(unknown);
    const me = meResponseSchema.parse(
      (await call('GET', '/api/users/me', { cookie: newcomerCookie })).json(),
    );
    expect(me.data.name).toBe('Sam');
  });

  it('asks for a session, then for the CSRF header', async () => {
    expectError(
      await call('PUT', `/api/users/${registry.id}`, { body: { name: 'Marco' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('PUT', `/api/users/${registry.id}`, {
        cookie: registryCookie,
        body: { name: 'Marco' },
        csrf: false,
      }),
      403,
      'CSRF_FAILED',
    );
  });
});
