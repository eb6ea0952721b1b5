import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookingFlightsResponseSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  creditsResponseSchema,
  notifyMeAlertsResponseSchema,
  partnershipListResponseSchema,
  type Booking,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { coordinators, tours, travels } from '../../src/db/schema-bookings';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

/*
 * Content answered in the site's language (issue 18 item 5): the same booking reads Italian on the
 * Italian site and English on the international one, and a text missing in a language falls back
 * to the site's default language, then English, then any language there is.
 */

const { demo } = demoTravellers;
const japan = 'WF-26-01041';
const hosts = {
  international: 'localhost:3000',
  italy: 'it.localhost:3000',
  spain: 'es.localhost:3000',
  france: 'fr.localhost:3000',
  germany: 'de.localhost:3000',
} as const;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
});
afterAll(() => t.close());

async function getJson(url: string, host: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie, host } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function bookingOn(host: string, bookingId = japan): Promise<Booking> {
  return bookingResponseSchema.parse(
    await getJson(`/api/users/${demo.id}/bookings/${bookingId}`, host),
  ).data;
}

async function japanTravelId() {
  const booking = await bookingOn(hosts.international);
  return booking.travel.id;
}

describe('a booking in the site’s language', () => {
  it('answers the same booking in Italian on the Italian site and in English on the international one', async () => {
    const italian = await bookingOn(hosts.italy);
    const english = await bookingOn(hosts.international);

    expect(italian.id).toBe(english.id);
    expect(italian.travel.title).toBe('Giappone: Tokyo, Kyoto e Hiroshima');
    expect(english.travel.title).toBe('Japan: Tokyo, Kyoto and Hiroshima');
    expect(italian.travel.destination).toBe('Giappone');
    expect(english.travel.destination).toBe('Japan');
    expect(italian.tour.meetingPoint).toBe(
      'Tokyo, Shinjuku — hall dell’Hotel Gracery, alle 18:00 del primo giorno',
    );
    expect(italian.tour.insuranceInfo).toMatch(/^Assicurazione medica e bagaglio inclusa/);
    expect(english.tour.insuranceInfo).toMatch(/^Medical and luggage insurance included/);
    expect(italian.coordinator?.bio).toMatch(/^Nata a Milano con lo zaino già pronto/);
    expect(italian.coordinator?.city).toBe('Milano');
    expect(english.coordinator?.city).toBe('Milan');
  });

  it('names the coordinator’s city and the trip’s countries in Spanish, French and German', async () => {
    const spanish = await bookingOn(hosts.spain);
    const french = await bookingOn(hosts.france);
    const german = await bookingOn(hosts.germany);
    expect(spanish.coordinator?.city).toBe('Milán');
    expect(german.coordinator?.city).toBe('Mailand');
    expect([spanish, french, german].map((b) => b.travel.destination)).toEqual([
      'Japón',
      'Japon',
      'Japan',
    ]);
    expect(french.travel.title).toBe('Japon\u00a0: Tokyo, Kyoto et Hiroshima');
    expect(german.tour.meetingPoint).toBe(
      'Tokio, Shinjuku — Lobby des Hotel Gracery, 18:00 Uhr am ersten Tag',
    );
  });

  it('names the Scotland trip Scotland in every language, not the United Kingdom', async () => {
    const scotland = 'WF-26-01066';
    const destinations = await Promise.all(
      Object.values(hosts).map(
        async (host) => (await bookingOn(host, scotland)).travel.destination,
      ),
    );
    expect(destinations).toEqual(['Scotland', 'Scozia', 'Escocia', 'Écosse', 'Schottland']);
  });

  it('lists the trips with Italian titles and countries joined as Italian joins them', async () => {
    const { data } = bookingsResponseSchema.parse(
      await getJson(`/api/users/${demo.id}/bookings`, hosts.italy),
    );
    const titles = data.map((b) => b.travel.title);
    expect(titles).toContain('Giappone: Tokyo, Kyoto e Hiroshima');
    expect(titles).toContain('Patagonia: ghiacciai e la fine del mondo');
    expect(titles.some((title) => title.startsWith('Japan'))).toBe(false);
    expect(data.map((b) => b.travel.destination)).toContain('Argentina e Cile');
  });

  it('names the cities of the shared flights in the site’s language', async () => {
    const res = bookingFlightsResponseSchema.parse(
      await getJson(`/api/users/${demo.id}/bookings/WF-25-00987/flights`, hosts.spain),
    );
    const leader = res.data.find((traveller) => traveller.outboundFlights.length > 0)!;
    expect(leader.outboundFlights[0]!.departureAirport.city).toBe('Milán');
    expect(leader.outboundFlights[0]!.arrivalAirport.city).toBe('Lisboa');
    const booking = await bookingOn(hosts.italy, 'WF-25-00987');
    expect(booking.outboundFlights[0]!.departureAirport.city).toBe('Milano');
  });

  it('answers partner offers, credits and alerts in the site’s language', async () => {
    const [offers] = partnershipListResponseSchema.parse(
      await getJson('/api/partnerships/list', hosts.france),
    );
    expect(offers!.items.map((o) => o.title)).toContain(
      'SafeTrip\u00a0: <strong>-20\u00a0%</strong> sur l’assurance voyage annuelle',
    );
    expect(offers!.items.every((o) => !/ off|free/.test(o.title))).toBe(true);

    const credits = creditsResponseSchema.parse(
      await getJson(`/api/users/${demo.id}/credits`, hosts.germany),
    ).data;
    const titled = credits.filter((c) => c.origin.tripTitle !== null);
    expect(titled.length).toBeGreaterThan(0);
    for (const credit of titled) expect(credit.origin.tripTitle).not.toMatch(/ the | and /);

    const alerts = notifyMeAlertsResponseSchema.parse(
      await getJson('/api/notify-me', hosts.spain),
    ).data;
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.map((a) => a.travel.destination)).toContain('Noruega');
  });
});

