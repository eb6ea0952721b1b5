import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getVariant, type VariantId } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { invitations } from '../../db/schema-mail';
import { insertRows } from '../../db/unnest';
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from '../../lib/link-token';
import { endUserSessions } from '../../auth/session';
import { queueMails } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';
import { rowsOf } from '../webhooks/rows';

/** How long an invitation link works. */
export const invitationTtlMs = 7 * 24 * 60 * 60_000;
export const invitationPath = '/invitation';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export class InvitationError extends Error {}

/**
 * A single-use, expiring link for each traveller to choose a password, and the invitation mail in
 * the variant's language, all written in the caller's transaction (nothing is sent if it rolls
 * back) with one statement per table however many travellers. Only the token's hash is kept; an
 * earlier unused invitation of the traveller stops working.
 */
export async function inviteTravellers(
  tx: Executor,
  list: { userId: string; variant: VariantId | (string & {}) }[],
  now = new Date(),
) {
  if (list.length === 0) return [];
  const variants = list.map(({ variant }) => {
    const settings = getVariant(variant);
    if (!settings) throw new InvitationError(`unknown variant ${variant}`);
    return settings.id;
  });
  const userIds = list.map((item) => item.userId);
  if (new Set(userIds).size !== userIds.length) throw new InvitationError('a traveller twice');
  const found = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  const userOf = new Map(found.map((user) => [user.id, user]));
  if (userOf.size !== userIds.length) throw new InvitationError('no such traveller');

  await tx
    .delete(invitations)
    .where(
      and(
        inArray(invitations.userId, userIds),
        isNull(invitations.usedAt),
        eq(invitations.purpose, 'invitation'),
      ),
    );
  const tokens = list.map(() => newLinkToken());
  const expiresAt = new Date(now.getTime() + invitationTtlMs);
  const inserted = rowsOf<{ id: string; user_id: string }>(
    await tx.execute(
      sql`${insertRows(
        invitations,
        {
          userId: invitations.userId,
          tokenHash: invitations.tokenHash,
          variant: invitations.variant,
          expiresAt: invitations.expiresAt,
        },
        list.map(({ userId }, i) => ({
          userId,
          tokenHash: hashLinkToken(tokens[i]!),
          variant: variants[i]!,
          expiresAt,
        })),
      )} returning ${invitations.id}, ${invitations.userId}`,
    ),
  );
  const invitationOf = new Map(inserted.map((row) => [row.user_id, row.id]));
  const mailIds = await queueMails(
    tx,
    list.map(({ userId }, i) => {
      const variant = variants[i]!;
      const user = userOf.get(userId)!;
      const link = `${mailSettings().origins[variant]}${invitationPath}?${new URLSearchParams({ token: tokens[i]! })}`;
      return {
        to: user.email,
        variant,
        template: {
          name: 'invitation' as const,
          data: { firstName: user.name, email: user.email, link, expiresAt },
        },
      };
    }),
  );
  return list.map(({ userId }, i) => ({
    invitationId: invitationOf.get(userId)!,
    expiresAt,
    mailId: mailIds[i]!,
  }));
}

export async function inviteTraveller(
  tx: Executor,
  {
    userId,
    variant,
    now = new Date(),
  }: { userId: string; variant: VariantId | (string & {}); now?: Date },
) {
  const [invitation] = await inviteTravellers(tx, [{ userId, variant }], now);
  return invitation!;
}

/** What a link is for: an operator's invitation, or the traveller's own forgotten password. */
export type LinkPurpose = 'invitation' | 'reset';

export type InvitationState =
  | { status: 'unknown' }
  | { status: 'expired' | 'used'; variant: string }
  | { status: 'valid'; id: string; userId: string; email: string; variant: string };

/** What a link's token stands for now. */
export async function findInvitation(
  db: Executor,
  token: string,
  now = new Date(),
  purpose: LinkPurpose = 'invitation',
): Promise<InvitationState> {
  if (!isLinkTokenShaped(token)) return { status: 'unknown' };
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
    .where(and(eq(invitations.tokenHash, hashLinkToken(token)), eq(invitations.purpose, purpose)))
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
 * Sets the traveller's password and uses the link up, in one transaction; a second submission of
 * the same link (or one that expired meanwhile) changes nothing. Every session of the traveller
 * ends: whoever knew the old password is signed out.
 */
export async function acceptInvitation(
  db: Database,
  {
    token,
    passwordHash,
    now = new Date(),
    purpose = 'invitation',
  }: { token: string; passwordHash: string; now?: Date; purpose?: LinkPurpose },
): Promise<InvitationState> {
  return db.transaction(async (tx) => {
    const state = await findInvitation(tx, token, now, purpose);
    if (state.status !== 'valid') return state;
    const [used] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(and(eq(invitations.id, state.id), isNull(invitations.usedAt)))
      .returning({ id: invitations.id });
    if (!used) return { status: 'used', variant: state.variant };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, state.userId));
    await endUserSessions(tx, state.userId);
    return state;
  });
}
