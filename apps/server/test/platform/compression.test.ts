import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { compressionThreshold } from '../../src/plugins/compression';
import { webDist } from '../../src/plugins/spa';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

const built = existsSync(path.join(webDist, 'index.html'));
const { demo } = demoTravellers;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      serveWeb: built,
      extend: (app) => {
        app.post('/api/test/echo', async (request) => request.body);
      },
    },
  );
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe.skipIf(!built)('the built assets', () => {
  /** The largest script of the build: surely worth compressing. */
  let script: { url: string; bytes: Buffer; type: string };
  beforeAll(async () => {
    const names = (await readdir(path.join(webDist, 'assets'))).filter((name) =>
      name.endsWith('.js'),
    );
    const files = await Promise.all(
      names.map(async (name) => ({
        url: `/assets/${name}`,
        bytes: await readFile(path.join(webDist, 'assets', name)),
      })),
    );
    const largest = files.reduce((a, b) => (b.bytes.length > a.bytes.length ? b : a));
    const type = String((await get(largest.url)).headers['content-type']);
    expect(type).toMatch(/^(?:text|application)\/javascript/);
    script = { ...largest, type };
  });

  it('come as brotli to a browser that accepts it, decoding to the same script', async () => {
    const res = await get(script.url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(script.type);
    expect(res.rawPayload.length).toBeLessThan(script.bytes.length / 2);
    expect(brotliDecompressSync(res.rawPayload).equals(script.bytes)).toBe(true);
    expect(varyOf(res.headers)).toContain('accept-encoding');
  });

  it('come as gzip when brotli is not accepted', async () => {
    const res = await get(script.url, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe(script.type);
    expect(gunzipSync(res.rawPayload).equals(script.bytes)).toBe(true);
  });

  it('come as they are when no encoding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(script.url, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(script.bytes)).toBe(true);
    }
  });

  it('are cached for a year, never revalidated: their names change with their content', async () => {
    const res = await get(script.url, { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Nothing to revalidate with, nor ranges to offer: bytes every script would carry for nothing.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
  });

  it('CSS comes compressed with its own type', async () => {
    const css = (await readdir(path.join(webDist, 'assets'))).find((name) => name.endsWith('.css'));
    const res = await get(`/assets/${css}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('{');
  });

  it("carry a subresource's security headers, not a page's", async () => {
    const res = await get(script.url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const missing = await get('/assets/not-a-build-file.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('the unhashed files are revalidated at every use; the pages never kept', async () => {
    for (const url of ['/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // Revalidated by its validator: unchanged, it is not sent again.
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
    const page = await get('/travels', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(varyOf(page.headers)).toContain('cookie');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('API answers', () => {
  it('a large JSON answer is compressed, still private and varying on the cookie', async () => {
    const url = `/api/users/${demo.id}/bookings`;
    const plain = await get(url, { cookie });
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThreshold);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const res = await get(url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(varyOf(res.headers)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));

    const brotli = await get(url, { cookie, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('a tiny one is sent as it is', async () => {
    const res = await get('/health/live', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('a compressed request body is refused, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'inflated' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('inflated');
  });
});
