import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getVariant, type VariantId } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { invitations } from '../../db/schema-mail';
import { queueMail } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';

/** How long an invitation link works. */
export const invitationTtlMs = 7 * 24 * 60 * 60_000;
export const invitationPath = '/invitation';

/** 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashInvitationToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export function isInvitationTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && tokenPattern.test(token);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export class InvitationError extends Error {}

/**
 * A single-use, expiring link for the traveller to choose a password, and the invitation mail in
 * the variant's language, both written in the caller's transaction (nothing is sent if it rolls
 * back). Only the token's hash is kept; an earlier unused invitation of the traveller stops working.
 */
export async function inviteTraveller(
  tx: Executor,
  {
    userId,
    variant: variantId,
    now = new Date(),
  }: { userId: string; variant: VariantId | (string & {}); now?: Date },
) {
  const settings = getVariant(variantId);
  if (!settings) throw new InvitationError(`unknown variant ${variantId}`);
  const variant = settings.id;
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new InvitationError('no such traveller');

  await tx
    .delete(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationTtlMs);
  const [invitation] = await tx
    .insert(invitations)
    .values({ userId, tokenHash: hashInvitationToken(token), variant, expiresAt })
    .returning({ id: invitations.id });
  const link = `${mailSettings().origins[variant]}${invitationPath}?${new URLSearchParams({ token })}`;
  const mailId = await queueMail(tx, {
    to: user.email,
    variant,
    template: {
      name: 'invitation',
      data: { firstName: user.name, email: user.email, link, expiresAt },
    },
  });
  return { invitationId: invitation!.id, expiresAt, mailId };
}

export type InvitationState =
  | { status: 'unknown' }
  | { status: 'expired' | 'used'; variant: string }
  | { status: 'valid'; id: string; userId: string; email: string; variant: string };

/** What a link's token stands for now. */
export async function findInvitation(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (!isInvitationTokenShaped(token)) return { status: 'unknown' };
  const [row] = await db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      variant: invitations.variant,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      email: users.email,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', variant: row.variant };
  if (row.expiresAt <= now) return { status: 'expired', variant: row.variant };
  return {
    status: 'valid',
    id: row.id,
    userId: row.userId,
    email: row.email,
    variant: row.variant,
  };
}

/**
 * Sets the traveller's password and uses the invitation up, in one transaction; a second
 * submission of the same link (or one that expired meanwhile) changes nothing.
 */
export async function acceptInvitation(
  db: Database,
  { token, passwordHash, now = new Date() }: { token: string; passwordHash: string; now?: Date },
): Promise<InvitationState> {
  return db.transaction(async (tx) => {
    const state = await findInvitation(tx, token, now);
    if (state.status !== 'valid') return state;
    const [used] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.id, state.id), isNull(invitations.usedAt)))
      .returning({ id: invitations.id });
    if (!used) return { status: 'used', variant: state.variant };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, state.userId));
    return state;
  });
}
