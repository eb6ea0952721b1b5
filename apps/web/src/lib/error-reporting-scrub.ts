import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import {
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
import { currentKnownNames } from './error-reporting';

/*
 * What error reports lose before they leave the browser. Downloaded with the Sentry SDK, only when
 * the runtime settings carry a DSN (`startErrorReporting` in error-reporting.ts).
 */

export { filtered, isSensitiveKey, scrubFrame, scrubText, scrubUrl, scrubValue };

/** Context keys the SDK itself fills (browser and OS names…), never personal. */
const sdkContexts = new Set(['os', 'browser', 'device', 'runtime', 'app', 'trace', 'culture']);

const scrubRules: ErrorEventScrubRules = {
  sdkContexts,
  // Navigation breadcrumbs carry the URLs they went from and to.
  breadcrumbUrlKeys: ['url', 'from', 'to'],
  keepRequestMethod: false,
};

export const scrubBreadcrumb = (breadcrumb: Breadcrumb): Breadcrumb =>
  domainScrubBreadcrumb(breadcrumb, scrubRules);

/**
 * `beforeSend`: no names (the traveller's and their travellers', `setErrorReportingNames`), e-mail
 * addresses, document numbers, cookies or request bodies leave the browser. The user keeps only its id; request data, cookies and headers go; URLs lose their query
 * string; texts lose addresses, document and phone numbers; values under personal keys are filtered.
 */
export const scrubEvent = <Event extends ErrorEvent>(event: Event): Event =>
  scrubErrorEvent(event, scrubRules, currentKnownNames());
