import { sql } from 'drizzle-orm';
import type { OperatorImportRecordInput } from '@wayfarer/contract/operator';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from '../../auth/password';
import { signNotifyMeToken } from '../../modules/notify-me/token';
import type { Database } from '../client';
import { users } from '../schema';
import {
  notifyMeAlerts,
  partnerOffers,
  referralAccounts,
  referralInvitations,
  referralPromoCodes,
  travellerCredits,
} from '../schema-engagement';
import { demoPassword, demoTravellers } from './users';
import { seedId, relativeDays } from './seed-helpers';
import { countryCodesOf, inAllLanguages } from './content-translations';

/*
 * Demo data of refer a friend, credits, trip alerts and partner offers (issue 10). The tours,
 * departures and completed trips they hang on are operator records the demo seed imports
 * (operator-records.ts). Dates are relative to the day the seed first runs; every other row has a
 * fixed id and goes in with onConflictDoNothing, so the seed runs at every start and keeps what
 * travellers changed.
 *
 * Besides the demo traveller, two travellers of their own serve the end-to-end tests that change
 * data (a discount generated, alerts removed), so those never touch the demo traveller's history.
 */

/** Travellers of the engagement end-to-end tests (same demo password). */
export const engagementTravellers = {
  /** Has a completed trip and a balance of 15%, no code generated yet. */
  referrer: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a11',
    email: 'referrer@wayfarer.test',
    name: 'Marco',
    lastname: 'Bianchi',
  },
  /** Has alerts on tours and travels. */
  alerts: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a12',
    email: 'alerts@wayfarer.test',
    name: 'Sara',
    lastname: 'Conti',
  },
  /** Has a completed trip and twelve departed friends: the balance stops at the 50% cap. */
  ambassador: {
    id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a13',
    email: 'ambassador@wayfarer.test',
    name: 'Elena',
    lastname: 'Marchetti',
  },
} as const;

/** Written next to the embedded database: the demo notify-me links, by traveller email. */
export const demoNotifyMeLinksFile = 'demo-notify-me-links.json';

/** The personal code of the demo traveller, and the balance her history gives (see below). */
export const demoReferral = { code: 'GIULIA-R7K2', balance: 15 } as const;

const travelRows = [
  {
    n: 1,
    slug: 'norway-lofoten-midnight-sun',
    title: 'Norway: the Lofoten Islands under the midnight sun',
    destination: 'Norway',
    ageRange: '25-35' as const,
  },
  {
    n: 2,
    slug: 'sri-lanka-tea-country-and-coast',
    title: 'Sri Lanka: tea country, temples and the south coast',
    destination: 'Sri Lanka',
    ageRange: '25-35' as const,
  },
  {
    n: 3,
    slug: 'namibia-dunes-and-skeleton-coast',
    title: 'Namibia: red dunes and the Skeleton Coast',
    destination: 'Namibia',
    ageRange: '35+' as const,
  },
  {
    n: 4,
    slug: 'canada-rockies-road-trip',
    title: 'Canada: a road trip through the Rockies',
    destination: 'Canada',
    ageRange: '35+' as const,
  },
  {
    n: 5,
    slug: 'croatia-dalmatian-coast-sailing',
    title: 'Croatia: sailing the Dalmatian coast',
    destination: 'Croatia',
    ageRange: '25-35' as const,
  },
];
const travelId = (n: number) => seedId('e7a00000', n);

/** Departures: two sold out or planned ones for tour alerts, one past one (Marco's trip). */
const tourRows = [
  { n: 1, travel: 1, status: 'CONFIRMED' as const, start: 62, end: 70, seats: 0, price: 189000 },
  { n: 2, travel: 2, status: 'PLANNED' as const, start: 110, end: 122, seats: 9, price: 159000 },
  {
    n: 3,
    travel: 1,
    status: 'ALMOST_CONFIRMED' as const,
    start: 96,
    end: 104,
    seats: 4,
    price: 189000,
  },
  {
    n: 4,
    travel: 5,
    status: 'CONFIRMED' as const,
    start: -200,
    end: -193,
    seats: 0,
    price: 129000,
  },
];
const tourId = (n: number) => seedId('e7000000', n);

interface FriendSeed {
  name: string;
  email: string;
  invited: number;
  /** The friend's first booking with the code and its departure day offset; null: not booked. */
  trip: { bookingId: string; start: number } | null;
}

/*
 * The demo traveller's referral history. Codes were generated on days -190 (5%: one departure
 * before it), -100 (10%: two departures after -190) and -60 (5%: one after -100); three friends
 * departed since (-40, -20, -5), so the balance is 15%; one has booked a trip not departed yet,
 * one was only invited, one cancelled their booking.
 */
