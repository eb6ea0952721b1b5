import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  AccountDeletionRequest,
  AccountDeletionScheduled,
  AccountDeletionStatus,
} from '@wayfarer/contract';
import {
  getAccountDeletionEligibility,
  getAccountErasureDate,
  type VariantId,
} from '@wayfarer/domain';
import { verifyPassword } from '../../auth/password';
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from '../../auth/rate-limit';
import { endUserSessions } from '../../auth/session';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { accountDeletions } from '../../db/schema-account-deletion';
import { AppError } from '../../lib/errors';
import { queueMail } from '../../mail/outbox';
import { mailSettings } from '../../mail/settings';
import { listPasskeys } from '../passkeys/repository';
import { verifyPasskeyConfirmation, type PasskeySettings } from '../passkeys/service';
import { findDeletionBookings } from './repository';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDb = (tx: Transaction) => tx as unknown as Database;

/** GET users/me/deletion: may the traveller delete their account now, and a cancelled one's notice. */
export async function getAccountDeletionStatus(
  db: Database,
  { userId, graceDays, now = new Date() }: { userId: string; graceDays: number; now?: Date },
): Promise<AccountDeletionStatus> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { eligible, blockers } = getAccountDeletionEligibility({
    bookings: await findDeletionBookings(db, userId),
    now,
  });
  const [cancelled] = await db
    .select({
      requestedAt: accountDeletions.requestedAt,
      cancelledAt: accountDeletions.cancelledAt,
    })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancellationSeenAt)))
    .limit(1);
  return {
    eligible,
    blockers,
    graceDays,
    confirmations: [
      ...(user.passwordHash ? (['password'] as const) : []),
      ...((await listPasskeys(db, userId)).length > 0 ? (['passkey'] as const) : []),
    ],
    cancelled: cancelled?.cancelledAt
      ? {
          requestedAt: cancelled.requestedAt.toISOString(),
          cancelledAt: cancelled.cancelledAt.toISOString(),
        }
      : null,
  };
}

/** DELETE users/me/deletion/cancellation-notice: the traveller has read that it was cancelled. */
export async function markCancellationSeen(db: Database, userId: string, now = new Date()) {
  await db
    .update(accountDeletions)
    .set({ cancellationSeenAt: now })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.cancellationSeenAt)));
}

/**
 * Checks who asks: the current password, or the answer of one of the traveller's own passkeys to
 * a confirmation challenge of theirs. Either counts as a sign-in attempt of the account from this
 * address (the sign-in throttle slows down guessing: 429; a refused passkey counts as a wrong
 * password).
 */
async function confirmIdentity(
  db: Database,
  passkeys: PasskeySettings,
  user: { id: string; email: string; passwordHash: string | null },
  confirmation: AccountDeletionRequest,
  ip: string,
): Promise<{ retryAfter?: number }> {
  const attempt = { ip, email: user.email };
  const waitSeconds = await signInWaitSeconds(db, attempt);
  if (waitSeconds > 0) return { retryAfter: waitSeconds };
  switch (confirmation.method) {
    case 'password': {
      if (
        !user.passwordHash ||
        !(await verifyPassword(confirmation.currentPassword, user.passwordHash))
      ) {
        await recordSignInFailure(db, attempt);
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { currentPassword: 'validation.wrongPassword' },
        });
      }
      await clearSignInFailures(db, attempt);
      return {};
    }
    case 'passkey': {
      const response = confirmation.response;
      if (!(await verifyPasskeyConfirmation(db, passkeys, { userId: user.id, response }))) {
        await recordSignInFailure(db, attempt);
        throw new AppError('VALIDATION_FAILED', 'The passkey could not be verified.', {
          fields: { response: 'validation.passkeyRefused' },
        });
      }
      await clearSignInFailures(db, attempt);
      return {};
    }
  }
}

/**
 * POST users/me/deletion: after the confirmation and when no booking blocks it, the account is
 * scheduled for erasure `graceDays` from now, the traveller gets a mail saying when and how to
 * cancel (signing in again), and every session ends (this one too), in one transaction.
 */
export async function requestAccountDeletion(
  db: Database,
  {
    userId,
    variant,
    confirmation,
    passkeys,
    graceDays,
    ip,
    now = new Date(),
  }: {
    userId: string;
    variant: VariantId;
    passkeys: PasskeySettings;
    confirmation: AccountDeletionRequest;
    graceDays: number;
    ip: string;
    now?: Date;
  },
): Promise<AccountDeletionScheduled | { retryAfter: number }> {
  const [user] = await db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { retryAfter } = await confirmIdentity(
    db,
    passkeys,
    { id: userId, ...user },
    confirmation,
    ip,
  );
  if (retryAfter) return { retryAfter };

  const { eligible, blockers } = getAccountDeletionEligibility({
    bookings: await findDeletionBookings(db, userId),
    now,
  });
  if (!eligible) {
    throw new AppError('ACCOUNT_DELETION_BLOCKED', undefined, { extra: { blockers } });
  }

  const eraseAfter = getAccountErasureDate({ requestedAt: now, graceDays });
  await db.transaction(async (tx) => {
    const row = {
      requestedAt: now,
      eraseAfter,
      variant,
      cancelledAt: null,
      cancellationSeenAt: null,
      erasedAt: null,
    };
    await tx
      .insert(accountDeletions)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: row });
    await queueMail(asDb(tx), {
      to: user.email,
      variant,
      template: {
        name: 'account-deletion-scheduled',
        data: {
          firstName: user.name,
          link: `${mailSettings().origins[variant]}/login`,
          expiresAt: eraseAfter,
        },
      },
    });
    await endUserSessions(tx, userId);
  });
  return { eraseAfter: eraseAfter.toISOString(), sentTo: user.email };
}

/**
 * A sign-in (the embedded provider's or an external issuer's, both through the BFF callback)
 * cancels the account's pending deletion and queues the mail that says so. True when it did.
 */
export async function cancelAccountDeletionOnSignIn(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(accountDeletions)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(accountDeletions.userId, userId),
          isNull(accountDeletions.cancelledAt),
          isNull(accountDeletions.erasedAt),
        ),
      )
      .returning({ variant: accountDeletions.variant });
    if (!cancelled) return false;
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
      .limit(1);
    if (!user) return false;
    const variant = cancelled.variant as VariantId;
    await queueMail(asDb(tx), {
      to: user.email,
      variant,
      template: {
        name: 'account-deletion-cancelled',
        data: { firstName: user.name, link: `${mailSettings().origins[variant]}/` },
      },
    });
    return true;
  });
}
