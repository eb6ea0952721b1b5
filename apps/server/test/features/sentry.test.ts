import type { ErrorEvent, NodeOptions } from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { AppError } from '../../src/lib/errors';
import {
  filtered,
  initServerSentry,
  isSensitiveKey,
  scrubEvent,
  scrubText,
} from '../../src/plugins/sentry';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

const env = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  SENTRY_DSN: 'https://public@sentry.example.test/42',
  RELEASE: '2026.05.1',
};

describe('server error report scrubbing', () => {
  it('keeps the user id and the request method and path only', () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: 'u-1', email: 'giulia@example.com', ip_address: '10.0.0.1' },
      request: {
        method: 'PUT',
        url: 'http://localhost:3000/api/users/u-1?email=giulia@example.com',
        data: '{"name":"Giulia","taxCode":"RSSGLI92D58A944X"}',
        cookies: { wayfarer_session: 'secret' },
        headers: { cookie: 'wayfarer_session=secret', authorization: 'Bearer x' },
        query_string: 'email=giulia@example.com',
      },
    });
    expect(event.user).toEqual({ id: 'u-1' });
    expect(event.request).toEqual({ method: 'PUT', url: 'http://localhost:3000/api/users/u-1' });
  });

  it('scrubs texts, extra data and tags, leaving the runtime contexts', () => {
    const event = scrubEvent({
      type: undefined,
      message: 'duplicate key for mario@example.it',
      exception: { values: [{ type: 'Error', value: 'passport YA1234567 of +39 347 123 4567' }] },
      extra: { traveller: { name: 'Mario', lastname: 'Rossi', bookings: 2 } },
      tags: { route: '/api/users/:id', email: 'x@y.it' },
      contexts: { runtime: { name: 'node', version: 'v20' }, row: { fullName: 'Mario Rossi' } },
      breadcrumbs: [{ message: 'query for mario@example.it', data: { url: '/a?b=c' } }],
    });
    expect(event.message).toBe('duplicate key for [email]');
    expect(event.exception?.values?.[0]?.value).toBe('passport [document] of [phone]');
    expect(event.extra).toEqual({ traveller: { name: filtered, lastname: filtered, bookings: 2 } });
    expect(event.tags).toEqual({ route: '/api/users/:id', email: filtered });
    expect(event.contexts).toEqual({
      runtime: { name: 'node', version: 'v20' },
      row: { fullName: filtered },
    });
    expect(event.breadcrumbs).toEqual([{ message: 'query for [email]', data: { url: '/a' } }]);
    expect(isSensitiveKey('documentNumber')).toBe(true);
    expect(isSensitiveKey('bookingId')).toBe(false);
    expect(scrubText('booking WF-26-00001 of 0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01')).toBe(
      'booking WF-26-00001 of 0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
    );
  });

  it('does not start without SENTRY_DSN', async () => {
    const { SENTRY_DSN: _dsn, ...withoutDsn } = env;
    await expect(initServerSentry(loadConfig(withoutDsn))).resolves.toBeNull();
  });
});

describe('with SENTRY_DSN set', () => {
  const events: ErrorEvent[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const transport: NodeOptions['transport'] = () => ({
      send: async (envelope) => {
        for (const [header, payload] of envelope[1]) {
          if (header.type === 'event') events.push(payload as ErrorEvent);
        }
        return {};
      },
      flush: async () => true,
    });
    await initServerSentry(loadConfig(env), { transport });
    t = await buildTestApp(
      { SENTRY_DSN: env.SENTRY_DSN, RELEASE: env.RELEASE },
      {
        extend: (app) => {
          app.get('/api/test/boom', async () => {
            throw new Error('Boom for Giulia Rossi, travelling with Marco; Zoltan waits');
          });
          app.get('/api/test/crash/:id', async () => {
            throw new Error('could not save giulia.rossi@example.com');
          });
          app.get('/api/test/missing', async () => {
            throw new AppError('NOT_FOUND');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('reports a 5xx with the release and the route, without personal data', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash/7?email=giulia.rossi@example.com',
      headers: { cookie: 'wayfarer_session=abc' },
    });
    expect(res.statusCode).toBe(500);
    const sentry = await import('@sentry/node');
    await sentry.flush(2000);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.release).toBe('2026.05.1');
    expect(event?.tags).toMatchObject({ route: '/api/test/crash/:id', method: 'GET' });
    expect(event?.exception?.values?.[0]?.value).toBe('could not save [email]');
    const serialized = JSON.stringify(event);
    expect(serialized).not.toContain('giulia');
    expect(serialized).not.toContain('wayfarer_session');
  });

  it('blanks out the signed-in traveller’s names and their travellers’', async () => {
    const { cookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { cookie } });
    expect(res.statusCode).toBe(500);
    const sentry = await import('@sentry/node');
    await sentry.flush(2000);
    const event = events.at(-1);
    expect(event?.exception?.values?.[0]?.value).toBe(
      'Boom for [name] [name], travelling with [name]; Zoltan waits',
    );
    expect(JSON.stringify(event)).not.toMatch(/Giulia|Rossi/);
    events.pop();
  });

  it('does not report client errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(res.statusCode).toBe(404);
    const sentry = await import('@sentry/node');
    await sentry.flush(2000);
    expect(events).toHaveLength(1);
  });
});
