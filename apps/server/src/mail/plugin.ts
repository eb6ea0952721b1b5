import fp from 'fastify-plugin';
import { MailSender } from './delivery';
import { mailboxRoutes } from './mailbox-page';
import { mailSettingsFrom, setMailSettings } from './settings';

export const mailQueue = 'mail';

export interface MailDelivery {
  mode: MailSender['mode'];
  sender: MailSender;
  /**
   * Queues a delivery job for every message due now. Call it after committing a transaction that
   * queued mail; it also runs at start and every `relayIntervalMs`.
   */
  deliverSoon(): void;
  /** Waits for the relay round under way (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDelivery;
  }
}

/** Catches what no caller announced, and what a lost process left, within this delay. */
const relayIntervalMs = 30_000;

/**
 * Mail delivery on the job system: a `mail` job per attempt of a message. A failed attempt queues
 * the next one (`startAfter`, growing delays) until the last, which marks the message failed. The
 * relay queues what has no job yet: messages just written in a caller's transaction (by code that
 * knows nothing of jobs) and those whose job was lost with its process (once their lease is over).
 */
export const mailPlugin = fp(
  async (fastify) => {
    const { config, db, jobs } = fastify;
    setMailSettings(mailSettingsFrom(config));
    const sender = new MailSender(db, {
      smtpUrl: config.mail.smtpUrl,
      log: fastify.log.child({ module: 'mail' }),
    });

    await jobs.define(mailQueue, {
      // A throw is the database failing, not the SMTP server: retried here, else by the relay.
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await jobs.work<{ mailId: string }>(mailQueue, async (job) => {
      const result = await sender.deliver(job.data.mailId);
      if (result.outcome === 'retry') {
        await jobs.send(
          mailQueue,
          { mailId: job.data.mailId },
          { startAfter: result.nextAttemptAt },
        );
      }
    });

    let running: Promise<void> | null = null;
    let again = false;
    const relay = async () => {
      do {
        again = false;
        for (const mailId of await sender.dueIds()) {
          await jobs.send(mailQueue, { mailId }, { singletonKey: mailId });
        }
      } while (again);
    };
    const deliverSoon = () => {
      if (running) {
        again = true;
        return;
      }
      running = relay()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'mail relay failed'))
        .finally(() => {
          running = null;
        });
    };
    fastify.decorate('mail', {
      mode: sender.mode,
      sender,
      deliverSoon,
      idle: async () => {
        while (running) await running;
      },
    });
    if (config.mail.mailboxPage) await fastify.register(mailboxRoutes);

    // A write through the operator API may have opened accounts, whose invitations are committed
    // by the time its answer is sent: announced here, so its routes need not do it themselves.
    fastify.addHook('onResponse', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        reply.statusCode < 400 &&
        request.url.startsWith('/api/operator/')
      ) {
        deliverSoon();
      }
    });

    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      // What an earlier process left undelivered goes out at start.
      deliverSoon();
      timer = setInterval(deliverSoon, relayIntervalMs);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
      while (running) await running;
    });
    fastify.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['core', 'jobs'] },
);
