import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  bookingFlightsResponseSchema,
  bookingResponseSchema,
  csrfHeader,
  csrfHeaderValue,
  errorBodySchema,
  travellerFlightsResponseSchema,
  type Booking,
  type FlightSegmentInput,
  type TravellerFlights,
  type TravellerFlightsInput,
} from '@wayfarer/contract';
import { getFlightStep, hasDeparted, isTourConfirmed } from '@wayfarer/domain';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { bookingTravellers, bookings } from '../../src/db/schema-bookings';
import { checklistItems } from '../../src/db/schema-checklist';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

const { demo, newcomer, privacy } = demoTravellers;
const origin = 'http://localhost:3000';
/** Confirmed, upcoming, two travellers, flights not shared yet (FLIGHT_INFO open). */
const japan = 'WF-26-01041';
/** A booking of another traveller, added by this file. */
const othersBookingId = 'WF-26-09997';

let t: TestApp;
let cookie: string;
let newcomerCookie: string;
let japanBooking: Booking;
let leaderId: string;
let companionId: string;
let othersLeaderId: string;

const flightsUrl = (bookingId: string, userId: string = demo.id) =>
  `/api/users/${userId}/bookings/${bookingId}/flights`;

/** The SPA's state-changing call: session cookie, CSRF header and our Origin. */
function post(
  url: string,
  payload: unknown,
  headers: Record<string, string> = { cookie, [csrfHeader]: csrfHeaderValue, origin },
) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

