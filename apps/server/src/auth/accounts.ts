import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export class AccountLinkError extends Error {}

/**
 * The local user of an external issuer's subject: found by `externalSubject`, else linked to the
 * user with the same (verified) email, else created.
 */
export async function upsertExternalUser(db: Database, claims: IdentityClaims): Promise<string> {
  const [bySubject] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.externalSubject, claims.sub))
    .limit(1);
  if (bySubject) return bySubject.id;

  const email = text(claims.email).toLowerCase();
  if (!email) throw new AccountLinkError('the identity provider shared no email address');
  const [byEmail] = await db
    .select({ id: users.id, externalSubject: users.externalSubject })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (byEmail) {
    if (byEmail.externalSubject || claims.email_verified !== true) {
      throw new AccountLinkError('an account with this email exists and cannot be linked');
    }
    await db.update(users).set({ externalSubject: claims.sub }).where(eq(users.id, byEmail.id));
    return byEmail.id;
  }

  const fullName = text(claims.name);
  const given = text(claims.given_name) || fullName.split(' ')[0] || '';
  const family = text(claims.family_name) || fullName.split(' ').slice(1).join(' ');
  const [created] = await db
    .insert(users)
    .values({ email, externalSubject: claims.sub, name: given, lastname: family })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  // Another instance created it a moment ago.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.externalSubject, claims.sub))
    .limit(1);
  if (!existing) throw new AccountLinkError('the account could not be created');
  return existing.id;
}

export async function userIdForExternalSubject(db: Database, subject: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.externalSubject, subject))
    .limit(1);
  return row?.id ?? null;
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function userExists(db: Database, id: string) {
  if (!uuidPattern.test(id)) return false;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}
