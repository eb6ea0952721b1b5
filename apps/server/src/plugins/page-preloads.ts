import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages, type Language } from '@wayfarer/domain';

/** The part of a chunk of Vite's build manifest (dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
}

export interface PagePreloads {
  /** Each language's core translations: every page's first render waits for them. */
  translations: Partial<Record<Language, string>>;
  /** The signed-in frame's chunks: a signed-in traveller's page needs them before its screen. */
  signedInFrame: string;
}

const noPreloads: PagePreloads = { translations: {}, signedInFrame: '' };

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
 * The page's `<link rel="modulepreload">` tags, read once from the build: the modules the first
 * render waits for besides the entry, which imports them dynamically. Announced by the page, they
 * download beside the entry instead of once the entry has run.
 *
 * - `translations`: `src/i18n/locales/<language>.json` of Vite's manifest (`createI18n` in
 *   apps/web/src/i18n/i18n.ts imports it).
 * - `signedInFrame`: the signed-in frame and the contract's start part, listed by the web build
 *   (apps/web/vite.frame-preloads.ts). Their priority is low: they are not needed for the page's
 *   first paint (its spinner), and the stylesheet and the entry go first.
 *
 * A build without those files gets no tag: the app still imports the modules itself.
 */
export async function readPagePreloads(webDist: string): Promise<PagePreloads> {
  const manifest = (await readJson(path.join(webDist, '.vite/manifest.json'))) as
    Record<string, ManifestChunk | undefined> | undefined;
  if (!manifest) return noPreloads;
  const translations: PagePreloads['translations'] = {};
  for (const language of languages) {
    const file = manifest[`src/i18n/locales/${language}.json`]?.file;
    if (isBuiltScript(file)) translations[language] = `<link rel="modulepreload" href="/${file}">`;
  }
  const frame = await readJson(path.join(webDist, '.vite/frame-preloads.json'));
  const signedInFrame = (Array.isArray(frame) ? frame : [])
    .filter(isBuiltScript)
    .map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`)
    .join('');
  return { translations, signedInFrame };
}
