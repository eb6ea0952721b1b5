import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OperatorScope } from '@wayfarer/contract';
import { appSecrets } from '../../src/db/schema';
import { createOperatorClient } from '../../src/modules/operator/clients';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bookingBody, tourBody } from './helpers';

/**
 * Operator tokens of an external issuer (OIDC_ISSUER + OPERATOR_AUDIENCE): `issuer` is a Wayfarer
 * with its embedded provider on a port of its own, standing in for Keycloak or Auth0; `app` trusts
 * it and fetches its JWKS over real HTTP.
 */
const host = 'localhost:3000';
let issuer: TestApp;
let app: TestApp;
let issuerOrigin: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  issuerOrigin = `http://127.0.0.1:${port}`;
  issuer = await buildTestApp({ PUBLIC_URL: issuerOrigin }, { seed: false });
  await issuer.app.listen({ port, host: '127.0.0.1' });
  const [secret] = await issuer.database.db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, 'oidc.client-secret.wayfarer-web'));
  app = await buildTestApp({
    OIDC_ISSUER: `${issuerOrigin}/oidc`,
    OIDC_CLIENT_ID: 'wayfarer-web',
    OIDC_CLIENT_SECRET: secret!.value as string,
    OPERATOR_AUDIENCE: `${issuerOrigin}/api/operator`,
  });
});
afterAll(async () => {
  await app?.close();
  await issuer?.close();
});

async function issuerToken(scopes: OperatorScope[]) {
  const { client, secret } = await createOperatorClient(issuer.database.db, {
    name: 'External',
    scopes,
  });
  const res = await fetch(`${issuerOrigin}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('operator tokens of an external issuer', () => {
  it('open the operator API with their scopes, and only it', async () => {
    const token = await issuerToken(['catalog:write']);
    const tour = await app.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/EXT-1',
      headers: { host, authorization: `Bearer ${token}` },
      payload: tourBody({ slug: 'external-tour' }),
    });
    expect(tour.statusCode).toBe(201);
    const booking = await app.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/bookings/EXT-B',
      headers: { host, authorization: `Bearer ${token}` },
      payload: bookingBody('EXT-D'),
    });
    expect(booking.statusCode).toBe(403);
    const me = await app.app.inject({
      url: '/api/users/me',
      headers: { host, authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuse a token for another audience', async () => {
    // The issuer's own operator tokens are for it when the app expects another audience.
    const other = await buildTestApp(
      {
        OIDC_ISSUER: `${issuerOrigin}/oidc`,
        OIDC_CLIENT_ID: 'wayfarer-web',
        OPERATOR_AUDIENCE: 'https://elsewhere.example/api/operator',
      },
      { seed: false },
    );
    try {
      const token = await issuerToken(['catalog:write']);
      const res = await other.app.inject({
        method: 'PUT',
        url: '/api/operator/v1/tours/EXT-2',
        headers: { host, authorization: `Bearer ${token}` },
        payload: tourBody({ slug: 'external-tour-2' }),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
