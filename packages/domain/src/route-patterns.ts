import type { Language } from './variants';

/** Route names of the account area (app-shell §2); the same names exist in every language. */
export type RouteName =
  | 'index'
  | 'account/profile'
  | 'travels'
  | 'travels/_tour'
  | 'travels/_tour/_traveler'
  | 'account/registry'
  | 'account/documents'
  | 'account/communications'
  | 'account/credits'
  | 'account/wishlist'
  | 'account/devices'
  | 'account/delete'
  | 'account/data'
  | 'account/passkeys'
  | 'notify-me'
  | 'notify-me/_token'
  | 'partnership'
  | 'refer-friend'
  | 'contacts'
  | 'logout'
  | 'auth/confirm-email/_token';

export const routeNames: readonly RouteName[] = [
  'index',
  'account/profile',
  'travels',
  'travels/_tour',
  'travels/_tour/_traveler',
  'account/registry',
  'account/documents',
  'account/communications',
  'account/credits',
  'account/wishlist',
  'account/devices',
  'account/delete',
  'account/data',
  'account/passkeys',
  'notify-me',
  'notify-me/_token',
  'partnership',
  'refer-friend',
  'contacts',
  'logout',
  'auth/confirm-email/_token',
];

/** Routes that are the same in every language (app-shell §2). */
const everyLanguage = {
  index: '/',
  'notify-me/_token': '/notify-me/:token?',
  'auth/confirm-email/_token': '/auth/confirm-email/:token?',
} as const;

/**
 * React Router patterns of every route, per language, exactly as app-shell §2 spells
 * them (accents and the space of the French logout included). Where the spec gives no
 * path for a language, the choice is noted beside it.
 */
export const routePatterns: Record<Language, Record<RouteName, string>> = {
  en: {
    ...everyLanguage,
    'account/profile': '/account/profile',
    travels: '/travels',
    'travels/_tour': '/travels/:tour',
    'travels/_tour/_traveler': '/travels/:tour/:traveler',
    'account/registry': '/account/registry',
    'account/documents': '/account/documents',
    'account/communications': '/account/consents',
    'account/credits': '/account/credits',
    'account/wishlist': '/account/wishlist',
    'account/devices': '/account/devices', // not in the spec (issue 22)
    'account/delete': '/account/delete', // not in the spec (issue 22)
    'account/data': '/account/data', // not in the spec (issue 22)
    'account/passkeys': '/account/passkeys', // not in the spec (issue 22)
    'notify-me': '/notify-me',
    partnership: '/partnerships',
    'refer-friend': '/refer-friend',
    contacts: '/contact-us',
    logout: '/logout',
  },
  it: {
    ...everyLanguage,
    'account/profile': '/account/profilo',
    travels: '/viaggi',
    'travels/_tour': '/viaggi/:tour',
    'travels/_tour/_traveler': '/viaggi/:tour/:traveler',
    'account/registry': '/account/dati-personali',
    'account/documents': '/account/documenti',
    'account/communications': '/account/consensi',
    'account/credits': '/account/crediti',
    'account/wishlist': '/account/preferiti',
    'account/devices': '/account/dispositivi', // not in the spec (issue 22)
    'account/delete': '/account/elimina', // not in the spec (issue 22)
    'account/data': '/account/scarica-dati', // not in the spec (issue 22)
    'account/passkeys': '/account/passkey', // not in the spec (issue 22)
    'notify-me': '/avvisami',
    partnership: '/partnership',
    'refer-friend': '/invita-amico',
    contacts: '/contattaci',
    logout: '/logout', // not in the spec's Italian list: the English path
  },
  es: {
    ...everyLanguage,
    'account/profile': '/cuenta/perfil',
    travels: '/viajes',
    'travels/_tour': '/viajes/:tour', // "and sub-paths": the tour under the travels path
    'travels/_tour/_traveler': '/viajes/:tour/:traveler',
    'account/registry': '/cuenta/mis-datos',
    'account/documents': '/cuenta/mis-documentos',
    'account/communications': '/cuenta/permisos',
    'account/credits': '/cuenta/creditos',
    'account/wishlist': '/cuenta/favoritos',
    'account/devices': '/cuenta/dispositivos', // not in the spec (issue 22)
    'account/delete': '/cuenta/eliminar', // not in the spec (issue 22)
    'account/data': '/cuenta/descargar-datos', // not in the spec (issue 22)
    'account/passkeys': '/cuenta/llaves-de-acceso', // not in the spec (issue 22)
    'notify-me': '/avisame',
    partnership: '/asociaciones',
    'refer-friend': '/recomienda-amigo',
    contacts: '/contáctanos',
    logout: '/cerrar-sesión',
  },
  fr: {
    ...everyLanguage,
    'account/profile': '/comptes/profils',
    travels: '/voyages',
    // The spec says the source spells the tour sub-paths with a typo it does not show:
    // we use the travels path, spelt correctly.
    'travels/_tour': '/voyages/:tour',
    'travels/_tour/_traveler': '/voyages/:tour/:traveler',
    'account/registry': '/compte/mes-données',
    'account/documents': '/compte/documents',
    'account/communications': '/comptes/autorisations',
    'account/credits': '/compte/mes-crédits',
    'account/wishlist': '/comptes/favoris',
    'account/devices': '/compte/appareils', // not in the spec (issue 22)
    'account/delete': '/compte/supprimer', // not in the spec (issue 22)
    'account/data': '/compte/télécharger-mes-données', // not in the spec (issue 22)
    'account/passkeys': '/compte/clés-d-accès', // not in the spec (issue 22)
    'notify-me': '/notifie-moi',
    partnership: '/partenariat',
    'refer-friend': '/parraine-ami',
    contacts: '/contacte-nous',
    logout: '/se déconnecter',
  },
  de: {
    ...everyLanguage,
    'account/profile': '/account/profil',
    travels: '/reisen',
    'travels/_tour': '/reisen/:tour', // "and sub-paths": the tour under the travels path
    'travels/_tour/_traveler': '/reisen/:tour/:traveler',
    'account/registry': '/account/meine-daten',
    'account/documents': '/account/meine-dokumente',
    'account/communications': '/account/datenschutz',
    'account/credits': '/account/mein-guthaben',
    'account/wishlist': '/account/Favoriten',
    'account/devices': '/account/geräte', // not in the spec (issue 22)
    'account/delete': '/account/konto-löschen', // not in the spec (issue 22)
    'account/data': '/account/daten-herunterladen', // not in the spec (issue 22)
    'account/passkeys': '/account/passkeys', // not in the spec (issue 22)
    'notify-me': '/benachrichtigungen',
    partnership: '/partnership',
    'refer-friend': '/freunde-einladen',
    contacts: '/kontaktiere-uns',
    logout: '/logout', // not in the spec's German list: the English path
  },
};

/** Sign-in routes served by the server (app-shell §2 "Sign-in routes"), the same in every language. */
export const signInPaths = {
  login: '/login',
  callback: '/login/redirect',
  logout: '/logout',
} as const;
