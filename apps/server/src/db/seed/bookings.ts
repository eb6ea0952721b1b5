import type { BookingCurrency, PaymentKind } from '@wayfarer/contract';
import type { OperatorDeparture, OperatorImportRecordInput } from '@wayfarer/contract/operator';
import { seedId, relativeDays } from './seed-helpers';
import { countryCodesOf, inAllLanguages, inAllLanguagesOrNull } from './content-translations';
import {
  bookingRecordOf,
  type PaymentSeed,
  type PriceLineSeed,
  type TravellerSeed,
} from './booking-parts';

/*
 * Demo trips of the demo traveller: one booking per case of the trips list and booking page, as
 * the operator's records the demo seed imports (operator-records.ts). Dates are relative to the
 * day the demo database was first seeded. Tours, departures and coordinators have fixed UUIDs,
 * which the import keeps as their Wayfarer ids; bookings keep their references.
 */

/** Bio and city written in English here; sent in every language (content-translations). */
type CoordinatorSeed = Omit<NonNullable<OperatorDeparture['coordinator']>, 'bio' | 'city'> & {
  bio: string;
  city: string | null;
};

const coordinatorRows: CoordinatorSeed[] = [
  {
    id: seedId('c0000000', 1),
    nickname: 'martina-on-the-road',
    name: 'Martina Ferri',
    bio: 'Born in Milan with a backpack already packed. Martina has led groups from the rice terraces of Bali to the tram lines of Lisbon, and she still gets up first to catch the sunrise. Expect early starts, street food and a playlist for every bus ride.',
    birthYear: 1990,
    withCompanySince: 2017,
    tripsDone: 48,
    city: 'Milan',
    socialLinks: [{ type: 'instagram', url: 'https://www.instagram.com/martina.on.the.road' }],
    isAmbassador: true,
  },
  {
    id: seedId('c0000000', 2),
    nickname: 'tom-wanders',
    name: 'Tom Hughes',
    bio: 'Former geography teacher from Manchester who swapped the classroom for ferries and mountain huts. Tom knows which taverna keeps a table for latecomers and which ridge is worth the extra hour of walking.',
    birthYear: 1988,
    withCompanySince: 2019,
    tripsDone: 31,
    city: 'Manchester',
    socialLinks: [
      { type: 'instagram', url: 'https://www.instagram.com/tom.wanders' },
      { type: 'website', url: 'https://tomwanders.example.com' },
    ],
    isAmbassador: false,
  },
  {
    id: seedId('c0000000', 3),
    nickname: 'lucia-nomad',
    name: 'Lucía Ortega',
    bio: 'Lucía grew up between Valencia and Tangier and speaks four languages, Darija included. She loves markets, desert nights without phone signal and making a group of strangers feel like old friends by the second dinner.',
    birthYear: 1993,
    withCompanySince: 2020,
    tripsDone: 22,
    city: 'Valencia',
    socialLinks: [
      { type: 'instagram', url: 'https://www.instagram.com/lucia.nomad' },
      { type: 'tiktok', url: 'https://www.tiktok.com/@lucia.nomad' },
    ],
    isAmbassador: false,
  },
  {
    id: seedId('c0000000', 4),
    nickname: 'jonas-north',
    name: 'Jonas Becker',
    bio: 'Photographer and mountain guide from Hamburg, happiest where the roads end. Jonas has chased the northern lights for ten winters and will teach you how to photograph them with a phone.',
    birthYear: 1985,
    withCompanySince: 2015,
    tripsDone: 76,
    city: 'Hamburg',
    socialLinks: [
      { type: 'instagram', url: 'https://www.instagram.com/jonas.north' },
      { type: 'facebook', url: 'https://www.facebook.com/jonas.north.photo' },
    ],
    isAmbassador: true,
  },
  {
    id: seedId('c0000000', 5),
    nickname: 'chloe-horizons',
    name: 'Chloé Martin',
    bio: 'Chloé left a job in Lyon to cycle across South-East Asia and never really came back. She plans every day around a great meal and a quiet spot to watch the sun go down.',
    birthYear: 1991,
    withCompanySince: 2021,
    tripsDone: 14,
    city: 'Lyon',
    socialLinks: [],
    isAmbassador: false,
  },
];

/** A coordinator as a departure record carries it. */
export function coordinatorRecord(n: number) {
  const row = coordinatorRows[n - 1];
  if (!row) throw new Error(`seed: no coordinator ${n}`);
  return { ...row, bio: inAllLanguages(row.bio), city: inAllLanguagesOrNull(row.city) };
}

