import { GrowthBook, setPolyfills } from '@growthbook/growthbook';
import type { Experiment, FeatureApiResponse, Result } from '@growthbook/growthbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedFeaturesClientKey,
  errorBodySchema,
  featureFlagSchemas,
  featuresResponseSchema,
  type FeaturesResponse,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { injectFetch } from '../helpers/sign-in';
import { demoTravellers } from '../../src/db/seed/users';

const path = (clientKey: string) => `/api/features/${clientKey}`;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function getPayload(clientKey = embeddedFeaturesClientKey) {
  const response = await t.app.inject({ method: 'GET', url: path(clientKey) });
  expect(response.statusCode).toBe(200);
  return { response, payload: featuresResponseSchema.parse(response.json()) };
}

/** A GrowthBook SDK instance fed with the payload, as the SPA's is. */
async function sdkWith(
  payload: FeaturesResponse,
  attributes: Record<string, string>,
  tracked: Array<{ experiment: Experiment<unknown>; result: Result<unknown> }> = [],
) {
  const gb = new GrowthBook({
    attributes,
    trackingCallback: (experiment, result) => {
      tracked.push({ experiment, result });
    },
  });
  // The contract's rule type is looser than the SDK's (conditions are any JSON object).
  await gb.setPayload(payload as FeatureApiResponse);
  return gb;
}

describe('GET /api/features/:clientKey', () => {
  it('serves the seeded flags in the GrowthBook SDK format, without credentials', async () => {
    const { response, payload } = await getPayload();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(payload.features).sort()).toEqual([
      'partnership-banner-style',
      'talk-to-us',
      'wishlist',
    ]);
    expect(Date.parse(payload.dateUpdated)).toBeGreaterThan(Date.parse('2020-01-01'));
    for (const [key, definition] of Object.entries(payload.features)) {
      expect(Array.isArray(definition.rules), key).toBe(true);
      expect('defaultValue' in definition, key).toBe(true);
    }
    expect(payload.features.wishlist).toEqual({
      defaultValue: true,
      rules: [{ id: 'wishlist-not-in-us', condition: { country: 'US' }, force: false }],
    });
    // Every default has the shape the SPA reads.
    for (const [name, schema] of Object.entries(featureFlagSchemas)) {
      expect(schema.safeParse(payload.features[name]?.defaultValue).success, name).toBe(true);
    }
  });

  it('holds flags only: no traveller data', async () => {
    const { response } = await getPayload();
    for (const traveller of Object.values(demoTravellers)) {
      expect(response.body).not.toContain(traveller.email);
      expect(response.body).not.toContain(traveller.id);
      expect(response.body).not.toContain(traveller.lastname);
    }
  });

  it('is evaluated by the SDK: targeting by country, values, the experiment on the device id', async () => {
    const { payload } = await getPayload();
    const tracked: Array<{ experiment: Experiment<unknown>; result: Result<unknown> }> = [];
    const britain = await sdkWith(payload, { country: 'GB', deviceId: 'device-1' }, tracked);
    const states = await sdkWith(payload, { country: 'US', deviceId: 'device-1' });

    expect(britain.isOn('wishlist')).toBe(true);
    expect(states.isOn('wishlist')).toBe(false);
    expect(britain.getFeatureValue('talk-to-us', { countries: [] })).toEqual({
      countries: [
        { country: 'US', header: true },
        { country: 'IT', header: false },
      ],
    });

    const style = britain.getFeatureValue('partnership-banner-style', 'light');
    expect(['light', 'brand']).toContain(style);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]?.experiment.key).toBe('partnership-banner-style');
    expect(tracked[0]?.result.hashAttribute).toBe('deviceId');
    expect(tracked[0]?.result.hashValue).toBe('device-1');
    // The same device always gets the same variation; across devices both show up.
    expect(states.getFeatureValue('partnership-banner-style', 'light')).toBe(style);
    const seen = new Set<string>();
    for (let index = 0; index < 40; index++) {
      const gb = await sdkWith(payload, { deviceId: `device-${index}` });
      seen.add(gb.getFeatureValue('partnership-banner-style', 'light'));
    }
    expect([...seen].sort()).toEqual(['brand', 'light']);
  });

  it('is what the SDK fetches from its API host', async () => {
    setPolyfills({ fetch: injectFetch(t.app) });
    const gb = new GrowthBook({
      apiHost: 'http://localhost:3000',
      clientKey: embeddedFeaturesClientKey,
      attributes: { country: 'US' },
    });
    const result = await gb.init({ timeout: 5000, streaming: false });
    expect(result).toMatchObject({ success: true, source: 'network' });
    expect(gb.isOn('wishlist')).toBe(false);
    gb.destroy();
  });

  it('answers 404 for an unknown client key and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: path('sdk-unknown') });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: path('a%20b') });
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('reflects a flag changed in the database, with a later dateUpdated', async () => {
    const before = await getPayload();
    await t.database.query(
      `update feature_flags set default_value = 'false', rules = '[]' where key = 'wishlist'`,
    );
    const after = await getPayload();
    expect(after.payload.features.wishlist).toEqual({ defaultValue: false, rules: [] });
    expect(Date.parse(after.payload.dateUpdated)).toBeGreaterThan(
      Date.parse(before.payload.dateUpdated),
    );
    const gb = await sdkWith(after.payload, { country: 'GB' });
    expect(gb.isOn('wishlist')).toBe(false);

    // Switched on again: every change moves dateUpdated forward, even within one millisecond.
    await t.database.query(
      `update feature_flags set default_value = 'true' where key = 'wishlist'`,
    );
    await t.database.query(
      `update feature_flags set default_value = 'true' where key = 'wishlist'`,
    );
    const again = await getPayload();
    expect(again.payload.features.wishlist?.defaultValue).toBe(true);
    expect(Date.parse(again.payload.dateUpdated)).toBeGreaterThan(
      Date.parse(after.payload.dateUpdated),
    );
  });
});

describe('with GROWTHBOOK_CLIENT_KEY set', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp({ GROWTHBOOK_CLIENT_KEY: 'sdk-abc123' });
  });
  afterAll(() => own.close());

  it('answers that key only', async () => {
    const known = await own.app.inject({ method: 'GET', url: path('sdk-abc123') });
    expect(known.statusCode).toBe(200);
    expect(featuresResponseSchema.parse(known.json()).features.wishlist).toBeDefined();
    const embedded = await own.app.inject({ method: 'GET', url: path(embeddedFeaturesClientKey) });
    expect(embedded.statusCode).toBe(404);
  });
});
