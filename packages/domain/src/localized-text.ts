/**
 * Content in several languages (issue 18 item 5): trip titles, meeting points, insurance texts,
 * coordinator bios and cities, partner offers. The operator writes each text in the languages it
 * has; a reader gets one of them by a fixed rule.
 */
import { languages, type Language } from './variants';

/** One text per language; any language may be missing, and a text may exist in one only. */
export type LocalizedText = Partial<Record<Language, string>>;

export interface LocalizedTextChoice {
  text: string;
  /** The language the chosen text is written in (for a `lang` attribute when it differs). */
  language: Language;
}

/**
 * The languages to try, in order: the one asked for, the site's default language, English, then
 * every other language in the account area's order (so the answer never depends on key order).
 */
export function contentLanguageOrder(requested: Language, siteDefault: Language): Language[] {
  return [...new Set<Language>([requested, siteDefault, 'en', ...languages])];
}

/**
 * The text to show for `requested` on a site whose default language is `siteDefault`: requested →
 * site default → English → any other. Blank texts count as missing. Null when there is no text in
 * any language (or no text at all).
 */
export function pickLocalizedText(
  text: LocalizedText | null | undefined,
  requested: Language,
  siteDefault: Language = requested,
): LocalizedTextChoice | null {
  if (!text) return null;
  for (const language of contentLanguageOrder(requested, siteDefault)) {
    const value = text[language];
    if (typeof value === 'string' && value.trim() !== '') return { text: value, language };
  }
  return null;
}

/** The chosen text alone (see pickLocalizedText). */
export function localizeText(
  text: LocalizedText | null | undefined,
  requested: Language,
  siteDefault: Language = requested,
): string | null {
  return pickLocalizedText(text, requested, siteDefault)?.text ?? null;
}

/**
 * ISO 3166-2 subdivisions that travellers book as destinations in their own right, which CLDR does
 * not name (it names ISO 3166-1 countries only): a traveller booked "Scotland", not "United
 * Kingdom".
 */
export const destinationSubdivisions = {
  'GB-SCT': { en: 'Scotland', it: 'Scozia', es: 'Escocia', fr: 'Écosse', de: 'Schottland' },
  'GB-WLS': { en: 'Wales', it: 'Galles', es: 'Gales', fr: 'pays de Galles', de: 'Wales' },
  'GB-ENG': { en: 'England', it: 'Inghilterra', es: 'Inglaterra', fr: 'Angleterre', de: 'England' },
  'GB-NIR': {
    en: 'Northern Ireland',
    it: 'Irlanda del Nord',
    es: 'Irlanda del Norte',
    fr: 'Irlande du Nord',
    de: 'Nordirland',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type DestinationSubdivision = keyof typeof destinationSubdivisions;

/**
 * One destination code named in a language: an ISO 3166-1 alpha-2 country through CLDR
 * (Intl.DisplayNames), or one of the destinationSubdivisions (ISO 3166-2). Undefined when the code
 * names neither.
 */
export function destinationName(code: string, language: Language): string | undefined {
  const upper = code.toUpperCase();
  if (Object.hasOwn(destinationSubdivisions, upper)) {
    return destinationSubdivisions[upper as DestinationSubdivision][language];
  }
  return /^[A-Z]{2}$/.test(upper) ? formattersOf(language).names.of(upper) : undefined;
}

/**
 * Countries (or destinationSubdivisions) of a trip named in a language from their ISO codes and
 * joined as the language joins a list ("Argentina e Cile", "Argentinien und Chile"). Unknown codes
 * are left out; null when none is left. The name starts with a capital letter ("Pays de Galles").
 */
export function countryListName(codes: readonly string[], language: Language): string | null {
  // Every trips list and booking page names its trips' countries: the few combinations there are
  // are named once per language (Intl's lookups showed in the API's profile).
  const key = `${language}:${codes.join(',')}`;
  if (countryListNames.has(key)) return countryListNames.get(key)!;
  const name = nameCountryList(codes, language);
  if (countryListNames.size >= countryListNamesMax) countryListNames.clear();
  countryListNames.set(key, name);
  return name;
}

const countryListNames = new Map<string, string | null>();
const countryListNamesMax = 2_000;

function nameCountryList(codes: readonly string[], language: Language): string | null {
  const named = codes
    .map((code) => destinationName(code, language))
    .filter((name): name is string => Boolean(name));
  if (named.length === 0) return null;
  const joined = formattersOf(language).list.format(named);
  return joined.charAt(0).toLocaleUpperCase(language) + joined.slice(1);
}

/** Intl formatters are costly to build: one pair per language, made on first use. */
const formatters = new Map<Language, { names: Intl.DisplayNames; list: Intl.ListFormat }>();

function formattersOf(language: Language) {
  let pair = formatters.get(language);
  if (!pair) {
    pair = {
      names: new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
      list: new Intl.ListFormat([language], { type: 'conjunction', style: 'long' }),
    };
    formatters.set(language, pair);
  }
  return pair;
}
