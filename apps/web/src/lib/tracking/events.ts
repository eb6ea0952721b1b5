import type { Language } from '@wayfarer/domain';

/*
 * The tag manager's data layer events (app-shell §7 "Events go to a tag manager data layer"). Pure
 * payload builders: what each event carries is decided here, and tested here.
 */

/** Data layer timing (app-shell §9). */
export const trackingTiming = { routeViewDelayMs: 250 } as const;

/** The section the partnership events come from. */
export const partnershipSectionFrom = 'partnership-banner';

export interface PageViewEvent {
  event: 'page_view';
  /** The path as the browser shows it (no query string: it may carry tokens or e-mail addresses). */
  path: string;
  /** The spec's route name ('index', 'travels/_tour', 'not-found'…). */
  routeName: string;
  language: Language;
  title: string;
}

export interface SessionStartEvent {
  event: 'sessionStart';
  sessionId: string;
}

export interface ExperimentViewedEvent {
  event: 'experiment_viewed';
  experimentId: string;
  variationId: string;
  deviceId: string | null;
}

export type PartnershipAction = 'open' | 'close' | 'view';

export interface PartnershipEvent {
  event: `partnership_${PartnershipAction}`;
  /** The route name of the page the banner is on. */
  pageType: string;
  partnerId: string;
  /** The partner's title as plain text (the title may carry markup). */
  partnerName: string;
  sectionFrom: typeof partnershipSectionFrom;
  userId: string | null;
}

export type DataLayerEvent =
  PageViewEvent | SessionStartEvent | ExperimentViewedEvent | PartnershipEvent;

export function pageViewEvent({
  pathname,
  routeName,
  language,
  title,
}: {
  pathname: string;
  routeName: string;
  language: Language;
  title: string;
}): PageViewEvent {
  return { event: 'page_view', path: pathname, routeName, language, title };
}

export function sessionStartEvent({ sessionId }: { sessionId: string }): SessionStartEvent {
  return { event: 'sessionStart', sessionId };
}

export function experimentViewedEvent({
  experimentId,
  variationId,
  deviceId,
}: {
  experimentId: string;
  variationId: string | number;
  deviceId: string | null;
}): ExperimentViewedEvent {
  return { event: 'experiment_viewed', experimentId, variationId: String(variationId), deviceId };
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A title's text without its markup: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function partnershipEvent({
  action,
  routeName,
  partner,
  userId,
}: {
  action: PartnershipAction;
  routeName: string;
  partner: { id: string; title: string };
  userId: string | null;
}): PartnershipEvent {
  return {
    event: `partnership_${action}`,
    pageType: routeName,
    partnerId: partner.id,
    partnerName: plainText(partner.title),
    sectionFrom: partnershipSectionFrom,
    userId,
  };
}
