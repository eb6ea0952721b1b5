import type { Language } from '@wayfarer/domain';
import i18next from 'i18next';
import type { i18n as I18n, ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import type enAccountDeletion from './locales/en/account-deletion.json';
import type enBooking from './locales/en/booking.json';
import type enConsents from './locales/en/consents.json';
import type enContacts from './locales/en/contacts.json';
import type enCredits from './locales/en/credits.json';
import type enDataExport from './locales/en/data-export.json';
import type enDevices from './locales/en/devices.json';
import type enPasskeys from './locales/en/passkeys.json';
import type enDocuments from './locales/en/documents.json';
import type enNotifyMe from './locales/en/notify-me.json';
import type enPartnerships from './locales/en/partnerships.json';
import type enProfile from './locales/en/profile.json';
import type enReferral from './locales/en/referral.json';
import type enRegistry from './locales/en/registry.json';
import type enTraveller from './locales/en/traveller.json';
import type enTrips from './locales/en/trips.json';
import type enWishlist from './locales/en/wishlist.json';

/**
 * The strings of one screen area, in `locales/<language>/<part>.json`, downloaded with the lazy
 * route chunks that show them (`withTranslations` in app/router.tsx). The core file
 * `locales/<language>.json` holds what the shell, the dashboard and the route titles need: it is
 * the only one the first render waits for.
 */
interface TranslationParts {
  'account-deletion': typeof enAccountDeletion;
  booking: typeof enBooking;
  consents: typeof enConsents;
  contacts: typeof enContacts;
  credits: typeof enCredits;
  'data-export': typeof enDataExport;
  devices: typeof enDevices;
  passkeys: typeof enPasskeys;
  documents: typeof enDocuments;
  'notify-me': typeof enNotifyMe;
  partnerships: typeof enPartnerships;
  profile: typeof enProfile;
  referral: typeof enReferral;
  registry: typeof enRegistry;
  traveller: typeof enTraveller;
  trips: typeof enTrips;
  wishlist: typeof enWishlist;
}

export type TranslationPart = keyof TranslationParts;

/** The strings of the core file. */
export type CoreTranslations = typeof en;

/** Every string of one language: the core file and all its parts. */
export type Translations = CoreTranslations &
  TranslationParts['account-deletion'] &
  TranslationParts['booking'] &
  TranslationParts['consents'] &
  TranslationParts['contacts'] &
  TranslationParts['credits'] &
  TranslationParts['data-export'] &
  TranslationParts['devices'] &
  TranslationParts['passkeys'] &
  TranslationParts['documents'] &
  TranslationParts['notify-me'] &
  TranslationParts['partnerships'] &
  TranslationParts['profile'] &
  TranslationParts['referral'] &
  TranslationParts['registry'] &
  TranslationParts['traveller'] &
  TranslationParts['trips'] &
  TranslationParts['wishlist'];

/** Checked against `TranslationParts` by the compiler: a part cannot be forgotten here. */
export const translationParts = Object.keys({
  'account-deletion': true,
  booking: true,
  consents: true,
  contacts: true,
  credits: true,
  'data-export': true,
  devices: true,
  passkeys: true,
  documents: true,
  'notify-me': true,
  partnerships: true,
  profile: true,
  referral: true,
  registry: true,
  traveller: true,
  trips: true,
  wishlist: true,
} satisfies Record<TranslationPart, true>) as TranslationPart[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
  }
}

/** A key of the translation files, for tables that name their label (`labelKey: 'menu.travels'`). */
export type TranslationKey = ParseKeys;

/** One dynamic import per language: only the current language is downloaded. */
const loaders: Record<Language, () => Promise<{ default: CoreTranslations }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
};

/** One chunk per language and part (`./locales/de/booking.json`). */
const partLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export async function loadTranslations(language: Language): Promise<CoreTranslations> {
  return (await loaders[language]()).default;
}

/** The instance the app renders with: route chunks add their parts to it. */
let current: I18n | undefined;

/** The parts each instance has (or is downloading), so each part is fetched once. */
const loadedParts = new WeakMap<I18n, Map<TranslationPart, Promise<void>>>();

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
  // Given every string (tests), the parts are there already.
  const parts = new Map<TranslationPart, Promise<void>>();
  if (translations) {
    for (const part of translationParts) {
      parts.set(part, Promise.resolve());
    }
  }
  loadedParts.set(instance, parts);
  current = instance;
  return instance;
}

function loadPart(instance: I18n, part: TranslationPart): Promise<void> {
  const parts = loadedParts.get(instance) ?? new Map<TranslationPart, Promise<void>>();
  loadedParts.set(instance, parts);
  const known = parts.get(part);
  if (known) return known;
  const language = instance.language;
  const loader = partLoaders[`./locales/${language}/${part}.json`];
  if (!loader) return Promise.reject(new Error(`No translations ${language}/${part}`));
  const loading = loader().then(
    ({ default: strings }) => {
      instance.addResourceBundle(language, 'translation', strings, true, false);
    },
    (error: unknown) => {
      // A failed download is tried again by the next navigation.
      parts.delete(part);
      throw error;
    },
  );
  parts.set(part, loading);
  return loading;
}

/**
 * Adds the strings of `parts` to the app's i18next instance (deep merge: keys keep their full
 * names: a part adds whole areas). Without an instance (nothing rendered yet) it does nothing.
 */
export async function loadTranslationParts(
  parts: readonly TranslationPart[],
  instance: I18n | undefined = current,
): Promise<void> {
  if (!instance) return;
  await Promise.all(parts.map((part) => loadPart(instance, part)));
}

/**
 * A screen's lazy loader that also downloads the strings it shows, in parallel with its chunk:
 * the screen renders once both are there. Prefetch on intent calls the same loader.
 */
export async function withTranslations<T>(
  parts: readonly TranslationPart[],
  load: () => Promise<T>,
): Promise<T> {
  const [value] = await Promise.all([load(), loadTranslationParts(parts)]);
  return value;
}
