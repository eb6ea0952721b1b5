import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import { users } from '../../src/db/schema';
import { bookingPayments, bookings, bookingTravellers, tours } from '../../src/db/schema-bookings';
import { checklistItems } from '../../src/db/schema-checklist';
import { invitations, mailMessages } from '../../src/db/schema-mail';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { bookingBody, departureBody, host, operatorToken, tourBody } from './helpers';

let test: TestApp;
let token: string;
let catalogOnly: string;

beforeAll(async () => {
  test = await buildTestApp();
  token = await operatorToken(test.app, test.database.db, ['catalog:write', 'bookings:write']);
  catalogOnly = await operatorToken(test.app, test.database.db, ['catalog:write']);
});
afterAll(async () => {
  await test?.close();
});

function put(url: string, body: unknown, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'PUT',
    url: `/api/operator/v1${url}`,
    headers: { host, authorization: `Bearer ${token}`, ...headers },
    payload: body as object,
  });
}

async function seedCatalog(suffix: string) {
  expect((await put(`/tours/T-${suffix}`, tourBody({ slug: `tour-${suffix}` }))).statusCode).toBe(
    201,
  );
  expect((await put(`/departures/D-${suffix}`, departureBody(`T-${suffix}`))).statusCode).toBe(201);
}

describe('upserts', () => {
  it('create, answer the same body again with 200 unchanged, and update with a new version', async () => {
    const created = await put('/tours/T-100', tourBody({ slug: 'tour-100' }));
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe('"1"');
    expect(created.headers.location).toBe('/api/operator/v1/tours/T-100');
    expect(created.json().data).toMatchObject({ id: 'T-100', version: 1, result: 'created' });

    const again = await put('/tours/T-100', tourBody({ slug: 'tour-100' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ version: 1, result: 'unchanged' });

    const changed = await put('/tours/T-100', tourBody({ slug: 'tour-100', ageRange: '35+' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json().data).toMatchObject({ version: 2, result: 'updated' });

    const read = await test.app.inject({
      url: '/api/operator/v1/tours/T-100',
      headers: { host, authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"2"');
  });

  it('refuse a stale If-Match with 409 and leave the newer state alone', async () => {
    await seedCatalog('200');
    const first = await put('/departures/D-200', departureBody('T-200', { availableSeats: 5 }), {
      'if-match': '"1"',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const stale = await put('/departures/D-200', departureBody('T-200', { availableSeats: 9 }), {
      'if-match': '"1"',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', extra: { currentVersion: 2 } });
    const [row] = await test.database.db
      .select({ seats: tours.availableSeats, version: tours.version })
      .from(tours)
      .where(eq(tours.externalId, 'D-200'));
    expect(row).toEqual({ seats: 5, version: 2 });

    const fresh = await put('/departures/D-200', departureBody('T-200', { availableSeats: 9 }), {
      'if-match': '"2"',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).toBe('"3"');
  });

  it('refuses If-Match on a record that does not exist, and a malformed If-Match', async () => {
    const missing = await put('/tours/T-none', tourBody({ slug: 'tour-none' }), {
      'if-match': '"1"',
    });
    expect(missing.statusCode).toBe(409);
    const malformed = await put('/tours/T-none', tourBody({ slug: 'tour-none' }), {
      'if-match': 'yesterday',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');
  });

  it('names the missing parent of a departure and of a booking', async () => {
    const departure = await put('/departures/D-orphan', departureBody('T-unknown'));
    expect(departure.statusCode).toBe(400);
    expect(departure.json().error.fields).toEqual({ tourId: expect.any(String) });
    const booking = await put('/bookings/B-orphan', bookingBody('D-unknown'));
    expect(booking.statusCode).toBe(400);
    expect(booking.json().error.fields).toEqual({ departureId: expect.any(String) });
  });

  it('link a booking to the account of each address, creating the new ones', async () => {
    await seedCatalog('300');
    const res = await put(
      '/bookings/B-300',
      bookingBody('D-300', {
        travellers: [
          {
            id: 'P-1',
            name: 'Giulia',
            lastname: 'Demo',
            email: 'Demo@Wayfarer.test',
            isLeader: true,
          },
          { id: 'P-2', name: 'Luca', lastname: 'Nuovo', email: 'luca.nuovo@example.test' },
          { id: 'P-3', name: 'Ada', lastname: 'Senza', email: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const reference = res.json().data.wayfarerId as string;
    expect(reference).toMatch(/^WF-\d{2}-\d{5}$/);

    const [demo] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo@wayfarer.test'));
    const [luca] = await test.database.db
      .select({ id: users.id, name: users.name, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'luca.nuovo@example.test'));
    expect(luca).toMatchObject({ name: 'Luca', passwordHash: null });
    // The new traveller (only they) is invited to choose a password, by e-mail.
    const invited = await test.database.db
      .select({ userId: invitations.userId, variant: invitations.variant })
      .from(invitations)
      .where(inArray(invitations.userId, [demo!.id, luca!.id]));
    expect(invited).toEqual([{ userId: luca!.id, variant: 'international' }]);
    const mails = await test.database.db
      .select({ to: mailMessages.toAddress })
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, 'luca.nuovo@example.test'));
    expect(mails).toHaveLength(1);
    const travellers = await test.database.db
      .select({ externalId: bookingTravellers.externalId, userId: bookingTravellers.userId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, reference))
      .orderBy(asc(bookingTravellers.position));
    expect(travellers).toEqual([
      { externalId: 'P-1', userId: demo!.id },
      { externalId: 'P-2', userId: luca!.id },
      { externalId: 'P-3', userId: null },
    ]);

    // The existing traveller sees the pushed trip in their own list, with its checklist.
    const { cookie } = await signIn(test.app, {
      email: 'demo@wayfarer.test',
      password: 'wayfarer-demo',
    });
    const list = await test.app.inject({
      url: `/api/users/${demo!.id}/bookings`,
      headers: { host, cookie },
    });
    expect(list.statusCode).toBe(200);
    const trip = list.json().data.find((b: { id: string }) => b.id === reference);
    expect(trip).toMatchObject({ travellersCount: 3, totalAmount: 378_000, paidAmount: 78_000 });
    const checklist = await test.database.db
      .select({ type: checklistItems.type })
      .from(checklistItems)
      .innerJoin(bookingTravellers, eq(bookingTravellers.id, checklistItems.bookingTravellerId))
      .where(eq(bookingTravellers.bookingId, reference));
    expect(checklist.length).toBeGreaterThan(0);
  });

  it('update a booking in place: kept rows keep their ids, dropped rows go', async () => {
    await seedCatalog('400');
    const created = await put('/bookings/B-400', bookingBody('D-400'));
    const reference = created.json().data.wayfarerId as string;
    const before = await test.database.db
      .select({ id: bookingTravellers.id, externalId: bookingTravellers.externalId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, reference));
    const leaderRowId = before.find((row) => row.externalId === 'P-1')!.id;

    const body = bookingBody('D-400');
    const updated = await put('/bookings/B-400', {
      ...body,
      travellers: [body.travellers[0]],
      payments: [{ ...body.payments[1], paidAt: '2027-05-30T08:00:00Z' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ wayfarerId: reference, version: 2 });

    const after = await test.database.db
      .select({ id: bookingTravellers.id, externalId: bookingTravellers.externalId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, reference));
    expect(after).toEqual([{ id: leaderRowId, externalId: 'P-1' }]);
    const payments = await test.database.db
      .select({ externalId: bookingPayments.externalId, paidAt: bookingPayments.paidAt })
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, reference));
    expect(payments).toEqual([{ externalId: 'PAY-2', paidAt: new Date('2027-05-30T08:00:00Z') }]);
  });

  it('moves the lead to another traveller', async () => {
    await seedCatalog('450');
    const body = bookingBody('D-450');
    const created = await put('/bookings/B-450', body);
    const reference = created.json().data.wayfarerId as string;
    const swapped = await put('/bookings/B-450', {
      ...body,
      travellers: [
        { ...body.travellers[0], isLeader: false },
        { ...body.travellers[1], email: 'marco.rossi@example.test', isLeader: true },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    const [booking] = await test.database.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, reference));
    const [marco] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'marco.rossi@example.test'));
    expect(booking!.userId).toBe(marco!.id);
  });

  it('gives the booking to the traveller who booked it when that is not the leader', async () => {
    await seedCatalog('470');
    const body = bookingBody('D-470');
    const created = await put('/bookings/B-470', {
      ...body,
      ownerTravellerId: 'P-2',
      travellers: [body.travellers[0], { ...body.travellers[1], email: 'owner.470@example.test' }],
    });
    expect(created.statusCode).toBe(201);
    const [booking] = await test.database.db
      .select({ userId: users.id })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, created.json().data.wayfarerId));
    const [owner] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner.470@example.test'));
    expect(booking!.userId).toBe(owner!.id);
    // The leader still holds the checklist.
    const leaders = await test.database.db
      .select({ externalId: bookingTravellers.externalId })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, created.json().data.wayfarerId));
    expect(leaders.map((row) => row.externalId).sort()).toEqual(['P-1', 'P-2']);

    const unknown = await put('/bookings/B-471', { ...body, ownerTravellerId: 'P-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ ownerTravellerId: expect.any(String) });
    const noAddress = await put('/bookings/B-472', { ...body, ownerTravellerId: 'P-2' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toEqual({
      'travellers.1.email': expect.any(String),
    });
  });

  it('keeps an operator UUID as the Wayfarer id of a new tour, departure and coordinator', async () => {
    const tourId = '5e1f0000-0000-4000-8000-000000000001';
    const departureId = '5e1f0000-0000-4000-8000-000000000002';
    const coordinatorId = '5e1f0000-0000-4000-8000-000000000003';
    const tour = await put(`/tours/${tourId}`, tourBody({ slug: 'tour-uuid' }));
    expect(tour.json().data).toMatchObject({ id: tourId, wayfarerId: tourId, result: 'created' });
    const departure = await put(
      `/departures/${departureId}`,
      departureBody(tourId, {
        coordinator: { ...departureBody(tourId).coordinator, id: coordinatorId, nickname: 'uuid' },
      }),
    );
    expect(departure.json().data).toMatchObject({ wayfarerId: departureId, result: 'created' });
    const [row] = await test.database.db
      .select({ coordinatorId: tours.coordinatorId })
      .from(tours)
      .where(eq(tours.id, departureId));
    expect(row!.coordinatorId).toBe(coordinatorId);

    // An id of another form gets a new UUID; a UUID another tour has as its Wayfarer id too.
    const other = await put('/tours/T-uuid-other', tourBody({ slug: 'tour-uuid-other' }));
    const otherId = other.json().data.wayfarerId as string;
    expect(otherId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const taken = await put(`/tours/${otherId}`, tourBody({ slug: 'tour-uuid-taken' }));
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.wayfarerId).not.toBe(otherId);
  });
});

describe('scopes on the upserts', () => {
  it('refuse a booking to a catalogue-only token with 403 and take its tours', async () => {
    const tour = await put('/tours/T-500', tourBody({ slug: 'tour-500' }), {
      authorization: `Bearer ${catalogOnly}`,
    });
    expect(tour.statusCode).toBe(201);
    const booking = await put('/bookings/B-500', bookingBody('D-400'), {
      authorization: `Bearer ${catalogOnly}`,
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.json().error.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('refuse a traveller session', async () => {
    const { cookie } = await signIn(test.app, {
      email: 'demo@wayfarer.test',
      password: 'wayfarer-demo',
    });
    const res = await test.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/T-501',
      headers: {
        host,
        cookie,
        origin: 'http://localhost:3000',
        [csrfHeader]: csrfHeaderValue,
      },
      payload: tourBody({ slug: 'tour-501' }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('webhook management under the operator API', () => {
  it('needs the webhooks:manage scope', async () => {
    const refused = await test.app.inject({
      url: '/api/operator/v1/webhooks/endpoints',
      headers: { host, authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    const manager = await operatorToken(test.app, test.database.db, ['webhooks:manage']);
    const allowed = await test.app.inject({
      url: '/api/operator/v1/webhooks/endpoints',
      headers: { host, authorization: `Bearer ${manager}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('hostile inputs', () => {
  it('answers an oversize body with 413 in the error shape', async () => {
    const res = await put(
      '/tours/T-600',
      tourBody({ slug: 'tour-600', title: { en: 'x'.repeat(1_100_000) } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses control characters with the field that has them', async () => {
    const res = await put(
      '/tours/T-601',
      tourBody({ slug: 'tour-601', destination: 'ice\u0000land' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { destination: expect.any(String) },
    });
  });

  it('refuses half of a surrogate pair in a text stored as JSON, naming it (it was a 500)', async () => {
    const res = await test.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/T-604',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload:
        '{"slug":"tour-604","title":{"en":"a\\ud800b"},"destination":"iceland","countryCodes":["IS"],"ageRange":"25-35"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'title.en': expect.any(String) },
    });
  });

  it('checks the token before it reads the body: 401 and 403 whatever the body holds', async () => {
    const send = (authorization: string | undefined, payload: string, type: string) =>
      test.app.inject({
        method: 'PUT',
        url: '/api/operator/v1/departures/D-605',
        headers: {
          host,
          'content-type': type,
          ...(authorization ? { authorization } : {}),
        },
        payload,
      });
    for (const [payload, type] of [
      ['{}', 'application/json'],
      ['{"a":1,"a":2}', 'application/json'],
      ['{"a":', 'application/json'],
      ['x', 'text/plain'],
    ] as const) {
      const anonymous = await send(undefined, payload, type);
      expect(anonymous.statusCode, payload).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      const catalogWriter = await send(`Bearer ${catalogOnly}`, payload, type);
      // Departures need catalog:write, which this token has: its body is then read and refused.
      expect(catalogWriter.statusCode, payload).not.toBe(401);
    }
    const bookingsOnly = await operatorToken(test.app, test.database.db, ['travellers:read']);
    const wrongScope = await send(`Bearer ${bookingsOnly}`, 'x', 'text/plain');
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json().error.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('refuses a repeated key, naming it', async () => {
    const res = await test.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/T-602',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"slug":"tour-602","title":{"en":"A","en":"B"},"destination":"x","ageRange":"35+"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'title.en': expect.stringContaining('repeated') },
    });
  });

  it('refuses unknown fields, broken JSON and other content types', async () => {
    const unknown = await put('/tours/T-603', { ...tourBody({ slug: 'tour-603' }), price: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    const broken = await test.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/T-603',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"slug":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BAD_REQUEST');
    const text = await test.app.inject({
      method: 'PUT',
      url: '/api/operator/v1/tours/T-603',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'slug=tour-603',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an id outside the allowed characters', async () => {
    const res = await put('/tours/%E2%80%AEevil', tourBody({ slug: 'tour-604' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { id: expect.any(String) },
    });
  });
});

describe('OpenAPI document', () => {
  it('is served from the contract schemas, with the client-credentials flow and scopes', async () => {
    const res = await test.app.inject({ url: '/api/operator/v1/openapi.json', headers: { host } });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/tours/{id}',
        '/departures/{id}',
        '/bookings/{id}',
        '/imports',
        '/webhooks/endpoints',
      ]),
    );
    expect(document.components.securitySchemes.operatorToken.flows.clientCredentials).toMatchObject(
      {
        tokenUrl: 'http://localhost:3000/oidc/token',
        scopes: expect.objectContaining({ 'bookings:write': expect.any(String) }),
      },
    );
    const booking = document.components.schemas.OperatorBooking;
    expect(booking.required).toEqual(expect.arrayContaining(['departureId', 'travellers']));
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('is not mixed into the traveller API reference', async () => {
    const res = await test.app.inject({ url: '/api/docs/json', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths).some((path) => path.includes('/operator/'))).toBe(false);
  });
});
