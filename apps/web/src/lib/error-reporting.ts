import type { RuntimeConfig } from '@wayfarer/contract';
import type * as SentryReact from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';

/*
 * Error reporting (app-shell §7 "Errors go to an error-reporting service"): Sentry, downloaded only
 * when the server's runtime settings carry a DSN (SENTRY_DSN), in its own chunk. Events carry the
 * release and the route name; `scrubEvent` (error-reporting-scrub.ts, downloaded with the SDK)
 * removes personal data before anything leaves the browser.
 */

type SentryModule = typeof SentryReact;

let sentry: SentryModule | null = null;
let loading: Promise<SentryModule | null> | null = null;
let currentRoute: string | null = null;
/** The names to scrub, read when an event leaves (the signed-in traveller's and their travellers'). */
let knownNames: () => readonly string[] = () => [];
/** Errors reported before the SDK arrived, sent once it is there. */
const pending: Array<{ error: unknown; tags: Record<string, string> }> = [];

/** Where the names to scrub come from (the app's query cache: the user and their bookings). */
export function setErrorReportingNames(source: () => readonly string[]): void {
  knownNames = source;
}

/** The names to scrub now (`scrubEvent` reads them when an event leaves). */
export function currentKnownNames(): readonly string[] {
  return knownNames();
}

/** Sentry's data collection with every personal category off (browser and server alike). */
export const privateDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies NonNullable<BrowserOptions['dataCollection']>;

function capture(module: SentryModule, error: unknown, tags: Record<string, string>) {
  module.withScope((scope) => {
    scope.setTags(tags);
    module.captureException(error);
  });
}

/**
 * Starts Sentry when the settings carry a DSN (nothing is downloaded otherwise). Resolves to the SDK
 * once it runs, or null.
 */
export function startErrorReporting(config: RuntimeConfig): Promise<SentryModule | null> {
  if (!config.sentryDsn) return Promise.resolve(null);
  const dsn = config.sentryDsn;
  // The scrubbing rules come with the SDK: without a DSN, nothing is reported, nor downloaded.
  loading ??= Promise.all([import('@sentry/react'), import('./error-reporting-scrub')])
    .then(([module, { scrubBreadcrumb, scrubEvent }]) => {
      module.init({
        dsn,
        release: config.release,
        environment: config.environment,
        // Collect nothing personal in the first place; `scrubEvent` cleans what is left.
        dataCollection: privateDataCollection,
        beforeSend: (event) => scrubEvent(event),
        beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
        initialScope: currentRoute ? { tags: { route: currentRoute } } : {},
      });
      sentry = module;
      for (const { error, tags } of pending.splice(0)) capture(module, error, tags);
      return module;
    })
    .catch((error: unknown) => {
      console.warn('Error reporting could not start', error);
      return null;
    });
  return loading;
}

/** The route name events carry (set on every navigation). */
export function setErrorReportingRoute(routeName: string): void {
  currentRoute = routeName;
  sentry?.setTag('route', routeName);
}

/**
 * Reports an error the app caught itself (a route's error boundary): sent when reporting runs,
 * kept until the SDK arrives while it loads, dropped when there is no DSN.
 */
export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  const allTags = currentRoute ? { route: currentRoute, ...tags } : tags;
  if (sentry) capture(sentry, error, allTags);
  else if (loading && pending.length < 20) pending.push({ error, tags: allTags });
}
