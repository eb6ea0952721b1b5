import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { accountDeletionApiPaths, bookingsApiPaths } from '@wayfarer/contract';
import { languages, type Language, type RouteName } from '@wayfarer/domain';

/** The part of a chunk of Vite's build manifest (dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
}

/** What the web build lists in dist/.vite/page-preloads.json (apps/web/vite.page-preloads.ts). */
interface PagePreloadList {
  frame: string[];
  routes: Record<string, { files: string[]; translations: string[] }>;
}

export interface PageToPreload {
  language: Language;
  /** The route the path shows (app/router.tsx's name), if any. */
  route: RouteName | null;
  /** A traveller's signed-in page: it shows the signed-in frame. */
  frame: boolean;
}

/** The `<link rel="modulepreload">` tags of a page, worked out once from the build. */
export type PagePreloads = (page: PageToPreload) => string;

/** A built script's path as the build names it (assets/<name>-<hash>.js), nothing else. */
const isBuiltScript = (file: unknown): file is string =>
  typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file);

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The page's `<link rel="modulepreload">` tags: the modules its first screen waits for besides the
 * entry, which imports them dynamically. Announced by the page, they download beside the entry
 * instead of once the entry has run, and the entry adds no preload tag of its own for them.
 *
 * - Each language's core translations (`src/i18n/locales/<language>.json` of Vite's manifest,
 *   which `createI18n` in apps/web/src/i18n/i18n.ts imports): every page's first render waits for
 *   them.
 * - On a traveller's page, the signed-in frame (with the contract's start part); on any page,
 *   its route's screen with the chunks it imports and its translation parts; as the web build
 *   lists them. Those have a low priority: the page's first paint (its spinner, with its own
 *   rules in index.html) needs none of them, and the stylesheet, the entry and the translations
 *   go first.
 *
 * A build without those files gets no tag: the app still imports the modules itself.
 */
export async function readPagePreloads(webDist: string): Promise<PagePreloads> {
  const manifest = ((await readJson(path.join(webDist, '.vite/manifest.json'))) ?? {}) as Record<
    string,
    ManifestChunk | undefined
  >;
  const list = ((await readJson(path.join(webDist, '.vite/page-preloads.json'))) ?? {
    frame: [],
    routes: {},
  }) as PagePreloadList;

  const tag = (file: string | undefined, priority: 'high' | 'low') =>
    !isBuiltScript(file)
      ? ''
      : priority === 'low'
        ? `<link rel="modulepreload" fetchpriority="low" href="/${file}">`
        : `<link rel="modulepreload" href="/${file}">`;
  const translationFile = (language: Language, part?: string) =>
    manifest[`src/i18n/locales/${part ? `${language}/${part}` : language}.json`]?.file;

  const core = Object.fromEntries(
    languages.map((language) => [language, tag(translationFile(language), 'high')]),
  ) as Record<Language, string>;
  const frame = (list.frame ?? []).map((file) => tag(file, 'low')).join('');
  const routeTags = new Map<string, string>();
  for (const language of languages) {
    for (const [route, { files = [], translations = [] }] of Object.entries(list.routes ?? {})) {
      const tags = [
        ...files.map((file) => tag(file, 'low')),
        ...translations.map((part) => tag(translationFile(language, part), 'low')),
      ];
      routeTags.set(`${language} ${route}`, tags.join(''));
    }
  }

  return ({ language, route, frame: withFrame }) =>
    `${core[language]}${withFrame ? frame : ''}${route ? (routeTags.get(`${language} ${route}`) ?? '') : ''}`;
}

/** An API answer the page announces, with its priority for the browser. */
export interface DataPreload {
  path: string;
  priority: 'high' | 'low';
}

/**
 * The API answers a traveller's first screen asks for as soon as it knows who is signed in (the
 * `prefetch` of its route in apps/web/src/app/router.tsx), announced by the page
 * (`<link rel="preload" as="fetch">`, as `/api/users/me` is in index.html): they leave with the
 * page instead of once the scripts have run and the session check has been parsed. The app's own
 * fetch of each takes that answer.
 */
export function firstScreenData(
  match: { name: RouteName; params: Record<string, string> },
  userId: string,
): DataPreload[] {
  const trips = { path: bookingsApiPaths.list.replace(':id', encodeURIComponent(userId)) };
  switch (match.name) {
    // The notice of a cancelled deletion sits above the next trip: asked for with the page, it
    // shows with the card instead of moving it down when it comes. Low: most travellers have none.
    case 'index':
      return [
        { ...trips, priority: 'high' },
        { path: accountDeletionApiPaths.deletion, priority: 'low' },
      ];
    case 'travels':
      return [{ ...trips, priority: 'high' }];
    case 'travels/_tour':
      return match.params.tour
        ? [
            {
              path: userBookingApiPath(userId, match.params.tour),
              priority: 'high',
            },
          ]
        : [];
    default:
      return [];
  }
}

const userBookingApiPath = (userId: string, bookingId: string) =>
  bookingsApiPaths.detail
    .replace(':id', encodeURIComponent(userId))
    .replace(':bookingId', encodeURIComponent(bookingId));

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A `<link rel="preload" as="fetch">` that the app's own `fetch` of the same URL takes. */
export const fetchPreloadTag = (url: string, priority: 'high' | 'low' = 'high') =>
  `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="anonymous"${priority === 'low' ? ' fetchpriority="low"' : ''}>`;
