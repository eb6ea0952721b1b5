import { sql } from 'drizzle-orm';
import { isWebhookDelivered, nextWebhookAttemptDelaySeconds } from '@wayfarer/domain';
import type { Database } from '../../db/client';
import { postWebhook, type DestinationPolicy } from './destination';
import { rowsOf } from './rows';
import { signedHeaders } from './signing';

export interface DeliverySettings {
  maxAttempts: number;
  retryDelaySeconds: number;
  timeoutMs: number;
  destinations: DestinationPolicy;
}

export type AttemptOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; nextAttemptAt: Date }
  | { outcome: 'dead' }
  /** Not pending, held by another attempt, or its endpoint is disabled: nothing done. */
  | { outcome: 'skipped' };

interface Claimed {
  attempts: number;
  event_id: string;
  payload: unknown;
  url: string;
  secret: string;
}

/**
 * One attempt of one delivery. The row is claimed first (`locked_until`), so two jobs for the
 * same delivery never post at the same time; a process killed mid-attempt leaves a claim that
 * expires, and the relay queues the delivery again: at least once.
 */
export async function attemptDelivery(
  db: Database,
  deliveryId: string,
  settings: DeliverySettings,
): Promise<AttemptOutcome> {
  const holdSeconds = Math.ceil(settings.timeoutMs / 1000) + 5;
  const claimed = await db.execute(sql`
    update webhook_deliveries delivery
    set locked_until = now() + make_interval(secs => ${holdSeconds}), queued_at = null
    from webhook_events event, webhook_endpoints endpoint
    where delivery.id = ${deliveryId}
      and delivery.status = 'pending'
      and delivery.next_attempt_at <= now()
      and (delivery.locked_until is null or delivery.locked_until < now())
      and event.id = delivery.event_id
      and endpoint.id = delivery.endpoint_id
      and endpoint.enabled
    returning delivery.attempts, delivery.event_id, event.payload, endpoint.url, endpoint.secret`);
  const [row] = rowsOf<Claimed>(claimed);
  if (!row) return { outcome: 'skipped' };

  const body = JSON.stringify(row.payload);
  const sentAt = new Date();
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = await postWebhook(
      row.url,
      {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Wayfarer-Webhooks/1',
          ...signedHeaders(row.secret, row.event_id, body, sentAt),
        },
        body,
        timeoutMs: settings.timeoutMs,
      },
      settings.destinations,
    );
    if (!isWebhookDelivered(status)) error = `HTTP ${status}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }

  const attempts = row.attempts + 1;
  if (status !== null && isWebhookDelivered(status)) {
    await db.execute(sql`
      update webhook_deliveries
      set status = 'delivered', attempts = ${attempts}, last_attempt_at = ${sentAt.toISOString()},
        last_response_code = ${status}, last_error = null, delivered_at = now(), locked_until = null
      where id = ${deliveryId}`);
    return { outcome: 'delivered' };
  }
  const delay = nextWebhookAttemptDelaySeconds({
    attempts,
    maxAttempts: settings.maxAttempts,
    baseSeconds: settings.retryDelaySeconds,
  });
  const nextAttemptAt = delay === null ? null : new Date(Date.now() + delay * 1000);
  await db.execute(sql`
    update webhook_deliveries
    set status = ${nextAttemptAt ? 'pending' : 'dead'}, attempts = ${attempts},
      last_attempt_at = ${sentAt.toISOString()}, last_response_code = ${status},
      last_error = ${error?.slice(0, 500) ?? null},
      next_attempt_at = coalesce(${nextAttemptAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
      locked_until = null
    where id = ${deliveryId}`);
  return nextAttemptAt ? { outcome: 'retry', nextAttemptAt } : { outcome: 'dead' };
}