const demoFriends: FriendSeed[] = [
  {
    name: 'Chiara Ferri',
    email: 'chiara.ferri@example.com',
    invited: -320,
    trip: { bookingId: 'WF-25-00712', start: -210 },
  },
  {
    name: 'Luca Moretti',
    email: 'luca.moretti@example.com',
    invited: -300,
    trip: { bookingId: 'WF-25-00744', start: -170 },
  },
  {
    name: 'Anna Galli',
    email: 'anna.galli@example.com',
    invited: -260,
    trip: { bookingId: 'WF-25-00801', start: -130 },
  },
  {
    name: 'Paolo Ricci',
    email: 'paolo.ricci@example.com',
    invited: -200,
    trip: { bookingId: 'WF-25-00866', start: -80 },
  },
  {
    name: 'Francesca Leone',
    email: 'francesca.leone@example.com',
    invited: -150,
    trip: { bookingId: 'WF-26-00120', start: -40 },
  },
  {
    name: 'Davide Greco',
    email: 'davide.greco@example.com',
    invited: -120,
    trip: { bookingId: 'WF-26-00245', start: -20 },
  },
  {
    name: 'Martina Costa',
    email: 'martina.costa@example.com',
    invited: -90,
    trip: { bookingId: 'WF-26-00391', start: -5 },
  },
  {
    name: 'Simone Fontana',
    email: 'simone.fontana@example.com',
    invited: -60,
    trip: { bookingId: 'WF-26-00518', start: 30 },
  },
  { name: 'Giorgio Villa', email: 'giorgio.villa@example.com', invited: -45, trip: null },
  { name: 'Elisa Romano', email: 'elisa.romano@example.com', invited: -30, trip: null },
];

const demoPromoCodes = [
  { n: 1, code: 'WF-REF-K7M2-Q9PX', percent: 5, created: -190, used: -150, expires: null },
  { n: 2, code: 'WF-REF-T4HN-8WZC', percent: 10, created: -100, used: null, expires: -10 },
  { n: 3, code: 'WF-REF-3FJD-R6YB', percent: 5, created: -60, used: null, expires: null },
];

const referrerFriends: FriendSeed[] = [
  {
    name: 'Luisa Bassi',
    email: 'luisa.bassi@example.com',
    invited: -150,
    trip: { bookingId: 'WF-26-00601', start: -50 },
  },
  {
    name: 'Tommaso Riva',
    email: 'tommaso.riva@example.com',
    invited: -140,
    trip: { bookingId: 'WF-26-00622', start: -30 },
  },
  {
    name: 'Irene Sala',
    email: 'irene.sala@example.com',
    invited: -100,
    trip: { bookingId: 'WF-26-00640', start: -10 },
  },
  {
    name: 'Nicola Fabbri',
    email: 'nicola.fabbri@example.com',
    invited: -60,
    trip: { bookingId: 'WF-26-00688', start: 45 },
  },
];

/** Twelve friends departed (5% each would be 60%), no code generated: the balance is the cap. */
const ambassadorFriends: FriendSeed[] = [
  'Alessia Bruno',
  'Matteo Gallo',
  'Sofia Marini',
  'Lorenzo Testa',
  'Giada Pellegrini',
  'Andrea Caruso',
  'Beatrice Serra',
  'Riccardo Longo',
  'Camilla Vitale',
  'Federico Mancini',
  'Noemi Ferraro',
  'Stefano Rinaldi',
].map((name, i) => ({
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  invited: -300 + i * 10,
  trip: { bookingId: `WF-26-007${i + 10}`, start: -150 + i * 10 },
}));

/** Alerts of a traveller: `n` fixes the ids, `created` is a day offset. */
const alertsOf = (base: number) => [
  { n: base + 1, tour: 1, travel: null, created: -12 },
  { n: base + 2, tour: 2, travel: null, created: -30 },
  { n: base + 3, tour: null, travel: 3, created: -45 },
  { n: base + 4, tour: null, travel: 4, created: -70 },
];

