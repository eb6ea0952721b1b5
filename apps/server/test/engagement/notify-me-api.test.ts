import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  notifyMeAlertsResponseSchema,
  notifyMeTokenAlertsResponseSchema,
  type NotifyMeAlert,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { engagementTravellers } from '../../src/db/seed/engagement';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import {
  encodeNotifyMeToken,
  NOTIFY_ME_TOKEN_TTL_DAYS,
  signNotifyMeToken,
} from '../../src/modules/notify-me/token';
import { call, expectError } from './helpers';

const { demo, newcomer } = demoTravellers;
const { alerts: alertsTraveller } = engagementTravellers;
const dayMs = 86_400_000;

let t: TestApp;
let demoCookie: string;
let newcomerCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const cookieOf = async (email: string) =>
    (await signIn(t.app, { email, password: demoPassword })).cookie;
  [demoCookie, newcomerCookie] = await Promise.all([
    cookieOf(demo.email),
    cookieOf(newcomer.email),
  ]);
});
afterAll(() => t.close());

async function alertsOf(cookie: string): Promise<NotifyMeAlert[]> {
  const res = await call(t, 'GET', '/api/notify-me', { cookie });
  expect(res.statusCode).toBe(200);
  return notifyMeAlertsResponseSchema.parse(res.json()).data;
}

const targetOf = (alert: NotifyMeAlert) =>
  alert.type === 'tour'
    ? { path: 'tours', id: alert.tour!.id }
    : { path: 'travels', id: alert.travel.id };

async function tokenAlerts(token: string) {
  const res = await call(t, 'GET', `/api/notify-me/token/${token}`);
  expect(res.statusCode).toBe(200);
  return notifyMeTokenAlertsResponseSchema.parse(res.json()).data;
}

describe('GET /api/notify-me', () => {
  it('lists the caller’s alerts on tours and travels, most recent first', async () => {
    const alerts = await alertsOf(demoCookie);
    expect(alerts.filter((alert) => alert.type === 'tour')).toHaveLength(2);
    expect(alerts.filter((alert) => alert.type === 'travel')).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.tour === null).toBe(alert.type === 'travel');
      expect(alert.travel.title).not.toBe('');
    }
    const dates = alerts.map((alert) => alert.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await alertsOf(newcomerCookie)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t, 'GET', '/api/notify-me'), 401, 'UNAUTHENTICATED');
  });
});

describe('DELETE /api/tours/:id/notify-me and /api/travels/:id/notify-me', () => {
  it('removes the caller’s alert only and answers the alerts left', async () => {
    const token = await signNotifyMeToken(t.database.db, { userId: alertsTraveller.id });
    const othersBefore = (await tokenAlerts(token)).alerts;
    const before = await alertsOf(demoCookie);
    for (const alert of [
      before.find((a) => a.type === 'tour')!,
      before.find((a) => a.type === 'travel')!,
    ]) {
      const { path, id } = targetOf(alert);
      const res = await call(t, 'DELETE', `/api/${path}/${id}/notify-me`, { cookie: demoCookie });
      expect(res.statusCode).toBe(200);
      const left = notifyMeAlertsResponseSchema.parse(res.json()).data;
      expect(left.map((a) => a.id)).not.toContain(alert.id);
      // Once gone, it is not there to remove again.
      expectError(
        await call(t, 'DELETE', `/api/${path}/${id}/notify-me`, { cookie: demoCookie }),
        404,
        'NOT_FOUND',
      );
    }
    expect(await alertsOf(demoCookie)).toHaveLength(before.length - 2);
    // Another traveller's alerts on the same tour and travel are still there.
    expect((await tokenAlerts(token)).alerts).toEqual(othersBefore);
  });

  it('answers 404 for a trip the caller has no alert on (someone else’s included)', async () => {
    const token = await signNotifyMeToken(t.database.db, { userId: alertsTraveller.id });
    const [othersAlert] = (await tokenAlerts(token)).alerts;
    const { path, id } = targetOf(othersAlert!);
    expectError(
      await call(t, 'DELETE', `/api/${path}/${id}/notify-me`, { cookie: newcomerCookie }),
      404,
      'NOT_FOUND',
    );
    expect((await tokenAlerts(token)).alerts).toContainEqual(othersAlert);
  });

  it('answers 401 without a session, 403 without the CSRF header, 400 for a bad id', async () => {
    const [alert] = await alertsOf(demoCookie);
    const { path, id } = targetOf(alert!);
    expectError(await call(t, 'DELETE', `/api/${path}/${id}/notify-me`), 401, 'UNAUTHENTICATED');
    expectError(
      await call(t, 'DELETE', `/api/${path}/${id}/notify-me`, { cookie: demoCookie, csrf: false }),
      403,
      'CSRF_FAILED',
    );
    expectError(
      await call(t, 'DELETE', '/api/tours/nope/notify-me', { cookie: demoCookie }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await alertsOf(demoCookie)).map((a) => a.id)).toContain(alert!.id);
  });
});

