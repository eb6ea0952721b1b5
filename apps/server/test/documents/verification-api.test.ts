import { describe, expect, it } from 'vitest';
import { documentResponseSchema, documentScanResponseSchema } from '@wayfarer/contract';
import { demoTravellers } from '../../src/db/seed/users';
import { documentFixtures, fixtureImage } from './fixtures';
import { multipart, spaHeaders } from './helpers';
import { verificationApp } from './verification-app';

// The demo traveller is Giulia Rossi, as the specimens.
const { demo } = demoTravellers;
const api = verificationApp();

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
  const res = await api.inject({
    method: 'POST',
    url: `/api/users/${demo.id}/documents`,
    headers: { cookie: api.cookie, ...spaHeaders, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  return documentResponseSchema.parse(res.json()).data;
}

describe('the verification after an upload', () => {
  it('approves the specimen passport of the traveller', { timeout: 90_000 }, async () => {
    const document = await uploadFixture('passport-rossi.png');
    expect(document.status).toBe('UPLOADED');
    const result = await api.settled(document.imageUrl!);
    expect(result).toMatchObject({
      status: 'APPROVED',
      verification: { outcome: 'APPROVED', fields: [], image: [], reviewReason: null },
    });
    const list = await api.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: api.cookie },
    });
    expect(list.json().data[0]).toMatchObject({ type: 'PASSPORT', status: 'APPROVED' });
  });

  it(
    'rejects a blurred identity card and says which fields could not be read',
    { timeout: 90_000 },
    async () => {
      const document = await uploadFixture('id-card-rossi-blurred.png');
      const result = await api.settled(document.imageUrl!);
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
    return api.inject({
      method: 'POST',
      url: `/api/users/${userId}/documents/scan`,
      headers: { cookie: api.cookie, ...spaHeaders, ...body.headers },
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
