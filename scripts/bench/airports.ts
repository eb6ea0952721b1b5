import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildTestApp } from '../../apps/server/test/helpers/app';
import { signIn } from '../../apps/server/test/helpers/sign-in';
import { getAirportIndex, searchAirports } from '../../apps/server/src/modules/flights/airports';

export interface AirportSearchReport {
  queries: number;
  /** GET /api/flights/search-airport through the whole app (session, validation, JSON). */
  meanMs: number;
  p99Ms: number;
  /** The index search alone. */
  index: { meanMs: number; p99Ms: number };
  cores: number;
  /** The machine's load when measured: other work on the cores shows in the p99. */
  loadAverage: number;
}

/** A small deterministic generator, so every run measures the same queries. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What travellers type in the airport box: codes in any case, the first letters of a city or an
 * airport (1 to 8), whole city names in the five languages with or without accents, two words,
 * and a few that match nothing.
 */
export function realisticAirportQueries(count: number, seed = 42): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const airports = getAirportIndex().airports.slice(0, 800);
  const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const queries: string[] = [];
  while (queries.length < count) {
    const airport = pick(airports);
    const city = airport.cityNames ? pick(Object.values(airport.cityNames)) : airport.city;
    const roll = next();
    if (roll < 0.2) {
      queries.push(next() < 0.5 ? airport.iataCode : airport.iataCode.toLowerCase());
    } else if (roll < 0.55 && city) {
      queries.push(city.slice(0, 1 + Math.floor(next() * 8)));
    } else if (roll < 0.7) {
      queries.push(airport.name.slice(0, 2 + Math.floor(next() * 8)));
    } else if (roll < 0.85 && city) {
      queries.push(next() < 0.5 ? stripAccents(city).toLowerCase() : city);
    } else if (roll < 0.95) {
      const words = airport.name.split(/\s+/).filter((word) => word.length > 2);
      queries.push(
        words
          .slice(0, 2)
          .map((word) => word.slice(0, 3 + Math.floor(next() * 3)))
          .join(' '),
      );
    } else {
      queries.push(`qx${Math.floor(next() * 1000)}`);
    }
  }
  return queries;
}

function summarize(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const mean = timings.reduce((sum, ms) => sum + ms, 0) / timings.length;
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { meanMs: round(mean), p99Ms: round(p99) };
}

/**
 * The airport search of the flight-details modal (target: under 5 ms a query): a few thousand
 * realistic queries one after the other, through the app (signed in, on PGlite) and on the index.
 */
export async function benchAirportSearch(queryCount = 3000): Promise<AirportSearchReport> {
  const previousDatabaseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const t = await buildTestApp();
  try {
    const { cookie } = await signIn(t.app, {
      email: 'demo@wayfarer.test',
      password: 'wayfarer-demo',
    });
    const queries = realisticAirportQueries(queryCount);
    const request = (q: string) =>
      t.app.inject({
        url: `/api/flights/search-airport?q=${encodeURIComponent(q)}`,
        headers: { cookie },
      });
    // Warm-up: JIT, the session lookup's plan.
    for (const q of queries.slice(0, 200)) await request(q);

    const app: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      const res = await request(q);
      app.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`search-airport ${q}: ${res.statusCode}`);
    }
    const index: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      searchAirports(q);
      index.push(performance.now() - start);
    }
    return {
      queries: queries.length,
      ...summarize(app),
      index: summarize(index),
      cores: availableParallelism(),
      loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    };
  } finally {
    await t.close();
    if (previousDatabaseUrl !== undefined) process.env.DATABASE_URL = previousDatabaseUrl;
  }
}
