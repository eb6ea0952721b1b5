import { and, eq, isNull, ne } from 'drizzle-orm';
import { emailChangeBodySchema, type EmailChangeResponse } from '@wayfarer/contract';
import type { VariantId } from '@wayfarer/domain';
import { verifyPassword } from '../../auth/password';
import { endUserSessions } from '../../auth/session';
import { upsertCounter } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { emailChanges } from '../../db/schema-mail';
import { AppError } from '../../lib/errors';
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from '../../lib/link-token';
import { queueMail } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';
import { parseOrThrow } from '../users/validation';
import { recordEvent } from '../webhooks/outbox';

export const confirmTtlMs = 24 * 60 * 60_000;
export const undoTtlMs = 7 * 24 * 60 * 60_000;
export const confirmPath = '/email-change/confirm';
export const undoPath = '/email-change/undo';
/** Requests per traveller and window: each sends a mail and checks a password. */
export const requestLimit = 5;
const requestWindowMs = 60 * 60_000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDb = (tx: Transaction) => tx as unknown as Database;

const linkOf = (variant: VariantId, path: string, token: string) =>
  `${mailSettings().origins[variant]}${path}?${new URLSearchParams({ token })}`;

/**
 * POST users/{id}/email-change: after the current password, a single-use link to the new address
 * (an earlier unconfirmed request stops working). The answer does not say whether the address
 * belongs to another account; the link then says so when it is opened.
 */
export async function requestEmailChange(
  db: Database,
  {
    callerId,
    userId,
    variant,
    body,
    now = new Date(),
  }: { callerId: string; userId: string; variant: VariantId; body: unknown; now?: Date },
): Promise<EmailChangeResponse['data']> {
  if (callerId !== userId) throw new AppError('NOT_FOUND');
  const { newEmail, currentPassword } = parseOrThrow(emailChangeBodySchema, body);
  const [counted] = await upsertCounter(db, `email-change:user:${userId}`, now, {
    windowMs: requestWindowMs,
    sliding: false,
  });
  if ((counted?.count ?? 0) > requestLimit) throw new AppError('RATE_LIMITED');

  const [user] = await db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  // Accounts of an external issuer change their address there.
  if (!user.passwordHash) throw new AppError('USER_NOT_ALLOWED');
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { currentPassword: 'validation.wrongPassword' },
    });
  }
  if (newEmail === user.email) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      fields: { newEmail: 'validation.sameEmail' },
    });
  }

  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + confirmTtlMs);
  await db.transaction(async (tx) => {
    await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));
    await tx.insert(emailChanges).values({
      userId,
      oldEmail: user.email,
      newEmail,
      variant,
      tokenHash: hashLinkToken(token),
      expiresAt,
    });
    await queueMail(asDb(tx), {
      to: newEmail,
      variant,
      template: {
        name: 'email-change-confirm',
        data: {
          firstName: user.name,
          newEmail,
          link: linkOf(variant, confirmPath, token),
          expiresAt,
        },
      },
    });
  });
  return { sentTo: newEmail, expiresAt: expiresAt.toISOString() };
}

export type LinkKind = 'confirm' | 'undo';

export type EmailChangeState =
  | { status: 'unknown' }
  | { status: 'expired' | 'used' | 'taken'; variant: string }
  | {
      status: 'valid';
      id: string;
      userId: string;
      oldEmail: string;
      newEmail: string;
      variant: string;
    };

