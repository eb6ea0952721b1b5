import fp from 'fastify-plugin';
import { MailDelivery } from './delivery';
import { mailboxRoutes } from './mailbox-page';
import { mailSettingsFrom, setMailSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mail delivery. Call `mail.deliverSoon()` after committing a transaction that queued mail;
     * pending messages are also delivered at start and every `sweepIntervalMs`.
     */
    mail: MailDelivery;
  }
}

/** Catches what no caller announced (and retries) until the job system takes delivery over. */
const sweepIntervalMs = 30_000;

export const mailPlugin = fp(
  async (fastify) => {
    const { config, db } = fastify;
    setMailSettings(mailSettingsFrom(config));
    const delivery = new MailDelivery(db, {
      smtpUrl: config.mail.smtpUrl,
      log: fastify.log.child({ module: 'mail' }),
    });
    fastify.decorate('mail', delivery);
    if (config.mail.mailboxPage) await fastify.register(mailboxRoutes);

    let sweep: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      delivery.deliverSoon();
      sweep = setInterval(() => delivery.deliverSoon(), sweepIntervalMs);
      sweep.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(sweep);
      await delivery.close();
    });
  },
  { name: 'mail', dependencies: ['core'] },
);
