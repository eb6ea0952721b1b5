import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      extend: (app) => {
        app.post(
          '/api/test/echo',
          {
            schema: { body: z.object({ name: z.string().min(2), age: z.number().int().min(18) }) },
          },
          async (request) => request.body,
        );
      },
    },
  );
});
afterAll(() => t.close());

describe('health probes', () => {
  it('answers live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready while the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });
});

describe('the one error shape', () => {
  it('answers an unknown API path with 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('NOT_FOUND');
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 before validating the parameters of a caller without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid/bookings' });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('names each bad field of a body that fails the schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'x-wayfarer-csrf': '1', origin: 'http://localhost:3000' },
      payload: { name: 'x', age: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['age', 'name']);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'content-type': 'application/json',
        'x-wayfarer-csrf': '1',
        origin: 'http://localhost:3000',
      },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });
});

describe('JSON bodies', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'content-type': contentType,
        'x-wayfarer-csrf': '1',
        origin: 'http://localhost:3000',
      },
      payload,
    });

  it('reads a well-formed body, whole surrogate pairs included', async () => {
    const res = await post('{"name":"Zoë \\ud83c\\udf31","age":30}');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Zoë 🌱', age: 30 });
  });

  it('refuses a repeated key, naming it, instead of keeping the last one', async () => {
    const res = await post('{"name":"Ada","name":"Bob","age":30}');
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['name']);
  });

  it('refuses half of a surrogate pair, naming its field, in any text', async () => {
    const res = await post('{"name":"Ada \\ud800","age":30}');
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['name']);
  });

  it('refuses a charset other than UTF-8 with 415, and takes UTF-8 named so', async () => {
    const refused = await post('{"name":"Ada","age":30}', 'application/json; charset=utf-16');
    expect(refused.statusCode).toBe(415);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const taken = await post('{"name":"Ada","age":30}', 'application/json; charset=UTF-8');
    expect(taken.statusCode).toBe(200);
  });
});

describe('requests refused before any route runs', () => {
  it('answers a path that is no UTF-8 once decoded with 400 in the error shape, without echoing it', async () => {
    for (const url of ['/api/users/me%ff', '/api/users/%c0%af', '/api/users/me%ED%A0%80']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
      expect(res.body).not.toContain('%');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('answers a path parameter longer than any id with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: `/api/users/${'x'.repeat(101)}/bookings` });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('xxxx');
  });

  it('answers what the HTTP parser cannot read in the error shape, and closes the connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

    const badHeader = await raw('GET /api/users/me HTTP/1.1\r\nHost: a\r\nX-A: b\rc\r\n\r\n');
    expect(badHeader).toMatch(/^HTTP\/1\.1 400 /);
    expect(badHeader.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(errorBodySchema.parse(bodyOf(badHeader)).error.code).toBe('BAD_REQUEST');

    const huge = await raw(
      `GET /api/users/me HTTP/1.1\r\nHost: a\r\nX-A: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(errorBodySchema.parse(bodyOf(huge)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without unsafe-inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every policy helmet sets, the same on each answer (read once, not rebuilt per request)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/health/live' });
    const second = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    const policies = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'origin-agent-cluster',
          'referrer-policy',
          'x-content-type-options',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-frame-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
        ].map((name) => [name, headers[name]]),
      );
    expect(policies(first.headers)).toEqual({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(policies(second.headers)).toEqual(policies(first.headers));
  });
});

describe('OpenAPI reference', () => {
  it('documents the API from the contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toContain('/api/users/me');
  });
});
