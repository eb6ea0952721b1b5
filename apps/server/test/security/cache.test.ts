import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import type { TestApp } from '../helpers/app';
import { isWrite, signedInTestApp, type ContractRoute } from './routes';

const host = 'localhost:3000';

/** The one kind of answer a shared cache may keep: reference data, the same for everyone. */
const publicRoutes = new Set(['GET /api/geo/countries', 'GET /api/features/{clientKey}']);

let t: TestApp;
let cookie: string;
let routes: ContractRoute[];

beforeAll(async () => {
  ({ t, cookie, routes } = await signedInTestApp());
});
afterAll(() => t.close());

const call = (route: ContractRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: route.path,
    headers: {
      host,
      ...(isWrite(route) ? { [csrfHeader]: csrfHeaderValue, origin: `http://${host}` } : {}),
      ...headers,
    },
  });

describe('cache headers on every route of the contract', () => {
  it('no-store, varying on the cookie, for every answer but public reference data', async () => {
    for (const route of routes) {
      const label = `${route.method} ${route.template}`;
      for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
        const res = await call(route, headers);
        const cacheControl = String(res.headers['cache-control']);
        if (publicRoutes.has(label) && res.statusCode === 200) {
          expect(cacheControl, label).not.toMatch(/private|no-store/);
        } else {
          expect(cacheControl, `${label} (${res.statusCode})`).toMatch(/\bno-store\b/);
        }
      }
    }
  });

  it('sends Vary: Cookie with the personal answers', async () => {
    const res = await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('no-store on the pages and errors outside the API too', async () => {
    for (const url of ['/login', '/logout', '/api/nowhere', '/nowhere']) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(String(res.headers['cache-control']), url).toMatch(/\bno-store\b/);
    }
  });
});