const offers = [
  {
    n: 1,
    title: 'SafeTrip: <strong>20% off</strong> annual travel insurance',
    logoImage: '/partners/safetrip.svg',
    details:
      'Cover for every trip of the year, medical expenses and luggage included. Use the code WAYFARER20 at checkout on the SafeTrip website.',
    link: 'https://safetrip.example.com/wayfarer',
    isBannerVisible: true,
  },
  {
    n: 2,
    title: 'Alpine Gear: <em>15% off</em> backpacks and hiking boots',
    logoImage: '/partners/alpine-gear.svg',
    details:
      'In every Alpine Gear store and online until the end of the season. Show your Wayfarer booking or use the code WAYFARER15.',
    link: 'https://alpinegear.example.com/wayfarer',
    isBannerVisible: true,
  },
  {
    n: 3,
    title: 'Nomad eSIM: 3 GB of data <strong>free</strong> on your first plan',
    logoImage: '/partners/nomad-esim.svg',
    details:
      'Data in more than 150 countries from the moment you land, no roaming charges. The free 3 GB are added to your first plan.',
    link: 'https://nomadesim.example.com/wayfarer',
    isBannerVisible: false,
  },
  {
    n: 4,
    title: 'Lingo: the first month of language lessons <strong>free</strong>',
    logoImage: '/partners/lingo.svg',
    details:
      'Ten minutes a day to learn the basics of your next destination’s language, with lessons written by travellers.',
    link: null,
    isBannerVisible: false,
  },
];

/** Before the import: their completed trips find their accounts by e-mail. */
export async function seedEngagementTravellers(db: Database) {
  const passwordHash = await hashPassword(demoPassword);
  for (const traveller of Object.values(engagementTravellers)) {
    await db
      .insert(users)
      .values({
        ...traveller,
        passwordHash,
        consentPrivacyPolicy: true,
        consentTermsAndConditions: true,
      })
      .onConflictDoNothing();
  }
}

/** The alerts' tours and departures, and Marco's and Elena's completed trip, as records. */
export function engagementRecords(now: Date): OperatorImportRecordInput[] {
  const { day, at } = relativeDays(now);
  const { referrer, ambassador } = engagementTravellers;
  return [
    ...travelRows.map(({ n, ...travel }): OperatorImportRecordInput => ({
      type: 'tour',
      id: travelId(n),
      data: {
        ...travel,
        title: inAllLanguages(travel.title),
        countryCodes: countryCodesOf(travel.destination),
      },
    })),
    ...tourRows.map((tour): OperatorImportRecordInput => ({
      type: 'departure',
      id: tourId(tour.n),
      data: {
        tourId: travelId(tour.travel),
        status: tour.status,
        publicStatus: tour.start < 0 ? 'CLOSED' : 'OPEN',
        startingDate: day(tour.start),
        endingDate: day(tour.end),
        confirmedAt:
          tour.status === 'CONFIRMED' ? at(Math.min(tour.start, 0) - 30).toISOString() : null,
        capacity: 14,
        availableSeats: tour.seats,
        pricePerPersonCents: tour.price,
        currency: 'EUR',
      },
    })),
    // What lets them invite friends.
    ...[
      { bookingId: 'WF-25-00931', traveller: referrer },
      { bookingId: 'WF-25-00932', traveller: ambassador },
    ].map(({ bookingId, traveller }): OperatorImportRecordInput => ({
      type: 'booking',
      id: bookingId,
      data: {
        departureId: tourId(4),
        status: 'CONFIRMED',
        currency: 'EUR',
        createdAt: at(-260).toISOString(),
        travellers: [
          {
            id: 'traveller-1',
            name: traveller.name,
            lastname: traveller.lastname,
            email: traveller.email,
            isLeader: true,
          },
        ],
      },
    })),
  ];
}