const insurance = {
  eur: 'Medical and luggage insurance included (AXA Assistance, policy WF-2026-TRV): medical expenses up to €30,000 abroad, luggage up to €1,000. Cancellation cover only with the cancellation option.',
  gbp: 'Medical and luggage insurance included (AXA Assistance, policy WF-2026-TRV): medical expenses up to £25,000 abroad, luggage up to £850. Cancellation cover only with the cancellation option.',
};

type Component = PriceLineSeed;
type RefundSeed =
  | { kind: 'money'; amount: number; refunded: number }
  | { kind: 'giftCard'; amount: number; refunded: number; code: string };

interface TripSeed {
  n: number;
  bookingId: string;
  travel: { slug: string; title: string; destination: string; ageRange: '25-35' | '35+' };
  tour: {
    status: 'PLANNED' | 'ALMOST_CONFIRMED' | 'CONFIRMED' | 'NOT_AVAILABLE' | 'CANCELLED';
    start: number;
    end: number;
    confirmed: number | null;
    coordinator: number | null;
    meetingPoint: string;
    capacity: number;
    availableSeats: number;
    onRequest?: boolean;
    pricePerPerson: number;
    publicStatus: 'OPEN' | 'CLOSED';
  };
  booking: {
    status: 'CONFIRMED' | 'CANCELLED';
    currency: BookingCurrency;
    created: number;
    errors?: 'PAYMENT'[];
    partnerName?: string;
    hasCancellationOption?: boolean;
    cancelled?: number;
  };
  travellers: TravellerSeed[];
  components: Component[];
  payments: PaymentSeed[];
  refunds?: RefundSeed[];
}

/** The demo booking where the demo traveller is a companion, not the leader. */
export const companionBookingId = 'WF-26-01230';

const giulia = { name: 'Giulia', lastname: 'Rossi', email: 'demo@wayfarer.test', self: true };

