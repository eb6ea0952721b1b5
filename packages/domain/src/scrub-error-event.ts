import {
  createNameScrubber,
  filtered,
  scrubText,
  scrubUrl,
  scrubValue,
} from './scrub-personal-data';

/*
 * The `beforeSend` / `beforeBreadcrumb` rules of error reporting, for the server's and the browser's
 * Sentry SDKs alike. The shapes below are the parts of Sentry's event types that carry text; the
 * SDK packages stay out of the domain package.
 */

interface ScrubbableFrame {
  vars?: unknown;
  context_line?: string;
  pre_context?: string[];
  post_context?: string[];
}

interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

interface ScrubbableEvent {
  user?: { id?: unknown };
  request?: { url?: string; method?: string };
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: ScrubbableFrame[] } }[];
  };
  breadcrumbs?: ScrubbableBreadcrumb[];
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
}

/** What differs between the SDKs: the contexts they fill themselves and where URLs stand. */
export interface ErrorEventScrubRules {
  /** Context keys the SDK fills itself (OS, runtime names…), never personal: kept as they are. */
  sdkContexts: ReadonlySet<string>;
  /** Breadcrumb data keys that hold a URL (their query string goes). */
  breadcrumbUrlKeys: readonly string[];
  /** Whether the request keeps its method beside its URL. */
  keepRequestMethod: boolean;
}

/** A stack frame without local variables, its source lines scrubbed like any text. */
export function scrubFrame<Frame extends ScrubbableFrame>(frame: Frame): Frame {
  const { vars: _vars, ...result } = frame;
  if (result.context_line) result.context_line = scrubText(result.context_line);
  if (result.pre_context) result.pre_context = result.pre_context.map(scrubText);
  if (result.post_context) result.post_context = result.post_context.map(scrubText);
  return result as Frame;
}

export function scrubBreadcrumb<Breadcrumb extends ScrubbableBreadcrumb>(
  breadcrumb: Breadcrumb,
  rules: ErrorEventScrubRules,
): Breadcrumb {
  const result: Breadcrumb = { ...breadcrumb };
  if (result.message) result.message = scrubText(result.message);
  if (result.data) {
    const data = scrubValue(result.data) as Record<string, unknown>;
    for (const key of rules.breadcrumbUrlKeys) {
      const value = data[key];
      if (typeof value === 'string') data[key] = scrubUrl(value);
    }
    result.data = data;
  }
  return result;
}

/**
 * The user keeps only its id; the request keeps its URL without the query string (and, by the
 * rules, its method), never a body, cookies, headers or query; texts lose e-mail addresses,
 * document and phone numbers, and `names` (the signed-in traveller's and their travellers'); values
 * under personal keys are filtered.
 */
export function scrubErrorEvent<Event extends ScrubbableEvent>(
  event: Event,
  rules: ErrorEventScrubRules,
  names: readonly string[] = [],
): Event {
  return createNameScrubber(names)(scrubEventFields(event, rules));
}

function scrubEventFields<Event extends ScrubbableEvent>(
  event: Event,
  rules: ErrorEventScrubRules,
): Event {
  const result: Event = { ...event };
  if (result.user) result.user = result.user.id === undefined ? {} : { id: result.user.id };
  if (result.request) {
    const { url, method } = result.request;
    result.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(method && rules.keepRequestMethod ? { method } : {}),
    };
  }
  if (result.message) result.message = scrubText(result.message);
  if (result.logentry) {
    result.logentry = {
      ...result.logentry,
      ...(result.logentry.message ? { message: scrubText(result.logentry.message) } : {}),
      ...(result.logentry.params ? { params: result.logentry.params.map(() => filtered) } : {}),
    };
  }
  if (result.exception?.values) {
    result.exception = {
      values: result.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value ? { value: scrubText(exception.value) } : {}),
        ...(exception.stacktrace?.frames
          ? {
              stacktrace: {
                ...exception.stacktrace,
                frames: exception.stacktrace.frames.map(scrubFrame),
              },
            }
          : {}),
      })),
    };
  }
  if (result.breadcrumbs) {
    result.breadcrumbs = result.breadcrumbs.map((breadcrumb) => scrubBreadcrumb(breadcrumb, rules));
  }
  if (result.extra) result.extra = scrubValue(result.extra) as Record<string, unknown>;
  if (result.tags) result.tags = scrubValue(result.tags) as Record<string, unknown>;
  if (result.contexts) {
    const contexts: Record<string, unknown> = {};
    for (const [key, context] of Object.entries(result.contexts)) {
      contexts[key] = rules.sdkContexts.has(key) ? context : scrubValue(context);
    }
    result.contexts = contexts;
  }
  return result;
}
