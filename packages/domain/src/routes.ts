import { routeNames, routePatterns, type RouteName } from './route-patterns';
import { languages, type Language } from './variants';

type PatternSegment =
  | { kind: 'static'; text: string; key: string }
  | { kind: 'param'; name: string; optional: boolean };

/** How static segments compare: React Router matches case-insensitively; accents in either Unicode form. */
function comparisonKey(segment: string): string {
  return segment.normalize('NFC').toLowerCase();
}

function parsePattern(pattern: string): PatternSegment[] {
  return pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): PatternSegment => {
      if (!segment.startsWith(':'))
        return { kind: 'static', text: segment, key: comparisonKey(segment) };
      const optional = segment.endsWith('?');
      return { kind: 'param', name: segment.slice(1, optional ? -1 : undefined), optional };
    });
}

const compiledPatterns = new Map<string, PatternSegment[]>();

function segmentsOf(pattern: string): PatternSegment[] {
  let segments = compiledPatterns.get(pattern);
  if (!segments) {
    segments = parsePattern(pattern);
    compiledPatterns.set(pattern, segments);
  }
  return segments;
}

function isRouteName(name: string): name is RouteName {
  return (routeNames as readonly string[]).includes(name);
}

function patternFor(name: string, language: Language): string | undefined {
  if (!Object.hasOwn(routePatterns, language) || !isRouteName(name)) return undefined;
  return routePatterns[language][name];
}

/**
 * The localized path of a route (app-shell §2): static segments as the spec writes them,
 * parameters URI-encoded, an optional parameter left out when it has no value.
 *
 * An unknown route name or a missing required parameter gives '' and one warning,
 * logged with `warn` (console.warn by default).
 */
export function pathFor(
  name: string,
  params: Record<string, string | number | undefined> | undefined,
  language: Language,
  warn: (message: string) => void = console.warn,
): string {
  const pattern = patternFor(name, language);
  if (pattern === undefined) {
    warn(`pathFor: no route named "${name}" in language "${language}"`);
    return '';
  }
  const parts: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.text);
      continue;
    }
    const value = params?.[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      warn(`pathFor: route "${name}" needs the parameter "${segment.name}"`);
      return '';
    }
    try {
      parts.push(encodeURIComponent(String(value)));
    } catch {
      warn(`pathFor: the parameter "${segment.name}" of route "${name}" cannot be encoded`);
      return '';
    }
  }
  return `/${parts.join('/')}`;
}

const routingKeyParam = 'routingKey';
const routeParamPrefix = 'p.';

/**
 * The redirect asked by a `routingKey` query (app-shell §2 "Query-based redirect"):
 * '?routingKey=travels/_tour&p.tour=abc&utm=1' gives the path of that route with
 * `p.`-prefixed keys as parameters, and keeps the other keys as the query string.
 *
 * Null when there is no routing key, or when the path cannot be built (unknown name,
 * missing parameter; `pathFor` then logs its warning with `warn`). When a key repeats,
 * the first `routingKey` and the first value of each parameter count.
 */
export function resolveRoutingKey({
  search,
  language,
  warn = console.warn,
}: {
  search: string;
  language: Language;
  warn?: (message: string) => void;
}): { path: string; search: string } | null {
  const query = new URLSearchParams(search);
  const routingKey = query.get(routingKeyParam);
  if (!routingKey) return null;
  const params: Record<string, string> = {};
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (key === routingKeyParam) continue;
    if (key.startsWith(routeParamPrefix)) {
      const name = key.slice(routeParamPrefix.length);
      if (!Object.hasOwn(params, name)) params[name] = value;
    } else {
      kept.append(key, value);
    }
  }
  const path = pathFor(routingKey, params, language, warn);
  if (path === '') return null;
  const keptSearch = kept.toString();
  return { path, search: keptSearch === '' ? '' : `?${keptSearch}` };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits a pathname into decoded segments; empty segments (trailing or doubled slashes) are ignored. */
export function splitPathname(pathname: string): { raw: string; decoded: string }[] {
  return pathname
    .split('/')
    .filter((raw) => raw !== '')
    .map((raw) => ({ raw, decoded: decodeSegment(raw) }));
}

interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
  score: number;
}

/** A pathname's decoded segments, each with its comparison key (worked out once per pathname). */
interface PathSegment {
  decoded: string;
  key: string;
}

function matchPattern(
  name: RouteName,
  pattern: string,
  segments: readonly PathSegment[],
): RouteMatch | null {
  const patternSegments = segmentsOf(pattern);
  if (segments.length > patternSegments.length) return null;
  const params: Record<string, string> = {};
  let score = 0;
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = segments[index];
    if (segment === undefined) {
      if (patternSegment.kind === 'param' && patternSegment.optional) continue;
      return null;
    }
    if (patternSegment.kind === 'static') {
      if (segment.key !== patternSegment.key) return null;
      score += 10;
    } else {
      params[patternSegment.name] = segment.decoded;
      score += 3;
    }
  }
  // A route that matched without using its optional parameter ranks below an exact one.
  const unusedOptional = patternSegments.length - segments.length;
  return { name, params, score: score - unusedOptional };
}

/**
 * The route a pathname shows, with its decoded parameters: the inverse of `pathFor`.
 * Accepts the pathname percent-encoded or not, with or without a trailing slash, with
 * static segments in any letter case (as React Router matches). When two routes match,
 * the one with more static segments wins ('/notify-me' is notify-me, not its token route).
 */
export function getRouteNameForPath({
  pathname,
  language,
}: {
  pathname: string;
  language: Language;
}): { name: RouteName; params: Record<string, string> } | null {
  if (!Object.hasOwn(routePatterns, language)) return null;
  const segments = splitPathname(pathname).map(({ decoded }) => ({
    decoded,
    key: comparisonKey(decoded),
  }));
  let best: RouteMatch | null = null;
  for (const name of routeNames) {
    const match = matchPattern(name, routePatterns[language][name], segments);
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best && { name: best.name, params: best.params };
}

/**
 * Whether a pathname is a page of the account area in any language: the server answers 404 (still
 * with the SPA, which shows "page not on the map") for any other path (app-shell §2).
 */
export function isAccountPagePath(pathname: string): boolean {
  return languages.some((language) => getRouteNameForPath({ pathname, language }) !== null);
}