/** The demo traveller's trips; `n` fixes the ids, offsets are days from today. */
const trips: TripSeed[] = [
  {
    // Confirmed, upcoming, flights not shared yet, balance due later.
    n: 1,
    bookingId: 'WF-26-01041',
    travel: {
      slug: 'japan-tokyo-kyoto-hiroshima',
      title: 'Japan: Tokyo, Kyoto and Hiroshima',
      destination: 'Japan',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: 75,
      end: 86,
      confirmed: -20,
      coordinator: 1,
      meetingPoint: 'Tokyo, Shinjuku — lobby of Hotel Gracery, 18:00 on day 1',
      capacity: 14,
      availableSeats: 5,
      pricePerPerson: 249000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -40, hasCancellationOption: true },
    travellers: [
      giulia,
      { name: 'Marco', lastname: 'Bianchi', email: 'marco.bianchi@example.com' },
    ],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 249000, quantity: 2 },
      { kind: 'cancellationOption', label: 'Cancellation option', unit: 8900, quantity: 2 },
      { kind: 'promoCode', label: 'Promo code', code: 'SPRING50', unit: -5000, quantity: 2 },
    ],
    payments: [
      { kind: 'deposit', amount: 80000, due: -40, paid: -40 },
      { kind: 'balance', amount: 425800, due: 45 },
    ],
  },
  {
    // Not confirmed yet (almost confirmed), no coordinator assigned yet.
    n: 2,
    bookingId: 'WF-26-01077',
    travel: {
      slug: 'peru-lima-cusco-inca-trail',
      title: 'Peru: Lima, Cusco and the Inca Trail',
      destination: 'Peru',
      ageRange: '25-35',
    },
    tour: {
      status: 'ALMOST_CONFIRMED',
      start: 130,
      end: 142,
      confirmed: null,
      coordinator: null,
      meetingPoint: 'Lima, Miraflores — Hotel Casa Andina Select, 19:00 on day 1',
      capacity: 16,
      availableSeats: 9,
      pricePerPerson: 219000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -10 },
    travellers: [giulia],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 219000 },
      { kind: 'privateRoomSupplement', label: 'Private room supplement', unit: 32000 },
    ],
    payments: [
      { kind: 'deposit', amount: 50000, due: -10, paid: -10 },
      { kind: 'balance', amount: 201000, due: 100 },
    ],
  },
  {
    // Departing in under 30 days; sales closed; balance due within a week (expiring).
    n: 3,
    bookingId: 'WF-26-01102',
    travel: {
      slug: 'morocco-marrakech-atlas-sahara',
      title: 'Morocco: Marrakech, the Atlas and the Sahara',
      destination: 'Morocco',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: 18,
      end: 25,
      confirmed: -60,
      coordinator: 3,
      meetingPoint: 'Marrakech — Riad Dar Anika, Medina, 17:00 on day 1',
      capacity: 14,
      availableSeats: 6,
      pricePerPerson: 129000,
      publicStatus: 'CLOSED',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -70 },
    travellers: [
      giulia,
      { name: 'Sara', lastname: 'Conti', email: 'sara.conti@example.com' },
      { name: 'Elena', lastname: 'Marino', email: null },
    ],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 129000, quantity: 3 },
      { kind: 'bonus', label: 'Loyalty bonus', unit: -6000 },
      { kind: 'voucher', label: 'Voucher', code: 'WELCOME25', unit: -2550 },
      { kind: 'rounding', label: 'Rounding', unit: -50 },
    ],
    payments: [
      { kind: 'deposit', amount: 90000, due: -70, paid: -70 },
      { kind: 'balance', amount: 288400, due: 3 },
    ],
  },
  {
    // Overdue payment: the balance was due three days ago.
    n: 4,
    bookingId: 'WF-26-01123',
    travel: {
      slug: 'iceland-northern-lights-golden-circle',
      title: 'Iceland: Northern Lights and the Golden Circle',
      destination: 'Iceland',
      ageRange: '35+',
    },
    tour: {
      status: 'CONFIRMED',
      start: 40,
      end: 47,
      confirmed: -15,
      coordinator: 4,
      meetingPoint: 'Reykjavík — Keflavík airport arrivals hall, 14:00 on day 1',
      capacity: 12,
      availableSeats: 0,
      pricePerPerson: 189000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -50, errors: ['PAYMENT'] },
    travellers: [giulia],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 189000 },
      { kind: 'giftCard', label: 'Gift card', code: 'GC-7Q4M-2KX9', unit: -10000 },
    ],
    payments: [
      { kind: 'deposit', amount: 40000, due: -50, paid: -50 },
      { kind: 'balance', amount: 139000, due: -3 },
    ],
  },
  {
    // Fully paid, in pounds, with an integration paid after a private-room upgrade.
    n: 5,
    bookingId: 'WF-26-01150',
    travel: {
      slug: 'greece-athens-cyclades',
      title: 'Greece: Athens and the Cyclades by ferry',
      destination: 'Greece',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: 52,
      end: 61,
      confirmed: -45,
      coordinator: 2,
      meetingPoint: 'Athens — Plaka, Hotel Adrian reception, 18:30 on day 1',
      capacity: 16,
      availableSeats: 3,
      pricePerPerson: 115000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'GBP', created: -90, hasCancellationOption: true },
    travellers: [
      giulia,
      { name: 'James', lastname: 'Carter', email: 'james.carter@example.co.uk' },
    ],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 115000, quantity: 2 },
      { kind: 'cancellationOption', label: 'Cancellation option', unit: 4900, quantity: 2 },
      { kind: 'privateRoomSupplement', label: 'Private room supplement', unit: 9000, quantity: 2 },
    ],
    payments: [
      { kind: 'deposit', amount: 50000, due: -90, paid: -90 },
      { kind: 'balance', amount: 189800, due: -20, paid: -21 },
      { kind: 'integration', amount: 18000, due: -4, paid: -6 },
    ],
  },
  {
    // Partner booking: paid by the traveller's company welfare plan; places on request.
    n: 6,
    bookingId: 'WF-26-01188',
    travel: {
      slug: 'vietnam-hanoi-mekong-delta',
      title: 'Vietnam: from Hanoi to the Mekong Delta',
      destination: 'Vietnam',
      ageRange: '35+',
    },
    tour: {
      status: 'CONFIRMED',
      start: 95,
      end: 108,
      confirmed: -5,
      coordinator: 5,
      meetingPoint: 'Hanoi — Old Quarter, La Siesta Classic Ma May, 18:00 on day 1',
      capacity: 15,
      availableSeats: 0,
      onRequest: true,
      pricePerPerson: 174990,
      publicStatus: 'OPEN',
    },
    booking: {
      status: 'CONFIRMED',
      currency: 'EUR',
      created: -25,
      partnerName: 'Acme Corporate Welfare',
    },
    travellers: [giulia],
    components: [{ kind: 'pricePerPerson', label: 'Price per person', unit: 174990 }],
    payments: [{ kind: 'balance', amount: 174990, due: -25, paid: -25 }],
  },
  {
    // Past: departed and concluded, public tour closed, everything paid.
    n: 7,
    bookingId: 'WF-25-00987',
    travel: {
      slug: 'portugal-lisbon-sintra-algarve',
      title: 'Portugal: Lisbon, Sintra and the Algarve',
      destination: 'Portugal',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: -120,
      end: -111,
      confirmed: -200,
      coordinator: 1,
      meetingPoint: 'Lisbon — Praça do Comércio, under the arch, 17:00 on day 1',
      capacity: 14,
      availableSeats: 0,
      pricePerPerson: 119000,
      publicStatus: 'CLOSED',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -230 },
    travellers: [giulia, { name: 'Chiara', lastname: 'Ferri', email: 'chiara.ferri@example.com' }],
    components: [
      { kind: 'pricePerPerson', label: 'Price per person', unit: 119000, quantity: 2 },
      { kind: 'promoCode', label: 'Promo code', code: 'FRIENDS10', unit: -23800 },
    ],
    payments: [
      { kind: 'deposit', amount: 50000, due: -230, paid: -230 },
      { kind: 'balance', amount: 164200, due: -150, paid: -152 },
    ],
  },
  {
    // Cancelled: the tour did not run; balance refunded, deposit returned as a gift card.
    n: 8,
    bookingId: 'WF-26-01066',
    travel: {
      slug: 'scotland-edinburgh-highlands',
      title: 'Scotland: Edinburgh and the Highlands',
      destination: 'Scotland',
      ageRange: '35+',
    },
    tour: {
      status: 'CANCELLED',
      start: 35,
      end: 41,
      confirmed: null,
      coordinator: 2,
      meetingPoint: 'Edinburgh — Waverley station, main concourse, 12:00 on day 1',
      capacity: 14,
      availableSeats: 10,
      pricePerPerson: 99000,
      publicStatus: 'CLOSED',
    },
    booking: { status: 'CANCELLED', currency: 'GBP', created: -80, cancelled: -12 },
    travellers: [giulia],
    components: [{ kind: 'pricePerPerson', label: 'Price per person', unit: 99000 }],
    payments: [
      { kind: 'deposit', amount: 20000, due: -80, paid: -80 },
      { kind: 'balance', amount: 79000, due: 5, paid: -20 },
    ],
    refunds: [
      { kind: 'money', amount: 79000, refunded: -8 },
      { kind: 'giftCard', amount: 20000, refunded: -12, code: 'WF-GC-8H3K-Q2PL' },
    ],
  },
  {
    // Under way: departed three days ago, not concluded; sales closed (status hidden).
    n: 9,
    bookingId: 'WF-26-01201',
    travel: {
      slug: 'jordan-petra-wadi-rum',
      title: 'Jordan: Petra, Wadi Rum and the Dead Sea',
      destination: 'Jordan',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: -3,
      end: 4,
      confirmed: -90,
      coordinator: 3,
      meetingPoint: 'Amman — Queen Alia airport arrivals, 15:00 on day 1',
      capacity: 14,
      availableSeats: 1,
      pricePerPerson: 139000,
      publicStatus: 'CLOSED',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -100 },
    travellers: [giulia],
    components: [{ kind: 'pricePerPerson', label: 'Price per person', unit: 139000 }],
    payments: [
      { kind: 'deposit', amount: 30000, due: -100, paid: -100 },
      { kind: 'balance', amount: 109000, due: -33, paid: -35 },
    ],
  },
  {
    // Planned far ahead, not confirmed, balance due much later.
    n: 10,
    bookingId: 'WF-26-01215',
    travel: {
      slug: 'patagonia-glaciers-end-of-the-world',
      title: 'Patagonia: glaciers and the end of the world',
      destination: 'Argentina and Chile',
      ageRange: '35+',
    },
    tour: {
      status: 'PLANNED',
      start: 200,
      end: 214,
      confirmed: null,
      coordinator: 5,
      meetingPoint: 'Buenos Aires — Palermo, Hotel Magnolia, 19:00 on day 1',
      capacity: 14,
      availableSeats: 12,
      pricePerPerson: 329000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -3 },
    travellers: [giulia],
    components: [{ kind: 'pricePerPerson', label: 'Price per person', unit: 329000 }],
    payments: [
      { kind: 'deposit', amount: 60000, due: -3, paid: -3 },
      { kind: 'balance', amount: 269000, due: 170 },
    ],
  },
  {
    // Giulia travels as a companion: a friend leads the booking and holds its checklist.
    n: 11,
    bookingId: companionBookingId,
    travel: {
      slug: 'madagascar-baobabs-and-lemurs',
      title: 'Madagascar: baobabs, lemurs and the Tsingy',
      destination: 'Madagascar',
      ageRange: '25-35',
    },
    tour: {
      status: 'CONFIRMED',
      start: 160,
      end: 173,
      confirmed: -15,
      coordinator: 3,
      meetingPoint: 'Antananarivo — Hotel Colbert lobby, 18:30 on day 1',
      capacity: 12,
      availableSeats: 3,
      pricePerPerson: 269000,
      publicStatus: 'OPEN',
    },
    booking: { status: 'CONFIRMED', currency: 'EUR', created: -25 },
    travellers: [
      { name: 'Valentina', lastname: 'Sorrentino', email: 'valentina.sorrentino@example.com' },
      giulia,
    ],
    components: [{ kind: 'pricePerPerson', label: 'Price per person', unit: 269000, quantity: 2 }],
    payments: [
      { kind: 'deposit', amount: 100000, due: -25, paid: -25 },
      { kind: 'balance', amount: 438000, due: 130 },
    ],
  },
];

