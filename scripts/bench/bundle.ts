import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { file: string; gzipBytes: number }[];
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The modules that apps/web/src/main.tsx loads with `import()` and AWAITS before its first
 * `root.render`, named by their source path (the manifest's keys, relative to apps/web). The entry's
 * static imports are not enough: these chunks download before anything shows too.
 *
 * - the translations of the variant's language: `createI18n()` in src/i18n/i18n.ts. One language
 *   per visit, so the heaviest one counts.
 *
 * The contract (`loadContract()`, zod and the schemas) is not awaited there: it downloads while the
 * first render and the session check run.
 *
 * Keep this in step with main.tsx: a module awaited there and missing here makes the figure lie.
 */
const awaitedAtStart: { why: string; oneOf: string[] }[] = [
  {
    why: 'the translations of one language (createI18n)',
    oneOf: ['en', 'it', 'es', 'fr', 'de'].map((language) => `src/i18n/locales/${language}.json`),
  },
];

async function readManifest(distDir: string): Promise<Record<string, ManifestChunk>> {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run "npm run build" (build.manifest) first`);
  }
  return JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * What a first visit downloads before the app renders: the entry script, its static imports
 * (recursively: the modulepreloads of index.html), the chunks main.tsx awaits before the first
 * render with their own static imports, and the CSS of all of them.
 */
export async function measureInitialBundle(distDir: string): Promise<BundleReport> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run "npm run build" first`);
  const manifest = await readManifest(distDir);

  const gzipSizes = new Map<string, number>();
  const gzipSize = async (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };

  /** The files of a chunk and of everything it imports statically, in load order. */
  const collect = (key: string, into: Set<string>, seen = new Set<string>()) => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into, seen);
    for (const css of chunk.css ?? []) into.add(css);
    return into;
  };

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the build manifest, found ${entries.length}`);
  }
  const files = collect(entries[0]![0], new Set());

  // Cross-check with index.html: whatever it loads is in the walk (else the manifest misleads).
  const html = await readFile(indexPath, 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g),
  ].map((match) => match[1]!.replace(/^\//, ''));
  for (const ref of refs) {
    if (!files.has(ref)) throw new Error(`index.html loads ${ref}, missing from the manifest walk`);
  }

  for (const { why, oneOf } of awaitedAtStart) {
    const missing = oneOf.filter((source) => !manifest[source]);
    if (missing.length > 0) {
      throw new Error(
        `${why}: ${missing.join(', ')} missing from the build manifest; main.tsx awaits it before ` +
          'the first render: update scripts/bench/bundle.ts with its new path',
      );
    }
    // Of the alternatives (one language per visit), the one that adds the most.
    let heaviest: { files: Set<string>; added: number } | null = null;
    for (const source of oneOf) {
      const chunkFiles = collect(source, new Set());
      let added = 0;
      for (const file of chunkFiles) if (!files.has(file)) added += await gzipSize(file);
      if (!heaviest || added > heaviest.added) heaviest = { files: chunkFiles, added };
    }
    for (const file of heaviest!.files) files.add(file);
  }

  const report: BundleReport = { jsGzipBytes: 0, cssGzipBytes: 0, files: [] };
  for (const file of files) {
    const gzipBytes = await gzipSize(file);
    report.files.push({ file: `/${file}`, gzipBytes });
    if (file.endsWith('.css')) report.cssGzipBytes += gzipBytes;
    else report.jsGzipBytes += gzipBytes;
  }
  return report;
}
