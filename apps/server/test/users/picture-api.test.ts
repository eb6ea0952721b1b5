import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema, userResponseSchema } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { apiCaller, expectError, fieldsOf } from './client';

const { demo, newcomer } = demoTravellers;

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let demoCookie: string;
let newcomerCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  ({ cookie: demoCookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

const boundary = '----wayfarer-test-boundary';

/** A multipart/form-data body with one file. */
function multipartBody(
  content: Buffer,
  { filename = 'me.png', type = 'image/png', field = 'picture' } = {},
) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const upload = (
  content: Buffer,
  options: Parameters<typeof multipartBody>[1] & {
    id?: string;
    cookie?: string;
    csrf?: boolean;
  } = {},
) =>
  call('POST', `/api/users/${options.id ?? demo.id}/picture`, {
    cookie: options.cookie ?? demoCookie,
    csrf: options.csrf,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(content, options),
  });

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

describe('POST /api/users/:id/picture', () => {
  it('takes a PNG, stores it as a 512 px square JPEG and serves it to its owner', async () => {
    const res = await upload(await png(1200, 800));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = userResponseSchema.parse(res.json());
    expect(data.pictureImage).toMatch(new RegExp(`^/api/users/${demo.id}/picture\\?v=\\d+$`));

    const me = meResponseSchema.parse(
      (await call('GET', '/api/users/me', { cookie: demoCookie })).json(),
    );
    expect(me.data.pictureImage).toBe(data.pictureImage);

    const picture = await call('GET', data.pictureImage!, { cookie: demoCookie });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(picture.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();

    // Unchanged: the browser keeps its copy.
    const again = await call('GET', data.pictureImage!, {
      cookie: demoCookie,
      headers: { 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('takes a JPEG named and typed anything', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 600, channels: 3, background: '#08f' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, { filename: 'photo.bin', type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a PDF renamed .png', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    expectError(await upload(pdf, { filename: 'me.png' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(2000),
    ]);
    expectError(await upload(fake), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([await png(10, 10), randomBytes(6 * 1024 * 1024)]);
    expectError(await upload(big), 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each([
    [
      'a body cut off inside the file',
      boundary,
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\nabc',
    ],
    ['a boundary of 257 characters (the standard allows 70)', 'b'.repeat(257), 'x'],
    ['a boundary and a body of nothing but dashes', '-'.repeat(300), '-'.repeat(5000)],
  ])('answers 400, not 500, to %s, and keeps the picture', async (_case, ownBoundary, body) => {
    const before = await call('GET', '/api/users/me', { cookie: demoCookie });
    const res = await call('POST', `/api/users/${demo.id}/picture`, {
      cookie: demoCookie,
      headers: { 'content-type': `multipart/form-data; boundary=${ownBoundary}` },
      payload: Buffer.from(body),
    });
    expectError(res, 400, 'BAD_REQUEST');
    const after = await call('GET', '/api/users/me', { cookie: demoCookie });
    expect(meResponseSchema.parse(after.json()).data.pictureImage).toBe(
      meResponseSchema.parse(before.json()).data.pictureImage,
    );
  });

  it('wants the file in the picture field', async () => {
    // The one file the route takes goes in `picture`: a file anywhere else is refused by name.
    expect(fieldsOf(await upload(await png(10, 10), { field: 'avatar' }))).toEqual({
      avatar: 'validation.invalid',
    });
  });

  it('is for the owner only: 404 for another traveller, both ways', async () => {
    expectError(await upload(await png(10, 10), { id: newcomer.id }), 404, 'NOT_FOUND');
    expectError(
      await call('GET', `/api/users/${demo.id}/picture`, { cookie: newcomerCookie }),
      404,
      'NOT_FOUND',
    );
    // Nothing uploaded yet.
    expectError(
      await call('GET', `/api/users/${newcomer.id}/picture`, { cookie: newcomerCookie }),
      404,
      'NOT_FOUND',
    );
  });

  it('asks for a session and the CSRF header', async () => {
    expectError(await call('GET', `/api/users/${demo.id}/picture`), 401, 'UNAUTHENTICATED');
    expectError(await upload(await png(10, 10), { csrf: false }), 403, 'CSRF_FAILED');
  });
});
