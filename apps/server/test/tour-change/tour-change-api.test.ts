import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  csrfHeader,
  csrfHeaderValue,
  tourChangeAvailabilityResponseSchema,
  tourChangeResponseSchema,
  type TourChangeAvailability,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { bookingPayments, bookingRefunds } from '../../src/db/schema-bookings';
import { tourChanges } from '../../src/db/schema-tour-change';
import { tourChangeDemoBookings, tourChangeDemoTourIds } from '../../src/db/seed/tour-change';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { TOUR_CHANGE_PAYMENT_DUE_DAYS } from '../../src/modules/tour-change/service';
import {
  bookingOf,
  changeUrl,
  createBooking,
  createTrip,
  day,
  expectError,
  newKey,
  origin,
  postChange,
  seatsOf,
} from './fixtures';

const { demo, newcomer } = demoTravellers;

let t: TestApp;
let cookie: string;
let newcomerCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

const db = () => t.database.db;

async function availabilityOf(
  bookingId: string,
  { userId = demo.id, as = cookie }: { userId?: string; as?: string } = {},
): Promise<TourChangeAvailability> {
  const res = await t.app.inject({ url: changeUrl(userId, bookingId), headers: { cookie: as } });
  expect(res.statusCode, res.body).toBe(200);
  return tourChangeAvailabilityResponseSchema.parse(res.json()).data;
}

const post = (bookingId: string, payload: unknown, headers?: Record<string, string>) =>
  postChange(t.app, { cookie, userId: demo.id, bookingId }, payload, headers);

describe('GET …/self-tour-change on the demo bookings', () => {
  it('allowed: the departures of the same trip and age range with room, soonest first, priced for the booking', async () => {
    const availability = await availabilityOf(tourChangeDemoBookings.allowed);
    expect(availability).toEqual({
      allowed: true,
      voluntary: true,
      currency: 'EUR',
      travellersCount: 2,
      departures: [
        {
          tourId: tourChangeDemoTourIds.later,
          status: 'PLANNED',
          startingDate: day(90),
          endingDate: day(99),
          days: 10,
          nights: 9,
          availableSeats: 8,
          pricePerPerson: 129_000,
          priceDifference: 20_000,
        },
        {
          tourId: tourChangeDemoTourIds.latest,
          status: 'PLANNED',
          startingDate: day(120),
          endingDate: day(129),
          days: 10,
          nights: 9,
          availableSeats: 5,
          pricePerPerson: 109_000,
          priceDifference: -20_000,
        },
      ],
      notices: ['FLIGHTS_NOT_REFUNDED'],
    });
    // Not offered: sold out, on request, another age range, too close, cancelled, its own.
    const offered = availability.allowed ? availability.departures.map((d) => d.tourId) : [];
    for (const name of [
      'soldOut',
      'onRequest',
      'otherAgeRange',
      'soon',
      'cancelled',
      'allowedCurrent',
    ] as const) {
      expect(offered).not.toContain(tourChangeDemoTourIds[name]);
    }
  });

  it('TOUR_DEPARTURE_TOO_CLOSE: departs in 20 days', async () => {
    expect(await availabilityOf(tourChangeDemoBookings.tooClose)).toEqual({
      allowed: false,
      reason: 'TOUR_DEPARTURE_TOO_CLOSE',
      nextChangeDate: null,
    });
  });

  it('the flexible cancellation option: departs in 20 days and may still change', async () => {
    const availability = await availabilityOf(tourChangeDemoBookings.flexibleCancellation);
    expect(availability.allowed).toBe(true);
  });

  it('REQUEST_LIMIT_REACHED: changed ten days ago, with the day it may change again', async () => {
    expect(await availabilityOf(tourChangeDemoBookings.changedThisMonth)).toEqual({
      allowed: false,
      reason: 'REQUEST_LIMIT_REACHED',
      nextChangeDate: day(20),
    });
  });

  it('a cancelled tour: allowed without the flights notice (not a voluntary change)', async () => {
    const availability = await availabilityOf(tourChangeDemoBookings.cancelledTour);
    expect(availability).toMatchObject({ allowed: true, voluntary: false, notices: [] });
    expect(availability.allowed && availability.departures.map((d) => d.tourId)).toEqual([
      tourChangeDemoTourIds.allowedCurrent,
      tourChangeDemoTourIds.later,
      tourChangeDemoTourIds.latest,
    ]);
  });

  it('INSUFFICIENT_TOUR_CAPACITY: no other departure of the trip (Patagonia)', async () => {
    expect(await availabilityOf('WF-26-01215')).toEqual({
      allowed: false,
      reason: 'INSUFFICIENT_TOUR_CAPACITY',
      nextChangeDate: null,
    });
  });

  it.each([
    ['WF-26-01123', 'a payment overdue', 'BOOKING_INCOMPLETE'],
    ['WF-26-01066', 'a cancelled booking', 'INVALID_ORDER_STATUS'],
  ])('%s (%s): %s', async (bookingId, _why, reason) => {
    expect(await availabilityOf(bookingId)).toEqual({
      allowed: false,
      reason,
      nextChangeDate: null,
    });
  });
});

