import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../src/db/schema-staff';
import { demoStaff } from '../../src/db/seed/staff';
import { buildTestApp, type TestApp } from '../helpers/app';
import { sessionCookieNameFor } from '../helpers/sign-in';
import { secondFactorForm, signInStaff, submitPassword, totpCode } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const host = 'localhost:3000';

describe('staff sign-in with a second factor', () => {
  it('asks a member of staff for their code after the password, without signing them in', async () => {
    const { browser, answer } = await submitPassword(t.app, demoStaff.reviewer.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('autocomplete="one-time-code"');
    expect(answer.body).not.toContain('data-totp-secret');
    expect(browser.cookie(host, sessionCookieNameFor(t.app, host))).toBeUndefined();
  });

  it('refuses a wrong code and a forged proof', async () => {
    const { browser, answer } = await submitPassword(t.app, demoStaff.admin.email);
    const form = secondFactorForm(answer);
    const wrong = await browser.request(form.action, {
      form: { proof: form.proof, code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    const forged = await browser.request(form.action, {
      form: {
        proof: `${form.proof.split('.')[0]}.AAAA`,
        code: await totpCode(demoStaff.admin.totpSecret),
      },
    });
    expect(forged.status).toBe(400);
    expect(browser.cookie(host, sessionCookieNameFor(t.app, host))).toBeUndefined();
  });

  it('signs a member of staff in with the right code, and never accepts that code again', async () => {
    const { cookie } = await signInStaff(t.app, demoStaff.care);
    const me = await t.app.inject({ url: '/api/staff/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'care@wayfarer.test', role: 'care' });

    const [row] = await t.database.db
      .select({ step: staffMembers.totpLastStep })
      .from(staffMembers)
      .where(eq(staffMembers.userId, demoStaff.care.id));
    const { browser, answer } = await submitPassword(t.app, demoStaff.care.email);
    const form = secondFactorForm(answer);
    const replay = await browser.request(form.action, {
      form: {
        proof: form.proof,
        code: await totpCode(
          demoStaff.care.totpSecret,
          row!.step! - Math.floor(Date.now() / 30_000),
        ),
      },
    });
    expect(replay.status).toBe(401);
  });

  it('sets the second factor up at the first sign-in: QR code, key, then the code', async () => {
    const { browser, answer } = await submitPassword(t.app, demoStaff.newcomer.email);
    expect(answer.body).toContain('<svg');
    const secret = /data-totp-secret>([A-Z2-7]+)</.exec(answer.body)?.[1];
    expect(secret).toBeDefined();
    const form = secondFactorForm(answer);
    const done = await browser.request(form.action, {
      form: { proof: form.proof, code: await totpCode(secret!) },
    });
    expect(done.status).toBe(303);
    const [row] = await t.database.db
      .select({ secret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(eq(staffMembers.userId, demoStaff.newcomer.id));
    expect(row!.secret).toBe(secret);

    // From then on the page asks for the code only.
    const again = await submitPassword(t.app, demoStaff.newcomer.email);
    expect(again.answer.body).not.toContain('data-totp-secret');
  });
});