async function seedReferral(
  db: Database,
  now: Date,
  {
    userId,
    code,
    friends,
    promoCodes,
    idBase,
  }: {
    userId: string;
    code: string;
    friends: FriendSeed[];
    promoCodes: typeof demoPromoCodes;
    idBase: number;
  },
) {
  const { day, at } = relativeDays(now);
  await db
    .insert(referralAccounts)
    .values({ userId, code, createdAt: at(-365) })
    .onConflictDoNothing();
  await db
    .insert(referralInvitations)
    .values(
      friends.map((friend, i) => ({
        id: seedId('e1000000', idBase + i),
        referrerId: userId,
        friendName: friend.name,
        friendEmail: friend.email,
        invitedAt: at(friend.invited),
        firstBookingId: friend.trip?.bookingId ?? null,
        firstTripStartingDate: friend.trip ? day(friend.trip.start) : null,
      })),
    )
    .onConflictDoNothing();
  if (promoCodes.length === 0) return;
  await db
    .insert(referralPromoCodes)
    .values(
      promoCodes.map((promo) => ({
        id: seedId('e2000000', idBase + promo.n),
        userId,
        code: promo.code,
        percent: promo.percent,
        people: 1,
        idempotencyKey: `seed-${promo.code}`,
        createdAt: at(promo.created),
        usedAt: promo.used === null ? null : at(promo.used, 15),
        expiresOn: promo.expires === null ? null : day(promo.expires),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo traveller's vouchers, gift cards and credits. Her deposit refunded as a gift card
 * (WF-GC-8H3K-Q2PL, booking WF-26-01066) lives in the bookings seed's refunds, not here; the
 * voucher and the gift card spent on her bookings are the codes of those bookings' price lines.
 */
async function seedCredits(db: Database, now: Date) {
  const { day, at } = relativeDays(now);
  const userId = demoTravellers.demo.id;
  await db
    .insert(travellerCredits)
    .values([
      {
        id: seedId('e3000000', 1),
        userId,
        kind: 'voucher',
        code: 'WELCOME25',
        amountCents: 2550,
        currency: 'EUR',
        origin: 'welcome',
        issuedAt: at(-100),
        expiresOn: day(265),
      },
      {
        id: seedId('e3000000', 2),
        userId,
        kind: 'giftCard',
        code: 'GC-7Q4M-2KX9',
        amountCents: 10000,
        currency: 'EUR',
        origin: 'giftPurchase',
        issuedAt: at(-75),
        expiresOn: day(290),
      },
      {
        id: seedId('e3000000', 3),
        userId,
        kind: 'credit',
        code: null,
        amountCents: 4500,
        currency: 'GBP',
        origin: 'tourChange',
        originBookingId: 'WF-26-01150',
        issuedAt: at(-30),
        expiresOn: day(335),
      },
      {
        id: seedId('e3000000', 4),
        userId,
        kind: 'voucher',
        code: 'SORRY-8QK3',
        amountCents: 5000,
        currency: 'EUR',
        origin: 'goodwill',
        originBookingId: 'WF-25-00987',
        issuedAt: at(-400),
        expiresOn: day(-35),
      },
    ])
    .onConflictDoNothing();
}

async function seedAlerts(db: Database, now: Date, userId: string, base: number) {
  const { at } = relativeDays(now);
  await db
    .insert(notifyMeAlerts)
    .values(
      alertsOf(base).map((alert) => ({
        id: seedId('e4000000', alert.n),
        userId,
        tourId: alert.tour === null ? null : tourId(alert.tour),
        travelId: alert.travel === null ? null : travelId(alert.travel),
        createdAt: at(alert.created),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo database's notify-me links (what the alert emails would carry), written next to the
 * embedded database's files at every start with fresh tokens: the way to open a link in the demo
 * and in the end-to-end tests. Nothing is written for an in-memory database or PostgreSQL.
 */
async function writeDemoNotifyMeLinks(db: Database, now: Date) {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) || !client.dataDir || client.dataDir.startsWith('memory:')) {
    return;
  }
  const links: Record<string, string> = {};
  for (const traveller of [demoTravellers.demo, engagementTravellers.alerts]) {
    links[traveller.email] =
      `/notify-me/${await signNotifyMeToken(db, { userId: traveller.id, now })}`;
  }
  await writeFile(
    path.join(path.dirname(client.dataDir), demoNotifyMeLinksFile),
    `${JSON.stringify(links, null, 2)}\n`,
  );
}

export async function seedEngagement(db: Database, now: Date = new Date()) {
  await seedReferral(db, now, {
    userId: demoTravellers.demo.id,
    code: demoReferral.code,
    friends: demoFriends,
    promoCodes: demoPromoCodes,
    idBase: 0,
  });
  await seedReferral(db, now, {
    userId: engagementTravellers.referrer.id,
    code: 'MARCO-4T8W',
    friends: referrerFriends,
    promoCodes: [],
    idBase: 100,
  });
  await seedReferral(db, now, {
    userId: engagementTravellers.ambassador.id,
    code: 'ELENA-9C3V',
    friends: ambassadorFriends,
    promoCodes: [],
    idBase: 200,
  });
  await seedCredits(db, now);
  await seedAlerts(db, now, demoTravellers.demo.id, 0);
  await seedAlerts(db, now, engagementTravellers.alerts.id, 100);
  await db
    .insert(partnerOffers)
    .values(
      offers.map(({ n, ...offer }) => ({
        id: seedId('e5000000', n),
        position: n,
        ...offer,
        title: inAllLanguages(offer.title),
        details: inAllLanguages(offer.details),
      })),
    )
    .onConflictDoUpdate({
      target: partnerOffers.id,
      set: { title: sql`excluded.title`, details: sql`excluded.details` },
    });
  await writeDemoNotifyMeLinks(db, now);
}