/** Demo bookings seeded for the demo traveller (the tests count on it). */
export const demoBookingIds = trips.map((trip) => trip.bookingId);

/** The price lines of a trip: its components, the total, and how the total is paid. */
function priceLinesOf(trip: TripSeed) {
  const total = trip.components.reduce((sum, c) => sum + c.unit * (c.quantity ?? 1), 0);
  const paid = trip.payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid !== total) throw new Error(`seed ${trip.bookingId}: payments ${paid} ≠ total ${total}`);
  const labels: Record<PaymentKind, string> = {
    deposit: 'Deposit',
    balance: 'Balance',
    integration: 'Integration',
  };
  return [
    ...trip.components,
    { kind: 'total' as const, label: 'Total', unit: total },
    ...trip.payments.map((p) => ({ kind: p.kind, label: labels[p.kind], unit: p.amount })),
  ];
}

/** The operator's records of one trip: its tour, its departure and the booking. */
function tripRecords(trip: TripSeed, now: Date): OperatorImportRecordInput[] {
  const { day, at } = relativeDays(now);
  const tourId = seedId('7a000000', trip.n);
  const departureId = seedId('70000000', trip.n);
  const currency = trip.booking.currency;
  return [
    {
      type: 'tour',
      id: tourId,
      data: {
        ...trip.travel,
        title: inAllLanguages(trip.travel.title),
        countryCodes: countryCodesOf(trip.travel.destination),
      },
    },
    {
      type: 'departure',
      id: departureId,
      data: {
        tourId,
        status: trip.tour.status,
        publicStatus: trip.tour.publicStatus,
        startingDate: day(trip.tour.start),
        endingDate: day(trip.tour.end),
        confirmedAt: trip.tour.confirmed === null ? null : at(trip.tour.confirmed).toISOString(),
        coordinator:
          trip.tour.coordinator === null ? null : coordinatorRecord(trip.tour.coordinator),
        meetingPoint: inAllLanguages(trip.tour.meetingPoint),
        insuranceInfo: inAllLanguages(currency === 'GBP' ? insurance.gbp : insurance.eur),
        capacity: trip.tour.capacity,
        availableSeats: trip.tour.availableSeats,
        onRequest: trip.tour.onRequest ?? false,
        pricePerPersonCents: trip.tour.pricePerPerson,
        currency,
      },
    },
    bookingRecordOf({
      id: trip.bookingId,
      departureId,
      booking: {
        status: trip.booking.status,
        errors: trip.booking.errors ?? [],
        currency,
        partnerName: trip.booking.partnerName ?? null,
        hasCancellationOption: trip.booking.hasCancellationOption ?? false,
        createdAt: at(trip.booking.created, 9).toISOString(),
        cancelledAt:
          trip.booking.cancelled === undefined ? null : at(trip.booking.cancelled).toISOString(),
        refunds: (trip.refunds ?? []).map((r, i) => ({
          id: `refund-${i + 1}`,
          kind: r.kind,
          amountCents: r.amount,
          refundedAt: at(r.refunded, 11).toISOString(),
          // A deposit returned as a gift card is valid one year from its issue.
          giftCard:
            r.kind === 'giftCard'
              ? { code: r.code, expiresOn: oneYearAfter(day(r.refunded)) }
              : null,
        })),
      },
      travellers: trip.travellers,
      priceLines: priceLinesOf(trip),
      payments: trip.payments,
      now,
    }),
  ];
}

/** The same day one year later (29 February gives 28 February): a gift card's last valid day. */
function oneYearAfter(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const sameDay = m === 2 && d === 29 ? 28 : d;
  return new Date(Date.UTC(y + 1, m - 1, sameDay)).toISOString().slice(0, 10);
}

/** The demo traveller's trips as the operator's records, each tour before its departure. */
export function tripsRecords(now: Date): OperatorImportRecordInput[] {
  return trips.flatMap((trip) => tripRecords(trip, now));
}
