import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { VariantId } from '@wayfarer/domain';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema';
import { mailMessages } from '../../src/db/schema-mail';
import { inviteTraveller } from '../../src/modules/invitations/service';

/** A traveller without a password, as an operator's import creates one; a fresh address each call. */
export async function createTraveller(app: App, name = 'Ada') {
  const email = `traveller-${randomBytes(4).toString('hex')}@example.test`;
  const [user] = await app.db
    .insert(users)
    .values({ email, name, lastname: 'Lovelace' })
    .returning({ id: users.id });
  return { id: user!.id, email };
}

/** Settings of the test apps here: the job workers look for work often. */
export const mailTestEnv = { JOBS_POLLING_INTERVAL_SECONDS: '0.5' };

/** Invites the traveller (committed), announces the mail as the app does after a commit, and
 * waits until its delivery job has made an attempt. */
export async function invite(app: App, userId: string, variant: VariantId = 'international') {
  const result = await app.db.transaction((tx) => inviteTraveller(tx, { userId, variant }));
  app.mail.deliverSoon();
  await attempted(app, result.mailId);
  return result;
}

/** Waits until a delivery attempt of the message has ended (sent, delivered, or to be retried). */
export async function attempted(app: App, mailId: string) {
  await vi.waitFor(
    async () => {
      const row = await storedMessage(app, mailId);
      if (row.status === 'pending' && !row.lastError) throw new Error('not attempted yet');
    },
    { timeout: 20_000, interval: 100 },
  );
}

export async function storedMessage(app: App, id: string) {
  const [row] = await app.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row!;
}

/** The invitation link of a message's text part. */
export function invitationLink(text: string) {
  const match = /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no invitation link in:\n${text}`);
  return new URL(match[0]);
}
