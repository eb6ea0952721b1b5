import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentResponseSchema,
  documentsResponseSchema,
  documentVerificationResponseSchema,
  errorBodySchema,
  tripDocumentsResponseSchema,
  type IdentityDocument,
} from '@wayfarer/contract';
import { appSecrets, sessions } from '../../src/db/schema';
import { identityDocuments } from '../../src/db/schema-documents';
import { hashSessionId } from '../../src/auth/session';
import { demoBookingIds } from '../../src/db/seed/bookings';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { LocalFileStorage } from '../../src/storage/local-file-storage';
import { DecryptionError, EncryptedFileStorage } from '../../src/storage/encrypted-file-storage';
import { randomSecret } from '../../src/auth/secrets';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { drawing, multipart, pngClaiming, spaHeaders, type FilePart } from './helpers';

const { demo, newcomer } = demoTravellers;

let t: TestApp;
let dataDir: string;
let demoCookie: string;
let newcomerCookie: string;

const day = 86_400_000;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

const information = (overrides: Record<string, string> = {}) => ({
  type: 'PASSPORT',
  number: 'ya 123 4567',
  issuingCountry: 'IT',
  issueDate: isoDay(-700),
  expiryDate: isoDay(3000),
  ...overrides,
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wayfarer-documents-'));
  // No automatic verification here: these tests look at the storage (the engine has its own).
  t = await buildTestApp({ DATA_DIR: dataDir, DOCUMENTS_VERIFICATION_WORKERS: '0' });
  ({ cookie: demoCookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(
  fields: Record<string, string>,
  file: FilePart | undefined,
  {
    userId = demo.id as string,
    cookie = demoCookie,
    headers = spaHeaders as Record<string, string>,
  } = {},
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/documents`,
    headers: { cookie, ...headers, ...body.headers },
    payload: body.payload,
  });
}

const png = async () => ({
  filename: 'passport.png',
  contentType: 'image/png',
  content: await drawing().png().toBuffer(),
});

async function uploaded(fields = information(), file?: FilePart): Promise<IdentityDocument> {
  const res = await upload(fields, file ?? (await png()));
  expect(res.statusCode, res.body).toBe(202);
  return documentResponseSchema.parse(res.json()).data;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.parse(res.json()).error.code).toBe(code);
}

const storage = () => new LocalFileStorage(path.join(dataDir, 'files'));

async function storedKey(): Promise<Buffer> {
  const [row] = await t.database.db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, 'documents.encryption-key'));
  return Buffer.from(row!.value as string, 'base64url');
}

describe('POST /api/users/{id}/documents', () => {
  it('stores a document: 202 with the UPLOADED status, the entered fields and an image link', async () => {
    const document = await uploaded();
    expect(document).toMatchObject({
      type: 'PASSPORT',
      number: 'YA1234567',
      issuingCountry: 'IT',
      status: 'UPLOADED',
      verification: null,
      imageUrl: `/api/users/${demo.id}/documents/${document.id}`,
    });
  });

  it('accepts a PNG renamed .jpg (the bytes decide) and serves it back as a JPEG', async () => {
    const content = await drawing().png().toBuffer();
    const document = await uploaded(information({ type: 'DRIVING_LICENCE' }), {
      filename: 'licence.jpg',
      contentType: 'image/jpeg',
      content,
    });
    const res = await t.app.inject({ url: document.imageUrl!, headers: { cookie: demoCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses a PDF renamed .jpg with 415', async () => {
    const res = await upload(information(), {
      filename: 'passport.jpg',
      contentType: 'image/jpeg',
      content: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 to a body cut off inside its image, and stores nothing', async () => {
    const before = await t.app.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie },
    });
    const body = multipart(information(), {
      filename: 'passport.png',
      contentType: 'image/png',
      content: (await png()).content,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie, ...spaHeaders, ...body.headers },
      // Cut in the middle of the image: no closing boundary ever comes.
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expectError(res, 400, 'BAD_REQUEST');
    const after = await t.app.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie },
    });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a file over 5 MB with 413', async () => {
    const content = Buffer.alloc(6 * 1024 * 1024, 0x20);
    content.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(information(), {
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      content,
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a pixel bomb (a tiny PNG claiming 100000 x 100000 pixels) without decoding it', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(information(), {
      filename: 'bomb.png',
      contentType: 'image/png',
      content: bomb,
    });
    expectError(res, 422, 'IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await drawing().jpeg().toBuffer();
    const res = await upload(information(), {
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
      content: jpeg.subarray(0, 600),
    });
    expectError(res, 422, 'IMAGE_UNREADABLE');
  });

  it('removes the EXIF data and the GPS position of the photo', async () => {
    const content = await drawing()
      .jpeg()
      .withExif({
        IFD0: { Make: 'Wayfarer phone', Model: 'Test 1', Copyright: 'Giulia' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '44/1 29/1 40/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '11/1 20/1 33/1',
        },
      })
      .toBuffer();
    const before = await sharp(content).metadata();
    expect(before.exif?.includes(Buffer.from('Wayfarer phone'))).toBe(true);
    const document = await uploaded(information({ type: 'IDENTITY_CARD' }), {
      filename: 'id.jpg',
      contentType: 'image/jpeg',
      content,
    });
    const res = await t.app.inject({ url: document.imageUrl!, headers: { cookie: demoCookie } });
    const after = await sharp(res.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('Wayfarer phone'))).toBe(false);
    expect(res.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('keeps the file encrypted: unreadable without the key, readable with it', async () => {
    const document = await uploaded();
    const [row] = await t.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, document.id));
    const file = storage().pathOf(row!.fileKey!);
    expect(file.startsWith(path.join(dataDir, 'files', 'documents', demo.id))).toBe(true);
    const raw = await readFile(file);
    expect(raw.subarray(0, 4).toString()).toBe('WFE1');
    await expect(sharp(raw).metadata()).rejects.toThrow();
    expect(raw.includes(Buffer.from('SPECIMEN'))).toBe(false);

    const otherKey = Buffer.from(randomSecret(32), 'base64url');
    await expect(
      new EncryptedFileStorage(storage(), otherKey).get(row!.fileKey!),
    ).rejects.toBeInstanceOf(DecryptionError);
    // A file moved under another document's key fails its integrity check too.
    const right = new EncryptedFileStorage(storage(), await storedKey());
    expect(() => right.decrypt('documents/elsewhere', raw)).toThrow(DecryptionError);
    const decrypted = await right.get(row!.fileKey!);
    expect((await sharp(decrypted!).metadata()).format).toBe('jpeg');
  });

  it('replaces the previous document of the same type and removes its file', async () => {
    const first = await uploaded(information({ number: 'AA0000001' }));
    const [firstRow] = await t.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, first.id));
    const second = await uploaded(information({ number: 'AA0000002' }));
    const list = await t.app.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie },
    });
    const passports = documentsResponseSchema
      .parse(list.json())
      .data.filter((d) => d.type === 'PASSPORT');
    expect(passports.map((d) => d.id)).toEqual([second.id]);
    await expect(stat(storage().pathOf(firstRow!.fileKey!))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('checks the Information fields: required, type, dates before and after today', async () => {
    const missing = await upload({ type: 'PASSPORT' }, await png());
    expectError(missing, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(missing.json()).error.fields).toMatchObject({
      number: 'validation.required',
      issuingCountry: 'validation.required',
      issueDate: 'validation.required',
      expiryDate: 'validation.required',
    });
    const wrong = await upload(
      information({ type: 'VISA', issueDate: isoDay(1), expiryDate: isoDay(0) }),
      await png(),
    );
    expect(errorBodySchema.parse(wrong.json()).error.fields).toEqual({
      type: 'validation.invalid',
    });
    const dates = await upload(
      information({ issueDate: isoDay(1), expiryDate: isoDay(0) }),
      await png(),
    );
    expect(errorBodySchema.parse(dates.json()).error.fields).toEqual({
      issueDate: 'validation.dateBeforeToday',
      expiryDate: 'validation.dateAfterToday',
    });
    const noImage = await upload(information(), undefined);
    expect(errorBodySchema.parse(noImage.json()).error.fields).toEqual({
      image: 'validation.required',
    });
  });

  it('refuses another traveller (404), a cookie call without the CSRF header (403) and no session (401)', async () => {
    expectError(
      await upload(information(), await png(), { userId: newcomer.id }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await upload(information(), await png(), { headers: { origin: 'http://localhost:3000' } }),
      403,
      'CSRF_FAILED',
    );
    expectError(await upload(information(), await png(), { cookie: '' }), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/users/{id}/documents and the image', () => {
  it('lists only the caller’s documents, and another traveller’s list and image are not found', async () => {
    const document = await uploaded();
    const mine = await t.app.inject({
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie },
    });
    expect(documentsResponseSchema.parse(mine.json()).data.map((d) => d.id)).toContain(document.id);
    const newcomerList = await t.app.inject({
      url: `/api/users/${newcomer.id}/documents`,
      headers: { cookie: newcomerCookie },
    });
    expect(documentsResponseSchema.parse(newcomerList.json()).data).toEqual([]);

    expectError(
      await t.app.inject({
        url: `/api/users/${demo.id}/documents`,
        headers: { cookie: newcomerCookie },
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({ url: document.imageUrl!, headers: { cookie: newcomerCookie } }),
      404,
      'NOT_FOUND',
    );
    // Even through the newcomer's own path: the document is not theirs.
    expectError(
      await t.app.inject({
        url: `/api/users/${newcomer.id}/documents/${document.id}`,
        headers: { cookie: newcomerCookie },
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        url: `/api/users/${demo.id}/documents/not-a-uuid`,
        headers: { cookie: demoCookie },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('serves the image with an access_token query (a Bearer access token), not with a bad one', async () => {
    const document = await uploaded();
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(demoCookie.slice(demoCookie.indexOf('=') + 1))));
    const withToken = await t.app.inject({
      url: `${document.imageUrl}?access_token=${encodeURIComponent(session!.accessToken)}`,
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toBe('image/jpeg');
    expectError(
      await t.app.inject({ url: `${document.imageUrl}?access_token=not-a-token` }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await t.app.inject({ url: document.imageUrl! }), 401, 'UNAUTHENTICATED');
  });

  it('answers the verification state of a document (UPLOADED while it waits)', async () => {
    const document = await uploaded();
    const res = await t.app.inject({
      url: `${document.imageUrl}/verification`,
      headers: { cookie: demoCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(documentVerificationResponseSchema.parse(res.json()).data).toEqual({
      status: 'UPLOADED',
      verification: null,
    });
    expectError(
      await t.app.inject({
        url: `${document.imageUrl}/verification`,
        headers: { cookie: newcomerCookie },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /api/users/{id}/bookings/{bookingId}/documents', () => {
  it('gives every type with its status for the trip, and 404 for another traveller', async () => {
    await t.database.db.delete(identityDocuments).where(eq(identityDocuments.userId, demo.id));
    const bookingId = Object.values(demoBookingIds)[0]!;
    const url = `/api/users/${demo.id}/bookings/${bookingId}/documents`;
    const empty = await t.app.inject({ url, headers: { cookie: demoCookie } });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(
      tripDocumentsResponseSchema
        .parse(empty.json())
        .data.map(({ type, status }) => [type, status]),
    ).toEqual([
      ['PASSPORT', 'MISSING'],
      ['IDENTITY_CARD', 'MISSING'],
      ['DRIVING_LICENCE', 'NOT_NEEDED'],
    ]);
    const passport = await uploaded();
    const after = tripDocumentsResponseSchema.parse(
      (await t.app.inject({ url, headers: { cookie: demoCookie } })).json(),
    ).data;
    expect(after.map(({ type, status }) => [type, status])).toEqual([
      ['PASSPORT', 'UPLOADED'],
      ['IDENTITY_CARD', 'NOT_NEEDED'],
      ['DRIVING_LICENCE', 'NOT_NEEDED'],
    ]);
    expect(after[0]!.document?.id).toBe(passport.id);
    expectError(await t.app.inject({ url, headers: { cookie: newcomerCookie } }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({
        url: `/api/users/${demo.id}/bookings/WF-26-99999/documents`,
        headers: { cookie: demoCookie },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('bad input on every documents call', () => {
  it('answers 400 for malformed ids and 400/415 for a scan without a usable image', async () => {
    for (const url of [
      `/api/users/${demo.id}/documents/not-a-uuid/verification`,
      `/api/users/not-a-uuid/documents`,
      `/api/users/not-a-uuid/bookings/WF-26-01041/documents`,
    ]) {
      expectError(
        await t.app.inject({ url, headers: { cookie: demoCookie } }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const scan = (file?: FilePart) => {
      const body = multipart({}, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/users/${demo.id}/documents/scan`,
        headers: { cookie: demoCookie, ...spaHeaders, ...body.headers },
        payload: body.payload,
      });
    };
    const missing = await scan();
    expectError(missing, 400, 'VALIDATION_FAILED');
    expect(errorBodySchema.parse(missing.json()).error.fields).toEqual({
      image: 'validation.required',
    });
    expectError(
      await scan({
        filename: 'a.jpg',
        contentType: 'image/jpeg',
        content: Buffer.from('%PDF-1.7'),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/users/${demo.id}/documents`,
        headers: { cookie: demoCookie, ...spaHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify(information()),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
