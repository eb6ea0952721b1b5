import { and, eq } from 'drizzle-orm';
import type { PaymentKind, TourStatus } from '@wayfarer/contract';
import type { OperatorImportRecordInput } from '@wayfarer/contract/operator';
import type { Database } from '../client';
import { bookingPayments } from '../schema-bookings';
import { tourChanges } from '../schema-tour-change';
import { seedId, relativeDays } from './seed-helpers';
import {
  bookingRecordOf,
  paymentRecordId,
  type PaymentSeed,
  type TravellerSeed,
} from './booking-parts';
import { coordinatorRecord } from './bookings';
import { countryCodesOf, inAllLanguages } from './content-translations';

/*
 * Self tour change demo (issue 9): more departures of the Portugal trip of the bookings seed, and
 * bookings of the demo traveller on them, one per case of the trip-change modal, as the
 * operator's records the demo seed imports; then the earlier self change one of them had (the
 * traveller's doing, which no operator record carries). Dates are relative to the day the demo
 * database was first seeded; the import leaves a record sent again unchanged, so what the
 * traveller changed stays.
 */

/** The bookings seed's Portugal trip (25-35): its own departure has already run. */
const portugalId = seedId('7a000000', 7);
/** The same trip for the 35+ age range. */
const portugal35Id = seedId('d7000000', 1);

const portugal35 = {
  id: portugal35Id,
  slug: 'portugal-lisbon-sintra-algarve-35',
  title: 'Portugal: Lisbon, Sintra and the Algarve (35+)',
  destination: 'Portugal',
  ageRange: '35+' as const,
};

const meetingPoint = 'Lisbon — Praça do Comércio, under the arch, 17:00 on day 1';
const insuranceInfo =
  'Medical and luggage insurance included (AXA Assistance, policy WF-2026-TRV): medical expenses up to €30,000 abroad, luggage up to €1,000. Cancellation cover only with the cancellation option.';

interface DepartureSeed {
  n: number;
  travelId: string;
  status: TourStatus;
  start: number;
  seats: number;
  onRequest?: boolean;
  price: number;
  publicStatus: 'OPEN' | 'CLOSED';
}

/** The Portugal departures; `n` fixes the ids, offsets are days from today. */
const departures = {
  /** The allowed booking's departure. */
  allowedCurrent: {
    n: 1,
    travelId: portugalId,
    status: 'CONFIRMED',
    start: 60,
    seats: 6,
    price: 119000,
    publicStatus: 'OPEN',
  },
  /** Free places, dearer: a difference to pay. */
  later: {
    n: 2,
    travelId: portugalId,
    status: 'PLANNED',
    start: 90,
    seats: 8,
    price: 129000,
    publicStatus: 'OPEN',
  },
  /** Free places, cheaper: a difference to be refunded. */
  latest: {
    n: 3,
    travelId: portugalId,
    status: 'PLANNED',
    start: 120,
    seats: 5,
    price: 109000,
    publicStatus: 'OPEN',
  },
  soldOut: {
    n: 4,
    travelId: portugalId,
    status: 'CONFIRMED',
    start: 100,
    seats: 0,
    price: 119000,
    publicStatus: 'OPEN',
  },
  onRequest: {
    n: 5,
    travelId: portugalId,
    status: 'CONFIRMED',
    start: 110,
    seats: 0,
    onRequest: true,
    price: 119000,
    publicStatus: 'OPEN',
  },
  otherAgeRange: {
    n: 6,
    travelId: portugal35Id,
    status: 'PLANNED',
    start: 80,
    seats: 10,
    price: 119000,
    publicStatus: 'OPEN',
  },
  /** The too-close booking's departure: in 20 days. */
  soon: {
    n: 7,
    travelId: portugalId,
    status: 'CONFIRMED',
    start: 20,
    seats: 4,
    price: 119000,
    publicStatus: 'OPEN',
  },
  /** Cancelled: it will not run. */
  cancelled: {
    n: 8,
    travelId: portugalId,
    status: 'CANCELLED',
    start: 40,
    seats: 10,
    price: 119000,
    publicStatus: 'CLOSED',
  },
} satisfies Record<string, DepartureSeed>;

