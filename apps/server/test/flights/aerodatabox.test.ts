import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  flightSearchResponseSchema,
  type FlightSearchResult,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

/*
 * The flight search through AeroDataBox (FLIGHT_SCHEDULES_API_KEY set), against a local server
 * that answers like AeroDataBox's "flight status by number and date" with the recorded answers
 * under fixtures/aerodatabox (`<number>-<date>.json`), 204 for a flight it does not know, and
 * failures for a few numbers.
 */

const apiKey = 'test-aerodatabox-key';
const fixtures = new URL('./fixtures/aerodatabox/', import.meta.url);

interface Seen {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let seen: Seen[] = [];
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    if (request.headers['x-rapidapi-key'] !== apiKey) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"message":"Invalid API key. Go to https://docs.rapidapi.com/docs/keys"}');
      return;
    }
    const match = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const [, number, date] = match;
    if (number === 'XX500') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"message":"Internal error"}');
      return;
    }
    if (number === 'XX429') {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end('{"message":"You have exceeded the rate limit per second for your plan"}');
      return;
    }
    if (number === 'XX200') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>gateway</html>');
      return;
    }
    readFile(new URL(`${number}-${date}.json`, fixtures), 'utf8').then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      },
      () => response.writeHead(204).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    FLIGHT_SCHEDULES_API_URL: `http://127.0.0.1:${port}`,
    FLIGHT_SCHEDULES_API_KEY: apiKey,
  });
  ({ cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  }));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

function searchRequest(flightNumber: string, departureDate: string) {
  const query = new URLSearchParams({ flightNumber, departureDate });
  return t.app.inject({
    url: `/api/flights/search-flight?${query.toString()}`,
    headers: { cookie },
  });
}

async function search(flightNumber: string, departureDate: string): Promise<FlightSearchResult> {
  const res = await searchRequest(flightNumber, departureDate);
  expect(res.statusCode, res.body).toBe(200);
  return flightSearchResponseSchema.parse(res.json()).data;
}

describe('GET /api/flights/search-flight with AeroDataBox', () => {
  it('asks AeroDataBox by number and local departure day, with the key', async () => {
    await search('az 792', '2027-03-10');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/flights/number/AZ792/2027-03-10');
    expect(seen[0]!.query.get('dateLocalRole')).toBe('Departure');
    expect(seen[0]!.headers['x-rapidapi-key']).toBe(apiKey);
    expect(seen[0]!.headers['x-rapidapi-host']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('found: one leg, its airports from the dataset and its local times with offsets', async () => {
    expect(await search('AZ792', '2027-03-10')).toEqual({
      result: 'found',
      segment: {
        flightNumber: 'AZ792',
        airline: 'ITA Airways',
        departureAirport: expect.objectContaining({
          iataCode: 'FCO',
          city: 'Rome',
          country: 'Italy',
        }),
        arrivalAirport: expect.objectContaining({
          iataCode: 'HND',
          city: 'Tokyo',
          country: 'Japan',
        }),
        departureDateTime: '2027-03-10T13:25+01:00',
        arrivalDateTime: '2027-03-11T11:00+09:00',
      },
    });
  });

  it('multiple: the legs of a one-stop flight, in flight order', async () => {
    const result = await search('QR124', '2027-03-10');
    expect(result.result).toBe('multiple');
    if (result.result !== 'multiple') return;
    expect(
      result.segments.map((s) => [
        s.departureAirport.iataCode,
        s.arrivalAirport.iataCode,
        s.departureDateTime,
        s.arrivalDateTime,
      ]),
    ).toEqual([
      ['MXP', 'DOH', '2027-03-10T08:55+01:00', '2027-03-10T16:45+03:00'],
      ['DOH', 'HND', '2027-03-10T20:05+03:00', '2027-03-11T12:25+09:00'],
    ]);
  });

  it('reads older answers, leaves cargo legs out, describes airports the dataset lacks', async () => {
    const result = await search('VA1', '2027-03-10');
    expect(result).toEqual({
      result: 'found',
      segment: {
        flightNumber: 'VA1',
        airline: 'Virgin Australia',
        departureAirport: expect.objectContaining({ iataCode: 'MEL', city: 'Melbourne' }),
        arrivalAirport: {
          iataCode: 'WSI',
          name: 'Sydney Western Sydney International',
          city: 'Sydney',
          countryCode: 'AU',
          country: null,
          latitude: null,
          longitude: null,
        },
        departureDateTime: '2027-03-10T07:00+11:00',
        arrivalDateTime: '2027-03-10T08:25+11:00',
      },
    });
  });

  it('none: AeroDataBox has no such flight (204 No Content)', async () => {
    expect(await search('AZ792', '2027-03-11')).toEqual({ result: 'none' });
    expect(seen[0]!.path).toBe('/flights/number/AZ792/2027-03-11');
  });

  it.each([
    ['fails', 'XX500'],
    ['is over its rate limit', 'XX429'],
    ['answers something that is not JSON', 'XX200'],
  ])('answers 503 SERVICE_UNAVAILABLE when AeroDataBox %s', async (_name, number) => {
    const res = await searchRequest(number, '2027-03-10');
    expect(res.statusCode).toBe(503);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('validates before asking: a bad number never reaches AeroDataBox', async () => {
    const res = await searchRequest('not a flight', '2027-03-10');
    expect(res.statusCode).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe('a wrong key', () => {
  it('answers 503, as AeroDataBox refuses it', async () => {
    const { port } = server.address() as AddressInfo;
    const other = await buildTestApp(
      { FLIGHT_SCHEDULES_API_URL: `http://127.0.0.1:${port}/`, FLIGHT_SCHEDULES_API_KEY: 'wrong' },
      { seed: true },
    );
    try {
      const { cookie: otherCookie } = await signIn(other.app, {
        email: demoTravellers.demo.email,
        password: demoPassword,
      });
      const res = await other.app.inject({
        url: '/api/flights/search-flight?flightNumber=AZ792&departureDate=2027-03-10',
        headers: { cookie: otherCookie },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});
