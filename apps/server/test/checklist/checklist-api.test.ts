import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  bookingResponseSchema,
  checklistResponseSchema,
  csrfHeader,
  csrfHeaderValue,
  errorBodySchema,
  type Booking,
  type ChecklistItem,
} from '@wayfarer/contract';
import {
  getOpenChecklistItems,
  hasDeparted,
  isBookingCancelled,
  isChecklistLocked,
  isDepartureSoon,
  isTourConfirmed,
  type ChecklistItemType,
} from '@wayfarer/domain';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { hashSessionId } from '../../src/auth/session';
import { sessions } from '../../src/db/schema';
import { bookingTravellers, bookings } from '../../src/db/schema-bookings';
import { checklistItems } from '../../src/db/schema-checklist';
import { demoChecklists } from '../../src/db/seed/checklist';
import { tourChangeDemoBookings } from '../../src/db/seed/tour-change';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

const { demo, newcomer, privacy } = demoTravellers;
const origin = 'http://localhost:3000';
/** A booking of another traveller, added by this file. */
const othersBookingId = 'WF-26-09998';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [tour] = await t.database.db.select({ tourId: bookings.tourId }).from(bookings).limit(1);
  await t.database.db.insert(bookings).values({
    id: othersBookingId,
    userId: privacy.id,
    tourId: tour!.tourId,
    status: 'CONFIRMED',
    currency: 'EUR',
  });
  const [leader] = await t.database.db
    .insert(bookingTravellers)
    .values({
      bookingId: othersBookingId,
      userId: privacy.id,
      name: privacy.name,
      lastname: privacy.lastname,
      email: privacy.email,
      isLeader: true,
    })
    .returning({ id: bookingTravellers.id });
  await t.database.db
    .insert(checklistItems)
    .values({ bookingTravellerId: leader!.id, type: 'ITINERARY_DETAILS', completed: false });
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
});
afterAll(() => t.close());

const checklistUrl = (bookingId: string, userId: string = demo.id) =>
  `/api/users/${userId}/bookings/${bookingId}/pre-departure-checklist`;

/** The SPA's state-changing call: session cookie, CSRF header and our Origin. */
function put(
  url: string,
  payload: unknown,
  headers: Record<string, string> = { cookie, [csrfHeader]: csrfHeaderValue, origin },
) {
  return t.app.inject({ method: 'PUT', url, payload: payload as object, headers });
}

