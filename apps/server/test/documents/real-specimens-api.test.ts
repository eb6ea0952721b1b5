import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  documentResponseSchema,
  documentScanResponseSchema,
  type DocumentVerificationResponse,
} from '@wayfarer/contract';
import { users } from '../../src/db/schema';
import { demoTravellers } from '../../src/db/seed/users';
import { multipart, spaHeaders } from './helpers';
import { realPrintedFields, realSpecimen } from './real-specimens';
import { verificationApp } from './verification-app';

// Photos of real specimen documents (smaller than 800 × 480, as many uploads are) through the API
// and the verification loop with the real OCR. Every specimen has expired: the clock is set to
// a day the document was valid for the upload, and the expiry rule stays as it is.
const { demo } = demoTravellers;
const file = '100_pass-hrv.jpg';
const printed = realPrintedFields()[file]!;
const validDay = new Date('2012-06-01T10:00:00Z');
const api = verificationApp();

const setHolderName = (name: string, lastname: string) =>
  api.test.database.db.update(users).set({ name, lastname }).where(eq(users.id, demo.id));

async function upload(entered: Record<string, string>, at: Date = validDay) {
  const body = multipart(
    { type: printed.type, issuingCountry: 'HR', ...entered },
    { filename: file, contentType: 'image/jpeg', content: realSpecimen(file) },
  );
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await api.inject({
      method: 'POST',
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: api.cookie, ...spaHeaders, ...body.headers },
      payload: body.payload,
    });
  } finally {
    vi.useRealTimers();
  }
}

async function verified(entered: Record<string, string>) {
  const res = await upload(entered);
  expect(res.statusCode, res.body).toBe(202);
  return api.settled(documentResponseSchema.parse(res.json()).data.imageUrl!);
}

const typed = {
  number: printed.number,
  issueDate: printed.issueDate,
  expiryDate: printed.expiryDate,
};
const mismatches = (result: DocumentVerificationResponse['data']) =>
  result.verification?.fields.filter((f) => f.problem === 'MISMATCH').map((f) => f.field);

describe('real specimen photos through the API', () => {
  it('still refuses the expired specimen on today’s date', async () => {
    const res = await upload(typed, new Date());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ expiryDate: 'validation.dateAfterToday' });
  });

  it(
    'reads the small photo of its holder’s passport and finds nothing that differs',
    { timeout: 120_000 },
    async () => {
      await setHolderName(printed.firstName, printed.lastName);
      const result = await verified(typed);
      expect(result.verification?.image).toEqual([]);
      expect(mismatches(result)).toEqual([]);
      expect(result.status).not.toBe('REJECTED');
    },
  );

  it('never approves it when a typed field differs', { timeout: 120_000 }, async () => {
    await setHolderName(printed.firstName, printed.lastName);
    const result = await verified({ ...typed, number: '007007008' });
    expect(result.status).toBe('REJECTED');
    expect(mismatches(result)).toEqual(['number']);
  });

  it('never approves it for a traveller of another name', { timeout: 120_000 }, async () => {
    await setHolderName('Giulia', 'Rossi');
    const result = await verified(typed);
    expect(result.status).toBe('REJECTED');
    expect(mismatches(result)).toContain('lastName');
  });

  it('fills the Information step from the photo', { timeout: 120_000 }, async () => {
    const body = multipart(
      {},
      { filename: file, contentType: 'image/jpeg', content: realSpecimen(file) },
    );
    const res = await api.inject({
      method: 'POST',
      url: `/api/users/${demo.id}/documents/scan`,
      headers: { cookie: api.cookie, ...spaHeaders, ...body.headers },
      payload: body.payload,
    });
    const scanned = documentScanResponseSchema.parse(res.json()).data;
    expect(scanned).toMatchObject({
      type: 'PASSPORT',
      number: '007007007',
      issuingCountry: 'HR',
      expiryDate: '2014-07-01',
      lastName: 'Specimen',
      image: [],
    });
    // Names have no check digit: the traveller checks them (a filler may come out as a K).
    expect(scanned.firstName).toMatch(/specimen$/i);
  });

  it('answers other requests while a photo is being read', { timeout: 120_000 }, async () => {
    const body = multipart(
      {},
      { filename: file, contentType: 'image/jpeg', content: realSpecimen(file) },
    );
    const finished: string[] = [];
    const scan = api
      .inject({
        method: 'POST',
        url: `/api/users/${demo.id}/documents/scan`,
        headers: { cookie: api.cookie, ...spaHeaders, ...body.headers },
        payload: body.payload,
      })
      .then((res) => {
        finished.push('scan');
        return res;
      });
    // The reading runs in the engine's thread: the profile is served before it ends.
    const me = await api.inject({ url: '/api/users/me', headers: { cookie: api.cookie } });
    finished.push('profile');
    expect(me.statusCode).toBe(200);
    expect((await scan).statusCode).toBe(200);
    expect(finished).toEqual(['profile', 'scan']);
  });
});
