import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries/index';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Country } from '@wayfarer/contract';
import { languages, type Language } from '@wayfarer/domain';

const require = createRequire(import.meta.url);

// Only the five languages of the account area are registered (each is ~10 KB of names): the
// package's Node entry would parse all eighty at start.
for (const language of languages) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);
}

const cache = new Map<Language, Country[]>();

/**
 * Every country with its name in `language` (its usual name) and its calling code from
 * libphonenumber-js (null for the few territories without their own), sorted by name for that
 * language. Reference data: built once per language and kept in memory.
 */
export function listCountries(language: Language): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const list = Object.entries(names)
    .map(([code, name]) => ({
      code,
      name,
      callingCode: isSupportedCountry(code) ? getCountryCallingCode(code) : null,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}
