import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './rows';

/** A delivery queued this long ago and still not attempted: its job was lost, queue it again. */
const requeueAfterSeconds = 120;

/**
 * The outbox relay: marks the deliveries that are due and have no job (new ones, and ones whose
 * job or process was lost) as queued, and answers their ids for the caller to queue. SKIP LOCKED:
 * several instances relay at once without queueing a delivery twice.
 */
export async function takeDueDeliveries(db: Database, limit = 100): Promise<string[]> {
  const result = await db.execute(sql`
    update webhook_deliveries
    set queued_at = now()
    where id in (
      select delivery.id
      from webhook_deliveries delivery
      join webhook_endpoints endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
      where delivery.status = 'pending'
        and delivery.next_attempt_at <= now()
        and (delivery.locked_until is null or delivery.locked_until < now())
        and (delivery.queued_at is null
          or delivery.queued_at < now() - make_interval(secs => ${requeueAfterSeconds}))
      order by delivery.next_attempt_at
      limit ${limit}
      for update of delivery skip locked
    )
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
