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
import { bookings, bookingTravellers, tours } from '../../src/db/schema-bookings';
import { identityDocuments } from '../../src/db/schema-documents';
import { engagementTravellers } from '../../src/db/seed/engagement';
import { tourChangeDemoBookings, tourChangeDemoTourIds } from '../../src/db/seed/tour-change';
import { queueVerification } from '../../src/modules/documents/verification';
import { documentFixtures, fixtureImage } from '../documents/fixtures';
import { multipart, spaHeaders } from '../documents/helpers';

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
    // The demo's bookings come through the operator import: they carry the operator's ids.
    expect(event?.data).toEqual({
      travellerId: demo.id,
      externalTravellerId: 'traveller-1',
      bookingId: 'WF-26-01077',
      externalBookingId: 'WF-26-01077',
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

/** The events of a type recorded after `count` earlier ones, once the verification has written them. */
async function settledEventsOf<Type extends WebhookEventType>(type: Type, documentId: string) {
  for (let tries = 0; tries < 240; tries++) {
    const found = (await eventsOf(type)).filter(
      (event) => (event.data as { documentId?: string }).documentId === documentId,
    );
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${type} event for ${documentId}`);
}

async function jobsFor(documentId: string) {
  return t.database.query<{ state: string }>(
    `select state from pgboss.job where name = 'document-verification' and data->>'documentId' = $1`,
    [documentId],
  );
}

describe('the outbox: documents', () => {
  const upload = (file: string, fields: Record<string, string> = {}) => {
    const fixture = documentFixtures.find((candidate) => candidate.file === file)!;
    const body = multipart(
      { type: fixture.type, ...fixture.entered, ...fields },
      { filename: file, contentType: 'image/png', content: fixtureImage(fixture) },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/users/${demo.id}/documents`,
      headers: { cookie: demoCookie, ...spaHeaders, ...body.headers },
      payload: body.payload,
    });
  };

  it(
    'records document.uploaded with its verification job, and document.verified once approved',
    {
      timeout: 90_000,
    },
    async () => {
      const res = await upload('passport-rossi.png');
      expect(res.statusCode, res.body).toBe(202);
      const documentId = res.json().data.id as string;
      const [uploaded] = (await eventsOf('document.uploaded')).filter(
        (event) => event.data.documentId === documentId,
      );
      expect(uploaded?.data).toMatchObject({
        travellerId: demo.id,
        documentId,
        documentType: 'PASSPORT',
      });
      expect((await jobsFor(documentId)).length).toBe(1);
      const [verified] = await settledEventsOf('document.verified', documentId);
      expect(verified?.data).toMatchObject({ travellerId: demo.id, documentType: 'PASSPORT' });
      expect(await eventsOf('document.rejected')).toEqual([]);
    },
  );

  it('records document.rejected for a blurred photo', { timeout: 90_000 }, async () => {
    const res = await upload('id-card-rossi-blurred.png');
    expect(res.statusCode, res.body).toBe(202);
    const documentId = res.json().data.id as string;
    const [rejected] = await settledEventsOf('document.rejected', documentId);
    expect(rejected?.data).toMatchObject({ documentType: 'IDENTITY_CARD' });
    const [row] = await t.database.db
      .select({ status: identityDocuments.status })
      .from(identityDocuments)
      .where(eq(identityDocuments.id, documentId));
    expect(row?.status).toBe('REJECTED');
  });

  it(
    'records document.needs_review when the image cannot be read (its file is gone)',
    {
      timeout: 60_000,
    },
    async () => {
      const documentId = await t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(identityDocuments)
          .values({
            userId: registry.id,
            type: 'DRIVING_LICENCE',
            number: 'U1234567',
            issuingCountry: 'IT',
            issueDate: '2020-01-10',
            expiryDate: '2030-01-10',
            status: 'UPLOADED',
            fileKey: 'documents/lost/file',
          })
          .returning({ id: identityDocuments.id });
        await queueVerification(t.app.jobs, tx as never, row!.id);
        return row!.id;
      });
      const [review] = await settledEventsOf('document.needs_review', documentId);
      expect(review?.data).toMatchObject({
        travellerId: registry.id,
        documentType: 'DRIVING_LICENCE',
      });
      const [row] = await t.database.db
        .select({ status: identityDocuments.status, verification: identityDocuments.verification })
        .from(identityDocuments)
        .where(eq(identityDocuments.id, documentId));
      expect(row).toMatchObject({
        status: 'TO_VALIDATE',
        verification: { reviewReason: 'ENGINE_FAILED' },
      });
    },
  );

  it('records nothing, and queues nothing, for a refused upload', async () => {
    const before = (await eventsOf('document.uploaded')).length;
    const jobsBefore = await t.database.query(
      `select id from pgboss.job where name = 'document-verification'`,
    );
    const res = await upload('passport-rossi.png', { expiryDate: '2001-01-01' });
    expect(res.statusCode).toBe(400);
    expect(await eventsOf('document.uploaded')).toHaveLength(before);
    expect(
      await t.database.query(`select id from pgboss.job where name = 'document-verification'`),
    ).toHaveLength(jobsBefore.length);
  });
});

