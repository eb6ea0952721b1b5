import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookingResponseSchema,
  bookingsResponseSchema,
  errorBodySchema,
  priceComponentKinds,
  type Booking,
  type BookingSummary,
  type PriceLineKind,
  tripDocumentsResponseSchema,
} from '@wayfarer/contract';
import {
  getBookingPaymentState,
  getPaymentState,
  groupBookings,
  hasDeparted,
  isBookingPaid,
  isConcluded,
  isDepartureSoon,
  isPartnerBooking,
  isTourConfirmed,
} from '@wayfarer/domain';
import { buildTestApp, type TestApp } from '../helpers/app';
import { countRoundTrips } from '../helpers/round-trips';
import { signIn } from '../helpers/sign-in';
import { bookings, bookingTravellers } from '../../src/db/schema-bookings';
import { identityDocuments } from '../../src/db/schema-documents';
import { companionBookingId, demoBookingIds } from '../../src/db/seed/bookings';
import { demoChecklists } from '../../src/db/seed/checklist';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

const { demo, newcomer, privacy } = demoTravellers;
/** A booking of another traveller, added by this file. */
const othersBookingId = 'WF-26-09999';

let t: TestApp;
let demoCookie: string;
let newcomerCookie: string;

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
  await t.database.db.insert(bookingTravellers).values({
    bookingId: othersBookingId,
    userId: privacy.id,
    name: privacy.name,
    lastname: privacy.lastname,
    email: privacy.email,
    isLeader: true,
  });
  ({ cookie: demoCookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function listOf(userId: string, cookie: string): Promise<BookingSummary[]> {
  const res = await get(`/api/users/${userId}/bookings`, cookie);
  expect(res.statusCode).toBe(200);
  return bookingsResponseSchema.parse(res.json()).data;
}

async function bookingOf(bookingId: string): Promise<Booking> {
  const res = await get(`/api/users/${demo.id}/bookings/${bookingId}`, demoCookie);
  expect(res.statusCode).toBe(200);
  return bookingResponseSchema.parse(res.json()).data;
}

function expectError(res: Awaited<ReturnType<typeof get>>, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
const linesOf = (booking: Booking, kinds: readonly PriceLineKind[]) =>
  booking.priceLines.filter((line) => kinds.includes(line.kind));

describe('booking completeness', () => {
  it('counts the traveller’s documents as the trip judges them, in the list and on the page', async () => {
    const list = await listOf(demo.id, demoCookie);
    const toComplete = ['MISSING', 'REJECTED', 'EXPIRED'];
    for (const summary of list) {
      const res = await get(`/api/users/${demo.id}/bookings/${summary.id}/documents`, demoCookie);
      expect(res.statusCode).toBe(200);
      const documents = tripDocumentsResponseSchema.parse(res.json()).data;
      const documentMissing = documents.some((d) => toComplete.includes(d.status));
      expect(summary.completeness.documentsToComplete).toBe(
        documentMissing || summary.errors.includes('DOCUMENTS'),
      );
      expect(summary.completeness.complete).toBe(
        !summary.completeness.documentsToComplete &&
          !summary.errors.includes('PAYMENT') &&
          !summary.errors.includes('TRAVELER_DATA'),
      );
      expect((await bookingOf(summary.id)).completeness).toEqual(summary.completeness);
    }
  });

  it('says a document is missing even when the booking’s errors do not', async () => {
    const db = t.database.db;
    const mine = eq(identityDocuments.userId, demo.id);
    const kept = await db.select().from(identityDocuments).where(mine);
    await db.delete(identityDocuments).where(mine);
    try {
      const list = await listOf(demo.id, demoCookie);
      const upcoming = list.filter(
        (b) =>
          b.status !== 'CANCELLED' &&
          !hasDeparted({ startingDate: b.tour.startingDate, now: new Date() }) &&
          !b.errors.includes('DOCUMENTS'),
      );
      expect(upcoming.length).toBeGreaterThan(0);
      for (const booking of upcoming) {
        expect(booking.completeness).toMatchObject({ complete: false, documentsToComplete: true });
      }
    } finally {
      if (kept.length > 0) await db.insert(identityDocuments).values(kept);
    }
  });
});

describe('GET /api/users/:id/bookings', () => {
  it('gives each booking of the list the same payment state as its booking page', async () => {
    const list = await listOf(demo.id, demoCookie);
    const now = new Date();
    for (const summary of list) {
      const booking = await bookingOf(summary.id);
      expect(summary.nextPayment).toEqual(booking.nextPayment);
      const unpaid = booking.paymentSchedule
        .filter((p) => p.paidAt === null && p.amount > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
      expect(booking.nextPayment).toEqual(
        unpaid ? { amount: unpaid.amount, dueDate: unpaid.dueDate } : null,
      );
      expect(getBookingPaymentState({ booking: summary, now })).toBe(
        getBookingPaymentState({ booking, now }),
      );
    }
    const expiring = list.find((b) => b.id === 'WF-26-01102');
    expect(expiring && getBookingPaymentState({ booking: expiring, now })).toBe('expiring');
  });

  it('lists the demo traveller’s bookings, each case of the trips page present', async () => {
    const list = await listOf(demo.id, demoCookie);
    // Other areas' seeds (trip change) add bookings of their own; these are the trips-page cases.
    expect(list.map((b) => b.id)).toEqual(expect.arrayContaining([...demoBookingIds]));
    expect(list.length).toBeGreaterThanOrEqual(8);

    const now = new Date();
    const { next, past, cancelled } = groupBookings({ bookings: list, now });
    expect(next.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(cancelled.map((b) => b.id)).toEqual(['WF-26-01066']);

    const standing = list.filter((b) => b.status !== 'CANCELLED');
    const upcoming = standing.filter(
      (b) => !hasDeparted({ startingDate: b.tour.startingDate, now }),
    );
    expect(upcoming.some((b) => isTourConfirmed(b.tour))).toBe(true);
    expect(upcoming.some((b) => !isTourConfirmed(b.tour))).toBe(true);
    expect(upcoming.some((b) => isDepartureSoon({ startingDate: b.tour.startingDate, now }))).toBe(
      true,
    );
    expect(standing.some((b) => !isBookingPaid(b))).toBe(true);
    expect(standing.some((b) => b.paidAmount === b.totalAmount && b.totalAmount > 0)).toBe(true);
    expect(list.filter((b) => isPartnerBooking(b)).map((b) => b.publicOrder.partner)).toEqual([
      'Acme Corporate Welfare',
    ]);
    expect(
      past.some(
        (b) =>
          isConcluded({ endingDate: b.tour.endingDate, now }) && b.publicTour?.status === 'CLOSED',
      ),
    ).toBe(true);
    expect(new Set(list.map((b) => b.currency))).toEqual(new Set(['EUR', 'GBP']));
    expect(list.find((b) => b.id === 'WF-26-01077')?.coordinator).toBeNull();
    expect(list.find((b) => b.id === 'WF-26-01041')?.coordinator).toMatchObject({
      nickname: 'martina-on-the-road',
    });
  });

  it('does not list another traveller’s booking', async () => {
    const list = await listOf(demo.id, demoCookie);
    expect(list.map((b) => b.id)).not.toContain(othersBookingId);
  });

  it('answers an empty list to a traveller with no bookings', async () => {
    expect(await listOf(newcomer.id, newcomerCookie)).toEqual([]);
  });

  it('answers 404 for another user’s id, without saying whether it exists', async () => {
    const other = await get(`/api/users/${newcomer.id}/bookings`, demoCookie);
    const unknown = await get(`/api/users/${crypto.randomUUID()}/bookings`, demoCookie);
    expect(expectError(other, 404, 'NOT_FOUND')).toEqual(expectError(unknown, 404, 'NOT_FOUND'));
  });

  it('answers 400 with the field for a malformed user id', async () => {
    const error = expectError(
      await get('/api/users/not-a-uuid/bookings', demoCookie),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['id']);
  });

  it('answers 401 without a session', async () => {
    expectError(await get(`/api/users/${demo.id}/bookings`), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/users/:id/bookings/:bookingId', () => {
  it('gives a confirmed booking with its travellers, coordinator and tour facts', async () => {
    const booking = await bookingOf('WF-26-01041');
    expect(booking.tour).toMatchObject({ status: 'CONFIRMED', days: 12, nights: 11 });
    expect(booking.tour.meetingPoint).toContain('Tokyo');
    expect(booking.tour.insuranceInfo).toContain('insurance');
    expect(booking.travel).toMatchObject({
      slug: 'japan-tokyo-kyoto-hiroshima',
      ageRange: '25-35',
    });
    expect(booking.travellers).toHaveLength(2);
    const leaders = booking.travellers.filter((traveller) => traveller.isLeader);
    expect(leaders).toHaveLength(1);
    expect(leaders[0]).toMatchObject({ userId: demo.id, name: demo.name });
    expect(booking.coordinator).toMatchObject({
      nickname: 'martina-on-the-road',
      isAmbassador: true,
      city: 'Milan',
    });
    expect(booking.coordinator?.bio.length).toBeGreaterThan(50);
    expect(booking.coordinator?.yearsWithCompany).toBeGreaterThan(0);
    expect(booking.outboundFlights).toEqual([]);
    expect(booking.inboundFlights).toEqual([]);
    // The leader's checklist (its cases are tested in test/checklist).
    expect(booking.preDepartureChecklist).toContainEqual({ type: 'FLIGHT_INFO', completed: false });
    expect(booking.hasCancellationOption).toBe(true);
  });

  it('reads a booking page’s data in one round trip of two statements, besides the session', async () => {
    // A booking with everything: travellers, price lines, payments, a refund, checklist, flights.
    const url = `/api/users/${demo.id}/bookings/${companionBookingId}`;
    // A session unused for a minute is marked used on its next request; on a slow machine this
    // file takes that long, so that request goes first and the counted one reads the data only.
    expect((await get(url, demoCookie)).statusCode).toBe(200);
    const { statements } = await countRoundTrips(t.database, async () => {
      expect((await get(url, demoCookie)).statusCode).toBe(200);
    });
    const reads = statements.filter(({ sql }) => !/"sessions"/.test(sql));
    // The session is read at most once (a session read lately is not read again).
    expect(statements.length - reads.length).toBeLessThanOrEqual(1);
    // The booking with its children as JSON aggregates, and the traveller's documents, sent at
    // once: a regression to a query per child table, or to one after the other, fails here.
    expect(reads).toHaveLength(2);
    expect(new Set(reads.map((s) => s.roundTrip)).size).toBe(1);
    expect(reads.find(({ sql }) => /\bfrom "bookings"/.test(sql))?.sql).toMatch(/json_agg/);
    expect(reads.some(({ sql }) => /\bfrom "identity_documents"/.test(sql))).toBe(true);
  });

  it('shows a booking where the demo traveller is a companion, with the leader’s checklist', async () => {
    const booking = await bookingOf(companionBookingId);
    const self = booking.travellers.find((traveller) => traveller.userId === demo.id);
    const leader = booking.travellers.find((traveller) => traveller.isLeader);
    expect(self?.isLeader).toBe(false);
    expect(leader?.userId).not.toBe(demo.id);
    expect(booking.preDepartureChecklist).toEqual(demoChecklists[companionBookingId]);
  });

  it.each(demoBookingIds)('%s: price lines add up to the total and the payments', async (id) => {
    const booking = await bookingOf(id);
    const [total] = linesOf(booking, ['total']);
    expect(total?.amount).toBe(booking.totalAmount);
    for (const line of booking.priceLines) {
      expect(line.amount).toBe(line.unitAmount * line.quantity);
    }
    expect(sum(linesOf(booking, priceComponentKinds).map((l) => l.amount))).toBe(
      booking.totalAmount,
    );
    expect(sum(linesOf(booking, ['deposit', 'balance', 'integration']).map((l) => l.amount))).toBe(
      booking.totalAmount,
    );
    expect(sum(booking.paymentSchedule.map((p) => p.amount))).toBe(booking.totalAmount);
    expect(sum(booking.paymentSchedule.filter((p) => p.paidAt !== null).map((p) => p.amount))).toBe(
      booking.paidAmount,
    );
    expect(booking.travellers.filter((traveller) => traveller.isLeader)).toHaveLength(1);
    expect(booking.travellersCount).toBe(booking.travellers.length);
  });

  it('gives the payment schedule with due and paid dates, each payment state covered', async () => {
    const now = new Date();
    const details = await Promise.all(demoBookingIds.map(bookingOf));
    const states = details
      .filter((b) => b.status !== 'CANCELLED')
      .map((b) =>
        getPaymentState({ installments: b.paymentSchedule, endingDate: b.tour.endingDate, now }),
      );
    expect(new Set(states)).toEqual(new Set(['due', 'expiring', 'overdue', 'paid', 'completed']));

    const overdue = details.find((b) => b.id === 'WF-26-01123')!;
    expect(overdue.errors).toContain('PAYMENT');
    const balance = overdue.paymentSchedule.find((p) => p.kind === 'balance')!;
    expect(balance.paidAt).toBeNull();
    expect(Date.parse(balance.dueDate)).toBeLessThan(now.getTime());

    const paid = details.find((b) => b.id === 'WF-26-01150')!;
    expect(paid.currency).toBe('GBP');
    expect(paid.paymentSchedule.map((p) => p.kind)).toEqual(['deposit', 'balance', 'integration']);
    expect(paid.paymentSchedule.every((p) => p.paidAt !== null)).toBe(true);
  });

  it('gives the cancelled booking’s refund and the deposit returned as a one-year gift card', async () => {
    const booking = await bookingOf('WF-26-01066');
    expect(booking.status).toBe('CANCELLED');
    expect(booking.cancelledAt).not.toBeNull();
    expect(booking.refunds.map((r) => r.kind).sort()).toEqual(['giftCard', 'money']);
    const deposit = booking.paymentSchedule.find((p) => p.kind === 'deposit')!;
    const giftCard = booking.refunds.find((r) => r.kind === 'giftCard')!;
    expect(giftCard.amount).toBe(deposit.amount);
    expect(giftCard.giftCard?.code).toMatch(/\S/);
    const issued = new Date(giftCard.refundedAt!);
    const expires = new Date(`${giftCard.giftCard!.expiresOn}T00:00:00Z`);
    expect(expires.getUTCFullYear()).toBe(issued.getUTCFullYear() + 1);
    expect(expires.getUTCMonth()).toBe(issued.getUTCMonth());
    const money = booking.refunds.find((r) => r.kind === 'money')!;
    expect(money.giftCard).toBeNull();
    expect(money.amount + giftCard.amount).toBe(booking.paidAmount);
  });

  it('gives the partner name and a missing coordinator as such', async () => {
    expect((await bookingOf('WF-26-01188')).publicOrder.partner).toBe('Acme Corporate Welfare');
    expect((await bookingOf('WF-26-01077')).coordinator).toBeNull();
  });

  it('answers 404 for another traveller’s booking, the same as for an unknown one', async () => {
    const others = await get(`/api/users/${demo.id}/bookings/${othersBookingId}`, demoCookie);
    const unknown = await get(`/api/users/${demo.id}/bookings/WF-26-00000`, demoCookie);
    expect(expectError(others, 404, 'NOT_FOUND')).toEqual(expectError(unknown, 404, 'NOT_FOUND'));
  });

  it('answers 404 for an own booking under another user’s id', async () => {
    const res = await get(`/api/users/${newcomer.id}/bookings/WF-26-01041`, demoCookie);
    expectError(res, 404, 'NOT_FOUND');
    const theirs = await get(`/api/users/${privacy.id}/bookings/${othersBookingId}`, demoCookie);
    expectError(theirs, 404, 'NOT_FOUND');
  });

  it.each([
    ['not-a-uuid', 'WF-26-01041', ['id']],
    [demo.id, 'abc', ['bookingId']],
    [demo.id, "WF-26-01041' or 1=1", ['bookingId']],
    ['x', 'y', ['bookingId', 'id']],
  ])('answers 400 naming the malformed fields of %s / %s', async (userId, bookingId, fields) => {
    const res = await get(
      `/api/users/${encodeURIComponent(userId)}/bookings/${encodeURIComponent(bookingId)}`,
      demoCookie,
    );
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('answers 401 without a session', async () => {
    expectError(await get(`/api/users/${demo.id}/bookings/WF-26-01041`), 401, 'UNAUTHENTICATED');
  });
});

describe('OpenAPI reference', () => {
  it('documents both bookings routes with the contract schemas', async () => {
    const res = await get('/api/docs/json');
    const spec = res.json() as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/users/{id}/bookings', '/api/users/{id}/bookings/{bookingId}']),
    );
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining(['Booking', 'BookingSummary', 'BookingsResponse', 'BookingResponse']),
    );
  });
});
