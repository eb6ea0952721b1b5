import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  notifyMeAlertsResponseSchema,
  webhookEventDataSchemas,
  webhookPayloadSchema,
  type WebhookEventData,
  type WebhookEventType,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../src/db/schema-webhooks';
import { apiCaller } from '../users/client';
import { bookings, bookingTravellers } from '../../src/db/schema-bookings';

/*
 * The outbox side of the traveller-facing changes: each writes its event (and a delivery per
 * endpoint that wants it) with the change, and a refused change writes none. Delivery itself is
 * in webhooks-api.test.ts.
 */

const { demo, registry } = demoTravellers;
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let demoCookie: string;
let registryCookie: string;
let endpointId: string;

beforeAll(async () => {
  // Deliveries stay pending: nobody relays them in this file.
  t = await buildTestApp({ WEBHOOKS_RELAY_INTERVAL_MS: '3600000' });
  call = apiCaller(t.app);
  [{ cookie: demoCookie }, { cookie: registryCookie }] = await Promise.all([
    signIn(t.app, { email: demo.email, password: demoPassword }),
    signIn(t.app, { email: registry.email, password: demoPassword }),
  ]);
  const [endpoint] = await t.database.db
    .insert(webhookEndpoints)
    .values({ url: 'https://receiver.example/hooks', secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdA==' })
    .returning();
  endpointId = endpoint!.id;
});
afterAll(() => t?.close());

async function eventsOf<Type extends WebhookEventType>(type: Type) {
  const rows = await t.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.type, type))
    .orderBy(desc(webhookEvents.createdAt));
  return rows.map((row) => {
    const payload = webhookPayloadSchema.parse(row.payload);
    return {
      row,
      payload,
      data: webhookEventDataSchemas[type].parse(payload.data) as WebhookEventData<Type>,
    };
  });
}

async function deliveriesFor(eventId: string) {
  return t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventId, eventId));
}

describe('the outbox', () => {
  it('records traveller.updated with the fields the traveller changed', async () => {
    const res = await call('PUT', `/api/users/${registry.id}`, {
      cookie: registryCookie,
      body: { name: 'Marco' },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf('traveller.updated');
    expect(event?.row.userId).toBe(registry.id);
    expect(event?.data).toEqual({
      travellerId: registry.id,
      externalTravellerId: null,
      fields: ['name'],
    });
    const deliveries = await deliveriesFor(event!.row.id);
    expect(deliveries.map((d) => [d.endpointId, d.status])).toEqual([[endpointId, 'pending']]);
  });

  it('records nothing for a refused change', async () => {
    const before = (await eventsOf('traveller.updated')).length;
    const res = await call('PUT', `/api/users/${registry.id}`, {
      cookie: registryCookie,
      body: { birthday: 'not a date' },
    });
    expect(res.statusCode).toBe(400);
    const other = await call('PUT', `/api/users/${registry.id}`, {
      cookie: demoCookie,
      body: { name: 'Mallory' },
    });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf('traveller.updated')).toHaveLength(before);
  });

  it('records checklist.item_done when an item is ticked, not when it is unticked', async () => {
    const url = `/api/users/${demo.id}/bookings/WF-26-01077/pre-departure-checklist`;
    const done = await call('PUT', url, {
      cookie: demoCookie,
      body: { type: 'SOCIAL_GROUP', completed: true },
    });
    expect(done.statusCode).toBe(200);
    const [event] = await eventsOf('checklist.item_done');
    expect(event?.data).toEqual({
      travellerId: demo.id,
      externalTravellerId: null,
      bookingId: 'WF-26-01077',
      externalBookingId: null,
      item: 'SOCIAL_GROUP',
    });
    const undone = await call('PUT', url, {
      cookie: demoCookie,
      body: { type: 'SOCIAL_GROUP', completed: false },
    });
    expect(undone.statusCode).toBe(200);
    expect(await eventsOf('checklist.item_done')).toHaveLength(1);
  });

  it("carries the operator's own ids once the operator has sent them", async () => {
    await t.database.db
      .update(bookings)
      .set({ externalId: 'OP-BOOKING-77' })
      .where(eq(bookings.id, 'WF-26-01150'));
    await t.database.db
      .update(bookingTravellers)
      .set({ externalId: 'OP-PERSON-1' })
      .where(
        and(eq(bookingTravellers.bookingId, 'WF-26-01150'), eq(bookingTravellers.userId, demo.id)),
      );
    const res = await call(
      'PUT',
      `/api/users/${demo.id}/bookings/WF-26-01150/pre-departure-checklist`,
      { cookie: demoCookie, body: { type: 'ITINERARY_DETAILS', completed: true } },
    );
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf('checklist.item_done');
    expect(event?.data).toMatchObject({
      travellerId: demo.id,
      externalTravellerId: 'OP-PERSON-1',
      bookingId: 'WF-26-01150',
      externalBookingId: 'OP-BOOKING-77',
    });
  });

  it('records alert.removed with the tour or travel the alert was on', async () => {
    const list = await call('GET', '/api/notify-me', { cookie: demoCookie });
    const [alert] = notifyMeAlertsResponseSchema.parse(list.json()).data;
    const target =
      alert!.type === 'tour'
        ? { path: 'tours', id: alert!.tour!.id }
        : { path: 'travels', id: alert!.travel.id };
    const res = await call('DELETE', `/api/${target.path}/${target.id}/notify-me`, {
      cookie: demoCookie,
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf('alert.removed');
    expect(event?.data).toMatchObject({
      travellerId: demo.id,
      alertType: alert!.type,
      targetId: target.id,
    });
    // Removing it again is refused, and records nothing more.
    const again = await call('DELETE', `/api/${target.path}/${target.id}/notify-me`, {
      cookie: demoCookie,
    });
    expect(again.statusCode).toBe(404);
    expect(await eventsOf('alert.removed')).toHaveLength(1);
  });

  it('leaves out endpoints that are disabled or want other types', async () => {
    await t.database.db
      .update(webhookEndpoints)
      .set({ eventTypes: ['document.rejected'] })
      .where(eq(webhookEndpoints.id, endpointId));
    const res = await call('PATCH', '/api/users/consents', {
      cookie: demoCookie,
      body: { newsletter: true },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf('consent.updated');
    expect(event?.data.consents.newsletter).toBe(true);
    expect(await deliveriesFor(event!.row.id)).toEqual([]);
  });
});
