import { eq } from 'drizzle-orm';
import {
  bookingResponseSchema,
  csrfHeader,
  csrfHeaderValue,
  errorBodySchema,
  type Booking,
} from '@wayfarer/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import {
  bookingPayments,
  bookingPriceLines,
  bookingTravellers,
  bookings,
  publicTours,
  tours,
  travels,
} from '../../src/db/schema-bookings';

const dayMs = 86_400_000;

/** The calendar day `offset` days from today (UTC), YYYY-MM-DD. */
export function day(offset: number, now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + offset * dayMs).toISOString().slice(0, 10);
}

export const origin = 'http://localhost:3000';

let sequence = 0;
const next = () => ++sequence;

export interface DepartureFixture {
  start: number;
  seats: number;
  price?: number;
  status?: (typeof tours.$inferInsert)['status'];
  onRequest?: boolean;
  capacity?: number;
  ageRange?: '25-35' | '35+';
}

/**
 * A trip of its own (a destination no other test uses) with its departures, so that a test's
 * candidates are exactly the departures it made. The first departure's age range is the trip's.
 */
export async function createTrip(db: Database, departures: DepartureFixture[]) {
  const n = next();
  const destination = `Test destination ${n} ${Math.random().toString(36).slice(2, 8)}`;
  const travelIds = new Map<string, string>();
  async function travelFor(ageRange: '25-35' | '35+') {
    let id = travelIds.get(ageRange);
    if (!id) {
      const [travel] = await db
        .insert(travels)
        .values({
          slug: `test-trip-${n}-${ageRange === '35+' ? '35' : '25'}-${Math.random().toString(36).slice(2, 8)}`,
          title: { en: `Test trip ${n}` },
          destination,
          ageRange,
        })
        .returning({ id: travels.id });
      id = travel!.id;
      travelIds.set(ageRange, id);
    }
    return id;
  }
  const ids: string[] = [];
  for (const departure of departures) {
    const travelId = await travelFor(departure.ageRange ?? '25-35');
    const [tour] = await db
      .insert(tours)
      .values({
        travelId,
        status: departure.status ?? 'CONFIRMED',
        startingDate: day(departure.start),
        endingDate: day(departure.start + 7),
        capacity: departure.capacity ?? 14,
        availableSeats: departure.seats,
        onRequest: departure.onRequest ?? false,
        pricePerPersonCents: departure.price ?? 100_000,
        currency: 'EUR',
      })
      .returning({ id: tours.id });
    await db.insert(publicTours).values({ tourId: tour!.id, status: 'OPEN' });
    ids.push(tour!.id);
  }
  return ids;
}

export interface BookingFixture {
  userId: string;
  tourId: string;
  travellers?: number;
  pricePerPerson?: number;
  status?: (typeof bookings.$inferInsert)['status'];
  errors?: string[];
  hasCancellationOption?: boolean;
}

/** A booking with its travellers, price lines (total split in deposit and balance) and payments. */
export async function createBooking(db: Database, fixture: BookingFixture): Promise<string> {
  const id = `WF-27-${String(next()).padStart(5, '0')}`;
  const travellers = fixture.travellers ?? 1;
  const price = fixture.pricePerPerson ?? 100_000;
  const total = price * travellers;
  const deposit = Math.min(30_000, total);
  await db.insert(bookings).values({
    id,
    userId: fixture.userId,
    tourId: fixture.tourId,
    status: fixture.status ?? 'CONFIRMED',
    errors: fixture.errors ?? [],
    currency: 'EUR',
    hasCancellationOption: fixture.hasCancellationOption ?? false,
  });
  await db.insert(bookingTravellers).values(
    Array.from({ length: travellers }, (_, i) => ({
      bookingId: id,
      userId: i === 0 ? fixture.userId : null,
      name: `Traveller ${i + 1}`,
      lastname: 'Test',
      isLeader: i === 0,
      position: i,
    })),
  );
  await db.insert(bookingPriceLines).values([
    {
      bookingId: id,
      kind: 'pricePerPerson',
      label: 'Price per person',
      quantity: travellers,
      unitAmountCents: price,
      position: 0,
    },
    { bookingId: id, kind: 'total', label: 'Total', unitAmountCents: total, position: 1 },
    { bookingId: id, kind: 'deposit', label: 'Deposit', unitAmountCents: deposit, position: 2 },
    {
      bookingId: id,
      kind: 'balance',
      label: 'Balance',
      unitAmountCents: total - deposit,
      position: 3,
    },
  ]);
  await db.insert(bookingPayments).values([
    { bookingId: id, kind: 'deposit', amountCents: deposit, dueDate: day(-20), paidAt: new Date() },
    { bookingId: id, kind: 'balance', amountCents: total - deposit, dueDate: day(20) },
  ]);
  return id;
}

export async function seatsOf(db: Database, tourId: string): Promise<number> {
  const [row] = await db
    .select({ seats: tours.availableSeats })
    .from(tours)
    .where(eq(tours.id, tourId));
  return row!.seats;
}

export const changeUrl = (userId: string, bookingId: string) =>
  `/api/users/${userId}/bookings/${bookingId}/self-tour-change`;

/** The SPA's state-changing call: session cookie, CSRF header and our Origin. */
export function postChange(
  app: App,
  { cookie, userId, bookingId }: { cookie: string; userId: string; bookingId: string },
  payload: unknown,
  headers: Record<string, string> = { [csrfHeader]: csrfHeaderValue, origin },
) {
  return app.inject({
    method: 'POST',
    url: changeUrl(userId, bookingId),
    payload: payload as object,
    headers: { cookie, ...headers },
  });
}

export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

export async function bookingOf(
  app: App,
  { cookie, userId, bookingId }: { cookie: string; userId: string; bookingId: string },
): Promise<Booking> {
  const res = await app.inject({
    url: `/api/users/${userId}/bookings/${bookingId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return bookingResponseSchema.parse(res.json()).data;
}

/** A fresh idempotency key, as the SPA makes one per change it means. */
export const newKey = () => crypto.randomUUID();
