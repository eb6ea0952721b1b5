import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../src/db/schema-staff';
import { demoTravellers } from '../../src/db/seed/users';
import {
  addStaffMember,
  listStaffMembers,
  parseStaffRole,
  StaffAccountError,
} from '../../src/modules/staff/accounts';
import { buildTestApp, type TestApp } from '../helpers/app';
import { secondFactorForm, submitPassword } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
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
