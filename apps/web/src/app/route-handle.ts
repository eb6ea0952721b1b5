import type { TranslationKey } from '../i18n/i18n';

/** What each route tells the shell: the key of its title (document title). */
export interface RouteHandle {
  titleKey?: TranslationKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}
