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
