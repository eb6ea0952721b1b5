import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnershipListResponseSchema } from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { webRoot } from '../../src/plugins/spa';
import { call, expectError } from './helpers';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

describe('GET /api/partnerships/list', () => {
  it('answers a list whose first element holds the partner offers', async () => {
    const res = await call(t, 'GET', '/api/partnerships/list', { cookie });
    expect(res.statusCode).toBe(200);
    const list = partnershipListResponseSchema.parse(res.json());
    expect(list).toHaveLength(1);
    const items = list[0]!.items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    // Some titles carry markup (sanitized by the web), some offers are in the banner.
    expect(items.some((item) => /<(strong|em)>/.test(item.title))).toBe(true);
    expect(items.some((item) => item.isBannerVisible)).toBe(true);
    expect(items.some((item) => !item.isBannerVisible)).toBe(true);
    for (const item of items) {
      expect(item.details).not.toBe('');
      // Every logo is a static file of the web app (the CSP allows images from 'self').
      expect(existsSync(path.join(webRoot, 'public', item.logoImage)), item.logoImage).toBe(true);
    }
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t, 'GET', '/api/partnerships/list'), 401, 'UNAUTHENTICATED');
  });
});
