import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { demoTravellers } from '../../src/db/seed/users';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema-webhooks';
import { loadConfig } from '../../src/config';
import { createOperatorClient } from '../../src/modules/operator/clients';
import { attemptDelivery, type DeliverySettings } from '../../src/modules/webhooks/delivery';
import { checkEndpointUrl, DestinationRefused } from '../../src/modules/webhooks/destination';
import { recordEvent } from '../../src/modules/webhooks/outbox';
import { startReceiver } from './receiver';

/*
 * Server-side request forgery: a webhook endpoint is a URL the operator chooses and the server
 * posts to, so it must not reach the server's own network (loopback, private ranges, the cloud
 * metadata address) unless the configuration allows it, at registration and when sending.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({
    // As in production, but over http so the test's receiver can be reached; nobody relays here.
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'false',
    WEBHOOKS_ALLOW_HTTP: 'true',
    WEBHOOKS_RELAY_INTERVAL_MS: '3600000',
  });
  const { client, secret } = await createOperatorClient(t.database.db, {
    name: 'Webhook manager',
    scopes: ['webhooks:manage'],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      host: 'localhost:3000',
      authorization: `Basic ${Buffer.from(`${client.id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials&scope=webhooks%3Amanage',
  });
  expect(res.statusCode, res.body).toBe(200);
  token = res.json().access_token as string;
});
afterAll(() => t?.close());

function operator(method: 'POST' | 'PATCH', url: string, body: unknown) {
  return t.app.inject({
    method,
    url: `/api/operator/v1${url}`,
    headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
    payload: body as object,
  });
}

describe('registering a webhook endpoint', () => {
  it.each([
    ['http://127.0.0.1/hooks', 'loopback'],
    ['http://[::1]:8080/hooks', 'loopback'],
    ['http://10.0.0.7/hooks', 'private'],
    ['http://192.168.1.20/hooks', 'private'],
    ['http://100.64.1.1/hooks', 'carrierGradeNat'],
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['http://0.0.0.0/hooks', 'unspecified'],
    ['http://224.0.0.1/hooks', 'multicast'],
    ['http://2130706433/hooks', 'loopback'],
    ['http://0x7f000001/hooks', 'loopback'],
    ['http://[::ffff:127.0.0.1]/hooks', 'loopback'],
    ['http://[fd00:ec2::254]/hooks', 'uniqueLocal'],
    ['http://localhost:8080/hooks', 'loopback'],
  ])('refuses %s (%s) with 400 naming the url', async (url, range) => {
    const res = await operator('POST', '/webhooks/endpoints', { url });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.url).toContain(`${range} address`);
    expect(error.message).toMatch(/^The webhook URL is refused: /);
  });

  it('refuses moving an endpoint onto a private address, and keeps its url', async () => {
    const created = await operator('POST', '/webhooks/endpoints', {
      url: 'https://93.184.215.14/hooks',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await operator('PATCH', `/webhooks/endpoints/${created.json().id}`, {
      url: 'http://169.254.169.254/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.url).toContain('linkLocal address');
    const [row] = await t.database.db
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.json().id as string));
    expect(row!.url).toBe('https://93.184.215.14/hooks');
  });

  it('takes only https unless http is allowed', async () => {
    const strict = { allowHttp: false, allowPrivateNetworks: false };
    await expect(checkEndpointUrl('http://93.184.215.14/hooks', strict)).rejects.toThrow(
      'webhook URLs must use https',
    );
    await expect(checkEndpointUrl('https://93.184.215.14/hooks', strict)).resolves.toBeUndefined();
    await expect(checkEndpointUrl('https://user:pw@93.184.215.14/', strict)).rejects.toBeInstanceOf(
      DestinationRefused,
    );
  });

  it('takes local receivers when the switch is on (the default in demo mode only)', async () => {
    const open = { allowHttp: true, allowPrivateNetworks: true };
    await expect(checkEndpointUrl('http://127.0.0.1:3211/hooks', open)).resolves.toBeUndefined();
    await expect(checkEndpointUrl('http://localhost/hooks', open)).resolves.toBeUndefined();
    expect(loadConfig({ DEMO_MODE: 'true' }).webhooks.destinations).toEqual(open);
    expect(loadConfig({ DEMO_MODE: 'false' }).webhooks.destinations).toEqual({
      allowHttp: false,
      allowPrivateNetworks: false,
    });
    expect(
      loadConfig({ DEMO_MODE: 'false', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' }).webhooks
        .destinations.allowPrivateNetworks,
    ).toBe(true);
  });
});

describe('delivering to an endpoint', () => {
  it('refuses a name that resolves to a private address when sending, and sends once allowed', async () => {
    const receiver = await startReceiver([200]);
    try {
      // Registered while its name was public; `localhost` now stands for a name rebound to loopback.
      const [endpoint] = await t.database.db
        .insert(webhookEndpoints)
        .values({
          url: receiver.url.replace('127.0.0.1', 'localhost'),
          secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdA==',
        })
        .returning();
      await recordEvent(t.database.db, {
        type: 'traveller.updated',
        userId: demoTravellers.demo.id,
        data: { fields: ['gender'] },
      });
      const [delivery] = await t.database.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint!.id));

      const settings: DeliverySettings = {
        maxAttempts: 5,
        retryDelaySeconds: 1,
        timeoutMs: 2000,
        destinations: { allowHttp: true, allowPrivateNetworks: false },
      };
      expect((await attemptDelivery(t.database.db, delivery!.id, settings)).outcome).toBe('retry');
      expect(receiver.received).toHaveLength(0);
      const [refused] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery!.id));
      expect(refused!.lastError).toMatch(/localhost \((127\.0\.0\.1|::1)\) is a loopback address/);

      await t.database.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(webhookDeliveries.id, delivery!.id));
      const allowed = {
        ...settings,
        destinations: { allowHttp: true, allowPrivateNetworks: true },
      };
      expect((await attemptDelivery(t.database.db, delivery!.id, allowed)).outcome).toBe(
        'delivered',
      );
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('refuses an address literal when sending, whatever the stored url says', async () => {
    const receiver = await startReceiver([200]);
    try {
      const [endpoint] = await t.database.db
        .insert(webhookEndpoints)
        .values({ url: receiver.url, secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdA==' })
        .returning();
      await recordEvent(t.database.db, {
        type: 'traveller.updated',
        userId: demoTravellers.demo.id,
        data: { fields: ['gender'] },
      });
      const [delivery] = await t.database.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint!.id));
      const outcome = await attemptDelivery(t.database.db, delivery!.id, {
        maxAttempts: 1,
        retryDelaySeconds: 1,
        timeoutMs: 2000,
        destinations: { allowHttp: true, allowPrivateNetworks: false },
      });
      expect(outcome.outcome).toBe('dead');
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
