import type { Language } from '@wayfarer/domain';
import i18next from 'i18next';
import type { i18n as I18n, ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';

export type Translations = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
  }
}

/** A key of the translation files, for tables that name their label (`labelKey: 'menu.travels'`). */
export type TranslationKey = ParseKeys;

/** One dynamic import per language: only the current language is downloaded. */
const loaders: Record<Language, () => Promise<{ default: Translations }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
};

export async function loadTranslations(language: Language): Promise<Translations> {
  return (await loaders[language]()).default;
}

/** An i18next instance holding one language; pass `translations` to skip the download (tests). */
export async function createI18n(language: Language, translations?: Translations): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [language],
    resources: { [language]: { translation: translations ?? (await loadTranslations(language)) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}