describe('GET …/self-tour-change: reasons on bookings made for the test', () => {
  it('INSUFFICIENT_TOUR_CAPACITY: only sold-out, on-request, another age range or too few seats', async () => {
    const [current, soldOut, onRequest, older, oneSeat] = await createTrip(db(), [
      { start: 60, seats: 3 },
      { start: 90, seats: 0 },
      { start: 95, seats: 0, onRequest: true },
      { start: 100, seats: 10, ageRange: '35+' },
      { start: 110, seats: 1 },
    ]);
    const bookingId = await createBooking(db(), {
      userId: demo.id,
      tourId: current!,
      travellers: 2,
    });
    expect(await availabilityOf(bookingId)).toMatchObject({
      allowed: false,
      reason: 'INSUFFICIENT_TOUR_CAPACITY',
    });
    void [soldOut, onRequest, older, oneSeat];
  });

  it('the flexible cancellation option allows a change up to 8 days before departure', async () => {
    const [soon, later] = await createTrip(db(), [
      { start: 10, seats: 3 },
      { start: 12, seats: 3 },
    ]);
    const flexible = await createBooking(db(), {
      userId: demo.id,
      tourId: soon!,
      hasCancellationOption: true,
    });
    const rigid = await createBooking(db(), { userId: demo.id, tourId: soon! });
    const availability = await availabilityOf(flexible);
    expect(availability.allowed && availability.departures.map((d) => d.tourId)).toEqual([later]);
    expect(await availabilityOf(rigid)).toMatchObject({ reason: 'TOUR_DEPARTURE_TOO_CLOSE' });
  });

  it('INVALID_ORDER_STATUS: a booking still PENDING', async () => {
    const [current] = await createTrip(db(), [
      { start: 60, seats: 3 },
      { start: 90, seats: 3 },
    ]);
    const bookingId = await createBooking(db(), {
      userId: demo.id,
      tourId: current!,
      status: 'PENDING',
    });
    expect(await availabilityOf(bookingId)).toMatchObject({ reason: 'INVALID_ORDER_STATUS' });
  });
});

