import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentResponseSchema,
  documentScanResponseSchema,
  documentVerificationResponseSchema,
  type DocumentVerificationResponse,
} from '@wayfarer/contract';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { documentFixtures, fixtureImage } from './fixtures';
import { multipart, spaHeaders } from './helpers';

// The upload answers at once; the verification loop of the app (one engine, real OCR) decides
// afterwards and the client polls. The demo traveller is Giulia Rossi, as the specimens.
const { demo } = demoTravellers;
let t: TestApp;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-verification-'));
  t = await buildTestApp({ DATA_DIR: dataDir, DOCUMENTS_VERIFICATION_WORKERS: '1' });
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadFixture(file: string) {
  const fixture = documentFixtures.find((f) => f.file === file)!;
  const body = multipart(
    { type: fixture.type, ...fixture.entered },
    {
      filename: fixture.file,
      contentType: file.endsWith('.png') ? 'image/png' : 'image/jpeg',
      content: fixtureImage(fixture),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/users/${demo.id}/documents`,
    headers: { cookie, ...spaHeaders, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  return documentResponseSchema.parse(res.json()).data;
}

async function settled(imageUrl: string): Promise<DocumentVerificationResponse['data']> {
  for (let tries = 0; tries < 240; tries++) {
    const res = await t.app.inject({ url: `${imageUrl}/verification`, headers: { cookie } });
    const { data } = documentVerificationResponseSchema.parse(res.json());
    if (data.status !== 'UPLOADED') return data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the verification did not finish');
}

describe('the verification after an upload', () => {
  it('approves the specimen passport of the traveller', { timeout: 90_000 }, async () => {
    const document = await uploadFixture('passport-rossi.png');
    expect(document.status).toBe('UPLOADED');
    const result = await settled(document.imageUrl!);
    expect(result).toMatchObject({
      status: 'APPROVED',
      verification: { outcome: 'APPROVED', fields: [], image: [], reviewReason: null },
    });
    const list = await t.app.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie },
    });
    expect(list.json().data[0]).toMatchObject({ type: 'PASSPORT', status: 'APPROVED' });
  });

  it(
    'rejects a blurred identity card and says which fields could not be read',
    { timeout: 90_000 },
    async () => {
      const document = await uploadFixture('id-card-rossi-blurred.png');
      const result = await settled(document.imageUrl!);
      expect(result.status).toBe('REJECTED');
      expect(result.verification?.image).toEqual(['BLURRED']);
      expect(result.verification?.fields.map((f) => f.field)).toEqual([
        'firstName',
        'lastName',
        'number',
        'issueDate',
        'expiryDate',
      ]);
    },
  );
});

describe('start from the photo: POST /api/users/{id}/documents/scan', () => {
  async function scan(file: string, userId: string = demo.id) {
    const fixture = documentFixtures.find((f) => f.file === file)!;
    const body = multipart(
      {},
      { filename: file, contentType: 'image/png', content: fixtureImage(fixture) },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/documents/scan`,
      headers: { cookie, ...spaHeaders, ...body.headers },
      payload: body.payload,
    });
  }

  it(
    'reads what the zone of a passport says, for the Information step',
    { timeout: 90_000 },
    async () => {
      const res = await scan('passport-rossi.png');
      expect(res.statusCode, res.body).toBe(200);
      expect(documentScanResponseSchema.parse(res.json()).data).toEqual({
        type: 'PASSPORT',
        number: 'YA8213457',
        issuingCountry: 'IT',
        expiryDate: '2031-03-08',
        firstName: 'Giulia',
        lastName: 'Rossi',
        image: [],
      });
    },
  );

  it('reads an identity card, with the ICAO code of Germany', { timeout: 90_000 }, async () => {
    const res = await scan('id-card-mueller.jpg');
    expect(documentScanResponseSchema.parse(res.json()).data).toMatchObject({
      type: 'IDENTITY_CARD',
      number: 'LZ6311T47',
      issuingCountry: 'DE',
      expiryDate: '2031-09-05',
      firstName: 'Lukas',
      lastName: 'Mueller',
    });
  });

  it('reads nothing from a blurred photo and says why; another traveller is not found', async () => {
    const res = await scan('passport-rossi-blurred.png');
    expect(documentScanResponseSchema.parse(res.json()).data).toEqual({
      type: null,
      number: null,
      issuingCountry: null,
      expiryDate: null,
      firstName: null,
      lastName: null,
      image: ['BLURRED'],
    });
    const other = await scan('passport-rossi.png', demoTravellers.newcomer.id);
    expect(other.statusCode).toBe(404);
  });
});
