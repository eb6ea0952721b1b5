import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingResponseSchema,
  errorBodySchema,
  flightSearchResponseSchema,
  isArrivalAfterDeparture,
  parseFlightDateTime,
  type Booking,
  type FlightSearchResult,
  type ScheduledFlightSegment,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

/*
 * The flight search on the embedded schedules (no API key configured): the seed's flights for the
 * demo trips, on the dates of their tours.
 */

let t: TestApp;
let cookie: string;
let japan: Booking;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  }));
  const res = await t.app.inject({
    url: `/api/users/${demoTravellers.demo.id}/bookings/WF-26-01041`,
    headers: { cookie },
  });
  japan = bookingResponseSchema.parse(res.json()).data;
});
afterAll(() => t.close());

const dayBefore = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function searchUrl(params: Record<string, string>) {
  return `/api/flights/search-flight?${new URLSearchParams(params).toString()}`;
}

async function search(flightNumber: string, departureDate: string): Promise<FlightSearchResult> {
  const res = await t.app.inject({
    url: searchUrl({ flightNumber, departureDate }),
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return flightSearchResponseSchema.parse(res.json()).data;
}

/** Minutes in the air, from the offsets the segment carries. */
function minutesOf(segment: ScheduledFlightSegment) {
  const departure = parseFlightDateTime(segment.departureDateTime)!;
  const arrival = parseFlightDateTime(segment.arrivalDateTime)!;
  return (
    arrival.wallClockMinutes -
    arrival.offsetMinutes! -
    (departure.wallClockMinutes - departure.offsetMinutes!)
  );
}

describe('GET /api/flights/search-flight (embedded schedules)', () => {
  it('finds a direct flight: one segment to fill the form with', async () => {
    const day = dayBefore(japan.tour.startingDate);
    const result = await search('AZ792', day);
    expect(result.result).toBe('found');
    if (result.result !== 'found') return;
    const { segment } = result;
    expect(segment).toMatchObject({
      flightNumber: 'AZ792',
      airline: 'ITA Airways',
      departureAirport: { iataCode: 'FCO', city: 'Rome', countryCode: 'IT', country: 'Italy' },
      arrivalAirport: { iataCode: 'HND', city: 'Tokyo', countryCode: 'JP' },
    });
    expect(segment.departureDateTime).toMatch(new RegExp(`^${day}T13:25[+]0[12]:00$`));
    expect(segment.arrivalDateTime).toMatch(/T\d{2}:\d{2}\+09:00$/);
    expect(minutesOf(segment)).toBe(815);
  });

  it('reads the number in any case, with or without the space, with leading zeros', async () => {
    const day = dayBefore(japan.tour.startingDate);
    for (const number of ['az 792', 'Az792', 'AZ0792']) {
      expect((await search(number, day)).result).toBe('found');
    }
  });

  it('finds a flight with a stop: several segments, in flight order', async () => {
    const day = dayBefore(japan.tour.startingDate);
    const result = await search('QR 124', day);
    expect(result.result).toBe('multiple');
    if (result.result !== 'multiple') return;
    expect(
      result.segments.map((s) => [s.departureAirport.iataCode, s.arrivalAirport.iataCode]),
    ).toEqual([
      ['MXP', 'DOH'],
      ['DOH', 'HND'],
    ]);
    const [first, second] = result.segments;
    // The second leg leaves after the first one lands.
    expect(
      isArrivalAfterDeparture(
        parseFlightDateTime(first!.arrivalDateTime)!,
        parseFlightDateTime(second!.departureDateTime)!,
      ),
    ).toBe(true);
  });

  it('finds nothing for a number that does not fly that day, or at all', async () => {
    expect(await search('AZ792', japan.tour.startingDate)).toEqual({ result: 'none' });
    expect(await search('ZZ1', japan.tour.startingDate)).toEqual({ result: 'none' });
  });

  it('has flights to and from every demo trip on its tour’s dates', async () => {
    const morocco = await search('FR2921', (await tourOf('WF-26-01102')).startingDate);
    expect(morocco.result).toBe('found');
    const stop = await search('AT951', (await tourOf('WF-26-01102')).startingDate);
    expect(stop.result).toBe('multiple');
    const home = await search('BA633', (await tourOf('WF-26-01150')).endingDate);
    expect(home).toMatchObject({
      result: 'found',
      segment: { departureAirport: { iataCode: 'ATH' }, arrivalAirport: { iataCode: 'LHR' } },
    });
  });

  it('answers in the traveller’s language', async () => {
    const res = await t.app.inject({
      url: searchUrl({ flightNumber: 'AZ792', departureDate: dayBefore(japan.tour.startingDate) }),
      headers: { cookie, host: 'it.localhost:3000' },
    });
    const result = flightSearchResponseSchema.parse(res.json()).data;
    expect(result).toMatchObject({
      result: 'found',
      segment: { departureAirport: { city: 'Roma', country: 'Italia' } },
    });
  });

  it.each([
    ['no flight number', { departureDate: '2027-03-10' }, 'flightNumber'],
    ['an empty flight number', { flightNumber: '', departureDate: '2027-03-10' }, 'flightNumber'],
    [
      'a number without airline',
      { flightNumber: '1234', departureDate: '2027-03-10' },
      'flightNumber',
    ],
    ['five digits', { flightNumber: 'AZ12345', departureDate: '2027-03-10' }, 'flightNumber'],
    ['two spaces', { flightNumber: 'AZ  792', departureDate: '2027-03-10' }, 'flightNumber'],
    ['no departure date', { flightNumber: 'AZ792' }, 'departureDate'],
    ['an empty departure date', { flightNumber: 'AZ792', departureDate: '' }, 'departureDate'],
    [
      'a date as DD/MM/YYYY',
      { flightNumber: 'AZ792', departureDate: '10/03/2027' },
      'departureDate',
    ],
    [
      'a day that does not exist',
      { flightNumber: 'AZ792', departureDate: '2027-02-29' },
      'departureDate',
    ],
  ])('answers 400 VALIDATION_FAILED for %s', async (_name, params, field) => {
    const res = await t.app.inject({ url: searchUrl(params), headers: { cookie } });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toHaveProperty(field);
  });

  it('names both fields when both are missing', async () => {
    const res = await t.app.inject({ url: '/api/flights/search-flight', headers: { cookie } });
    const body = errorBodySchema.parse(res.json());
    expect(body.error.fields).toEqual({
      flightNumber: 'Flight number is required',
      departureDate: 'Departure date is required',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      url: searchUrl({ flightNumber: 'AZ792', departureDate: '2027-03-10' }),
    });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('OpenAPI reference', () => {
  it('documents the flights routes with the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(spec.paths['/api/flights/search-airport']).toHaveProperty('get');
    expect(spec.paths['/api/flights/search-flight']).toHaveProperty('get');
    expect(spec.paths['/api/users/{id}/bookings/{bookingId}/flights']).toHaveProperty('post');
    expect(spec.paths['/api/users/{id}/bookings/{bookingId}/flights']).toHaveProperty('get');
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining([
        'Airport',
        'FlightSearchResult',
        'FlightSegment',
        'TravellerFlights',
      ]),
    );
  });
});

async function tourOf(bookingId: string) {
  const res = await t.app.inject({
    url: `/api/users/${demoTravellers.demo.id}/bookings/${bookingId}`,
    headers: { cookie },
  });
  return bookingResponseSchema.parse(res.json()).data.tour;
}