const tourId = (departure: DepartureSeed) => seedId('d0000000', departure.n);

interface BookingSeed {
  n: number;
  id: string;
  departure: DepartureSeed;
  created: number;
  travellers: TravellerSeed[];
  pricePerPerson: number;
  payments: PaymentSeed[];
  /** An earlier self change, `days` ago (negative), from another departure. */
  change?: { from: DepartureSeed; at: number; paymentIndex: number };
  /** Price per person of the flexible cancellation option, when the booking has it. */
  cancellationOption?: number;
}

const giulia = { name: 'Giulia', lastname: 'Rossi', email: 'demo@wayfarer.test', self: true };

const seededBookings: BookingSeed[] = [
  {
    // Allowed: 60 days out, never changed; two departures to choose from (one dearer, one cheaper).
    n: 1,
    id: 'WF-26-02101',
    departure: departures.allowedCurrent,
    created: -30,
    travellers: [giulia, { name: 'Luca', lastname: 'Greco', email: 'luca.greco@example.com' }],
    pricePerPerson: 119000,
    payments: [
      { kind: 'deposit', amount: 60000, due: -30, paid: -30 },
      { kind: 'balance', amount: 178000, due: 30 },
    ],
  },
  {
    // Too close: departs in 20 days, without the flexible cancellation option.
    n: 2,
    id: 'WF-26-02102',
    departure: departures.soon,
    created: -60,
    travellers: [giulia],
    pricePerPerson: 119000,
    payments: [
      { kind: 'deposit', amount: 30000, due: -60, paid: -60 },
      { kind: 'balance', amount: 89000, due: -10, paid: -12 },
    ],
  },
  {
    // Already changed this month: moved ten days ago from the 60-day departure, paid the difference.
    n: 3,
    id: 'WF-26-02103',
    departure: departures.later,
    created: -45,
    travellers: [giulia],
    pricePerPerson: 129000,
    payments: [
      { kind: 'deposit', amount: 30000, due: -45, paid: -45 },
      { kind: 'balance', amount: 89000, due: 50 },
      { kind: 'integration', amount: 10000, due: -3, paid: -8 },
    ],
    change: { from: departures.allowedCurrent, at: -10, paymentIndex: 2 },
  },
  {
    // On a cancelled tour, the booking itself still confirmed: the page prompts a change.
    n: 4,
    id: 'WF-26-02104',
    departure: departures.cancelled,
    created: -35,
    travellers: [giulia],
    pricePerPerson: 119000,
    payments: [
      { kind: 'deposit', amount: 30000, due: -35, paid: -35 },
      { kind: 'balance', amount: 89000, due: 10 },
    ],
  },
  {
    // Flexible cancellation: departs in 20 days, inside the 31-day limit but not the 8-day one of
    // the option, so it may still change.
    n: 5,
    id: 'WF-26-02105',
    departure: departures.soon,
    created: -50,
    travellers: [giulia],
    pricePerPerson: 119000,
    cancellationOption: 8900,
    payments: [
      { kind: 'deposit', amount: 38900, due: -50, paid: -50 },
      { kind: 'balance', amount: 89000, due: -12, paid: -13 },
    ],
  },
];

/** The demo traveller's bookings of this seed, by case (the tests and the e2e spec use them). */
export const tourChangeDemoBookings = {
  allowed: 'WF-26-02101',
  tooClose: 'WF-26-02102',
  changedThisMonth: 'WF-26-02103',
  cancelledTour: 'WF-26-02104',
  flexibleCancellation: 'WF-26-02105',
} as const;

export const tourChangeDemoBookingIds: readonly string[] = seededBookings.map((b) => b.id);

/** The seeded departures' tour ids, by case. */
export const tourChangeDemoTourIds = Object.fromEntries(
  Object.entries(departures).map(([name, departure]) => [name, tourId(departure)]),
) as Record<keyof typeof departures, string>;

