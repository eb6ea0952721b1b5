/**
 * Bookings for the tests of the trips list, the booking page and the dashboard, valid for the
 * contract's schemas (responses are parsed at the client boundary). Dates are relative to today.
 */
import type { Booking, BookingSummary } from '@wayfarer/contract';
import { getBookingCompleteness } from '@wayfarer/domain';

const dayMs = 86_400_000;

function today(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The calendar day `offset` days from today (UTC), YYYY-MM-DD. */
export function day(offset: number): string {
  return new Date(today() + offset * dayMs).toISOString().slice(0, 10);
}

/** An instant on that day at `hour` UTC, as an ISO date-time. */
export function instant(offset: number, hour = 10): string {
  return new Date(today() + offset * dayMs + hour * 3_600_000).toISOString();
}

let sequence = 0;
/** A valid (v4-shaped) uuid, different at every call. */
export function uuid(): string {
  sequence += 1;
  return `6e0f1c2a-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

export interface SummaryOptions {
  id: string;
  title?: string;
  destination?: string;
  start: number;
  end: number;
  bookingStatus?: BookingSummary['status'];
  tourStatus?: BookingSummary['tour']['status'];
  confirmed?: boolean;
  availableSeats?: number;
  onRequest?: boolean;
  publicTour?: BookingSummary['publicTour'];
  errors?: BookingSummary['errors'];
  currency?: BookingSummary['currency'];
  partner?: string | null;
  totalAmount?: number;
  paidAmount?: number;
  nextPayment?: BookingSummary['nextPayment'];
  /** What is left to complete; by default what the errors say (no document missing). */
  completeness?: BookingSummary['completeness'];
  travellersCount?: number;
}

export function bookingSummaryFixture(options: SummaryOptions): BookingSummary {
  const days = options.end - options.start + 1;
  return {
    id: options.id,
    status: options.bookingStatus ?? 'CONFIRMED',
    errors: options.errors ?? [],
    currency: options.currency ?? 'EUR',
    createdAt: instant(-30),
    tour: {
      id: uuid(),
      status: options.tourStatus ?? 'CONFIRMED',
      startingDate: day(options.start),
      endingDate: day(options.end),
      confirmedAt: options.confirmed === false ? null : instant(-20),
      days,
      nights: days - 1,
      availableSeats: options.availableSeats ?? 8,
      onRequest: options.onRequest ?? false,
    },
    publicTour: options.publicTour === undefined ? { status: 'OPEN' } : options.publicTour,
    travel: {
      id: uuid(),
      slug: `trip-${options.id.toLowerCase()}`,
      title: options.title ?? `Trip ${options.id}`,
      destination: options.destination ?? 'Japan',
      ageRange: '25-35',
    },
    publicOrder: { partner: options.partner ?? null },
    totalAmount: options.totalAmount ?? 200_000,
    paidAmount: options.paidAmount ?? 50_000,
    nextPayment: options.nextPayment ?? null,
    completeness: options.completeness ?? getBookingCompleteness({ errors: options.errors ?? [] }),
    travellersCount: options.travellersCount ?? 1,
    coordinator: null,
  };
}

/** A full booking: confirmed, upcoming, in EUR, a deposit paid and the balance due in 45 days. */
/** The earliest unpaid payment of a schedule, as the API sends it with the booking. */
export function nextPaymentOf(schedule: Booking['paymentSchedule']): Booking['nextPayment'] {
  const next = schedule
    .filter((payment) => payment.paidAt === null && payment.amount > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
  return next ? { amount: next.amount, dueDate: next.dueDate } : null;
}

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const summary = bookingSummaryFixture({
    id: 'WF-26-01041',
    title: 'Japan: Tokyo, Kyoto and Hiroshima',
    destination: 'Japan',
    start: 75,
    end: 86,
    totalAmount: 254_700,
    paidAmount: 80_000,
    travellersCount: 2,
  });
  const booking: Booking = {
    ...summary,
    tour: {
      ...summary.tour,
      meetingPoint: 'Tokyo, Shinjuku — lobby of Hotel Gracery, 18:00 on day 1',
      insuranceInfo: 'Medical and luggage insurance included.',
    },
    coordinator: {
      nickname: 'martina-on-the-road',
      name: 'Martina Ferri',
      pictureImage: null,
      bio: 'Born in Milan with a backpack already packed.',
      age: 36,
      yearsWithCompany: 9,
      tripsDone: 48,
      city: 'Milan',
      socialLinks: [{ type: 'instagram', url: 'https://www.instagram.com/martina.on.the.road' }],
      isAmbassador: true,
    },
    hasCancellationOption: true,
    cancelledAt: null,
    travellers: [
      {
        id: uuid(),
        userId: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
        name: 'Giulia',
        lastname: 'Rossi',
        email: 'demo@wayfarer.test',
        isLeader: true,
      },
      {
        id: uuid(),
        userId: null,
        name: 'Marco',
        lastname: 'Bianchi',
        email: 'marco.bianchi@example.com',
        isLeader: false,
      },
    ],
    priceLines: [
      line('pricePerPerson', 'Price per person', 123_450, 2),
      line('cancellationOption', 'Cancellation option', 8_900, 2),
      line('promoCode', 'Promo code', -5_000, 2, 'SPRING50'),
      line('total', 'Total', 254_700),
      line('deposit', 'Deposit', 80_000),
      line('balance', 'Balance', 174_700),
    ],
    paymentSchedule: [
      { id: uuid(), kind: 'deposit', amount: 80_000, dueDate: day(-40), paidAt: instant(-40, 14) },
      { id: uuid(), kind: 'balance', amount: 174_700, dueDate: day(45), paidAt: null },
    ],
    refunds: [],
    outboundFlights: [],
    inboundFlights: [],
    noFlightNeeded: false,
    preDepartureChecklist: [],
    ...overrides,
  };
  return 'nextPayment' in overrides
    ? booking
    : { ...booking, nextPayment: nextPaymentOf(booking.paymentSchedule) };
}

export function line(
  kind: Booking['priceLines'][number]['kind'],
  label: string,
  unitAmount: number,
  quantity = 1,
  code: string | null = null,
): Booking['priceLines'][number] {
  return { kind, label, code, quantity, unitAmount, amount: unitAmount * quantity };
}
