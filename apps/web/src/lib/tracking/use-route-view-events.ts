import type { Language } from '@wayfarer/domain';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pushToDataLayer } from './data-layer';
import { pageViewEvent, trackingTiming } from './events';
import type { DataLayerEvent } from './events';

/** Routes of the tree that are not pages: the root and the layouts. */
const shellRouteIds = new Set(['root', 'layout-default', 'layout-notify']);

/** The spec's route name of the deepest page matched (route ids are the route names). */
export function routeNameOf(matches: ReadonlyArray<{ id: string }>): string {
  for (let index = matches.length - 1; index >= 0; index--) {
    const id = matches[index]!.id;
    if (!shellRouteIds.has(id)) return id;
  }
  return 'unknown';
}

export function useCurrentRouteName(): string {
  return routeNameOf(useMatches());
}

function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A route view event 250 ms after each navigation (app-shell §7, §9), once the page has its title. A
 * navigation that follows within the delay replaces the pending event: only pages the traveller
 * stayed on count.
 */
export function useRouteViewEvents({
  language,
  push = pushToDataLayer,
}: {
  language: Language;
  push?: (event: DataLayerEvent) => void;
}) {
  const { pathname } = useLocation();
  const routeName = useCurrentRouteName();
  useEffect(() => {
    const timer = setTimeout(() => {
      push(
        pageViewEvent({
          pathname: readablePath(pathname),
          routeName,
          language,
          title: document.title,
        }),
      );
    }, trackingTiming.routeViewDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, routeName, language, push]);
}
