/**
 * Country variants of the account area (app-shell spec §1, §3, §5, §9).
 *
 * Every variant has its own language, currency, date formats, domain suffix and
 * public website. Values the spec leaves open (locale tags, flags, websites,
 * community messages) are the product's own choices and are fixed here.
 */

export type VariantId =
  'international' | 'italy' | 'global' | 'english' | 'spain' | 'france' | 'germany';

export type Language = 'en' | 'it' | 'es' | 'fr' | 'de';

/** The five languages of the account area (app-shell §9). */
export const languages: readonly Language[] = ['en', 'it', 'es', 'fr', 'de'];

export const variantIds: readonly VariantId[] = [
  'international',
  'italy',
  'global',
  'english',
  'spain',
  'france',
  'germany',
];

export type CurrencyCode = 'EUR' | 'GBP' | 'USD';

export interface CurrencySettings {
  code: CurrencyCode;
  name: string;
  symbol: string;
  decimalSeparator: string;
  thousandSeparator: string;
  /** `%s` is the symbol, `%v` the unsigned amount: '%v %s' gives '1.234,50 €'. */
  pattern: string;
  symbolPosition: 'leading' | 'trailing';
}

export interface Variant {
  id: VariantId;
  language: Language;
  /** BCP 47 tag for Intl APIs. */
  localeTag: string;
  label: string;
  /** The language's name in the language itself. */
  languageLabel: string;
  englishLanguageLabel: string;
  /** 'WE' is the English international site, which has no single country. */
  countryCode: string;
  /** Flag emoji. */
  icon: string;
  domainSuffix: string;
  /** Public website of the variant, without a trailing slash. */
  publicWebsiteUrl: string;
  communityMessage: string;
  currency: CurrencySettings;
  /** Moment-style tokens: DD day, MM month, YYYY year, HH hours, mm minutes, ss seconds. */
  dateFormats: { date: string; dateTime: string; dateTimeWithSeconds: string };
  /** 0 Sunday, 1 Monday. */
  firstDayOfWeek: 0 | 1;
  /** Whether the tax code is mandatory (Italy and Spain only, app-shell §5). */
  mandatoryTax: boolean;
  /**
   * IANA time zone of the variant's country: where "today" and payment deadlines are counted
   * (the spec names none; the product's choice).
   */
  timeZone: string;
}

/** EUR: comma decimal, dot thousands, trailing symbol (app-shell §9). */
const euroTrailing: CurrencySettings = {
  code: 'EUR',
  name: 'Euro',
  symbol: '€',
  decimalSeparator: ',',
  thousandSeparator: '.',
  pattern: '%v %s',
  symbolPosition: 'trailing',
};

/** The English site uses EUR with a leading symbol, and English separators. */
const euroLeading: CurrencySettings = {
  code: 'EUR',
  name: 'Euro',
  symbol: '€',
  decimalSeparator: '.',
  thousandSeparator: ',',
  pattern: '%s%v',
  symbolPosition: 'leading',
};

const poundSterling: CurrencySettings = {
  code: 'GBP',
  name: 'Pound sterling',
  symbol: '£',
  decimalSeparator: '.',
  thousandSeparator: ',',
  pattern: '%s%v',
  symbolPosition: 'leading',
};

const usDollar: CurrencySettings = {
  code: 'USD',
  name: 'US dollar',
  symbol: '$',
  decimalSeparator: '.',
  thousandSeparator: ',',
  pattern: '%s%v',
  symbolPosition: 'leading',
};

/** Every variant uses the same formats (app-shell §9). */
export const dateFormats: Variant['dateFormats'] = {
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
  dateTimeWithSeconds: 'DD/MM/YYYY HH:mm:ss',
};

const publicSite = 'https://www.wayfarer.travel';

