import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@wayfarer/contract';
import { demoStaff } from '../../src/db/seed/staff';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { spaHeaders } from '../documents/helpers';
import { signInStaff } from './helpers';

type Who = 'signedOut' | 'traveller' | 'care' | 'reviewer' | 'admin';

let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  cookies.traveller = (
    await signIn(t.app, { email: demoTravellers.demo.email, password: demoPassword })
  ).cookie;
  for (const role of ['care', 'reviewer', 'admin'] as const) {
    cookies[role] = (await signInStaff(t.app, demoStaff[role])).cookie;
  }
});
afterAll(async () => t?.close());

// A document that does not exist: a caller let through gets 404, nothing is changed.
const docId = randomUUID();
const withDoc = (path: string) => path.replace(':docId', docId);

const routes = [
  { method: 'GET', url: staffApiPaths.me, allowed: ['care', 'reviewer', 'admin'], ok: 200 },
  { method: 'GET', url: staffApiPaths.documents, allowed: ['reviewer', 'admin'], ok: 200 },
  { method: 'GET', url: withDoc(staffApiPaths.document), allowed: ['reviewer', 'admin'], ok: 404 },
  {
    method: 'GET',
    url: withDoc(staffApiPaths.documentImage),
    allowed: ['reviewer', 'admin'],
    ok: 404,
  },
  {
    method: 'POST',
    url: withDoc(staffApiPaths.documentClaim),
    allowed: ['reviewer', 'admin'],
    ok: 404,
  },
  {
    method: 'POST',
    url: withDoc(staffApiPaths.documentDecision),
    payload: { decision: 'APPROVED' },
    allowed: ['reviewer', 'admin'],
    ok: 404,
  },
  { method: 'GET', url: `${staffApiPaths.travellers}?q=demo`, allowed: ['care', 'admin'], ok: 200 },
  {
    method: 'GET',
    url: staffApiPaths.traveller.replace(':userId', randomUUID()),
    allowed: ['care', 'admin'],
    ok: 404,
  },
  {
    method: 'POST',
    url: staffApiPaths.travellerActions.replace(':userId', randomUUID()),
    payload: { action: 'CLEAR_SIGN_IN_LOCK', reason: 'called us' },
    allowed: ['care', 'admin'],
    ok: 404,
  },
  {
    method: 'POST',
    url: staffApiPaths.travellerActions.replace(':userId', randomUUID()),
    payload: { action: 'UNLOCK_BILLING_ADDRESS', reason: 'new VAT number' },
    allowed: ['care', 'admin'],
    ok: 404,
  },
  { method: 'GET', url: staffApiPaths.audit, allowed: ['admin'], ok: 200 },
  { method: 'GET', url: staffApiPaths.members, allowed: ['admin'], ok: 200 },
  {
    method: 'POST',
    url: staffApiPaths.memberSecondFactorReset.replace(':userId', randomUUID()),
    payload: { reason: 'lost their phone' },
    allowed: ['admin'],
    ok: 404,
  },
  { method: 'GET', url: staffApiPaths.auditCsv, allowed: ['admin'], ok: 200 },
] as const;

const callers: Who[] = ['signedOut', 'traveller', 'care', 'reviewer', 'admin'];

describe('every staff route refuses whoever its role does not cover', () => {
  for (const route of routes) {
    for (const who of callers) {
      const expected =
        who === 'signedOut'
          ? 401
          : (route.allowed as readonly string[]).includes(who)
            ? route.ok
            : 403;
      it(`${route.method} ${route.url} as ${who}: ${expected}`, async () => {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            ...(cookies[who] ? { cookie: cookies[who] } : {}),
            ...(route.method === 'POST' ? spaHeaders : {}),
          },
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(res.statusCode, res.body).toBe(expected);
        if (expected >= 400) expect(res.json().error.code).toBeTypeOf('string');
        expect(res.headers['cache-control']).toContain('no-store');
      });
    }
  }
});

describe('the traveller API refuses staff sessions', () => {
  it.each(['care', 'reviewer', 'admin'] as const)('%s gets 403 on /api/users/me', async (role) => {
    const res = await t.app.inject({ url: '/api/users/me', headers: { cookie: cookies[role]! } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('USER_NOT_ALLOWED');
  });

  it("refuses a staff member reading a traveller's documents", async () => {
    const res = await t.app.inject({
      url: `/api/users/${demoTravellers.demo.id}/documents`,
      headers: { cookie: cookies.admin! },
    });
    expect(res.statusCode).toBe(403);
  });

  it('still serves the traveller', async () => {
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { cookie: cookies.traveller! },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a state-changing staff call without the SPA header', () => {
  it('is refused (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: withDoc(staffApiPaths.documentClaim),
      headers: { cookie: cookies.reviewer! },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_FAILED');
  });
});
