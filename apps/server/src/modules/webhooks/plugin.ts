import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { attemptDelivery, type DeliverySettings } from './delivery';
import { takeDueDeliveries } from './relay';

export const webhookDeliveryQueue = 'webhook-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: {
      /** Queues the deliveries that are due now (the relay's round; tests call it too). */
      relay(): Promise<number>;
      settings: DeliverySettings;
    };
  }
}

/**
 * Webhook delivery: a job per attempt of each outbox delivery. A failed attempt queues the next
 * one (pg-boss `startAfter`, exponential backoff) until the last, which dead-letters it. The relay
 * queues what has no job yet: new events (written in the traveller's transaction, which cannot
 * queue a job itself) and deliveries whose job was lost with its process.
 */
export const webhooksPlugin = fp(
  async (fastify) => {
    const { db, jobs, config } = fastify;
    const settings: DeliverySettings = {
      maxAttempts: config.webhooks.maxAttempts,
      retryDelaySeconds: config.webhooks.retryDelaySeconds,
      timeoutMs: config.webhooks.timeoutMs,
      destinations: config.webhooks.destinations,
    };

    await jobs.define(webhookDeliveryQueue, {
      // A throw is the database failing, not the receiver: the relay retries those too.
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + 60,
    });
    await jobs.work<{ deliveryId: string }>(
      webhookDeliveryQueue,
      async (job) => {
        const result = await attemptDelivery(db, job.data.deliveryId, settings);
        if (result.outcome !== 'retry') return;
        await jobs.send(
          webhookDeliveryQueue,
          { deliveryId: job.data.deliveryId },
          { startAfter: result.nextAttemptAt },
        );
        await db.execute(sql`
          update webhook_deliveries set queued_at = ${result.nextAttemptAt.toISOString()}
          where id = ${job.data.deliveryId}`);
      },
      { workers: 2 },
    );

    let running: Promise<number> | null = null;
    const relay = () => {
      // One round at a time per instance.
      running ??= (async () => {
        try {
          const ids = await takeDueDeliveries(db);
          for (const deliveryId of ids) await jobs.send(webhookDeliveryQueue, { deliveryId });
          return ids.length;
        } finally {
          running = null;
        }
      })();
      return running;
    };
    fastify.decorate('webhooks', { relay, settings });

    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      relay()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'webhook relay failed'))
        .finally(() => {
          if (timer) timer.refresh();
        });
    };
    fastify.addHook('onReady', async () => {
      timer = setTimeout(tick, config.webhooks.relayIntervalMs);
      timer.unref();
      // What an earlier process left undelivered is queued at start.
      tick();
    });
    fastify.addHook('preClose', async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    });
  },
  { name: 'webhooks', dependencies: ['core', 'jobs'] },
);
