import type { Language } from '@wayfarer/domain';
import type { Translations } from '../i18n/i18n';

const cores = import.meta.glob<Record<string, unknown>>('../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const parts = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every string of `language`: its core file and all its parts (tests see every screen's). */
function allStrings(language: Language): Translations {
  const merged: Record<string, unknown> = { ...cores[`../i18n/locales/${language}.json`] };
  for (const [file, strings] of Object.entries(parts)) {
    if (file.startsWith(`../i18n/locales/${language}/`)) Object.assign(merged, strings);
  }
  return merged as Translations;
}

export const translations: Record<Language, Translations> = {
  en: allStrings('en'),
  it: allStrings('it'),
  es: allStrings('es'),
  fr: allStrings('fr'),
  de: allStrings('de'),
};
