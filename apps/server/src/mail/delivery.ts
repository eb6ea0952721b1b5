import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailRetryDelayMs, maxMailAttempts } from '@wayfarer/domain';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema-mail';

/** A claimed message is left to its sender this long; after that it is due again. */
const leaseMs = 10 * 60_000;

export type DeliveryOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; nextAttemptAt: Date }
  | { outcome: 'failed' }
  /** Not due, already delivered, or being sent by someone else: nothing done. */
  | { outcome: 'skipped' };

/** A link's one-time token (32 random bytes, base64url), as the invitation carries it. */
const linkToken = /([?&]token=)[A-Za-z0-9_-]{43}/g;

/**
 * What is kept of a message once it has left: its links' tokens are blanked, so that the table
 * holds no working credential (the invitations themselves keep only a hash of theirs).
 */
export function withoutSecrets(body: string) {
  return body.replace(linkToken, '$1[sent]');
}

/**
 * Delivers one message: through SMTP when `smtpUrl` is set, else into the local mailbox (the row
 * itself, marked delivered). A message is claimed atomically before it is sent (its next attempt
 * moves a lease ahead), so two jobs or instances never send it twice at once; a failed send is
 * due again after `mailRetryDelayMs` and given up after `maxMailAttempts`.
 */
export class MailSender {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl: string | undefined; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'mailbox' {
    return this.transport ? 'smtp' : 'mailbox';
  }

  /** Ids of the messages due now, oldest first. */
  async dueIds(now = new Date(), limit = 100): Promise<string[]> {
    const rows = await this.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.status, 'pending'), lte(mailMessages.nextAttemptAt, now)))
      .orderBy(asc(mailMessages.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async deliver(id: string, now = new Date()): Promise<DeliveryOutcome> {
    const [message] = await this.db
      .update(mailMessages)
      .set({
        attempts: sql`${mailMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        and(
          eq(mailMessages.id, id),
          eq(mailMessages.status, 'pending'),
          lte(mailMessages.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!message) return { outcome: 'skipped' };
    if (!this.transport) {
      await this.db
        .update(mailMessages)
        .set({ status: 'delivered', deliveredAt: new Date(), lastError: null })
        .where(eq(mailMessages.id, id));
      return { outcome: 'delivered' };
    }
    try {
      const info = await this.transport.sendMail({
        from: message.fromAddress,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { 'Content-Language': message.language },
      });
      await this.db
        .update(mailMessages)
        .set({
          status: 'sent',
          deliveredAt: new Date(),
          messageId: info.messageId ?? null,
          lastError: null,
          html: withoutSecrets(message.html),
          text: withoutSecrets(message.text),
        })
        .where(eq(mailMessages.id, id));
      return { outcome: 'delivered' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= maxMailAttempts;
      const nextAttemptAt = new Date(Date.now() + mailRetryDelayMs(message.attempts));
      // The recipient stays out of the log; the message's id finds it.
      this.options.log.warn(
        { mailId: id, attempts: message.attempts, reason },
        giveUp ? 'mail given up' : 'mail not sent',
      );
      await this.db
        .update(mailMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          nextAttemptAt,
        })
        .where(eq(mailMessages.id, id));
      return giveUp ? { outcome: 'failed' } : { outcome: 'retry', nextAttemptAt };
    }
  }

  /** Delivers every message due now, here and at once (tests; the jobs do it in the app). */
  async deliverPending(now = new Date()): Promise<number> {
    let delivered = 0;
    for (const id of await this.dueIds(now)) {
      if ((await this.deliver(id, now)).outcome === 'delivered') delivered += 1;
    }
    return delivered;
  }

  close() {
    this.transport?.close();
  }
}
