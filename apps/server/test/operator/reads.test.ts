import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { bookings, bookingTravellers, tours } from '../../src/db/schema-bookings';
import { identityDocuments } from '../../src/db/schema-documents';
import { insertAddresses } from '../../src/modules/users/repository';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { bookingBody, departureBody, host, operatorToken, tourBody } from './helpers';

let test: TestApp;
let writer: string;
let travellersReader: string;
let documentsReader: string;
let annaId: string;

const get = (url: string, token?: string) =>
  test.app.inject({
    url: `/api/operator/v1${url}`,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  test = await buildTestApp();
  const { db } = test.database;
  writer = await operatorToken(test.app, db, ['catalog:write', 'bookings:write']);
  travellersReader = await operatorToken(test.app, db, ['travellers:read']);
  documentsReader = await operatorToken(test.app, db, ['documents:read']);
  const put = async (url: string, body: object) => {
    const res = await test.app.inject({
      method: 'PUT',
      url: `/api/operator/v1${url}`,
      headers: { host, authorization: `Bearer ${writer}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await put('/tours/T-1', tourBody());
  await put('/departures/D-1', departureBody('T-1'));
  await put('/bookings/B-1', bookingBody('D-1'));
  // Anna fills her registry and uploads a passport in Wayfarer.
  const [anna] = await db
    .update(users)
    .set({ birthday: '1990-04-12', citizenship: 'IT', consentMarketing: true })
    .where(eq(users.email, 'anna.bianchi@example.test'))
    .returning({ id: users.id });
  annaId = anna!.id;
  await insertAddresses(db, annaId, [
    {
      addressType: 'RESIDENCE',
      country: 'IT',
      address: 'Via Roma',
      houseNumber: '12',
      notes: null,
      zipCode: '00184',
      city: 'Roma',
      state: 'RM',
    },
  ]);
  await db.insert(identityDocuments).values({
    userId: annaId,
    type: 'PASSPORT',
    number: 'YA1234567',
    issuingCountry: 'IT',
    issueDate: '2021-03-09',
    expiryDate: '2031-03-08',
    status: 'REJECTED',
    fileKey: `documents/${annaId}/passport`,
    fileSize: 1000,
    verification: {
      outcome: 'REJECTED',
      fields: [{ field: 'number', problem: 'MISMATCH' }],
      image: [],
      reviewReason: null,
      verifiedAt: '2026-11-20T10:00:00.000Z',
    },
  });
  // Someone with an account who is on none of the operator's bookings: on a booking made in
  // Wayfarer itself (no operator id), even one naming a traveller id.
  const [stranger] = await db
    .insert(users)
    .values({ email: 'stranger@example.test', name: 'Sara', lastname: 'Neri' })
    .returning({ id: users.id });
  const [tour] = await db.select({ id: tours.id }).from(tours).limit(1);
  await db.insert(bookings).values({
    id: 'WF-26-99999',
    userId: stranger!.id,
    tourId: tour!.id,
    status: 'CONFIRMED',
    currency: 'EUR',
  });
  await db.insert(bookingTravellers).values({
    bookingId: 'WF-26-99999',
    userId: stranger!.id,
    name: 'Sara',
    lastname: 'Neri',
    isLeader: true,
    externalId: 'P-9',
  });
});
afterAll(async () => {
  await test?.close();
});

describe('GET /api/operator/v1/travellers/{id}', () => {
  it('answers a traveller of the operator’s bookings by the operator’s id: profile, registry, addresses, consents', async () => {
    const res = await get('/travellers/P-1', travellersReader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({
      travellerId: annaId,
      externalTravellerId: 'P-1',
      profile: {
        email: 'anna.bianchi@example.test',
        name: 'Anna',
        lastname: 'Bianchi',
        birthday: '1990-04-12',
        citizenship: 'IT',
      },
      addresses: [{ addressType: 'RESIDENCE', city: 'Roma', zipCode: '00184' }],
      consents: { marketing: true, newsletter: false },
      bookings: [{ id: 'B-1', externalTravellerId: 'P-1', isLeader: true }],
    });
    expect(data.bookings[0].wayfarerId).toMatch(/^WF-/);
    expect(data.profile).not.toHaveProperty('pictureImage');
  });

  it('finds the same traveller by e-mail address, whatever its case', async () => {
    const res = await get('/travellers/Anna.Bianchi@Example.test', travellersReader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.travellerId).toBe(annaId);
  });

  it('answers 404 for an unknown id and for an account on none of the operator’s bookings', async () => {
    for (const key of ['P-404', 'nobody@example.test', 'stranger@example.test', 'P-9']) {
      const res = await get(`/travellers/${key}`, travellersReader);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('Sara');
    }
    // A traveller on the booking without an account is no one to read.
    expect((await get('/travellers/P-2', travellersReader)).statusCode).toBe(404);
  });

  it('refuses an id that is neither an operator id nor an e-mail address with 400', async () => {
    const res = await get('/travellers/bad%20id!', travellersReader);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/operator/v1/travellers/{id}/documents', () => {
  it('answers the documents with status and verification, never the image', async () => {
    const res = await get('/travellers/P-1/documents', documentsReader);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([
      {
        id: expect.any(String),
        type: 'PASSPORT',
        number: 'YA1234567',
        issuingCountry: 'IT',
        issueDate: '2021-03-09',
        expiryDate: '2031-03-08',
        status: 'REJECTED',
        verification: {
          outcome: 'REJECTED',
          fields: [{ field: 'number', problem: 'MISMATCH' }],
          image: [],
          reviewReason: null,
          verifiedAt: '2026-11-20T10:00:00.000Z',
        },
        hasImage: true,
        uploadedAt: expect.any(String),
      },
    ]);
    expect(res.body).not.toContain('/api/users/');
  });

  it('answers 404 for a traveller on none of the operator’s bookings', async () => {
    const res = await get('/travellers/stranger@example.test/documents', documentsReader);
    expect(res.statusCode).toBe(404);
  });
});

describe('scopes of the read endpoints', () => {
  it('need their own scope: 403 with another one, 401 without a token', async () => {
    for (const [url, wrong] of [
      ['/travellers/P-1', documentsReader],
      ['/travellers/P-1', writer],
      ['/travellers/P-1/documents', travellersReader],
      ['/travellers/P-1/documents', writer],
    ] as const) {
      const res = await get(url, wrong);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('INSUFFICIENT_SCOPE');
      expect(res.body).not.toContain('Bianchi');
    }
    expect((await get('/travellers/P-1')).statusCode).toBe(401);
  });

  it('refuse a traveller session, and an operator token cannot read a traveller route', async () => {
    const { cookie } = await signIn(test.app, {
      email: 'demo@wayfarer.test',
      password: 'wayfarer-demo',
    });
    const withSession = await test.app.inject({
      url: '/api/operator/v1/travellers/P-1',
      headers: { host, cookie },
    });
    expect(withSession.statusCode).toBe(401);
    const travellerRoute = await test.app.inject({
      url: `/api/users/${annaId}/documents`,
      headers: { host, authorization: `Bearer ${documentsReader}` },
    });
    expect(travellerRoute.statusCode).toBe(401);
  });

  it('are in the operator’s OpenAPI document with their scopes', async () => {
    const res = await get('/openapi.json');
    const { paths } = res.json();
    expect(paths['/travellers/{id}'].get.security).toEqual([
      { operatorToken: ['travellers:read'] },
    ]);
    expect(paths['/travellers/{id}/documents'].get.security).toEqual([
      { operatorToken: ['documents:read'] },
    ]);
  });
});
