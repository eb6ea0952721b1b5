import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { staffRoleSchema, type StaffRole } from '@wayfarer/contract';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { staffMembers } from '../../db/schema-staff';

export class StaffAccountError extends Error {}

export function parseStaffRole(value: string | undefined): StaffRole {
  const parsed = staffRoleSchema.safeParse(value);
  if (!parsed.success) {
    throw new StaffAccountError(`the role must be one of ${staffRoleSchema.options.join(', ')}`);
  }
  return parsed.data;
}

/**
 * A new member of staff with a random first password (shown once); the second factor is set up at
 * their first sign-in. A traveller's address cannot become a staff account.
 */
export async function addStaffMember(
  db: Database,
  {
    email,
    role,
    name = '',
    lastname = '',
  }: { email: string; role: StaffRole; name?: string; lastname?: string },
) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new StaffAccountError(`not an e-mail address: ${email}`);
  }
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, address))
      .limit(1);
    if (existing) throw new StaffAccountError(`${address} already has an account`);
    const [user] = await tx
      .insert(users)
      .values({ email: address, passwordHash, name, lastname })
      .returning({ id: users.id });
    await tx.insert(staffMembers).values({ userId: user!.id, role });
    return { id: user!.id, email: address, role, password };
  });
}

export async function listStaffMembers(db: Database) {
  return db
    .select({
      email: users.email,
      role: staffMembers.role,
      secondFactor: staffMembers.totpSecret,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(users.email));
}
