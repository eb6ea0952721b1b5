import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { languages, type Language } from '@wayfarer/domain';

/** The part of a chunk of Vite's build manifest (dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
}

/**
 * The page's `<link rel="modulepreload">` of each language's core translations, the one module the
 * web app's first render waits for besides the entry (`createI18n` in apps/web/src/i18n/i18n.ts
 * imports `src/i18n/locales/<language>.json`). Announced by the page, it downloads beside the entry
 * instead of once the entry has run, queued then behind the first screen's chunks on the page's
 * few connections. A build without a manifest or without the module gets no tag: the app still
 * imports it itself.
 */
export async function readTranslationPreloads(
  webDist: string,
): Promise<Partial<Record<Language, string>>> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(
      await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
  const tags: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    const file = manifest[`src/i18n/locales/${language}.json`]?.file;
    if (file && /^assets\/[\w.-]+\.js$/.test(file)) {
      tags[language] = `<link rel="modulepreload" href="/${file}">`;
    }
  }
  return tags;
}