/** What a confirm or undo link's token stands for now. */
export async function findEmailChange(
  db: Database | Transaction,
  kind: LinkKind,
  token: string,
  now = new Date(),
): Promise<EmailChangeState> {
  if (!isLinkTokenShaped(token)) return { status: 'unknown' };
  const hash = hashLinkToken(token);
  const [found] = await db
    .select({ row: emailChanges, currentEmail: users.email })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(
      kind === 'confirm' ? eq(emailChanges.tokenHash, hash) : eq(emailChanges.undoTokenHash, hash),
    )
    .limit(1);
  if (!found) return { status: 'unknown' };
  const { row, currentEmail } = found;
  const usedAt = kind === 'confirm' ? row.confirmedAt : row.undoneAt;
  const expiresAt = kind === 'confirm' ? row.expiresAt : row.undoExpiresAt;
  // An undo link undoes only the change that gave the account its present address: after a
  // later change, an old notice's link (to an address given up long ago) is spent.
  const overtaken = kind === 'undo' && currentEmail !== row.newEmail;
  if (usedAt || overtaken || (kind === 'confirm' && row.undoneAt))
    return { status: 'used', variant: row.variant };
  if (!expiresAt || expiresAt <= now) return { status: 'expired', variant: row.variant };
  return {
    status: 'valid',
    id: row.id,
    userId: row.userId,
    oldEmail: row.oldEmail,
    newEmail: row.newEmail,
    variant: row.variant,
  };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' ||
    (error as { cause?: { code?: unknown } }).cause?.code === '23505');

/** Another account signs in with this address. */
async function addressTaken(tx: Transaction, email: string, userId: string) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/**
 * The new address becomes the account's (sign-in uses it from now on), the operator hears of it,
 * and the old address gets a notice with a link to undo, all in one transaction.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  now = new Date(),
): Promise<EmailChangeState> {
  try {
    return await db.transaction(async (tx) => {
      const state = await findEmailChange(tx, 'confirm', token, now);
      if (state.status !== 'valid') return state;
      if (await addressTaken(tx, state.newEmail, state.userId)) {
        return { status: 'taken', variant: state.variant };
      }
      const undoToken = newLinkToken();
      const undoExpiresAt = new Date(now.getTime() + undoTtlMs);
      const [used] = await tx
        .update(emailChanges)
        .set({ confirmedAt: now, undoTokenHash: hashLinkToken(undoToken), undoExpiresAt })
        .where(and(eq(emailChanges.id, state.id), isNull(emailChanges.confirmedAt)))
        .returning({ id: emailChanges.id });
      if (!used) return { status: 'used', variant: state.variant };
      const [user] = await tx
        .update(users)
        .set({ email: state.newEmail, updatedAt: now })
        .where(eq(users.id, state.userId))
        .returning({ name: users.name });
      await recordEvent(asDb(tx), {
        type: 'traveller.updated',
        userId: state.userId,
        data: { fields: ['email'], email: state.newEmail },
        now,
      });
      const variant = state.variant as VariantId;
      await queueMail(asDb(tx), {
        to: state.oldEmail,
        variant,
        template: {
          name: 'email-change-notice',
          data: {
            firstName: user?.name ?? '',
            newEmail: state.newEmail,
            link: linkOf(variant, undoPath, undoToken),
            expiresAt: undoExpiresAt,
          },
        },
      });
      return state;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) return { status: 'taken', variant: '' };
    throw error;
  }
}

/**
 * Brings the old address back and ends every session of the account (the app's and the
 * provider's), since whoever changed the address may be signed in.
 */
export async function undoEmailChange(
  db: Database,
  token: string,
  now = new Date(),
): Promise<EmailChangeState> {
  try {
    return await db.transaction(async (tx) => {
      const state = await findEmailChange(tx, 'undo', token, now);
      if (state.status !== 'valid') return state;
      if (await addressTaken(tx, state.oldEmail, state.userId)) {
        return { status: 'taken', variant: state.variant };
      }
      const [used] = await tx
        .update(emailChanges)
        .set({ undoneAt: now })
        .where(and(eq(emailChanges.id, state.id), isNull(emailChanges.undoneAt)))
        .returning({ id: emailChanges.id });
      if (!used) return { status: 'used', variant: state.variant };
      await tx
        .update(users)
        .set({ email: state.oldEmail, updatedAt: now })
        .where(eq(users.id, state.userId));
      await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.userId, state.userId), isNull(emailChanges.confirmedAt)));
      await endUserSessions(tx, state.userId);
      await recordEvent(asDb(tx), {
        type: 'traveller.updated',
        userId: state.userId,
        data: { fields: ['email'], email: state.oldEmail },
        now,
      });
      return state;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'taken', variant: '' };
    throw error;
  }
}
