import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailRetryDelayMs, maxMailAttempts } from '@wayfarer/domain';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema-mail';

/** A claimed message is left to its instance this long; after that another may try it again. */
const leaseMs = 10 * 60_000;
const batchSize = 10;

/**
 * Delivers pending messages: through SMTP when `smtpUrl` is set, else into the local mailbox (the
 * row itself, marked delivered). Each message is claimed with `for update skip locked`, so several
 * instances never send one message twice at once; a failed send is tried again later
 * (`mailRetryDelayMs`) and given up after `maxMailAttempts`.
 */
export class MailDelivery {
  private readonly transport: Transporter | null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: { smtpUrl: string | undefined; log: FastifyBaseLogger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'mailbox' {
    return this.transport ? 'smtp' : 'mailbox';
  }

  /** Starts a delivery round unless one is running (then one more runs after it). */
  deliverSoon(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.deliverPending();
        } while (this.again && !this.closed);
      } catch (error) {
        this.options.log.warn({ err: error }, 'mail delivery round failed');
      } finally {
        this.running = null;
      }
    })();
  }

  /** Waits for the round under way, if any (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Delivers every message due now; resolves with how many were handed over. */
  async deliverPending(now = new Date()): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await this.claim(now);
      for (const message of claimed) {
        if (await this.deliver(message)) delivered += 1;
      }
      if (claimed.length < batchSize || this.closed) return delivered;
    }
  }

  async close() {
    this.closed = true;
    await this.idle();
    this.transport?.close();
  }

  private async claim(now: Date) {
    const due = this.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.status, 'pending'), lte(mailMessages.nextAttemptAt, now)))
      .orderBy(asc(mailMessages.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailMessages)
      .set({
        attempts: sql`${mailMessages.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(mailMessages.id, due))
      .returning();
  }

  private async deliver(message: typeof mailMessages.$inferSelect): Promise<boolean> {
    if (!this.transport) {
      await this.db
        .update(mailMessages)
        .set({ status: 'delivered', deliveredAt: new Date(), lastError: null })
        .where(eq(mailMessages.id, message.id));
      return true;
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
        })
        .where(eq(mailMessages.id, message.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= maxMailAttempts;
      // The recipient stays out of the log; the message's id finds it.
      this.options.log.warn(
        { mailId: message.id, attempts: message.attempts, reason },
        'mail not sent',
      );
      await this.db
        .update(mailMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + mailRetryDelayMs(message.attempts)),
        })
        .where(eq(mailMessages.id, message.id));
      return false;
    }
  }
}
