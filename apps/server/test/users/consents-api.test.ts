import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentsResponseSchema, meResponseSchema, userResponseSchema } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { apiCaller, expectError, fieldsOf } from './client';

const { newcomer, privacy } = demoTravellers;

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let newcomerCookie: string;
let privacyCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
  ({ cookie: privacyCookie } = await signIn(t.app, {
    email: privacy.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

const patch = (body: unknown, cookie = newcomerCookie) =>
  call('PATCH', '/api/users/consents', { cookie, body });

describe('a traveller who has not accepted the privacy policy', () => {
  it('gets USER_PRIVACY_POLICY_ERROR with their id from users/me', async () => {
    const error = expectError(
      await call('GET', '/api/users/me', { cookie: privacyCookie }),
      403,
      'USER_PRIVACY_POLICY_ERROR',
    );
    expect(error.extra).toEqual({ userId: privacy.id });
  });

  it('still uses every other call: their consents, their bookings, the countries', async () => {
    const consents = await call('GET', '/api/users/consents', { cookie: privacyCookie });
    expect(consents.statusCode).toBe(200);
    expect(consentsResponseSchema.parse(consents.json()).data).toEqual({
      privacyPolicy: false,
      termsAndConditions: false,
      marketing: false,
      newsletter: false,
    });
    const bookings = await call('GET', `/api/users/${privacy.id}/bookings`, {
      cookie: privacyCookie,
    });
    expect(bookings.statusCode).toBe(200);
    const addresses = await call('GET', `/api/users/${privacy.id}/addresses`, {
      cookie: privacyCookie,
    });
    expect(addresses.statusCode).toBe(200);
  });

  it('is let in once they accept it with PATCH users/consents', async () => {
    const res = await patch({ privacyPolicy: true, termsAndConditions: true }, privacyCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(userResponseSchema.parse(res.json()).data.consents).toEqual({
      privacyPolicy: true,
      termsAndConditions: true,
      marketing: false,
      newsletter: false,
    });
    const me = await call('GET', '/api/users/me', { cookie: privacyCookie });
    expect(me.statusCode).toBe(200);
    expect(meResponseSchema.parse(me.json()).data.id).toBe(privacy.id);
  });
});

describe('PATCH /api/users/consents', () => {
  it('gives and withdraws marketing and newsletter, one at a time', async () => {
    let res = await patch({ marketing: true });
    expect(userResponseSchema.parse(res.json()).data.consents).toMatchObject({
      marketing: true,
      newsletter: false,
    });
    res = await patch({ newsletter: true });
    expect(userResponseSchema.parse(res.json()).data.consents).toMatchObject({
      marketing: true,
      newsletter: true,
    });
    res = await patch({ marketing: false });
    expect(userResponseSchema.parse(res.json()).data.consents).toEqual({
      privacyPolicy: true,
      termsAndConditions: true,
      marketing: false,
      newsletter: true,
    });
  });

  it('does not withdraw the privacy policy or the terms', async () => {
    expect(fieldsOf(await patch({ privacyPolicy: false }))).toEqual({
      privacyPolicy: 'validation.consentRequired',
    });
    expect(fieldsOf(await patch({ termsAndConditions: false, marketing: true }))).toEqual({
      termsAndConditions: 'validation.consentRequired',
    });
    const consents = consentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', { cookie: newcomerCookie })).json(),
    ).data;
    expect(consents).toMatchObject({ privacyPolicy: true, termsAndConditions: true });
  });

  it('wants at least one consent', async () => {
    expect(fieldsOf(await patch({}))).toEqual({ body: 'validation.required' });
  });

  it('asks for a session, then for the CSRF header', async () => {
    expectError(
      await call('PATCH', '/api/users/consents', { body: { marketing: true } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('PATCH', '/api/users/consents', {
        cookie: newcomerCookie,
        body: { marketing: true },
        csrf: false,
      }),
      403,
      'CSRF_FAILED',
    );
  });
});
