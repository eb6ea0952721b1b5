import { and, eq, gt, isNull } from 'drizzle-orm';
import { inviteTraveller } from '../../modules/invitations/service';
import type { Database } from '../client';
import { users } from '../schema';
import { invitations } from '../schema-mail';

/**
 * A traveller the operator has invited but who has no password yet: the demo's mailbox holds the
 * invitation (see the README) for a person trying the demo (the end-to-end tests invite travellers
 * of their own through the operator API). Invited again only while there is no password and no
 * invitation still working.
 */
export const invitedTraveller = {
  id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a20',
  email: 'invited@wayfarer.test',
  name: 'Noah',
  lastname: 'Martin',
} as const;

export async function seedInvitations(db: Database, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ ...invitedTraveller, consentPrivacyPolicy: true, consentTermsAndConditions: true })
      .onConflictDoNothing();
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, invitedTraveller.id))
      .limit(1);
    if (!user || user.passwordHash) return;
    const [live] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.userId, invitedTraveller.id),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (live) return;
    await inviteTraveller(tx, { userId: invitedTraveller.id, variant: 'international', now });
  });
}
