import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRPORT_QUERY_MAX_LENGTH,
  airportSearchResponseSchema,
  errorBodySchema,
  type Airport,
} from '@wayfarer/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import {
  buildAirportIndex,
  getAirportIndex,
  normalizeSearchText,
  searchAirports,
} from '../../src/modules/flights/airports';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await signIn(t.app, {
    email: demoTravellers.demo.email,
    password: demoPassword,
  }));
});
afterAll(() => t.close());

async function search(q: string | undefined, host = 'localhost:3000') {
  const url =
    q === undefined
      ? '/api/flights/search-airport'
      : `/api/flights/search-airport?q=${encodeURIComponent(q)}`;
  return t.app.inject({ url, headers: { cookie, host } });
}

async function airports(q: string, host?: string): Promise<Airport[]> {
  const res = await search(q, host);
  expect(res.statusCode, res.body).toBe(200);
  return airportSearchResponseSchema.parse(res.json()).data;
}

const codes = (list: Airport[]) => list.map((airport) => airport.iataCode);

describe('GET /api/flights/search-airport', () => {
  it('puts the airport whose IATA code is the query first, whatever the case', async () => {
    for (const q of ['LIM', 'lim', 'Lim', ' lim ']) {
      const list = await airports(q);
      expect(list[0]).toMatchObject({ iataCode: 'LIM', city: 'Lima', countryCode: 'PE' });
      // Then the cities and names starting with the letters: Limoges, Limerick...
      expect(list.length).toBeGreaterThan(1);
    }
  });

  it('gives a full airport: name, city, country in the traveller’s language, coordinates', async () => {
    const [fco] = await airports('FCO');
    expect(fco).toEqual({
      iataCode: 'FCO',
      name: expect.stringContaining('Fiumicino'),
      city: 'Rome',
      countryCode: 'IT',
      country: 'Italy',
      latitude: expect.closeTo(41.8, 0),
      longitude: expect.closeTo(12.25, 0),
    });
    const [italian] = await airports('FCO', 'it.localhost:3000');
    expect(italian).toMatchObject({ city: 'Roma', country: 'Italia' });
    const [german] = await airports('muc', 'de.localhost:3000');
    expect(german).toMatchObject({ iataCode: 'MUC', city: 'München', country: 'Deutschland' });
    const [french] = await airports('LHR', 'fr.localhost:3000');
    expect(french).toMatchObject({ city: 'Londres', country: 'Royaume-Uni' });
  });

  it('ranks city prefixes before name prefixes before word prefixes', async () => {
    // "rom": the airports of Rome (city) before an airport whose name only has a word "Romero".
    const rom = await airports('rom');
    expect(codes(rom).slice(0, 2)).toEqual(expect.arrayContaining(['FCO', 'CIA']));
    expect(codes(rom).indexOf('FCO')).toBeLessThan(codes(rom).indexOf('SAL'));
    // "heathrow" starts no city but starts the name "London Heathrow Airport"'s second word.
    expect(codes(await airports('heathrow'))).toEqual(['LHR']);
    // "london" is a city: the London airports, Heathrow (large) first.
    const london = codes(await airports('london'));
    expect(london[0]).toBe('LHR');
    expect(london).toEqual(expect.arrayContaining(['LGW', 'STN', 'LTN', 'LCY']));
    // "malpensa": an airport name.
    expect(codes(await airports('malpensa'))[0]).toBe('MXP');
    // Several words, in any order.
    expect(codes(await airports('da vinci'))).toContain('FCO');
    expect(codes(await airports('new york'))).toEqual(
      expect.arrayContaining(['JFK', 'LGA', 'EWR']),
    );
  });

  it('ignores accents and case, on both sides', async () => {
    expect(codes(await airports('reykjavik'))).toContain('KEF');
    expect(codes(await airports('REYKJAVÍK'))).toContain('KEF');
    expect(codes(await airports('Zürich'))[0]).toBe('ZRH');
    expect(codes(await airports('zurich'))[0]).toBe('ZRH');
    expect(codes(await airports('malaga'))).toContain('AGP');
    expect(codes(await airports('sao paulo'))).toContain('GRU');
  });

  it('finds cities by their names in the five languages', async () => {
    expect(codes(await airports('Mailand'))).toEqual(expect.arrayContaining(['MXP', 'LIN']));
    expect(codes(await airports('monaco di baviera'))).toEqual(['MUC']);
    expect(codes(await airports('Londres'))[0]).toBe('LHR');
    expect(codes(await airports('Lisboa'))[0]).toBe('LIS');
    expect(codes(await airports('tokio'))).toEqual(expect.arrayContaining(['HND', 'NRT']));
  });

  it('answers at most 10 airports', async () => {
    for (const q of ['a', 'san', 'int', 'airport']) {
      const list = await airports(q);
      expect(list).toHaveLength(10);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await airports('qqqqzz')).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', 'x'.repeat(AIRPORT_QUERY_MAX_LENGTH + 1)],
  ])('answers 400 VALIDATION_FAILED on q for a query %s', async (_name, q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toHaveProperty('q');
  });

  it('accepts a query of the longest length', async () => {
    const res = await search('x'.repeat(AIRPORT_QUERY_MAX_LENGTH));
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/flights/search-airport?q=fco' });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('the airport index', () => {
  it('normalizes like the search: no accents, lower case, punctuation as spaces', () => {
    expect(normalizeSearchText('Reykjavík–Keflavík')).toBe('reykjavik keflavik');
    expect(normalizeSearchText('  São  Paulo/Guarulhos ')).toBe('sao paulo guarulhos');
    expect(normalizeSearchText('Straße Øresund Łódź')).toBe('strasse oresund lodz');
  });

  it('normalizes a plain ASCII name as it would within an accented one', () => {
    expect(normalizeSearchText("St. John's (Newfoundland) T2")).toBe('st john s newfoundland t2');
    // A leading accented word sends the text through the Unicode path; the rest must not change.
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        const plain = normalizeSearchText(text);
        expect(normalizeSearchText(`é ${text}`)).toBe(plain ? `e ${plain}` : 'e');
      }),
    );
  });

  it('holds every dataset airport with an IATA code, each code once', () => {
    const index = getAirportIndex();
    expect(index.airports.length).toBeGreaterThan(4000);
    expect(new Set(index.airports.map((airport) => airport.iataCode)).size).toBe(
      index.airports.length,
    );
    for (const code of ['MXP', 'FCO', 'LHR', 'MAD', 'CDG', 'FRA', 'HND', 'KEF', 'RAK', 'ATH']) {
      expect(index.byCode.get(code)?.iataCode).toBe(code);
    }
  });

  it('ranks scheduled airports before the others, large before medium', () => {
    const rows = [
      { code: 'AAA', name: 'Alpha Field', type: 'medium_airport', scheduled: 'yes' },
      { code: 'AAB', name: 'Alpha International', type: 'large_airport', scheduled: 'yes' },
      { code: 'AAC', name: 'Alpha Air Base', type: 'large_airport', scheduled: 'no' },
    ].map((row) => ({
      type: row.type,
      name: row.name,
      latitude_deg: '1',
      longitude_deg: '2',
      iso_country: 'IT',
      municipality: 'Alphaville',
      scheduled_service: row.scheduled,
      iata_code: row.code,
      keywords: '',
    }));
    const index = buildAirportIndex(rows);
    expect(searchAirports('alpha', { airportIndex: index }).map((a) => a.iataCode)).toEqual([
      'AAB',
      'AAA',
      'AAC',
    ]);
    expect(searchAirports('aac', { airportIndex: index }).map((a) => a.iataCode)[0]).toBe('AAC');
    expect(searchAirports('alpha', { airportIndex: index, limit: 2 })).toHaveLength(2);
  });
});
