import type { RouteName } from '@wayfarer/domain';
import type { TranslationKey } from '../i18n/i18n';

/**
 * Each screen's own translated title, by route name: the document title (the routes' handles)
 * and the breadcrumb's crumbs show it, never words built from the URL.
 */
export const routeTitleKeys = {
  index: 'dashboard.title',
  'account/profile': 'pages.profile.title',
  travels: 'pages.travels.title',
  'travels/_tour': 'pages.booking.title',
  'travels/_tour/_traveler': 'pages.traveller.title',
  'account/registry': 'pages.registry.title',
  'account/documents': 'pages.documents.title',
  'account/communications': 'pages.communications.title',
  'account/credits': 'pages.credits.title',
  'account/wishlist': 'pages.wishlist.title',
  'account/devices': 'pages.devices.title',
  'account/delete': 'pages.accountDeletion.title',
  'account/data': 'pages.dataExport.title',
  'account/passkeys': 'pages.passkeys.title',
  'notify-me': 'pages.notifyMe.title',
  'notify-me/_token': 'pages.notifyMeToken.title',
  partnership: 'pages.partnership.title',
  'refer-friend': 'pages.referFriend.title',
  contacts: 'pages.contacts.title',
  'auth/confirm-email/_token': 'pages.confirmEmail.title',
} as const satisfies Record<Exclude<RouteName, 'logout'>, TranslationKey>;
