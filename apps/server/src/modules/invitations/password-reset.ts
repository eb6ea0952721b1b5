import { and, eq, isNull } from 'drizzle-orm';
import { variants, type Variant } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { invitations } from '../../db/schema-mail';
import { queueMail } from '../../mail/outbox';
import { hashLinkToken, newLinkToken } from '../../lib/link-token';
import { countThrottled, throttleWaitSeconds } from './throttle';

/** How long a reset link works. */
export const resetTtlMs = 30 * 60_000;
export const forgotPasswordPath = '/password/forgot';
export const resetPasswordPath = '/password/reset';

/**
 * Reset requests: at most `resetRequestsPerAddress` mails to one e-mail address an hour (counted
 * whether or not it has an account, so the limit tells nothing), and `resetRequestsPerIp` requests
 * from one client address in 15 minutes.
 */
export const resetRequestsPerAddress = 3;
export const resetRequestsPerIp = 10;
const addressWindowMs = 60 * 60_000;
const ipWindowMs = 15 * 60_000;

const keys = (ip: string, email: string) => ({
  ip: `reset:ip:${ip}`,
  address: `reset:email:${email}`,
});

/** Seconds before this request may be handled (0: go ahead); a handled request counts. */
export async function resetRequestWaitSeconds(
  db: Database,
  { ip, email }: { ip: string; email: string },
  now = new Date(),
) {
  const key = keys(ip, email);
  const wait = Math.max(
    await throttleWaitSeconds(db, key.ip, resetRequestsPerIp, now),
    await throttleWaitSeconds(db, key.address, resetRequestsPerAddress, now),
  );
  if (wait === 0) {
    await countThrottled(db, key.ip, ipWindowMs, now);
    await countThrottled(db, key.address, addressWindowMs, now);
  }
  return wait;
}

/**
 * When the address has an account: a single-use link (its earlier unused reset links stop
 * working) and the mail in `variant`'s language, in one transaction. Nothing otherwise, and the
 * caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  {
    email,
    variant,
    origin,
    now = new Date(),
  }: {
    email: string;
    variant: Variant;
    origin: string;
    now?: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) return null;
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.userId, user.id),
          eq(invitations.purpose, 'reset'),
          isNull(invitations.usedAt),
        ),
      );
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + resetTtlMs);
    await tx.insert(invitations).values({
      userId: user.id,
      purpose: 'reset',
      tokenHash: hashLinkToken(token),
      variant: variant.id,
      expiresAt,
    });
    const link = `${origin}${resetPasswordPath}?${new URLSearchParams({ token, lang: variant.language })}`;
    return queueMail(tx, {
      to: user.email,
      variant: variant.id,
      template: {
        name: 'passwordReset',
        data: { firstName: user.name, email: user.email, link, expiresAt },
      },
    });
  });
}

/** The variant to write in: the request's own when it speaks `language`, else the first that does. */
export function variantSpeaking(language: string, preferred: Variant): Variant {
  if (preferred.language === language) return preferred;
  return Object.values(variants).find((variant) => variant.language === language) ?? preferred;
}