describe('the outbox: trips', () => {
  const japan = 'WF-26-01041';
  let leaderId: string;
  let companionId: string;

  beforeAll(async () => {
    const { db } = t.database;
    await db.update(bookings).set({ externalId: 'OP-B-JP' }).where(eq(bookings.id, japan));
    const travellers = await db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, japan));
    leaderId = travellers.find((traveller) => traveller.isLeader)!.id;
    companionId = travellers.find((traveller) => !traveller.isLeader)!.id;
    await db
      .update(bookingTravellers)
      .set({ externalId: 'OP-P-JP-1' })
      .where(eq(bookingTravellers.id, leaderId));
    await db
      .update(bookingTravellers)
      .set({ externalId: 'OP-P-JP-2' })
      .where(eq(bookingTravellers.id, companionId));
  });

  const saveFlights = (body: object) =>
    call('POST', `/api/users/${demo.id}/bookings/${japan}/flights`, { cookie: demoCookie, body });

  it('records flights.shared with the operator’s ids of the booking and of the traveller whose flights they are', async () => {
    const [tour] = await t.database.db
      .select({ startingDate: tours.startingDate })
      .from(tours)
      .innerJoin(bookings, eq(bookings.tourId, tours.id))
      .where(eq(bookings.id, japan));
    const day = new Date(Date.parse(`${tour!.startingDate}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await saveFlights({
      travelerId: companionId,
      flights: [
        {
          departureAirport: { iataCode: 'FCO' },
          arrivalAirport: { iataCode: 'HND' },
          departureDateTime: `${day}T13:25+01:00`,
          arrivalDateTime: `${tour!.startingDate}T09:00+09:00`,
          flightNumber: 'AZ792',
          airline: 'ITA Airways',
          stops: 0,
          direction: 'OUTBOUND',
          tripType: 'ONE_WAY',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventsOf('flights.shared');
    expect(event?.data).toEqual({
      travellerId: demo.id,
      // The account's own id on this booking, not on its latest one (OP-PERSON-1 above).
      externalTravellerId: 'OP-P-JP-1',
      bookingId: japan,
      externalBookingId: 'OP-B-JP',
      bookingTravellerId: companionId,
      externalBookingTravellerId: 'OP-P-JP-2',
    });
  });

  it('records flights.not_needed, and nothing for a refused save', async () => {
    const refused = await saveFlights({ travelerId: leaderId, flights: [], noFlightNeeded: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(await eventsOf('flights.not_needed')).toEqual([]);
    const res = await saveFlights({ travelerId: leaderId, flights: [], noFlightNeeded: true });
    expect(res.statusCode, res.body).toBe(200);
    const events = await eventsOf('flights.not_needed');
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      externalBookingId: 'OP-B-JP',
      bookingTravellerId: leaderId,
      externalBookingTravellerId: 'OP-P-JP-1',
    });
  });

  it('records trip.changed with the operator’s ids of both departures, and nothing for a refused change', async () => {
    const bookingId = tourChangeDemoBookings.allowed;
    const [booking] = await t.database.db
      .update(bookings)
      .set({ externalId: 'OP-B-CHANGE' })
      .where(eq(bookings.id, bookingId))
      .returning({ tourId: bookings.tourId });
    const toTourId = tourChangeDemoTourIds.later;
    await t.database.db
      .update(tours)
      .set({ externalId: 'OP-D-FROM' })
      .where(eq(tours.id, booking!.tourId));
    await t.database.db.update(tours).set({ externalId: 'OP-D-TO' }).where(eq(tours.id, toTourId));
    const url = (id: string) => `/api/users/${demo.id}/bookings/${id}/self-tour-change`;
    const refused = await call('POST', url(tourChangeDemoBookings.tooClose), {
      cookie: demoCookie,
      body: { tourId: toTourId, idempotencyKey: crypto.randomUUID() },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf('trip.changed')).toEqual([]);
    const res = await call('POST', url(bookingId), {
      cookie: demoCookie,
      body: { tourId: toTourId, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventsOf('trip.changed');
    expect(event?.data).toMatchObject({
      travellerId: demo.id,
      bookingId,
      externalBookingId: 'OP-B-CHANGE',
      fromTourId: booking!.tourId,
      toTourId,
      externalFromDepartureId: 'OP-D-FROM',
      externalToDepartureId: 'OP-D-TO',
    });
  });
});

describe('the outbox: referral and consents', () => {
  it('records referral.discount_generated with the code, and nothing when the balance is empty', async () => {
    const { referrer } = engagementTravellers;
    const { cookie } = await signIn(t.app, { email: referrer.email, password: demoPassword });
    const url = `/api/users/${referrer.id}/referral/discounts`;
    const res = await call('POST', url, { cookie, body: { idempotencyKey: crypto.randomUUID() } });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().data.promoCode.code as string;
    const events = await eventsOf('referral.discount_generated');
    expect(events.map((event) => event.data)).toEqual([
      { travellerId: referrer.id, externalTravellerId: 'traveller-1', code },
    ]);
    const empty = await call('POST', url, {
      cookie,
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(empty.statusCode).toBe(409);
    expect(await eventsOf('referral.discount_generated')).toHaveLength(1);
  });

  it('records consent.updated with every consent, and nothing for a refused change', async () => {
    const before = (await eventsOf('consent.updated')).length;
    const refused = await call('PATCH', '/api/users/consents', {
      cookie: registryCookie,
      body: { marketing: 'sure' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await eventsOf('consent.updated')).toHaveLength(before);
    const res = await call('PATCH', '/api/users/consents', {
      cookie: registryCookie,
      body: { marketing: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await eventsOf('consent.updated');
    expect(event?.row.userId).toBe(registry.id);
    expect(event?.data).toMatchObject({
      travellerId: registry.id,
      consents: { marketing: true },
    });
  });
});
