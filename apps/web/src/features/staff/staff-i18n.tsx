import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@wayfarer/domain';
import { createContext, useContext, type ReactNode } from 'react';
import type en from './locales/en.json';

/**
 * The console speaks English and Italian (the care team's languages): Italian on the Italian
 * site, English elsewhere. Its strings are its own i18next instance, downloaded with its chunk,
 * never part of the traveller's translation files.
 */
export type StaffLanguage = 'en' | 'it';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StaffKey = Leaves<typeof en>;
export type StaffT = (key: StaffKey, values?: Record<string, string>) => string;

export function staffLanguageFor(language: Language): StaffLanguage {
  return language === 'it' ? 'it' : 'en';
}

export async function createStaffI18n(language: StaffLanguage): Promise<I18n> {
  const strings =
    language === 'it'
      ? (await import('./locales/it.json')).default
      : (await import('./locales/en.json')).default;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: strings } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

const StaffI18nContext = createContext<I18n | null>(null);

export function StaffI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <StaffI18nContext.Provider value={i18n}>{children}</StaffI18nContext.Provider>;
}

export function useStaffT(): { t: StaffT; language: StaffLanguage } {
  const i18n = useContext(StaffI18nContext);
  if (!i18n) throw new Error('useStaffT must be used inside <StaffI18nProvider>');
  const t: StaffT = (key, values) => i18n.t(key as never, values as never) as unknown as string;
  return { t, language: i18n.language as StaffLanguage };
}
