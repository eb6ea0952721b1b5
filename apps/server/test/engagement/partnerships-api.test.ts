import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnershipListResponseSchema } from '@wayfarer/contract';
import { partnerOffers } from '../../src/db/schema-engagement';
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
    // Some titles carry inline markup, some offers are in the banner.
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

  it('cleans a title of everything but its inline formatting', async () => {
    const hostile =
      '<b>Safe</b> <em class="x" onclick="alert(1)">deal</em><img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">link</a><script>alert(1)</script><style>*{}</style>';
    const [offer] = await t.database.db
      .insert(partnerOffers)
      .values({
        title: {
          en: hostile,
          it: '<strong>Offerta</strong><iframe src="https://evil.test"></iframe>',
        },
        logoImage: '/partners/alpine-gear.svg',
        details: { en: 'Details' },
        position: 99,
      })
      .returning();
    const titleOf = async (headers: Record<string, string> = {}) => {
      const res = await call(t, 'GET', '/api/partnerships/list', { cookie, headers });
      expect(res.statusCode).toBe(200);
      const list = partnershipListResponseSchema.parse(res.json());
      return list[0]!.items.find((item) => item.id === offer!.id)?.title;
    };
    // Twice: the second answer comes from the cleaned texts kept in memory.
    for (let i = 0; i < 2; i += 1) {
      expect(await titleOf()).toBe('<b>Safe</b> <em>deal</em>link');
    }
    expect(await titleOf({ host: 'it.localhost:3000' })).toBe('<strong>Offerta</strong>');
  });
});
