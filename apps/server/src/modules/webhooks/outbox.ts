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

/** The payload with the operator's traveller id, when one of their bookings carries it. */
const withTraveller = sql`jsonb_set(base.payload, '{data,externalTravellerId}',
  coalesce(to_jsonb(base.traveller_external), 'null'::jsonb))`;

/**
 * Writes an event to the outbox, with one pending delivery per enabled endpoint that wants its
 * type, in the caller's transaction: the event exists exactly when the change does. The relay
 * (see relay.ts) queues the delivery jobs once it is committed. One statement, which also fills
 * in the operator's own ids where it has sent them: the traveller's (on the event's booking, else
 * on their latest booking that has one) and the booking's.
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
    data: { travellerId: userId, externalTravellerId: null, ...data },
  };
  const bookingId = 'bookingId' in data ? String(data.bookingId) : null;
  // The operator may number a traveller per booking: an event about a booking names theirs there.
  const sameBookingFirst = bookingId ? sql`(booking_id = ${bookingId}) desc,` : sql``;
  const withBooking = bookingId
    ? sql`jsonb_set(${withTraveller}, '{data,externalBookingId}',
        coalesce(to_jsonb((select external_id from bookings where id = ${bookingId})), 'null'::jsonb))`
    : withTraveller;
  await tx.execute(sql`
    with event as (
      insert into webhook_events (id, type, user_id, payload, created_at)
      select ${id}, ${type}, ${userId}, ${withBooking}, ${now.toISOString()}
      from (select ${JSON.stringify(payload)}::jsonb as payload, (
        select external_id from booking_travellers
        where user_id = ${userId} and external_id is not null
        order by ${sameBookingFirst} booking_id desc limit 1
      ) as traveller_external) as base
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
    select event.id, endpoint.id, ${now.toISOString()}
    from event, webhook_endpoints endpoint
    where endpoint.enabled
      and (cardinality(endpoint.event_types) = 0 or ${type} = any(endpoint.event_types))`);
  return id;
}
