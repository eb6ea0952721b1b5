/**
 * A booking, availability answers and a change answer for the trip-change tests, valid for the
 * contract's schemas (responses are parsed at the client boundary). Dates are relative to today.
 */
import type {
  Booking,
  TourChangeAvailability,
  TourChangeDeparture,
  TourChangeResponse,
} from '@wayfarer/contract';

const dayMs = 86_400_000;

/** The calendar day `offset` days from today (UTC), YYYY-MM-DD. */
export function day(offset: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + offset * dayMs).toISOString().slice(0, 10);
}

/** DD/MM/YYYY, as the international variant shows a calendar day. */
export function shown(offset: number): string {
  const [y, m, d] = day(offset).split('-');
  return `${d}/${m}/${y}`;
}

export const tourIds = {
  current: '5c0f1c2a-0000-4000-8000-000000000001',
  later: '5c0f1c2a-0000-4000-8000-000000000002',
  latest: '5c0f1c2a-0000-4000-8000-000000000003',
} as const;

const userId = '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01';

/** Confirmed, two travellers, in 60 days for 10 days, a deposit paid and the balance due. */
export function tourChangeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'WF-26-02101',
    status: 'CONFIRMED',
    errors: [],
    currency: 'EUR',
    createdAt: new Date(Date.now() - 30 * dayMs).toISOString(),
    tour: {
      id: tourIds.current,
      status: 'CONFIRMED',
      startingDate: day(60),
      endingDate: day(69),
      confirmedAt: new Date(Date.now() - 5 * dayMs).toISOString(),
      days: 10,
      nights: 9,
      availableSeats: 6,
      onRequest: false,
      meetingPoint: 'Lisbon — Praça do Comércio',
      insuranceInfo: null,
    },
    publicTour: { status: 'OPEN' },
    travel: {
      id: '5c0f1c2a-0000-4000-8000-0000000000a1',
      slug: 'portugal-lisbon-sintra-algarve',
      title: 'Portugal: Lisbon, Sintra and the Algarve',
      destination: 'Portugal',
      ageRange: '25-35',
    },
    publicOrder: { partner: null },
    totalAmount: 238_000,
    paidAmount: 60_000,
    nextPayment: { amount: 178_000, dueDate: day(30) },
    completeness: {
      complete: true,
      travelerDataToComplete: false,
      paymentToComplete: false,
      documentsToComplete: false,
    },
    travellersCount: 2,
    coordinator: null,
    hasCancellationOption: false,
    cancelledAt: null,
    travellers: [
      {
        id: '5c0f1c2a-0000-4000-8000-0000000000b1',
        userId,
        name: 'Giulia',
        lastname: 'Rossi',
        email: 'demo@wayfarer.test',
        isLeader: true,
      },
      {
        id: '5c0f1c2a-0000-4000-8000-0000000000b2',
        userId: null,
        name: 'Luca',
        lastname: 'Greco',
        email: null,
        isLeader: false,
      },
    ],
    priceLines: [
      {
        kind: 'pricePerPerson',
        label: 'Price per person',
        code: null,
        quantity: 2,
        unitAmount: 119_000,
        amount: 238_000,
      },
      {
        kind: 'total',
        label: 'Total',
        code: null,
        quantity: 1,
        unitAmount: 238_000,
        amount: 238_000,
      },
    ],
    paymentSchedule: [
      {
        id: '5c0f1c2a-0000-4000-8000-0000000000c1',
        kind: 'deposit',
        amount: 60_000,
        dueDate: day(-30),
        paidAt: new Date(Date.now() - 30 * dayMs).toISOString(),
      },
      {
        id: '5c0f1c2a-0000-4000-8000-0000000000c2',
        kind: 'balance',
        amount: 178_000,
        dueDate: day(30),
        paidAt: null,
      },
    ],
    refunds: [],
    outboundFlights: [],
    inboundFlights: [],
    noFlightNeeded: false,
    preDepartureChecklist: [],
    ...overrides,
  };
}

export const departures: Record<'later' | 'latest', TourChangeDeparture> = {
  later: {
    tourId: tourIds.later,
    status: 'PLANNED',
    startingDate: day(90),
    endingDate: day(99),
    days: 10,
    nights: 9,
    availableSeats: 8,
    pricePerPerson: 129_000,
    priceDifference: 20_000,
  },
  latest: {
    tourId: tourIds.latest,
    status: 'PLANNED',
    startingDate: day(120),
    endingDate: day(129),
    days: 10,
    nights: 9,
    availableSeats: 1,
    pricePerPerson: 109_000,
    priceDifference: -20_050,
  },
};

type Allowed = Extract<TourChangeAvailability, { allowed: true }>;

export function allowed(overrides: Partial<Allowed> = {}): Allowed {
  return {
    allowed: true,
    voluntary: true,
    currency: 'EUR',
    travellersCount: 2,
    departures: [departures.later, departures.latest],
    notices: ['FLIGHTS_NOT_REFUNDED'],
    ...overrides,
  };
}

/** The answer of a change to `later`: a difference to pay in a week. */
export function changeAnswer(booking: Booking): TourChangeResponse {
  const moved: Booking = {
    ...booking,
    tour: {
      ...booking.tour,
      id: tourIds.later,
      status: 'PLANNED',
      startingDate: day(90),
      endingDate: day(99),
    },
    totalAmount: booking.totalAmount + 20_000,
    nextPayment: { amount: 20_000, dueDate: day(7) },
    paymentSchedule: [
      ...booking.paymentSchedule,
      {
        id: '5c0f1c2a-0000-4000-8000-0000000000c3',
        kind: 'integration',
        amount: 20_000,
        dueDate: day(7),
        paidAt: null,
      },
    ],
  };
  return {
    data: {
      change: {
        id: '5c0f1c2a-0000-4000-8000-0000000000d1',
        bookingId: booking.id,
        fromTourId: booking.tour.id,
        toTourId: tourIds.later,
        priceDifference: 20_000,
        currency: 'EUR',
        voluntary: booking.tour.status !== 'CANCELLED',
        settlement: {
          kind: 'payment',
          paymentId: '5c0f1c2a-0000-4000-8000-0000000000c3',
          amount: 20_000,
          dueDate: day(7),
        },
        changedAt: new Date().toISOString(),
      },
      booking: moved,
    },
  };
}
