import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@wayfarer/contract';
import { eq } from 'drizzle-orm';
import { recordSignInFailure, signInWaitSeconds } from '../../src/auth/rate-limit';
import { mailMessages } from '../../src/db/schema-mail';
import { invitedTraveller } from '../../src/db/seed/invitations';
import { demoStaff } from '../../src/db/seed/staff';
import { spaHeaders } from '../documents/helpers';
import { demoTravellers } from '../../src/db/seed/users';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signInStaff } from './helpers';

let t: TestApp;
let care: string;
/** Signed in once: a TOTP code is accepted once. */
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  care = (await signInStaff(t.app, demoStaff.care)).cookie;
  admin = (await signInStaff(t.app, demoStaff.admin)).cookie;
});
afterAll(async () => t?.close());

const search = (q: string) =>
  t.app.inject({
    url: `${staffApiPaths.travellers}?${new URLSearchParams({ q })}`,
    headers: { cookie: care },
  });

describe('looking a traveller up', () => {
  it('finds them by e-mail, by name and by a booking they travel on', async () => {
    const byEmail = await search('demo@wayfarer');
    expect(byEmail.json().data).toEqual([
      { id: demoTravellers.demo.id, email: 'demo@wayfarer.test', name: 'Giulia Rossi' },
    ]);
    const byName = await search('giulia ross');
    expect(byName.json().data.map((r: { id: string }) => r.id)).toContain(demoTravellers.demo.id);
    // The demo traveller is a companion on WF-26-01230 (README).
    const byBooking = await search('wf-26-01230');
    expect(byBooking.json().data.map((r: { id: string }) => r.id)).toContain(
      demoTravellers.demo.id,
    );
  });

  it('never lists staff, and refuses a query too short', async () => {
    expect(
      (await search('wayfarer.test')).json().data.map((r: { email: string }) => r.email),
    ).not.toContain('reviewer@wayfarer.test');
    const short = await search('a');
    expect(short.statusCode).toBe(400);
  });

  it.each([
    ['a NUL byte', 'demo\u0000@wayfarer'],
    ['a line break', 'demo\n@wayfarer'],
    ['an escape sequence', 'demo\u001b[2J'],
  ])('answers 400 in the error shape to a look-up or audit query with %s', async (_, q) => {
    for (const [url, cookie] of [
      [staffApiPaths.travellers, care],
      [staffApiPaths.audit, admin],
    ] as const) {
      const res = await t.app.inject({
        url: `${url}?${new URLSearchParams({ q })}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { q: expect.any(String) },
      });
    }
  });

  it("shows a traveller's bookings, documents and consents, and audits the view", async () => {
    const res = await t.app.inject({
      url: staffApiPaths.traveller.replace(':userId', demoTravellers.demo.id),
      headers: { cookie: care },
    });
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record.bookings.map((b: { id: string }) => b.id)).toContain('WF-26-01230');
    expect(record.documents.map((d: { type: string }) => d.type).sort()).toEqual([
      'DRIVING_LICENCE',
      'IDENTITY_CARD',
    ]);
    expect(record.consents.privacyPolicy).toBe(true);
    const staffRecord = await t.app.inject({
      url: staffApiPaths.traveller.replace(':userId', demoStaff.admin.id),
      headers: { cookie: care },
    });
    expect(staffRecord.statusCode).toBe(404);
    const audit = await t.app.inject({
      url: `${staffApiPaths.audit}?q=${demoTravellers.demo.id}`,
      headers: { cookie: admin },
    });
    expect(audit.json().data.map((e: { action: string }) => e.action)).toContain(
      'traveller.viewed',
    );
  });
});

const act = (userId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: staffApiPaths.travellerActions.replace(':userId', userId),
    headers: { cookie: care, ...spaHeaders },
    payload,
  });

describe("actions on a traveller's account", () => {
  it('clears a sign-in lock, with a reason', async () => {
    const attempt = { ip: '203.0.113.9', email: demoTravellers.demo.email };
    for (let i = 0; i < 8; i++) await recordSignInFailure(t.database.db, attempt);
    expect(await signInWaitSeconds(t.database.db, attempt)).toBeGreaterThan(0);
    const res = await act(demoTravellers.demo.id, {
      action: 'CLEAR_SIGN_IN_LOCK',
      reason: 'Called from the airport, identity checked',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signInWaitSeconds(t.database.db, attempt)).toBe(0);
  });

  it('resends an invitation to a traveller without a password, never to one with', async () => {
    const before = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, invitedTraveller.email));
    const res = await act(invitedTraveller.id, {
      action: 'RESEND_INVITATION',
      reason: 'Lost the first e-mail',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, invitedTraveller.email));
    expect(after.length).toBe(before.length + 1);
    const refused = await act(demoTravellers.demo.id, {
      action: 'RESEND_INVITATION',
      reason: 'Lost the first e-mail',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('refuses an action without a reason', async () => {
    const res = await act(demoTravellers.demo.id, { action: 'CLEAR_SIGN_IN_LOCK', reason: '' });
    expect(res.statusCode).toBe(400);
  });
});