export const variants: Record<VariantId, Variant> = {
  international: {
    id: 'international',
    language: 'en',
    localeTag: 'en-GB',
    label: 'International',
    languageLabel: 'English',
    englishLanguageLabel: 'English',
    countryCode: 'GB',
    icon: '🇬🇧',
    domainSuffix: 'uk',
    publicWebsiteUrl: `${publicSite}/uk`,
    communityMessage: 'Join the community of travellers who explore the world in groups.',
    currency: poundSterling,
    dateFormats,
    firstDayOfWeek: 1,
    mandatoryTax: false,
    timeZone: 'Europe/London',
  },
  italy: {
    id: 'italy',
    language: 'it',
    localeTag: 'it-IT',
    label: 'Italia',
    languageLabel: 'Italiano',
    englishLanguageLabel: 'Italian',
    countryCode: 'IT',
    icon: '🇮🇹',
    domainSuffix: 'it',
    publicWebsiteUrl: `${publicSite}/it`,
    communityMessage: 'Unisciti alla community di chi esplora il mondo in gruppo.',
    currency: euroTrailing,
    dateFormats,
    firstDayOfWeek: 1,
    mandatoryTax: true,
    timeZone: 'Europe/Rome',
  },
  global: {
    id: 'global',
    language: 'en',
    localeTag: 'en-US',
    label: 'Global',
    languageLabel: 'English',
    englishLanguageLabel: 'English',
    countryCode: 'US',
    icon: '🇺🇸',
    domainSuffix: 'us',
    publicWebsiteUrl: `${publicSite}/us`,
    communityMessage: 'Join the community of travelers who explore the world in groups.',
    currency: usDollar,
    dateFormats,
    firstDayOfWeek: 0,
    mandatoryTax: false,
    timeZone: 'America/New_York',
  },
  english: {
    id: 'english',
    language: 'en',
    localeTag: 'en-IE',
    label: 'English',
    languageLabel: 'English',
    englishLanguageLabel: 'English',
    countryCode: 'WE',
    icon: '🇪🇺',
    domainSuffix: 'en',
    publicWebsiteUrl: `${publicSite}/en`,
    communityMessage: 'Join the community of travellers who explore the world in groups.',
    currency: euroLeading,
    dateFormats,
    firstDayOfWeek: 0,
    mandatoryTax: false,
    timeZone: 'Europe/Dublin',
  },
  spain: {
    id: 'spain',
    language: 'es',
    localeTag: 'es-ES',
    label: 'España',
    languageLabel: 'Español',
    englishLanguageLabel: 'Spanish',
    countryCode: 'ES',
    icon: '🇪🇸',
    domainSuffix: 'es',
    publicWebsiteUrl: `${publicSite}/es`,
    communityMessage: 'Únete a la comunidad de viajeros que exploran el mundo en grupo.',
    currency: euroTrailing,
    dateFormats,
    firstDayOfWeek: 1,
    mandatoryTax: true,
    timeZone: 'Europe/Madrid',
  },
  france: {
    id: 'france',
    language: 'fr',
    localeTag: 'fr-FR',
    label: 'France',
    languageLabel: 'Français',
    englishLanguageLabel: 'French',
    countryCode: 'FR',
    icon: '🇫🇷',
    domainSuffix: 'fr',
    publicWebsiteUrl: `${publicSite}/fr`,
    communityMessage: 'Rejoins la communauté des voyageurs qui explorent le monde en groupe.',
    currency: euroTrailing,
    dateFormats,
    firstDayOfWeek: 1,
    mandatoryTax: false,
    timeZone: 'Europe/Paris',
  },
  germany: {
    id: 'germany',
    language: 'de',
    localeTag: 'de-DE',
    label: 'Deutschland',
    languageLabel: 'Deutsch',
    englishLanguageLabel: 'German',
    countryCode: 'DE',
    icon: '🇩🇪',
    domainSuffix: 'de',
    publicWebsiteUrl: `${publicSite}/de`,
    communityMessage: 'Werde Teil der Community von Reisenden, die die Welt in Gruppen entdecken.',
    currency: euroTrailing,
    dateFormats,
    firstDayOfWeek: 1,
    mandatoryTax: false,
    timeZone: 'Europe/Berlin',
  },
};

/** The variant with this id, or undefined for anything else (including inherited keys). */
export function getVariant(id: string): Variant | undefined {
  return Object.hasOwn(variants, id) ? variants[id as VariantId] : undefined;
}

/**
 * The empty locale (app-shell §9 lists it and shows no purpose; the product's decision): what a
 * host that maps to no variant gets. It has no settings of its own: it takes the variant of the
 * default host (the public URL's), or International when that host maps to none either.
 */
export function variantForHost(
  hosts: ReadonlyMap<string, VariantId>,
  { host, defaultHost }: { host: string; defaultHost: string },
): { variant: Variant; emptyLocale: boolean } {
  const mapped = hosts.get(host);
  if (mapped) return { variant: variants[mapped], emptyLocale: false };
  return { variant: variants[hosts.get(defaultHost) ?? 'international'], emptyLocale: true };
}

/** Default currency by country (account-area §9): the account area supports EUR and GBP only. */
const defaultCurrencyByCountry: Readonly<Record<string, 'EUR' | 'GBP'>> = {
  IT: 'EUR',
  GB: 'GBP',
  WE: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
};

/** The default currency of a country code (case-insensitive), undefined when it has none. */
export function getDefaultCurrency({
  countryCode,
}: {
  countryCode: string;
}): 'EUR' | 'GBP' | undefined {
  const key = countryCode.toUpperCase();
  return Object.hasOwn(defaultCurrencyByCountry, key) ? defaultCurrencyByCountry[key] : undefined;
}
