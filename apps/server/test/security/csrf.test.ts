import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import type { TestApp } from '../helpers/app';
import { isWrite, pathSpellings, signedInTestApp, type ContractRoute } from './routes';

const host = 'localhost:3000';
const origin = 'http://localhost:3000';

let t: TestApp;
let cookie: string;
let writes: ContractRoute[];

beforeAll(async () => {
  let routes: ContractRoute[];
  ({ t, cookie, routes } = await signedInTestApp());
  writes = routes.filter(isWrite);
});
afterAll(() => t.close());

const bodies = {
  json: { 'content-type': 'application/json', payload: '{"marketing":true}' },
  form: { 'content-type': 'application/x-www-form-urlencoded', payload: 'marketing=true' },
  multipart: {
    'content-type': 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="marketing"\r\n\r\ntrue\r\n--x--\r\n',
  },
  text: { 'content-type': 'text/plain', payload: '{"marketing":true}' },
};

function send(
  route: ContractRoute,
  url: string,
  headers: Record<string, string>,
  body: keyof typeof bodies = 'json',
) {
  const { payload, 'content-type': contentType } = bodies[body];
  const withBody = route.method !== 'DELETE';
  return t.app.inject({
    method: route.method,
    url,
    headers: { host, cookie, ...(withBody ? { 'content-type': contentType } : {}), ...headers },
    ...(withBody ? { payload } : {}),
  });
}

/** Refused by the CSRF check, or not a route at all (the router's 404, not a handler's). */
function expectRefused(res: LightMyRequestResponse, label: string) {
  const error = res.json().error as { code: string; message: string };
  if (res.statusCode === 404) {
    expect(error.message, label).toMatch(/^No route for /);
  } else {
    expect([res.statusCode, error.code], label).toEqual([403, 'CSRF_FAILED']);
  }
}

describe('the CSRF defence on every state-changing route of the contract', () => {
  it('covers the write routes', () => {
    expect(writes.length).toBeGreaterThan(10);
  });

  it.each(Object.keys(bodies) as (keyof typeof bodies)[])(
    'refuses a %s body without the header, whatever spelling of the path reaches the route',
    async (body) => {
      for (const route of writes) {
        for (const url of [route.path, ...pathSpellings(route.path)]) {
          const res = await send(route, url, { origin: 'https://evil.example' }, body);
          expectRefused(res, `${route.method} ${url}`);
        }
      }
    },
  );

  it('refuses a foreign or missing Origin even with the header', async () => {
    for (const route of writes) {
      const variants: Record<string, string>[] = [
        { [csrfHeader]: csrfHeaderValue, origin: 'https://evil.example' },
        { [csrfHeader]: csrfHeaderValue, origin: 'null' },
        { [csrfHeader]: csrfHeaderValue, origin: `${origin}.evil.example` },
        { [csrfHeader]: csrfHeaderValue },
        { [csrfHeader]: 'yes', origin },
      ];
      for (const headers of variants) {
        for (const url of [route.path, pathSpellings(route.path)[0]!]) {
          const res = await send(route, url, headers);
          expectRefused(res, `${route.method} ${url} ${JSON.stringify(headers)}`);
        }
      }
    }
  });

  it('lets the application through: the header and a variant origin', async () => {
    for (const route of writes) {
      const res = await send(route, route.path, { [csrfHeader]: csrfHeaderValue, origin });
      // A traveller may still be refused a staff route (403 USER_NOT_ALLOWED), never as a forgery.
      const code = res.statusCode === 403 ? (res.json().error as { code: string }).code : null;
      expect(code, `${route.method} ${route.path}: ${res.body}`).not.toBe('CSRF_FAILED');
    }
  });
});
