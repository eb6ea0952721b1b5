import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffApiPaths } from '@wayfarer/contract';
import { staffAuditLog, staffMembers } from '../../src/db/schema-staff';
import { demoStaff } from '../../src/db/seed/staff';
import { demoTravellers } from '../../src/db/seed/users';
import {
  addStaffMember,
  listStaffMembers,
  parseStaffRole,
  resetSecondFactor,
  StaffAccountError,
} from '../../src/modules/staff/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { spaHeaders } from '../documents/helpers';
import { secondFactorForm, signInStaff, submitPassword } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 240_000);
afterAll(async () => t?.close());

describe('adding staff in production (npm run staff)', () => {
  it('creates a member of staff who signs in with the printed password, then sets up TOTP', async () => {
    const added = await addStaffMember(t.database.db, {
      email: ' Jane@Example.com ',
      role: 'reviewer',
      name: 'Jane',
      lastname: 'Doe',
    });
    expect(added).toMatchObject({ email: 'jane@example.com', role: 'reviewer' });
    expect(added.password.length).toBeGreaterThanOrEqual(16);
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.userId, added.id));
    expect(row).toMatchObject({ role: 'reviewer', totpSecret: null });

    const { answer } = await submitPassword(t.app, 'jane@example.com', added.password);
    expect(answer.body).toContain('data-totp-secret');
    expect(secondFactorForm(answer).proof).toBeTruthy();
    expect((await listStaffMembers(t.database.db)).map((m) => m.email)).toContain(
      'jane@example.com',
    );
  });

  it("refuses a traveller's address, an address taken, a bad address and an unknown role", async () => {
    await expect(
      addStaffMember(t.database.db, { email: demoTravellers.demo.email, role: 'admin' }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      addStaffMember(t.database.db, { email: 'jane@example.com', role: 'admin' }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      addStaffMember(t.database.db, { email: 'not an address', role: 'admin' }),
    ).rejects.toThrow(StaffAccountError);
    expect(() => parseStaffRole('boss')).toThrow(StaffAccountError);
    expect(parseStaffRole('care')).toBe('care');
  });
});

describe('a lost authenticator (npm run staff -- reset-2fa)', { timeout: 120_000 }, () => {
  const member = demoStaff.reviewer2;
  const me = (cookie: string) => t.app.inject({ url: staffApiPaths.me, headers: { cookie } });

  it('an admin resets it: signed out everywhere, set up again at the next sign-in, audited', async () => {
    const { cookie } = await signInStaff(t.app, member);
    expect((await me(cookie)).statusCode).toBe(200);

    const reset = await resetSecondFactor(t.database.db, {
      email: ' Reviewer2@wayfarer.test ',
      by: demoStaff.admin.email,
      reason: 'Lost their phone on the train',
    });
    expect(reset).toEqual({ email: member.email, role: 'reviewer' });

    // Gone from the database at once; a server trusts a session it read for up to
    // SESSION_CACHE_SECONDS (5 by default).
    await vi.waitFor(async () => expect((await me(cookie)).statusCode).toBe(401), {
      timeout: 20_000,
      interval: 500,
    });
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.userId, member.id));
    expect(row).toMatchObject({ totpSecret: null, totpLastStep: null });
    // The password leads to the first sign-in's setup (QR code and key), not to a code prompt.
    const { answer } = await submitPassword(t.app, member.email);
    expect(answer.body).toContain('data-totp-secret');

    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.second-factor.reset'));
    expect(entry).toMatchObject({
      staffEmail: demoStaff.admin.email,
      subject: `staff:${member.id}`,
      reason: 'Lost their phone on the train',
    });
  });

  it('refuses anyone but an admin, an address that is not staff, and a missing reason', async () => {
    const attempt = (over: Partial<Parameters<typeof resetSecondFactor>[1]>) =>
      resetSecondFactor(t.database.db, {
        email: demoStaff.care.email,
        by: demoStaff.admin.email,
        reason: 'Lost their phone',
        ...over,
      });
    await expect(attempt({ by: demoStaff.care.email })).rejects.toThrow(/not an admin/);
    await expect(attempt({ by: demoTravellers.demo.email })).rejects.toThrow(/not an admin/);
    await expect(attempt({ email: demoTravellers.demo.email })).rejects.toThrow(
      /not a member of staff/,
    );
    await expect(attempt({ reason: ' ' })).rejects.toThrow(StaffAccountError);
    await expect(attempt({ reason: 'bad\u0000reason' })).rejects.toThrow(StaffAccountError);
    const [care] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.userId, demoStaff.care.id));
    expect(care?.totpSecret).toBe(demoStaff.care.totpSecret);
  });
});

describe('a lost authenticator, in the console (admins)', { timeout: 120_000 }, () => {
  const member = demoStaff.reviewer;
  const reset = (cookie: string, userId: string, payload: unknown, headers = spaHeaders) =>
    t.app.inject({
      method: 'POST',
      url: staffApiPaths.memberSecondFactorReset.replace(':userId', userId),
      headers: { cookie, ...headers },
      payload: payload as object,
    });

  it('lists the staff; a reset signs the member out and shows them without a second factor', async () => {
    const admin = (await signInStaff(t.app, demoStaff.admin)).cookie;
    const { cookie } = await signInStaff(t.app, member);
    const list = await t.app.inject({ url: staffApiPaths.members, headers: { cookie: admin } });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data as { email: string; secondFactorSetUp: boolean }[];
    expect(listed.find((m) => m.email === member.email)).toMatchObject({
      name: 'Rita Ricci',
      role: 'reviewer',
      secondFactorSetUp: true,
    });
    expect(listed.find((m) => m.email === demoStaff.newcomer.email)?.secondFactorSetUp).toBe(false);
    expect(JSON.stringify(listed)).not.toContain(member.totpSecret);

    const res = await reset(admin, member.id, { reason: 'Phone stolen, ticket 77' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: member.email, secondFactorSetUp: false });
    await vi.waitFor(
      async () =>
        expect(
          (await t.app.inject({ url: staffApiPaths.me, headers: { cookie } })).statusCode,
        ).toBe(401),
      { timeout: 20_000, interval: 500 },
    );
    const after = await t.app.inject({ url: staffApiPaths.members, headers: { cookie: admin } });
    expect(
      (after.json().data as { email: string; secondFactorSetUp: boolean }[]).find(
        (m) => m.email === member.email,
      )?.secondFactorSetUp,
    ).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.reason, 'Phone stolen, ticket 77'));
    expect(entry).toMatchObject({
      action: 'staff.second-factor.reset',
      staffEmail: demoStaff.admin.email,
      subject: `staff:${member.id}`,
    });
  });

  it('refuses a bad reason, a traveller, a foreign Origin', async () => {
    const admin = (await signInStaff(t.app, demoStaff.admin)).cookie;
    for (const reason of ['', '  ', 'x'.repeat(501), 'bad\u0000reason']) {
      expect((await reset(admin, demoStaff.care.id, { reason })).statusCode, reason).toBe(400);
    }
    expect((await reset(admin, demoStaff.care.id, {})).statusCode).toBe(400);
    expect(
      (await reset(admin, demoTravellers.demo.id, { reason: 'Lost their phone' })).statusCode,
    ).toBe(404);
    const foreign = await reset(
      admin,
      demoStaff.care.id,
      { reason: 'Lost their phone' },
      { ...spaHeaders, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const [care] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.userId, demoStaff.care.id));
    expect(care?.totpSecret).toBe(demoStaff.care.totpSecret);
  });
});
