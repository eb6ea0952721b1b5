import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { ErrorPageBoundary } from './errors/error-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { useAppSettings } from '../lib/app-context';
import { setErrorReportingRoute } from '../lib/error-reporting';
import { useMarkFirstScreenPainted } from '../lib/first-screen';
import { useCurrentRouteName, useRouteViewEvents } from '../lib/tracking/use-route-view-events';
import { isRouteHandle } from './route-handle';
import { NavigationFailureProvider, NavigationLoadingBar } from './shell/loading-bar';
import { OfflineBanner } from './shell/offline-banner';

/** `<title>`: the deepest route's title, then the app's name. */
function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleKey = isRouteHandle(handle) ? handle.titleKey : undefined;
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The route view event after each navigation, and the route name error reports carry. */
function RouteObservers() {
  const { language } = useAppSettings();
  useRouteViewEvents({ language });
  const routeName = useCurrentRouteName();
  useEffect(() => setErrorReportingRoute(routeName), [routeName]);
  return null;
}

/** The root route: shell-wide pieces around the layouts. */
export function Root() {
  useMarkFirstScreenPainted();
  return (
    <NavigationFailureProvider>
      <NavigationLoadingBar />
      <OfflineBanner />
      <DocumentTitle />
      <RouteObservers />
      <Outlet />
    </NavigationFailureProvider>
  );
}

/** Errors no layout caught (a layout's own loader failed): the error page without the shell. */
export function RootErrorBoundary() {
  return (
    <ErrorPageBoundary>
      <main id="main-content" className="px-4">
        <RouteErrorBoundary />
      </main>
    </ErrorPageBoundary>
  );
}

/** Shown while the first route loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-ink-600">
      {/* The spinner of index.html, painted before the scripts arrive, in the same place: the
          label beside it takes no room of its own. */}
      <span className="relative flex">
        <svg className="size-6 animate-spin text-brand-600" viewBox="0 0 24 24" aria-hidden="true">
          <circle
            cx="12"
            cy="12"
            r="10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeDasharray="47 16"
          />
        </svg>
        <span className="absolute top-0 left-full ml-3 whitespace-nowrap">
          {t('common.loading')}
        </span>
      </span>
    </div>
  );
}
