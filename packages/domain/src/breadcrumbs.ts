import type { RouteName } from './route-patterns';
import { getRouteNameForPath, splitPathname } from './routes';
import { languages, type Language } from './variants';

export interface Breadcrumb {
  /** The route the crumb leads to ('index' for the dashboard). */
  name: RouteName;
  /** The decoded path segment ('' for the dashboard). */
  segment: string;
  /** The segment with dashes shown as spaces ('dashboard' for the dashboard). */
  label: string;
  /** Where the crumb links to. */
  path: string;
}

function findRoute(pathname: string, language: Language | undefined) {
  for (const candidate of language ? [language] : languages) {
    const route = getRouteNameForPath({ pathname, language: candidate });
    if (route) return route;
  }
  return null;
}

/**
 * Breadcrumbs of a pathname (account-area §2): they start at the dashboard and add one
 * crumb per known path segment, that is per segment whose path so far is a route
 * ('/account' alone is not one, so '/account/profile' gives dashboard › profile).
 * Labels show dashes as spaces. Without `language`, paths of every language are known.
 */
export function getBreadcrumbs({
  pathname,
  language,
}: {
  pathname: string;
  language?: Language;
}): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ name: 'index', segment: '', label: 'dashboard', path: '/' }];
  const segments = splitPathname(pathname);
  for (const [index, { decoded }] of segments.entries()) {
    const path = `/${segments
      .slice(0, index + 1)
      .map(({ raw }) => raw)
      .join('/')}`;
    const route = findRoute(path, language);
    if (route)
      crumbs.push({
        name: route.name,
        segment: decoded,
        label: decoded.replaceAll('-', ' '),
        path,
      });
  }
  return crumbs;
}