async function bookingOf(bookingId: string): Promise<Booking> {
  const res = await t.app.inject({
    url: `/api/users/${demo.id}/bookings/${bookingId}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return bookingResponseSchema.parse(res.json()).data;
}

async function save(payload: TravellerFlightsInput, bookingId = japan): Promise<TravellerFlights> {
  const res = await post(flightsUrl(bookingId), payload);
  expect(res.statusCode, res.body).toBe(200);
  return travellerFlightsResponseSchema.parse(res.json()).data;
}

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

async function flightInfoOf(bookingTravellerId: string) {
  const [item] = await t.database.db
    .select({ completed: checklistItems.completed })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.bookingTravellerId, bookingTravellerId),
        eq(checklistItems.type, 'FLIGHT_INFO'),
      ),
    );
  return item?.completed;
}

const dayBefore = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Rome to Tokyo the day before the tour, back on its last day. */
function outbound(overrides: Partial<FlightSegmentInput> = {}): FlightSegmentInput {
  const day = dayBefore(japanBooking.tour.startingDate);
  return {
    departureAirport: { iataCode: 'FCO' },
    arrivalAirport: { iataCode: 'HND' },
    departureDateTime: `${day}T13:25+01:00`,
    arrivalDateTime: `${japanBooking.tour.startingDate}T09:00+09:00`,
    flightNumber: 'az 792',
    airline: 'ITA Airways',
    stops: 0,
    direction: 'OUTBOUND',
    tripType: 'ROUND_TRIP',
    ...overrides,
  };
}

function inbound(overrides: Partial<FlightSegmentInput> = {}): FlightSegmentInput {
  const day = japanBooking.tour.endingDate;
  return {
    departureAirport: { iataCode: 'HND' },
    arrivalAirport: { iataCode: 'FCO' },
    departureDateTime: `${day}T11:50+09:00`,
    arrivalDateTime: `${day}T18:30+01:00`,
    flightNumber: 'AZ793',
    airline: 'ITA Airways',
    stops: 0,
    direction: 'INBOUND',
    tripType: 'ROUND_TRIP',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const [tour] = await t.database.db
    .select({ tourId: bookings.tourId })
    .from(bookings)
    .where(eq(bookings.id, japan));
  await t.database.db.insert(bookings).values({
    id: othersBookingId,
    userId: privacy.id,
    tourId: tour!.tourId,
    status: 'CONFIRMED',
    currency: 'EUR',
  });
  const [othersLeader] = await t.database.db
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
  othersLeaderId = othersLeader!.id;
  ({ cookie } = await signIn(t.app, { email: demo.email, password: demoPassword }));
  ({ cookie: newcomerCookie } = await signIn(t.app, {
    email: newcomer.email,
    password: demoPassword,
  }));
  japanBooking = await bookingOf(japan);
  leaderId = japanBooking.travellers.find((traveller) => traveller.isLeader)!.id;
  companionId = japanBooking.travellers.find((traveller) => !traveller.isLeader)!.id;
});
afterAll(() => t.close());

describe('POST /api/users/:id/bookings/:bookingId/flights', () => {
  beforeEach(async () => {
    // Each test starts from the seed's state: no flights shared on the Japan booking.
    await save({ travelerId: leaderId, flights: [] });
    await save({ travelerId: companionId, flights: [] });
  });

  it('saves the leader’s flights: the booking carries them and FLIGHT_INFO is done', async () => {
    expect(japanBooking.outboundFlights).toEqual([]);
    expect(japanBooking.noFlightNeeded).toBe(false);
    expect(await flightInfoOf(leaderId)).toBe(false);

    const saved = await save({ travelerId: leaderId, flights: [inbound(), outbound()] });
    expect(saved.travelerId).toBe(leaderId);
    expect(saved.noFlightNeeded).toBe(false);
    expect(saved.outboundFlights).toHaveLength(1);
    expect(saved.inboundFlights).toHaveLength(1);
    expect(saved.outboundFlights[0]).toEqual({
      departureAirport: {
        iataCode: 'FCO',
        name: expect.stringContaining('Fiumicino'),
        city: 'Rome',
      },
      arrivalAirport: { iataCode: 'HND', name: expect.any(String), city: 'Tokyo' },
      departureDateTime: outbound().departureDateTime,
      arrivalDateTime: outbound().arrivalDateTime,
      flightNumber: 'AZ792',
      airline: 'ITA Airways',
      stops: 0,
      direction: 'OUTBOUND',
      tripType: 'ROUND_TRIP',
      layoverTime: null,
      stopAirports: [],
    });

    const booking = await bookingOf(japan);
    expect(booking.outboundFlights).toEqual(saved.outboundFlights);
    expect(booking.inboundFlights).toEqual(saved.inboundFlights);
    expect(booking.preDepartureChecklist.find((item) => item.type === 'FLIGHT_INFO')).toEqual({
      type: 'FLIGHT_INFO',
      completed: true,
    });
    const now = new Date();
    expect(
      getFlightStep({
        tourConfirmed: isTourConfirmed(booking.tour),
        departed: hasDeparted({ startingDate: booking.tour.startingDate, now }),
        noFlightNeeded: booking.noFlightNeeded,
        hasFlights: booking.outboundFlights.length + booking.inboundFlights.length > 0,
      }),
    ).toBe('flightShared');
  });

  it('updates: the new list replaces the old one, outbound segments earliest first', async () => {
    await save({ travelerId: leaderId, flights: [outbound(), inbound()] });
    const day = dayBefore(japanBooking.tour.startingDate);
    const updated = await save({
      travelerId: leaderId,
      flights: [
        outbound({
          departureAirport: { iataCode: 'DOH' },
          departureDateTime: `${day}T20:05+03:00`,
          flightNumber: 'QR 124',
          airline: 'Qatar Airways',
        }),
        outbound({
          arrivalAirport: { iataCode: 'DOH' },
          departureAirport: { iataCode: 'mxp' },
          departureDateTime: `${day}T08:55+01:00`,
          arrivalDateTime: `${day}T15:45+03:00`,
          flightNumber: 'QR124',
          airline: 'Qatar Airways',
        }),
      ],
    });
    expect(updated.inboundFlights).toEqual([]);
    expect(updated.outboundFlights.map((f) => f.departureAirport.iataCode)).toEqual(['MXP', 'DOH']);
    expect(updated.outboundFlights.map((f) => f.flightNumber)).toEqual(['QR124', 'QR124']);
    const booking = await bookingOf(japan);
    expect(booking.outboundFlights).toEqual(updated.outboundFlights);
  });

  it('keeps where a flight with stops stops, the city named in the site’s language', async () => {
    const day = dayBefore(japanBooking.tour.startingDate);
    const qr124 = outbound({
      departureAirport: { iataCode: 'MXP' },
      departureDateTime: `${day}T08:55+01:00`,
      arrivalDateTime: `${japanBooking.tour.startingDate}T12:25+09:00`,
      flightNumber: 'QR124',
      airline: 'Qatar Airways',
      stops: 1,
      layoverTime: 200,
      stopAirports: [{ iataCode: 'doh' }],
    });
    await save({ travelerId: leaderId, flights: [qr124] });
    const res = await t.app.inject({
      url: `/api/users/${demo.id}/bookings/${japan}`,
      headers: { cookie, host: 'it.localhost:3000' },
    });
    const [saved] = bookingResponseSchema.parse(res.json()).data.outboundFlights;
    expect(saved!.stops).toBe(1);
    expect(saved!.layoverTime).toBe(200);
    expect(saved!.stopAirports).toEqual([
      { iataCode: 'DOH', name: expect.any(String), city: 'Doha' },
    ]);
  });

  it('removes with an empty list: FLIGHT_INFO is open again', async () => {
    await save({ travelerId: leaderId, flights: [outbound(), inbound()] });
    expect(await flightInfoOf(leaderId)).toBe(true);
    const removed = await save({ travelerId: leaderId, flights: [] });
    expect(removed).toEqual({
      travelerId: leaderId,
      outboundFlights: [],
      inboundFlights: [],
      noFlightNeeded: false,
    });
    expect(await flightInfoOf(leaderId)).toBe(false);
    const booking = await bookingOf(japan);
    expect(booking.outboundFlights).toEqual([]);
    expect(booking.inboundFlights).toEqual([]);
  });

  it('declares no flight needed, then takes it back by sharing flights or by clearing it', async () => {
    await save({ travelerId: leaderId, flights: [outbound()] });
    const none = await save({ travelerId: leaderId, flights: [], noFlightNeeded: true });
    expect(none.noFlightNeeded).toBe(true);
    expect(none.outboundFlights).toEqual([]);
    let booking = await bookingOf(japan);
    expect(booking.noFlightNeeded).toBe(true);
    expect(await flightInfoOf(leaderId)).toBe(true);
    expect(
      getFlightStep({
        tourConfirmed: isTourConfirmed(booking.tour),
        departed: false,
        noFlightNeeded: booking.noFlightNeeded,
        hasFlights: false,
      }),
    ).toBe('noFlightNeeded');

    // Changing their mind: flights shared clear the declaration.
    const shared = await save({ travelerId: leaderId, flights: [outbound()] });
    expect(shared.noFlightNeeded).toBe(false);
    expect(shared.outboundFlights).toHaveLength(1);

    // Or back to "buy a flight" without any.
    await save({ travelerId: leaderId, flights: [], noFlightNeeded: true });
    const back = await save({ travelerId: leaderId, flights: [], noFlightNeeded: false });
    expect(back.noFlightNeeded).toBe(false);
    booking = await bookingOf(japan);
    expect(booking.noFlightNeeded).toBe(false);
    expect(await flightInfoOf(leaderId)).toBe(false);
  });

  it('keeps each traveller’s flights apart; a companion’s leave the leader’s checklist alone', async () => {
    await save({ travelerId: companionId, flights: [outbound({ flightNumber: 'QR124' })] });
    expect(await flightInfoOf(leaderId)).toBe(false);
    const booking = await bookingOf(japan);
    expect(booking.outboundFlights).toEqual([]);

    const res = await t.app.inject({ url: flightsUrl(japan), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const all = bookingFlightsResponseSchema.parse(res.json()).data;
    expect(all.map((entry) => entry.travelerId)).toEqual([leaderId, companionId]);
    expect(all[0]!.outboundFlights).toEqual([]);
    expect(all[1]!.outboundFlights.map((f) => f.flightNumber)).toEqual(['QR124']);
  });

  it('accepts a flight typed by hand without offsets, and with stops and a layover', async () => {
    const day = dayBefore(japanBooking.tour.startingDate);
    const saved = await save({
      travelerId: leaderId,
      flights: [
        outbound({
          departureDateTime: `${day}T10:00`,
          arrivalDateTime: `${japanBooking.tour.startingDate}T08:30`,
          stops: 1,
          layoverTime: 95,
          airline: null,
          tripType: 'ONE_WAY',
        }),
      ],
    });
    expect(saved.outboundFlights[0]).toMatchObject({
      departureDateTime: `${day}T10:00`,
      arrivalDateTime: `${japanBooking.tour.startingDate}T08:30`,
      stops: 1,
      layoverTime: 95,
      airline: null,
      tripType: 'ONE_WAY',
    });
  });

  it('takes two saves at once for one traveller in turn, the last one winning', async () => {
    const results = await Promise.all([
      post(flightsUrl(japan), { travelerId: leaderId, flights: [outbound(), inbound()] }),
      post(flightsUrl(japan), { travelerId: leaderId, flights: [outbound()] }),
      post(flightsUrl(japan), { travelerId: leaderId, flights: [inbound()] }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const booking = await bookingOf(japan);
    const total = booking.outboundFlights.length + booking.inboundFlights.length;
    expect([1, 2]).toContain(total);
  });

  it('compares arrival and departure as instants when both carry their offset', async () => {
    // Tokyo to Honolulu lands "before" it leaves on the wall clock, and after it as an instant.
    const start = japanBooking.tour.startingDate;
    const saved = await save({
      travelerId: leaderId,
      flights: [
        outbound({
          departureAirport: { iataCode: 'NRT' },
          arrivalAirport: { iataCode: 'HNL' },
          departureDateTime: `${start}T21:00+09:00`,
          arrivalDateTime: `${start}T09:15-10:00`,
          flightNumber: 'JL782',
        }),
      ],
    });
    expect(saved.outboundFlights).toHaveLength(1);
  });
});

describe('who may save flights', () => {
  it('answers 404 for another user’s id in the path', async () => {
    const res = await post(flightsUrl(japan, newcomer.id), {
      travelerId: leaderId,
      flights: [],
    });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 404 for another traveller’s booking, whoever they name', async () => {
    for (const travelerId of [othersLeaderId, leaderId]) {
      const res = await post(flightsUrl(othersBookingId), { travelerId, flights: [] });
      expectError(res, 404, 'NOT_FOUND');
    }
    const [others] = await t.database.db
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, othersBookingId));
    expect(others?.id).toBe(othersLeaderId);
  });

  it('answers 404 to a traveller without the booking, for their own id too', async () => {
    const res = await post(
      flightsUrl(japan, newcomer.id),
      { travelerId: leaderId, flights: [] },
      { cookie: newcomerCookie, [csrfHeader]: csrfHeaderValue, origin },
    );
    expectError(res, 404, 'NOT_FOUND');
    const list = await t.app.inject({
      url: flightsUrl(japan, newcomer.id),
      headers: { cookie: newcomerCookie },
    });
    expectError(list, 404, 'NOT_FOUND');
  });

  it('answers 404 for an unknown booking', async () => {
    const res = await post(flightsUrl('WF-26-00000'), { travelerId: leaderId, flights: [] });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 401 without a session', async () => {
    const res = await post(
      flightsUrl(japan),
      { travelerId: leaderId, flights: [] },
      { [csrfHeader]: csrfHeaderValue, origin },
    );
    expectError(res, 401, 'UNAUTHENTICATED');
    const list = await t.app.inject({ url: flightsUrl(japan) });
    expectError(list, 401, 'UNAUTHENTICATED');
  });

  it('refuses a request without the CSRF header', async () => {
    const res = await post(
      flightsUrl(japan),
      { travelerId: leaderId, flights: [] },
      { cookie, origin },
    );
    expectError(res, 403, 'CSRF_FAILED');
  });

  it('answers 409 on a cancelled booking and on a trip that has departed', async () => {
    for (const bookingId of ['WF-26-01066', 'WF-26-01201']) {
      const booking = await bookingOf(bookingId);
      const leader = booking.travellers.find((traveller) => traveller.isLeader)!;
      const res = await post(flightsUrl(bookingId), { travelerId: leader.id, flights: [] });
      expectError(res, 409, 'CONFLICT');
    }
  });
});

describe('bad payloads answer 400 VALIDATION_FAILED naming the field', () => {
  const cases: [string, () => unknown, string][] = [
    ['no travelerId', () => ({ flights: [] }), 'travelerId'],
    ['a travelerId that is not a uuid', () => ({ travelerId: 'me', flights: [] }), 'travelerId'],
    ['no flights list', () => ({ travelerId: leaderId }), 'flights'],
    [
      'a flight number without digits',
      () => ({ travelerId: leaderId, flights: [outbound({ flightNumber: 'AZ' })] }),
      'flights.0.flightNumber',
    ],
    [
      'a flight number with five digits',
      () => ({ travelerId: leaderId, flights: [outbound({ flightNumber: 'AZ 12345' })] }),
      'flights.0.flightNumber',
    ],
    [
      'an empty flight number',
      () => ({ travelerId: leaderId, flights: [outbound({ flightNumber: '' })] }),
      'flights.0.flightNumber',
    ],
    [
      'no departure date',
      () => {
        const { departureDateTime: _omitted, ...flight } = outbound();
        return { travelerId: leaderId, flights: [flight] };
      },
      'flights.0.departureDateTime',
    ],
    [
      'a departure date in DD/MM/YYYY',
      () => ({
        travelerId: leaderId,
        flights: [outbound({ departureDateTime: '10/03/2027 13:25' })],
      }),
      'flights.0.departureDateTime',
    ],
    [
      'a day that does not exist',
      () => ({
        travelerId: leaderId,
        flights: [outbound({ departureDateTime: '2027-02-30T13:25' })],
      }),
      'flights.0.departureDateTime',
    ],
    [
      'an arrival before the departure',
      () => ({
        travelerId: leaderId,
        flights: [
          outbound({
            departureDateTime: `${dayBefore(japanBooking.tour.startingDate)}T13:25+01:00`,
            arrivalDateTime: `${dayBefore(japanBooking.tour.startingDate)}T12:25+01:00`,
          }),
        ],
      }),
      'flights.0.arrivalDateTime',
    ],
    [
      'four stops',
      () => ({ travelerId: leaderId, flights: [outbound({ stops: 4 })] }),
      'flights.0.stops',
    ],
    [
      'negative stops',
      () => ({ travelerId: leaderId, flights: [outbound({ stops: -1 })] }),
      'flights.0.stops',
    ],
    [
      'a layover on a direct flight',
      () => ({ travelerId: leaderId, flights: [outbound({ stops: 0, layoverTime: 60 })] }),
      'flights.0.layoverTime',
    ],
    [
      'a negative layover',
      () => ({ travelerId: leaderId, flights: [outbound({ stops: 1, layoverTime: -5 })] }),
      'flights.0.layoverTime',
    ],
    [
      'an unknown direction',
      () => ({
        travelerId: leaderId,
        flights: [{ ...outbound(), direction: 'SIDEWAYS' }],
      }),
      'flights.0.direction',
    ],
    [
      'an unknown trip type',
      () => ({ travelerId: leaderId, flights: [{ ...outbound(), tripType: 'MULTI_CITY' }] }),
      'flights.0.tripType',
    ],
    [
      'an airport code of four letters',
      () => ({
        travelerId: leaderId,
        flights: [outbound({ departureAirport: { iataCode: 'LIRF' } })],
      }),
      'flights.0.departureAirport.iataCode',
    ],
    [
      'the same airport at both ends',
      () => ({
        travelerId: leaderId,
        flights: [outbound({ arrivalAirport: { iataCode: 'FCO' } })],
      }),
      'flights.0.arrivalAirport.iataCode',
    ],
    [
      'flights together with no flight needed',
      () => ({ travelerId: leaderId, flights: [outbound()], noFlightNeeded: true }),
      'noFlightNeeded',
    ],
    [
      'an airport code no airport has',
      () => ({
        travelerId: leaderId,
        flights: [outbound({ arrivalAirport: { iataCode: 'QQQ' } })],
      }),
      'flights.0.arrivalAirport.iataCode',
    ],
    [
      'an outbound flight after the tour’s first day',
      () => ({
        travelerId: leaderId,
        flights: [
          inbound(),
          outbound({
            departureDateTime: `${japanBooking.tour.endingDate}T08:00+09:00`,
            arrivalDateTime: `${japanBooking.tour.endingDate}T10:00+09:00`,
            departureAirport: { iataCode: 'HND' },
            arrivalAirport: { iataCode: 'KIX' },
          }),
        ],
      }),
      'flights.1.departureDateTime',
    ],
    [
      'more stop airports than stops',
      () => ({
        travelerId: leaderId,
        flights: [
          outbound({
            stops: 1,
            layoverTime: 60,
            stopAirports: [{ iataCode: 'DOH' }, { iataCode: 'DXB' }],
          }),
        ],
      }),
      'flights.0.stopAirports',
    ],
    [
      'a travelerId of another booking',
      () => ({ travelerId: othersLeaderId, flights: [] }),
      'travelerId',
    ],
  ];

  it.each(cases)('%s', async (_name, payload, field) => {
    const res = await post(flightsUrl(japan), payload());
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(error.fields?.[field]).toEqual(expect.any(String));
  });

  it('saves nothing when the payload is refused', async () => {
    await save({ travelerId: leaderId, flights: [outbound()] });
    await post(flightsUrl(japan), {
      travelerId: leaderId,
      flights: [outbound({ arrivalAirport: { iataCode: 'QQQ' } })],
    });
    const booking = await bookingOf(japan);
    expect(booking.outboundFlights.map((f) => f.arrivalAirport.iataCode)).toEqual(['HND']);
  });
});

describe('the demo bookings’ shared flights', () => {
  it('match each leader’s checklist: shared or no flight needed where FLIGHT_INFO is done', async () => {
    const greece = await bookingOf('WF-26-01150');
    expect(greece.outboundFlights.map((f) => f.flightNumber)).toEqual(['BA632']);
    expect(greece.inboundFlights.map((f) => f.flightNumber)).toEqual(['BA633']);
    expect(greece.outboundFlights[0]!.departureDateTime.slice(0, 10)).toBe(
      greece.tour.startingDate,
    );
    const vietnam = await bookingOf('WF-26-01188');
    expect(vietnam.noFlightNeeded).toBe(true);
    expect(vietnam.outboundFlights).toEqual([]);
    for (const booking of [greece, vietnam]) {
      expect(booking.preDepartureChecklist.find((item) => item.type === 'FLIGHT_INFO')).toEqual({
        type: 'FLIGHT_INFO',
        completed: true,
      });
    }
  });
});