describe('the demo seed', () => {
  it('gives every content text all five languages, none of them blank', async () => {
    const rows = await t.database.query<{ source: string; text: Record<string, string> | null }>(`
      select 'travel title' as source, title as text from travels
      union all select 'meeting point', meeting_point from tours
      union all select 'insurance', insurance_info from tours
      union all select 'bio', bio from coordinators
      union all select 'city', city from coordinators
      union all select 'offer title', title from partner_offers
      union all select 'offer details', details from partner_offers`);
    const texts = rows.filter((row) => row.text !== null);
    expect(new Set(texts.map((row) => row.source)).size).toBe(7);
    for (const { source, text } of texts) {
      expect(Object.keys(text!).sort(), source).toEqual(['de', 'en', 'es', 'fr', 'it']);
      for (const value of Object.values(text!)) expect(value.trim(), source).not.toBe('');
    }
    const countries = await t.database.query<{ country_codes: string[] }>(
      'select country_codes from travels',
    );
    for (const { country_codes } of countries) expect(country_codes.length).toBeGreaterThan(0);
  });
});

describe('the fallback when a text is missing in the site’s language', () => {
  it('answers English on the Italian site when the trip has no Italian title, then any language there is', async () => {
    const travelId = await japanTravelId();
    const [before] = await t.database.db
      .select({ title: travels.title })
      .from(travels)
      .where(eq(travels.id, travelId));
    try {
      await t.database.db
        .update(travels)
        .set({ title: { en: 'Japan in English only', de: 'Japan nur auf Deutsch' } })
        .where(eq(travels.id, travelId));
      expect((await bookingOn(hosts.italy)).travel.title).toBe('Japan in English only');
      expect((await bookingOn(hosts.germany)).travel.title).toBe('Japan nur auf Deutsch');

      await t.database.db
        .update(travels)
        .set({ title: { de: 'Japan nur auf Deutsch', fr: 'Japon seulement en français' } })
        .where(eq(travels.id, travelId));
      // No Italian and no English: the first language there is, in the account area's order.
      expect((await bookingOn(hosts.italy)).travel.title).toBe('Japon seulement en français');
      expect((await bookingOn(hosts.international)).travel.title).toBe(
        'Japon seulement en français',
      );
    } finally {
      await t.database.db
        .update(travels)
        .set({ title: before!.title })
        .where(eq(travels.id, travelId));
    }
  });

  it('answers no meeting point, and the destination key, when there is nothing in any language', async () => {
    const booking = await bookingOn(hosts.italy);
    const travelId = booking.travel.id;
    const tourId = booking.tour.id;
    const [tourBefore] = await t.database.db
      .select({ meetingPoint: tours.meetingPoint })
      .from(tours)
      .where(eq(tours.id, tourId));
    const [travelBefore] = await t.database.db
      .select({ countryCodes: travels.countryCodes })
      .from(travels)
      .where(eq(travels.id, travelId));
    try {
      await t.database.db
        .update(tours)
        .set({ meetingPoint: { it: '  ' } })
        .where(eq(tours.id, tourId));
      await t.database.db.update(travels).set({ countryCodes: [] }).where(eq(travels.id, travelId));
      const italian = await bookingOn(hosts.italy);
      expect(italian.tour.meetingPoint).toBeNull();
      expect(italian.travel.destination).toBe('Japan');
    } finally {
      await t.database.db
        .update(tours)
        .set({ meetingPoint: tourBefore!.meetingPoint })
        .where(eq(tours.id, tourId));
      await t.database.db
        .update(travels)
        .set({ countryCodes: travelBefore!.countryCodes })
        .where(eq(travels.id, travelId));
    }
  });

  it('falls back to English for a coordinator bio written in English only', async () => {
    const [martina] = await t.database.db
      .select()
      .from(coordinators)
      .where(eq(coordinators.nickname, 'martina-on-the-road'));
    try {
      await t.database.db
        .update(coordinators)
        .set({ bio: { en: 'English bio only.' } })
        .where(eq(coordinators.id, martina!.id));
      expect((await bookingOn(hosts.france)).coordinator?.bio).toBe('English bio only.');
    } finally {
      await t.database.db
        .update(coordinators)
        .set({ bio: martina!.bio })
        .where(eq(coordinators.id, martina!.id));
    }
  });
});