describe('the notify-me link (token)', () => {
  it('opens that traveller’s alerts without signing in, until it expires', async () => {
    const now = new Date();
    const token = await signNotifyMeToken(t.database.db, { userId: alertsTraveller.id, now });
    const { alerts, expiresAt } = await tokenAlerts(token);
    expect(alerts).toHaveLength(4);
    const expected = now.getTime() + NOTIFY_ME_TOKEN_TTL_DAYS * dayMs;
    expect(Math.abs(new Date(expiresAt).getTime() - expected)).toBeLessThan(2000);
  });

  it('removes an alert of that traveller without signing in, and no one else’s', async () => {
    const token = await signNotifyMeToken(t.database.db, { userId: alertsTraveller.id });
    const demoBefore = await alertsOf(demoCookie);
    const [first] = (await tokenAlerts(token)).alerts;
    const { path, id } = targetOf(first!);
    const res = await call(t, 'DELETE', `/api/notify-me/token/${token}/${path}/${id}`);
    expect(res.statusCode).toBe(200);
    const left = notifyMeTokenAlertsResponseSchema.parse(res.json()).data.alerts;
    expect(left.map((a) => a.id)).not.toContain(first!.id);
    expect((await tokenAlerts(token)).alerts).toEqual(left);
    expectError(
      await call(t, 'DELETE', `/api/notify-me/token/${token}/${path}/${id}`),
      404,
      'NOT_FOUND',
    );
    // The demo traveller's alerts did not move.
    expect(await alertsOf(demoCookie)).toEqual(demoBefore);
  });

  it('refuses a tampered, malformed, foreign or expired token', async () => {
    const { db } = t.database;
    const token = await signNotifyMeToken(db, { userId: alertsTraveller.id });
    const [payload, signature] = token.split('.') as [string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    // The demo traveller named in the payload, under the original signature.
    const bytes = Buffer.from(payload, 'base64url');
    Buffer.from(demo.id.replaceAll('-', ''), 'hex').copy(bytes, 1);
    const otherPayload = bytes.toString('base64url');
    const foreignKey = encodeNotifyMeToken(randomBytes(32), {
      userId: alertsTraveller.id,
      expiresAt: new Date(Date.now() + dayMs),
    });
    for (const bad of [
      `${payload}.${flip(signature, 5)}`,
      `${flip(payload, 3)}.${signature}`,
      `${otherPayload}.${signature}`,
      foreignKey,
      `${payload}.${signature.slice(0, 20)}.x`,
      payload,
      'abc',
    ]) {
      expectError(
        await call(t, 'GET', `/api/notify-me/token/${bad}`),
        401,
        'NOTIFY_ME_TOKEN_INVALID',
      );
      expectError(
        await call(t, 'DELETE', `/api/notify-me/token/${bad}/travels/${demo.id}`),
        401,
        'NOTIFY_ME_TOKEN_INVALID',
      );
    }
    const expired = await signNotifyMeToken(db, {
      userId: alertsTraveller.id,
      now: new Date(Date.now() - (NOTIFY_ME_TOKEN_TTL_DAYS + 1) * dayMs),
    });
    expectError(
      await call(t, 'GET', `/api/notify-me/token/${expired}`),
      401,
      'NOTIFY_ME_TOKEN_EXPIRED',
    );
    const [alert] = (await tokenAlerts(token)).alerts;
    const { path, id } = targetOf(alert!);
    expectError(
      await call(t, 'DELETE', `/api/notify-me/token/${expired}/${path}/${id}`),
      401,
      'NOTIFY_ME_TOKEN_EXPIRED',
    );
    expect((await tokenAlerts(token)).alerts).toContainEqual(alert);
    // Not a token at all.
    expectError(
      await call(t, 'GET', '/api/notify-me/token/not%20a%20token'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('opens nothing else: not the session API, not as a Bearer token', async () => {
    const token = await signNotifyMeToken(t.database.db, { userId: demo.id });
    const asBearer = { authorization: `Bearer ${token}` };
    expectError(
      await call(t, 'GET', '/api/notify-me', { headers: asBearer }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call(t, 'GET', `/api/users/${demo.id}/referral`, { headers: asBearer }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call(t, 'GET', '/api/users/me', { headers: asBearer }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('takes the CSRF header and our Origin for a removal', async () => {
    const token = await signNotifyMeToken(t.database.db, { userId: alertsTraveller.id });
    const [alert] = (await tokenAlerts(token)).alerts;
    const { path, id } = targetOf(alert!);
    const url = `/api/notify-me/token/${token}/${path}/${id}`;
    expectError(await call(t, 'DELETE', url, { csrf: false }), 403, 'CSRF_FAILED');
    expectError(
      await call(t, 'DELETE', url, {
        csrf: false,
        headers: { 'x-wayfarer-csrf': '1', origin: 'https://evil.example' },
      }),
      403,
      'CSRF_FAILED',
    );
    expect((await tokenAlerts(token)).alerts).toContainEqual(alert);
  });
});
