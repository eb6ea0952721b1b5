import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  webhookDeliveryListSchema,
  webhookEndpointWithSecretSchema,
  type OperatorScope,
  type WebhookDelivery,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { createOperatorClient } from '../../src/modules/operator/clients';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema-webhooks';
import { startReceiver, verifyBySpec } from './receiver';

const deadline = { timeout: 25_000, interval: 100 };

/** A client-credentials access token of the embedded provider for a new operator client. */
async function operatorToken(scopes: OperatorScope[]) {
  const { client, secret } = await createOperatorClient(t.database.db, {
    name: `Test ${scopes.join(' ')}`,
    scopes,
  });
  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(secret)}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host: 'localhost:3000',
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: scopes.join(' '),
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const { demo } = demoTravellers;
let t: TestApp;
let cookie: string;
let managerToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    JOBS_POLLING_INTERVAL_SECONDS: '0.5',
    WEBHOOKS_RELAY_INTERVAL_MS: '100',
    WEBHOOKS_RETRY_DELAY_SECONDS: '1',
    WEBHOOKS_MAX_ATTEMPTS: '3',
    WEBHOOKS_TIMEOUT_MS: '2000',
  });
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  managerToken = await operatorToken(['webhooks:manage']);
});
afterAll(() => t?.close());

function operator(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/operator/v1${url}`,
    headers: { host: 'localhost:3000', authorization: `Bearer ${managerToken}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function register(url: string, eventTypes: string[] = []) {
  const res = await operator('POST', '/webhooks/endpoints', { url, eventTypes });
  expect(res.statusCode).toBe(201);
  return webhookEndpointWithSecretSchema.parse(res.json());
}

/** Only one endpoint is enabled at a time: each test gets the events it caused. */
async function disableAllEndpoints() {
  await t.database.db.update(webhookEndpoints).set({ enabled: false });
}

function changeConsents(marketing: boolean) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/users/consents',
    headers: { cookie, 'x-wayfarer-csrf': '1', origin: 'http://localhost:3000' },
    payload: { marketing },
  });
}

async function deliveriesOf(endpointId: string, status?: string) {
  const query = new URLSearchParams({ endpointId, ...(status ? { status } : {}) });
  const res = await operator('GET', `/webhooks/deliveries?${query}`);
  expect(res.statusCode).toBe(200);
  return webhookDeliveryListSchema.parse(res.json()).deliveries;
}

