import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { staffRoleSchema, type StaffMember, type StaffRole } from '@wayfarer/contract';
import { hashPassword } from '../../auth/password';
import { endUserSessions } from '../../auth/session';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { staffMembers } from '../../db/schema-staff';
import { AppError } from '../../lib/errors';
import { recordAudit, type StaffActor } from './audit';

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

/** Every member of staff, by e-mail; whether their second factor is set up (never its secret). */
export async function listStaffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      role: staffMembers.role,
      secondFactorSetUp: sql<boolean>`${staffMembers.totpSecret} is not null`,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(users.email));
  return rows.map(({ lastname, ...row }) => ({
    ...row,
    name: [row.name, lastname].filter(Boolean).join(' '),
  }));
}

async function findMemberByEmail(db: Pick<Database, 'select'>, email: string) {
  const [member] = await db
    .select({ userId: staffMembers.userId, email: users.email, role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return member;
}

/**
 * A lost authenticator: an admin resets a member of staff's second factor, with a reason kept in
 * the audit log. The member's sessions end (app and provider), and at the next sign-in they set
 * the second factor up again, as at their first (QR code and key). 404 for anyone not staff.
 */
export async function resetMemberSecondFactor(
  db: Pick<Database, 'select' | 'update' | 'delete' | 'insert' | 'execute'>,
  admin: StaffActor,
  memberId: string,
  reason: string,
) {
  const [member] = await db
    .select({ userId: staffMembers.userId, email: users.email, role: staffMembers.role })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, memberId))
    .limit(1);
  if (!member) throw new AppError('NOT_FOUND', 'Member of staff not found.');
  await db
    .update(staffMembers)
    .set({ totpSecret: null, totpLastStep: null })
    .where(eq(staffMembers.userId, member.userId));
  await endUserSessions(db, member.userId);
  await recordAudit(db, admin, {
    action: 'staff.second-factor.reset',
    subject: `staff:${member.userId}`,
    reason,
  });
  return { email: member.email, role: member.role };
}

/** `npm run staff -- reset-2fa <email> --by <admin> --reason …`: the same, by e-mail addresses. */
export async function resetSecondFactor(
  db: Database,
  { email, by, reason }: { email: string; by: string; reason: string },
) {
  const why = reason.trim();
  if (why.length < 3 || why.length > 500 || /\p{Cc}/u.test(why)) {
    throw new StaffAccountError('give a reason (3 to 500 characters, one line)');
  }
  return db.transaction(async (tx) => {
    const admin = await findMemberByEmail(tx, by);
    if (!admin || admin.role !== 'admin') {
      throw new StaffAccountError(`${by} is not an admin: only an admin resets a second factor`);
    }
    const member = await findMemberByEmail(tx, email);
    if (!member) throw new StaffAccountError(`${email} is not a member of staff`);
    return resetMemberSecondFactor(
      tx,
      { userId: admin.userId, email: admin.email },
      member.userId,
      why,
    );
  });
}
