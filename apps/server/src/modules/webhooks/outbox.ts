import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookEventType, WebhookPayload } from '@wayfarer/contract';
import type { Database } from '../../db/client';

type OwnData<Type extends WebhookEventType> = Omit<
  WebhookEventData<Type>,
  'travellerId' | 'externalTravellerId'
>;

/** A Standard Webhooks message id. */
export function newMessageId() {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Writes an event to the outbox, with one pending delivery per enabled endpoint that wants its
 * type, in the caller's transaction: the event exists exactly when the change does. The relay
 * (see relay.ts) queues the delivery jobs once it is committed. One statement.
 */
export async function recordEvent<Type extends WebhookEventType>(
  tx: Database,
  {
    type,
    userId,
    data,
    now = new Date(),
  }: { type: Type; userId: string; data: OwnData<Type>; now?: Date },
): Promise<string> {
  const id = newMessageId();
  const payload: WebhookPayload = {
    type,
    timestamp: now.toISOString(),
    // The operator's own traveller id arrives with the operator API (ops-api's external ids).
    data: { travellerId: userId, externalTravellerId: null, ...data },
  };
  await tx.execute(sql`
    with event as (
      insert into webhook_events (id, type, user_id, payload, created_at)
      values (${id}, ${type}, ${userId}, ${JSON.stringify(payload)}::jsonb, ${now.toISOString()})
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
    select event.id, endpoint.id, ${now.toISOString()}
    from event, webhook_endpoints endpoint
    where endpoint.enabled
      and (cardinality(endpoint.event_types) = 0 or ${type} = any(endpoint.event_types))`);
  return id;
}