describe('only the booking’s own traveller', () => {
  it('answers 404 under another user’s id, for another traveller’s booking and for an unknown one', async () => {
    const own = tourChangeDemoBookings.allowed;
    const underOther = await t.app.inject({
      url: changeUrl(newcomer.id, own),
      headers: { cookie },
    });
    const asOther = await t.app.inject({
      url: changeUrl(newcomer.id, own),
      headers: { cookie: newcomerCookie },
    });
    const othersUnderOwnId = await t.app.inject({
      url: changeUrl(demo.id, own),
      headers: { cookie: newcomerCookie },
    });
    const unknown = await t.app.inject({
      url: changeUrl(demo.id, 'WF-26-00000'),
      headers: { cookie },
    });
    const bodies = [underOther, asOther, othersUnderOwnId, unknown].map((res) =>
      expectError(res, 404, 'NOT_FOUND'),
    );
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('refuses to change another traveller’s booking (404) and changes nothing', async () => {
    const before = await seatsOf(db(), tourChangeDemoTourIds.later);
    for (const [userId, as] of [
      [demo.id, newcomerCookie],
      [newcomer.id, newcomerCookie],
      [newcomer.id, cookie],
    ] as const) {
      const res = await postChange(
        t.app,
        { cookie: as, userId, bookingId: tourChangeDemoBookings.allowed },
        { tourId: tourChangeDemoTourIds.later, idempotencyKey: newKey() },
      );
      expectError(res, 404, 'NOT_FOUND');
    }
    expect(await seatsOf(db(), tourChangeDemoTourIds.later)).toBe(before);
  });

  it('answers 401 without a session and 400 for a malformed booking id', async () => {
    const anonymous = await t.app.inject({
      url: changeUrl(demo.id, tourChangeDemoBookings.allowed),
    });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    const malformed = await t.app.inject({
      url: changeUrl(demo.id, 'booking-1'),
      headers: { cookie },
    });
    expectError(malformed, 400, 'VALIDATION_FAILED');
  });
});

describe('POST …/self-tour-change: refusals', () => {
  const bookingId = tourChangeDemoBookings.allowed;
  const tourId = tourChangeDemoTourIds.later;

  it.each([
    ['an empty body', {}, ['idempotencyKey', 'tourId']],
    ['no idempotency key', { tourId }, ['idempotencyKey']],
    ['a short idempotency key', { tourId, idempotencyKey: 'abc' }, ['idempotencyKey']],
    ['a key with spaces', { tourId, idempotencyKey: 'a key with some spaces' }, ['idempotencyKey']],
    ['a tour id that is not a uuid', { tourId: 'tour-2', idempotencyKey: newKey() }, ['tourId']],
    ['no tour id', { idempotencyKey: newKey() }, ['tourId']],
  ])('400 VALIDATION_FAILED for %s', async (_, payload, fields) => {
    const error = expectError(await post(bookingId, payload), 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('403 CSRF_FAILED without the CSRF header or from another origin', async () => {
    const payload = { tourId, idempotencyKey: newKey() };
    expectError(await post(bookingId, payload, { origin }), 403, 'CSRF_FAILED');
    expectError(
      await post(bookingId, payload, {
        [csrfHeader]: csrfHeaderValue,
        origin: 'https://evil.example',
      }),
      403,
      'CSRF_FAILED',
    );
  });

  it('401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: changeUrl(demo.id, bookingId),
      payload: { tourId, idempotencyKey: newKey() },
      headers: { [csrfHeader]: csrfHeaderValue, origin },
    });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it.each([
    [tourChangeDemoBookings.tooClose, 'TOUR_DEPARTURE_TOO_CLOSE'],
    [tourChangeDemoBookings.changedThisMonth, 'REQUEST_LIMIT_REACHED'],
    ['WF-26-01215', 'INSUFFICIENT_TOUR_CAPACITY'],
    ['WF-26-01123', 'BOOKING_INCOMPLETE'],
    ['WF-26-01066', 'INVALID_ORDER_STATUS'],
  ])('409 for %s: %s, nothing changes', async (blocked, code) => {
    const before = await seatsOf(db(), tourId);
    const res = await post(blocked, { tourId, idempotencyKey: newKey() });
    expectError(res, 409, code);
    expect(await seatsOf(db(), tourId)).toBe(before);
  });

  it.each([
    ['sold out', 'soldOut'],
    ['on request', 'onRequest'],
  ] as const)('409 INSUFFICIENT_TOUR_CAPACITY for a departure %s', async (_, name) => {
    const res = await post(bookingId, {
      tourId: tourChangeDemoTourIds[name],
      idempotencyKey: newKey(),
    });
    expectError(res, 409, 'INSUFFICIENT_TOUR_CAPACITY');
  });

  it.each([
    ['of another age range', tourChangeDemoTourIds.otherAgeRange, 'DIFFERENT_AGE_RANGE'],
    ['that is cancelled', tourChangeDemoTourIds.cancelled, 'NOT_AVAILABLE'],
    ['too close', tourChangeDemoTourIds.soon, 'DEPARTURE_TOO_CLOSE'],
    ['the booking is on', tourChangeDemoTourIds.allowedCurrent, 'CURRENT_DEPARTURE'],
    ['of another trip', '70000000-0000-4000-8000-000000000001', 'UNKNOWN'],
    ['that does not exist', '00000000-0000-4000-8000-000000000000', 'UNKNOWN'],
  ])('400 on tourId for a departure %s', async (_, target, rejection) => {
    const error = expectError(
      await post(bookingId, { tourId: target, idempotencyKey: newKey() }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['tourId']);
    expect(error.extra).toEqual({ rejection });
  });

  it('left the allowed demo booking as it was', async () => {
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(tourChanges)
      .where(eq(tourChanges.bookingId, bookingId))) as [{ n: number }];
    expect(n).toBe(0);
    const booking = await bookingOf(t.app, { cookie, userId: demo.id, bookingId });
    expect(booking.tour.id).toBe(tourChangeDemoTourIds.allowedCurrent);
  });
});

describe('POST …/self-tour-change: the change', () => {
  it('moves the booking to a dearer departure: seats moved, prices updated, a payment due', async () => {
    const [from, to] = await createTrip(db(), [
      { start: 60, seats: 4, price: 100_000 },
      { start: 90, seats: 5, price: 112_550 },
    ]);
    const bookingId = await createBooking(db(), {
      userId: demo.id,
      tourId: from!,
      travellers: 2,
      pricePerPerson: 100_000,
    });
    const before = await bookingOf(t.app, { cookie, userId: demo.id, bookingId });
    const idempotencyKey = newKey();

    const res = await post(bookingId, { tourId: to, idempotencyKey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const { change, booking } = tourChangeResponseSchema.parse(res.json()).data;

    expect(change).toMatchObject({
      bookingId,
      fromTourId: from,
      toTourId: to,
      priceDifference: 25_100,
      currency: 'EUR',
      voluntary: true,
      settlement: { kind: 'payment', amount: 25_100, dueDate: day(TOUR_CHANGE_PAYMENT_DUE_DAYS) },
    });
    // The answer's booking is the booking detail: new dates, the payment in its schedule.
    const detail = await bookingOf(t.app, { cookie, userId: demo.id, bookingId });
    expect(booking).toEqual(detail);
    expect(detail.tour).toMatchObject({ id: to, startingDate: day(90), endingDate: day(97) });
    expect(detail.travellers).toEqual(before.travellers);
    expect(detail.totalAmount).toBe(before.totalAmount + 25_100);
    expect(detail.priceLines.find((l) => l.kind === 'pricePerPerson')).toMatchObject({
      unitAmount: 112_550,
      quantity: 2,
      amount: 225_100,
    });
    expect(detail.priceLines.find((l) => l.kind === 'total')?.amount).toBe(225_100);
    expect(detail.paymentSchedule).toContainEqual({
      id: change.settlement.kind === 'payment' ? change.settlement.paymentId : '',
      kind: 'integration',
      amount: 25_100,
      dueDate: day(TOUR_CHANGE_PAYMENT_DUE_DAYS),
      paidAt: null,
    });
    const scheduled = detail.paymentSchedule.reduce((sum, p) => sum + p.amount, 0);
    expect(scheduled).toBe(detail.totalAmount);
    expect(detail.refunds).toEqual([]);

    expect(await seatsOf(db(), from!)).toBe(4 + 2);
    expect(await seatsOf(db(), to!)).toBe(5 - 2);

    // It counts as this month's change.
    expect(await availabilityOf(bookingId)).toMatchObject({
      allowed: false,
      reason: 'REQUEST_LIMIT_REACHED',
      nextChangeDate: day(30),
    });
  });

  it('moves the booking to a cheaper departure: the difference as a refund on its way', async () => {
    const [from, to] = await createTrip(db(), [
      { start: 60, seats: 4, price: 100_000 },
      { start: 90, seats: 5, price: 90_000 },
    ]);
    const bookingId = await createBooking(db(), { userId: demo.id, tourId: from!, travellers: 1 });
    const res = await post(bookingId, { tourId: to, idempotencyKey: newKey() });
    expect(res.statusCode, res.body).toBe(200);
    const { change, booking } = tourChangeResponseSchema.parse(res.json()).data;
    expect(change.priceDifference).toBe(-10_000);
    expect(change.settlement).toMatchObject({ kind: 'refund', amount: 10_000 });
    expect(booking.refunds).toEqual([
      {
        id: change.settlement.kind === 'refund' ? change.settlement.refundId : '',
        kind: 'money',
        amount: 10_000,
        refundedAt: null,
        giftCard: null,
      },
    ]);
    expect(booking.totalAmount).toBe(90_000);
    expect(booking.paymentSchedule.map((p) => p.kind)).toEqual(['deposit', 'balance']);
  });

  it('at the same price: nothing to pay or refund', async () => {
    const [from, to] = await createTrip(db(), [
      { start: 60, seats: 4 },
      { start: 90, seats: 1 },
    ]);
    const bookingId = await createBooking(db(), { userId: demo.id, tourId: from! });
    const res = await post(bookingId, { tourId: to, idempotencyKey: newKey() });
    const { change, booking } = tourChangeResponseSchema.parse(res.json()).data;
    expect(change).toMatchObject({ priceDifference: 0, settlement: { kind: 'none' } });
    expect(booking.paymentSchedule).toHaveLength(2);
    expect(booking.refunds).toEqual([]);
    expect(await seatsOf(db(), to!)).toBe(0);
  });

  it('moves a booking off the cancelled demo tour, not as a voluntary change', async () => {
    const bookingId = tourChangeDemoBookings.cancelledTour;
    const res = await post(bookingId, {
      tourId: tourChangeDemoTourIds.latest,
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { change, booking } = tourChangeResponseSchema.parse(res.json()).data;
    expect(change).toMatchObject({ voluntary: false, priceDifference: -10_000 });
    expect(booking.tour).toMatchObject({ id: tourChangeDemoTourIds.latest, status: 'PLANNED' });
  });

  it('gives the seats back without going over the old tour’s capacity', async () => {
    const [from, to] = await createTrip(db(), [
      { start: 60, seats: 14, capacity: 14 },
      { start: 90, seats: 3 },
    ]);
    const bookingId = await createBooking(db(), { userId: demo.id, tourId: from!, travellers: 2 });
    expect((await post(bookingId, { tourId: to, idempotencyKey: newKey() })).statusCode).toBe(200);
    expect(await seatsOf(db(), from!)).toBe(14);
  });
});

describe('POST …/self-tour-change: idempotency', () => {
  it('the same key gives the same answer and never a second change', async () => {
    const [from, to, other] = await createTrip(db(), [
      { start: 60, seats: 4, price: 100_000 },
      { start: 90, seats: 5, price: 110_000 },
      { start: 120, seats: 5, price: 100_000 },
    ]);
    const bookingId = await createBooking(db(), { userId: demo.id, tourId: from!, travellers: 2 });
    const idempotencyKey = newKey();

    const first = await post(bookingId, { tourId: to, idempotencyKey });
    const again = await post(bookingId, { tourId: to, idempotencyKey });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    expect(await seatsOf(db(), to!)).toBe(3);
    expect(await seatsOf(db(), from!)).toBe(6);
    const changes = await db()
      .select()
      .from(tourChanges)
      .where(eq(tourChanges.bookingId, bookingId));
    expect(changes).toHaveLength(1);
    const payments = await db()
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId));
    expect(payments.filter((p) => p.kind === 'integration')).toHaveLength(1);

    // The key belongs to that change: for another departure or booking it is a conflict.
    expectError(await post(bookingId, { tourId: other, idempotencyKey }), 409, 'CONFLICT');
    const [current] = await createTrip(db(), [
      { start: 60, seats: 4 },
      { start: 90, seats: 4 },
    ]);
    const another = await createBooking(db(), { userId: demo.id, tourId: current! });
    expectError(await post(another, { tourId: to, idempotencyKey }), 409, 'CONFLICT');

    // A new key is a new request: this one meets the monthly limit.
    expectError(
      await post(bookingId, { tourId: other, idempotencyKey: newKey() }),
      409,
      'REQUEST_LIMIT_REACHED',
    );
  });

  it('a repeated refused request changes nothing either', async () => {
    const [from, to] = await createTrip(db(), [
      { start: 60, seats: 4 },
      { start: 90, seats: 0 },
    ]);
    const bookingId = await createBooking(db(), { userId: demo.id, tourId: from! });
    const idempotencyKey = newKey();
    for (let i = 0; i < 2; i++) {
      expectError(
        await post(bookingId, { tourId: to, idempotencyKey }),
        409,
        'INSUFFICIENT_TOUR_CAPACITY',
      );
    }
    const refunds = await db()
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, bookingId));
    expect(refunds).toEqual([]);
  });
});

describe('OpenAPI reference', () => {
  it('documents both self-tour-change calls with the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(
      Object.keys(spec.paths['/api/users/{id}/bookings/{bookingId}/self-tour-change'] ?? {}),
    ).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining([
        'TourChangeAvailabilityResponse',
        'TourChangeRequest',
        'TourChangeResponse',
      ]),
    );
  });
});