describe('webhook endpoints (operator)', () => {
  it('registers, lists, changes, rotates the secret of and removes an endpoint', async () => {
    const created = await register('https://receiver.example/hooks', ['consent.updated']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({ enabled: true, eventTypes: ['consent.updated'] });

    const list = await operator('GET', '/webhooks/endpoints');
    expect(list.json().endpoints.map((e: { id: string }) => e.id)).toContain(created.id);
    expect(JSON.stringify(list.json())).not.toContain(created.secret);

    const changed = await operator('PATCH', `/webhooks/endpoints/${created.id}`, {
      enabled: false,
      eventTypes: [],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ enabled: false, eventTypes: [] });
    expect(changed.json().secret).toBeUndefined();

    const rotated = await operator('PATCH', `/webhooks/endpoints/${created.id}`, {
      rotateSecret: true,
    });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);

    expect((await operator('DELETE', `/webhooks/endpoints/${created.id}`)).statusCode).toBe(204);
    const gone = await operator('GET', `/webhooks/endpoints/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with the error shape', async () => {
    for (const body of [
      { url: 'not a url' },
      { url: 'ftp://receiver.example/hooks' },
      { url: 'https://receiver.example/hooks', eventTypes: ['booking.eaten'] },
      { url: 'https://receiver.example/hooks', extra: true },
    ]) {
      const res = await operator('POST', '/webhooks/endpoints', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await operator('PATCH', `/webhooks/endpoints/${unknown}`, {})).statusCode).toBe(404);
    expect((await operator('DELETE', `/webhooks/endpoints/${unknown}`)).statusCode).toBe(404);
    expect((await operator('POST', `/webhooks/deliveries/${unknown}/replay`)).statusCode).toBe(404);
    expect((await operator('GET', '/webhooks/deliveries?status=lost')).statusCode).toBe(400);
    expect((await operator('GET', '/webhooks/deliveries?cursor=nonsense')).statusCode).toBe(400);
  });

  it('refuses callers without an operator token, a traveller session included', async () => {
    for (const headers of [{}, { cookie }, { authorization: 'Bearer wrong' }]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/operator/v1/webhooks/endpoints',
        headers: { host: 'localhost:3000', ...headers },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an operator token without the webhooks:manage scope', async () => {
    const bookings = await operatorToken(['bookings:write']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/v1/webhooks/endpoints',
      headers: { host: 'localhost:3000', authorization: `Bearer ${bookings}` },
      payload: { url: 'https://receiver.example/hooks' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('is refused on traveller routes with the operator token', async () => {
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { host: 'localhost:3000', authorization: `Bearer ${managerToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('webhook delivery', () => {
  it('sends a traveller change signed per Standard Webhooks, checked by an independent verifier', async () => {
    await disableAllEndpoints();
    const receiver = await startReceiver([204]);
    try {
      const endpoint = await register(receiver.url, ['consent.updated']);
      expect((await changeConsents(true)).statusCode).toBe(200);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1), deadline);
      const [got] = receiver.received;
      expect(verifyBySpec(endpoint.secret, got!.headers, got!.body)).toBe(true);
      // The same check fails for a changed body or another secret: the verifier can fail.
      expect(verifyBySpec(endpoint.secret, got!.headers, got!.body.replace('true', 'false'))).toBe(
        false,
      );
      const other = await register('https://other.example/hooks');
      expect(verifyBySpec(other.secret, got!.headers, got!.body)).toBe(false);

      expect(got!.headers['webhook-id']).toMatch(/^msg_/);
      expect(got!.headers['content-type']).toBe('application/json');
      const payload = JSON.parse(got!.body);
      expect(payload).toMatchObject({
        type: 'consent.updated',
        data: {
          travellerId: demo.id,
          // The operator's id of her on her latest booking (the demo seed's records).
          externalTravellerId: 'traveller-1',
          consents: { marketing: true },
        },
      });
      await vi.waitFor(async () => {
        const [delivery] = await deliveriesOf(endpoint.id);
        expect(delivery).toMatchObject({
          status: 'delivered',
          attempts: 1,
          lastResponseCode: 204,
          eventId: got!.headers['webhook-id'],
        });
      }, deadline);
    } finally {
      await receiver.close();
    }
  });

  it('does not send event types an endpoint did not ask for', async () => {
    await disableAllEndpoints();
    const receiver = await startReceiver([200]);
    try {
      const wanted = await register(receiver.url, ['traveller.address.updated']);
      expect((await changeConsents(false)).statusCode).toBe(200);
      const rows = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, wanted.id));
      expect(rows).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('retries a receiver that fails twice, with the same message, until it succeeds', async () => {
    await disableAllEndpoints();
    const receiver = await startReceiver([500, 503, 200]);
    try {
      const endpoint = await register(receiver.url);
      expect((await changeConsents(true)).statusCode).toBe(200);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3), deadline);
      expect(receiver.received.map((r) => r.answeredWith)).toEqual([500, 503, 200]);
      const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(1);
      for (const got of receiver.received) {
        expect(verifyBySpec(endpoint.secret, got.headers, got.body)).toBe(true);
      }
      await vi.waitFor(async () => {
        const delivered = await deliveriesOf(endpoint.id, 'delivered');
        expect(delivered).toHaveLength(1);
        expect(delivered[0]).toMatchObject({ attempts: 3, lastResponseCode: 200, lastError: null });
      }, deadline);
    } finally {
      await receiver.close();
    }
  });

  it('dead-letters a delivery after the last attempt, and delivers it on replay', async () => {
    await disableAllEndpoints();
    const receiver = await startReceiver([500]);
    try {
      const endpoint = await register(receiver.url);
      expect((await changeConsents(false)).statusCode).toBe(200);
      let dead: WebhookDelivery | undefined;
      await vi.waitFor(async () => {
        [dead] = await deliveriesOf(endpoint.id, 'dead');
        expect(dead).toBeDefined();
      }, deadline);
      expect(dead).toMatchObject({ attempts: 3, lastResponseCode: 500, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(3);
      expect(await deliveriesOf(endpoint.id, 'pending')).toEqual([]);

      receiver.answer([200]);
      const replay = await operator('POST', `/webhooks/deliveries/${dead!.id}/replay`);
      expect(replay.statusCode).toBe(202);
      expect(replay.json().status).toBe('pending');
      await vi.waitFor(async () => {
        const [delivered] = await deliveriesOf(endpoint.id, 'delivered');
        expect(delivered).toMatchObject({ id: dead!.id, attempts: 4, lastResponseCode: 200 });
      }, deadline);
      const last = receiver.received[receiver.received.length - 1]!;
      expect(last.headers['webhook-id']).toBe(dead!.eventId);
      expect(verifyBySpec(endpoint.secret, last.headers, last.body)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('writes no event when the change is refused', async () => {
    await disableAllEndpoints();
    const receiver = await startReceiver([200]);
    try {
      const endpoint = await register(receiver.url);
      const refused = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/consents',
        headers: { cookie, 'x-wayfarer-csrf': '1', origin: 'http://localhost:3000' },
        payload: { marketing: 'yes' },
      });
      expect(refused.statusCode).toBe(400);
      expect(await deliveriesOf(endpoint.id)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