async function bookingOf(bookingId: string): Promise<Booking> {
  const res = await t.app.inject({
    url: `/api/users/${demo.id}/bookings/${bookingId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return bookingResponseSchema.parse(res.json()).data;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

function openItemsOf(booking: Booking, now = new Date()): ChecklistItemType[] {
  return getOpenChecklistItems({
    items: booking.preDepartureChecklist,
    locked: isChecklistLocked({
      departed: hasDeparted({ startingDate: booking.tour.startingDate, now }),
      bookingCancelled: isBookingCancelled(booking),
    }),
    tourConfirmed: isTourConfirmed(booking.tour),
    departureSoon: isDepartureSoon({ startingDate: booking.tour.startingDate, now }),
  });
}

const itemOf = (items: ChecklistItem[], type: ChecklistItemType) =>
  items.find((item) => item.type === type);

describe('the booking detail’s preDepartureChecklist', () => {
  it.each([
    ['WF-26-01041', ['FLIGHT_INFO']],
    ['WF-26-01077', ['SOCIAL_GROUP']],
    ['WF-26-01102', ['EXTRAS']],
    ['WF-26-01123', ['PAYMENT']],
    ['WF-26-01150', ['ITINERARY_DETAILS', 'COORDINATOR']],
    ['WF-26-01188', ['ITINERARY_DETAILS']],
    ['WF-25-00987', []],
    ['WF-26-01066', []],
    ['WF-26-01201', []],
    ['WF-26-01215', []],
  ])('%s: the seeded checklist of the leader opens %j', async (bookingId, open) => {
    const booking = await bookingOf(bookingId);
    expect(booking.preDepartureChecklist).toEqual(demoChecklists[bookingId]);
    expect(openItemsOf(booking)).toEqual(open);
  });

  it('lists the items in the domain’s order, a partner booking without PAYMENT', async () => {
    const booking = await bookingOf('WF-26-01188');
    expect(booking.preDepartureChecklist.map((item) => item.type)).toEqual([
      'FLIGHT_INFO',
      'ITINERARY_DETAILS',
      'COORDINATOR',
      'FAQ',
      'EXTRAS',
      'TRAVELER_DATA',
      'SOCIAL_GROUP',
    ]);
  });
});

describe('the PAYMENT item follows the payments', () => {
  /** Sets the stored PAYMENT item of a booking's leader, as an import or an old process left it. */
  async function storePaymentItem(bookingId: string, completed: boolean) {
    const [leader] = await t.database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(and(eq(bookingTravellers.bookingId, bookingId), eq(bookingTravellers.isLeader, true)));
    await t.database.db
      .update(checklistItems)
      .set({ completed })
      .where(
        and(eq(checklistItems.bookingTravellerId, leader!.id), eq(checklistItems.type, 'PAYMENT')),
      );
  }

  it('is done on a booking paid in full, though the import left it open', async () => {
    const bookingId = tourChangeDemoBookings.tooClose;
    await storePaymentItem(bookingId, false);
    const booking = await bookingOf(bookingId);
    expect(booking.paymentSchedule.every((payment) => payment.paidAt !== null)).toBe(true);
    expect(itemOf(booking.preDepartureChecklist, 'PAYMENT')).toEqual({
      type: 'PAYMENT',
      completed: true,
    });
    expect(openItemsOf(booking)).not.toContain('PAYMENT');

    // The checklist a manual change answers says the same.
    const res = await put(checklistUrl(bookingId), { type: 'FAQ', completed: true });
    expect(res.statusCode).toBe(200);
    const { data } = checklistResponseSchema.parse(res.json());
    expect(itemOf(data, 'PAYMENT')).toEqual({ type: 'PAYMENT', completed: true });
    expect((await bookingOf(bookingId)).preDepartureChecklist).toEqual(data);
  });

  it('is open while an installment is unpaid, though it was stored done', async () => {
    // Overdue balance (the seed's WF-26-01123).
    await storePaymentItem('WF-26-01123', true);
    try {
      const booking = await bookingOf('WF-26-01123');
      expect(booking.paymentSchedule.some((payment) => payment.paidAt === null)).toBe(true);
      expect(itemOf(booking.preDepartureChecklist, 'PAYMENT')?.completed).toBe(false);
      expect(openItemsOf(booking)).toEqual(['PAYMENT']);
      const res = await put(checklistUrl('WF-26-01123'), { type: 'FAQ', completed: true });
      expect(itemOf(checklistResponseSchema.parse(res.json()).data, 'PAYMENT')?.completed).toBe(
        false,
      );
    } finally {
      await storePaymentItem('WF-26-01123', false);
    }
  });
});

describe('PUT /api/users/:id/bookings/:bookingId/pre-departure-checklist', () => {
  it('marks an item done, answers the checklist, and the booking detail reflects it', async () => {
    const before = await bookingOf('WF-26-01188');
    expect(openItemsOf(before)).toEqual(['ITINERARY_DETAILS']);

    const res = await put(checklistUrl('WF-26-01188'), {
      type: 'ITINERARY_DETAILS',
      completed: true,
    });
    expect(res.statusCode).toBe(200);
    const { data } = checklistResponseSchema.parse(res.json());
    expect(itemOf(data, 'ITINERARY_DETAILS')).toEqual({
      type: 'ITINERARY_DETAILS',
      completed: true,
    });
    // Only that item changed.
    expect(data.filter((item) => item.type !== 'ITINERARY_DETAILS')).toEqual(
      before.preDepartureChecklist.filter((item) => item.type !== 'ITINERARY_DETAILS'),
    );

    const after = await bookingOf('WF-26-01188');
    expect(after.preDepartureChecklist).toEqual(data);
    // Itinerary, coordinator and FAQ done, extras not: EXTRAS opens next.
    expect(openItemsOf(after)).toEqual(['EXTRAS']);
  });

  it('is idempotent and marks an item not done again', async () => {
    const url = checklistUrl('WF-26-01150');
    for (const completed of [true, true, false]) {
      const res = await put(url, { type: 'COORDINATOR', completed });
      expect(res.statusCode).toBe(200);
      expect(itemOf(checklistResponseSchema.parse(res.json()).data, 'COORDINATOR')?.completed).toBe(
        completed,
      );
    }
    expect(itemOf((await bookingOf('WF-26-01150')).preDepartureChecklist, 'COORDINATOR')).toEqual({
      type: 'COORDINATOR',
      completed: false,
    });
  });

  it('records when the item changed', async () => {
    const [leader] = await t.database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(
        and(eq(bookingTravellers.bookingId, 'WF-26-01077'), eq(bookingTravellers.isLeader, true)),
      );
    const started = Date.now();
    const res = await put(checklistUrl('WF-26-01077'), { type: 'SOCIAL_GROUP', completed: true });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(checklistItems)
      .where(
        and(
          eq(checklistItems.bookingTravellerId, leader!.id),
          eq(checklistItems.type, 'SOCIAL_GROUP'),
        ),
      );
    expect(row?.completed).toBe(true);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('answers 404 under another user’s id, the same as for an unknown booking', async () => {
    const other = await put(checklistUrl('WF-26-01041', newcomer.id), {
      type: 'FAQ',
      completed: true,
    });
    const unknown = await put(checklistUrl('WF-26-00000'), { type: 'FAQ', completed: true });
    expect(expectError(other, 404, 'NOT_FOUND')).toEqual(expectError(unknown, 404, 'NOT_FOUND'));
    expect(itemOf((await bookingOf('WF-26-01041')).preDepartureChecklist, 'FAQ')?.completed).toBe(
      false,
    );
  });

  it('answers 404 for another traveller’s booking and leaves it unchanged', async () => {
    for (const userId of [demo.id, privacy.id]) {
      const res = await put(checklistUrl(othersBookingId, userId), {
        type: 'ITINERARY_DETAILS',
        completed: true,
      });
      expectError(res, 404, 'NOT_FOUND');
    }
    const rows = await t.database.db
      .select({ completed: checklistItems.completed })
      .from(checklistItems)
      .innerJoin(bookingTravellers, eq(bookingTravellers.id, checklistItems.bookingTravellerId))
      .where(eq(bookingTravellers.bookingId, othersBookingId));
    expect(rows).toEqual([{ completed: false }]);
  });

  it.each([
    ['WF-25-00987', 'a past trip'],
    ['WF-26-01201', 'a trip under way'],
    ['WF-26-01066', 'a cancelled booking'],
  ])('answers 409 CHECKLIST_LOCKED for %s (%s) and changes nothing', async (bookingId) => {
    const before = await bookingOf(bookingId);
    for (const completed of [true, false]) {
      const res = await put(checklistUrl(bookingId), { type: 'EXTRAS', completed });
      expectError(res, 409, 'CHECKLIST_LOCKED');
    }
    expect((await bookingOf(bookingId)).preDepartureChecklist).toEqual(
      before.preDepartureChecklist,
    );
  });

  it.each([
    ['an unknown type', { type: 'PASSPORT', completed: true }, ['type']],
    ['a type that follows the data (payment)', { type: 'PAYMENT', completed: true }, ['type']],
    ['flight info', { type: 'FLIGHT_INFO', completed: true }, ['type']],
    ['traveller data', { type: 'TRAVELER_DATA', completed: true }, ['type']],
    ['a lower-case type', { type: 'faq', completed: true }, ['type']],
    ['no completed', { type: 'FAQ' }, ['completed']],
    ['a completed that is not a boolean', { type: 'FAQ', completed: 'yes' }, ['completed']],
    ['an empty body', {}, ['completed', 'type']],
  ])('answers 400 VALIDATION_FAILED for %s', async (_, payload, fields) => {
    const error = expectError(
      await put(checklistUrl('WF-26-01041'), payload),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('answers 400 on the type for an item that is not on the booking’s checklist', async () => {
    const [leader] = await t.database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(
        and(eq(bookingTravellers.bookingId, 'WF-26-01215'), eq(bookingTravellers.isLeader, true)),
      );
    await t.database.db
      .delete(checklistItems)
      .where(
        and(
          eq(checklistItems.bookingTravellerId, leader!.id),
          eq(checklistItems.type, 'SOCIAL_GROUP'),
        ),
      );
    const error = expectError(
      await put(checklistUrl('WF-26-01215'), { type: 'SOCIAL_GROUP', completed: false }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['type']);
    const booking = await bookingOf('WF-26-01215');
    expect(itemOf(booking.preDepartureChecklist, 'SOCIAL_GROUP')).toBeUndefined();
  });

  it('answers 400 naming a malformed booking id', async () => {
    const error = expectError(
      await put(checklistUrl('not-a-booking'), { type: 'FAQ', completed: true }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['bookingId']);
  });

  it('answers 401 without a session', async () => {
    const res = await put(
      checklistUrl('WF-26-01041'),
      { type: 'FAQ', completed: true },
      { [csrfHeader]: csrfHeaderValue, origin },
    );
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['without the CSRF header', { origin }],
    ['without an Origin', { [csrfHeader]: csrfHeaderValue }],
    ['from a foreign Origin', { [csrfHeader]: csrfHeaderValue, origin: 'https://evil.example' }],
  ])('answers 403 CSRF_FAILED to a cookie session %s', async (_, headers) => {
    const res = await put(
      checklistUrl('WF-26-01041'),
      { type: 'FAQ', completed: true },
      { cookie, ...headers },
    );
    expectError(res, 403, 'CSRF_FAILED');
    expect(itemOf((await bookingOf('WF-26-01041')).preDepartureChecklist, 'FAQ')?.completed).toBe(
      false,
    );
  });

  it('accepts a Bearer token without the CSRF header (not a browser)', async () => {
    const [row] = await t.database.db
      .select({ accessToken: sessions.accessToken })
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(cookie.slice(cookie.indexOf('=') + 1))));
    const res = await put(
      checklistUrl('WF-26-01102'),
      { type: 'EXTRAS', completed: true },
      { authorization: `Bearer ${row!.accessToken}` },
    );
    expect(res.statusCode).toBe(200);
    expect(itemOf(checklistResponseSchema.parse(res.json()).data, 'EXTRAS')?.completed).toBe(true);
  });
});

describe('OpenAPI reference', () => {
  it('documents the checklist route with the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const spec = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(
      spec.paths['/api/users/{id}/bookings/{bookingId}/pre-departure-checklist'],
    ).toHaveProperty('put');
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining(['ChecklistItemUpdate', 'ChecklistResponse']),
    );
  });
});
