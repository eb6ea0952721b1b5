import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookEventType,
  WebhookPayload,
} from '@wayfarer/contract';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema-webhooks';
import { newEndpointSecret } from './signing';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createEndpoint(
  db: Database,
  input: { url: string; eventTypes: WebhookEventType[]; description: string; enabled: boolean },
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, secret: newEndpointSecret() })
    .returning();
  return { ...toEndpoint(row!), secret: row!.secret };
}

export async function listEndpoints(db: Database) {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt);
  return rows.map(toEndpoint);
}

export async function getEndpoint(db: Database, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ? toEndpoint(row) : null;
}

/** Null when there is no such endpoint; the secret only when it was rotated. */
export async function updateEndpoint(db: Database, id: string, update: WebhookEndpointUpdate) {
  const { rotateSecret, ...fields } = update;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...fields,
      ...(rotateSecret ? { secret: newEndpointSecret() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) return null;
  return rotateSecret ? { ...toEndpoint(row), secret: row.secret } : toEndpoint(row);
}

/** Its deliveries go with it. */
export async function deleteEndpoint(db: Database, id: string) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect & { payload: unknown; type: string };

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  endpointId: webhookDeliveries.endpointId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  queuedAt: webhookDeliveries.queuedAt,
  lockedUntil: webhookDeliveries.lockedUntil,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastResponseCode: webhookDeliveries.lastResponseCode,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
  payload: webhookEvents.payload,
  type: webhookEvents.type,
};

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.type as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: row.payload as WebhookPayload,
  };
}

/** The cursor is the last row's `createdAt|id`: newest first, stable under inserts. */
function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return { at: date, id };
}

/** Undefined for a cursor that is not one of ours. */
export async function listDeliveries(
  db: Database,
  query: { status?: WebhookDeliveryStatus; endpointId?: string; limit: number; cursor?: string },
) {
  const cursor = parseCursor(query.cursor);
  if (cursor === undefined) return undefined;
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
        query.endpointId ? eq(webhookDeliveries.endpointId, query.endpointId) : undefined,
        cursor
          ? or(
              lt(webhookDeliveries.createdAt, cursor.at),
              and(eq(webhookDeliveries.createdAt, cursor.at), lt(webhookDeliveries.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
      : null;
  return { deliveries: page.map(toDelivery), nextCursor };
}

export async function getDelivery(db: Database, id: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return row ? toDelivery(row) : null;
}

/**
 * A replay: the delivery is pending again and due now (same message id, so a receiver that
 * already has it can tell). Its attempts keep counting; a failing replay dead-letters it again.
 * False when it is not there or an attempt is in progress.
 */
export async function markForReplay(db: Database, id: string) {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, queuedAt: sql`now()`, deliveredAt: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        or(
          sql`${webhookDeliveries.lockedUntil} is null`,
          lt(webhookDeliveries.lockedUntil, sql`now()`),
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return updated.length > 0;
}