const paymentLabels: Record<PaymentKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  integration: 'Integration',
};

/** The booking's price lines (per person, the option, the total, the instalments). */
function priceLinesOf(seed: BookingSeed) {
  const quantity = seed.travellers.length;
  const option = seed.cancellationOption ?? 0;
  const total = (seed.pricePerPerson + option) * quantity;
  const paid = seed.payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid !== total) throw new Error(`seed ${seed.id}: payments ${paid} ≠ total ${total}`);
  return [
    {
      kind: 'pricePerPerson' as const,
      label: 'Price per person',
      unit: seed.pricePerPerson,
      quantity,
    },
    ...(option > 0
      ? [
          {
            kind: 'cancellationOption' as const,
            label: 'Cancellation option',
            unit: option,
            quantity,
          },
        ]
      : []),
    { kind: 'total' as const, label: 'Total', unit: total, quantity: 1 },
    ...seed.payments.map((p) => ({
      kind: p.kind,
      label: paymentLabels[p.kind],
      unit: p.amount,
      quantity: 1,
    })),
  ];
}

/** The Portugal 35+ tour, the Portugal departures and the bookings on them, as records. */
export function tourChangeRecords(now: Date): OperatorImportRecordInput[] {
  const { day, at } = relativeDays(now);
  const { id, ...portugal35Tour } = portugal35;
  return [
    {
      type: 'tour',
      id,
      data: {
        ...portugal35Tour,
        title: inAllLanguages(portugal35.title),
        countryCodes: countryCodesOf(portugal35.destination),
      },
    },
    ...(Object.values(departures) as DepartureSeed[]).map(
      (departure): OperatorImportRecordInput => ({
        type: 'departure',
        id: tourId(departure),
        data: {
          tourId: departure.travelId,
          status: departure.status,
          publicStatus: departure.publicStatus,
          startingDate: day(departure.start),
          endingDate: day(departure.start + 9),
          confirmedAt: departure.status === 'CONFIRMED' ? at(-5).toISOString() : null,
          coordinator: coordinatorRecord(1),
          meetingPoint: inAllLanguages(meetingPoint),
          insuranceInfo: inAllLanguages(insuranceInfo),
          capacity: 14,
          availableSeats: departure.seats,
          onRequest: departure.onRequest ?? false,
          pricePerPersonCents: departure.price,
          currency: 'EUR',
        },
      }),
    ),
    ...seededBookings.map((seed) =>
      bookingRecordOf({
        id: seed.id,
        departureId: tourId(seed.departure),
        booking: {
          status: 'CONFIRMED',
          currency: 'EUR',
          hasCancellationOption: (seed.cancellationOption ?? 0) > 0,
          createdAt: at(seed.created, 9).toISOString(),
        },
        travellers: seed.travellers,
        priceLines: priceLinesOf(seed),
        payments: seed.payments,
        now,
      }),
    ),
  ];
}

/** The earlier self change of a booking (after the import: it names the payment it made). */
export async function seedTourChange(db: Database, now: Date = new Date()) {
  const { at } = relativeDays(now);
  for (const seed of seededBookings) {
    if (!seed.change) continue;
    const { from, paymentIndex } = seed.change;
    const [payment] = await db
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.bookingId, seed.id),
          eq(bookingPayments.externalId, paymentRecordId(paymentIndex)),
        ),
      );
    if (!payment) continue;
    const quantity = seed.travellers.length;
    await db
      .insert(tourChanges)
      .values({
        id: seedId('d5000000', seed.n),
        bookingId: seed.id,
        fromTourId: tourId(from),
        toTourId: tourId(seed.departure),
        travellersCount: quantity,
        priceDifferenceCents: (seed.departure.price - from.price) * quantity,
        currency: 'EUR',
        voluntary: true,
        paymentId: payment.id,
        idempotencyKey: `seed-tour-change-${seed.id}`,
        changedAt: at(seed.change.at, 11),
      })
      .onConflictDoNothing();
  }
}
