import fp from 'fastify-plugin';
import type * as SentryNode from '@sentry/node';
import type { Breadcrumb, ErrorEvent, NodeOptions } from '@sentry/node';
import {
  createNameScrubber,
  filtered,
  isSensitiveKey,
  scrubBreadcrumb as domainScrubBreadcrumb,
  scrubErrorEvent,
  scrubFrame,
  scrubText,
  scrubUrl,
  scrubValue,
} from '@wayfarer/domain';
import type { ErrorEventScrubRules } from '@wayfarer/domain';
import type { Config } from '../config';
import { findKnownNames } from '../modules/users/known-names';

export { filtered, isSensitiveKey, scrubText, scrubUrl, scrubValue };

/*
 * Error reporting of the server: Sentry, loaded only when SENTRY_DSN is set (the SDK is not even
 * imported otherwise). Events carry the release and the route; personal data is scrubbed before an
 * event leaves the process, with the rules shared with the SPA in @wayfarer/domain.
 */

type SentryModule = typeof SentryNode;

let sentry: SentryModule | null = null;

/** Contexts the SDK fills itself (OS and runtime names…), never personal. */
const sdkContexts = new Set([
  'os',
  'runtime',
  'device',
  'app',
  'trace',
  'culture',
  'cloud_resource',
]);

const scrubRules: ErrorEventScrubRules = {
  sdkContexts,
  breadcrumbUrlKeys: ['url'],
  keepRequestMethod: true,
};

export const scrubBreadcrumb = (breadcrumb: Breadcrumb): Breadcrumb =>
  domainScrubBreadcrumb(breadcrumb, scrubRules);

export { scrubFrame };

/**
 * `beforeSend`: the user keeps only its id; the request keeps its method and its URL without the
 * query string (no body, cookies, headers or query); texts lose e-mail addresses, document and
 * phone numbers; values under personal keys are filtered.
 */
export const scrubEvent = <Event extends ErrorEvent>(event: Event): Event =>
  scrubErrorEvent(event, scrubRules);

/**
 * Starts Sentry when SENTRY_DSN is set (once: server.ts calls it at start, the plugin again).
 * `overrides` are for tests (a transport that keeps the events).
 */
export async function initServerSentry(
  config: Config,
  overrides: Partial<NodeOptions> = {},
): Promise<SentryModule | null> {
  if (!config.sentryDsn) return null;
  if (sentry) return sentry;
  const module = await import('@sentry/node');
  module.init({
    dsn: config.sentryDsn,
    release: config.release,
    environment: config.env,
    // Errors only, no tracing instrumentation. The plugin below reports the errors of requests
    // (with their route): the SDK's own Fastify capture would report them a second time, untagged.
    defaultIntegrations: module
      .getDefaultIntegrationsWithoutPerformance()
      .filter((integration) => integration.name !== 'Fastify'),
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    ...overrides,
  });
  sentry = module;
  return module;
}

/**
 * Reports the errors that become a 5xx answer, with the route (its pattern, not the URL), the
 * method and the request id. Client errors (4xx) are not reported.
 */
export const sentryPlugin = fp(
  async (fastify) => {
    const module = await initServerSentry(fastify.config);
    if (!module) return;
    fastify.addHook('onError', async (request, _reply, error) => {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status < 500) return;
      const route = request.routeOptions.url ?? 'unknown';
      // The signed-in traveller's names and their travellers' are blanked out of the report.
      const caller = request.caller ?? (await fastify.resolveCaller(request).catch(() => null));
      const names = caller ? await findKnownNames(fastify.db, caller.userId).catch(() => []) : [];
      const scrubNames = createNameScrubber(names);
      module.withScope((scope) => {
        scope.addEventProcessor((event) => scrubNames(event));
        scope.setTags({ route, method: request.method, requestId: request.id });
        scope.setTransactionName(`${request.method} ${route}`);
        module.captureException(error);
      });
    });
    fastify.addHook('onClose', async () => {
      await module.flush(2000);
    });
  },
  { name: 'sentry', dependencies: ['core'] },
);
