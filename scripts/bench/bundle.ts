import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { file: string; gzipBytes: number }[];
}

/** What a first visit downloads before the app renders: the entry script, its preloads and CSS. */
export async function measureInitialBundle(distDir: string): Promise<BundleReport> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run "npm run build" first`);
  const html = await readFile(indexPath, 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g),
  ].map((m) => m[1]!);
  const files = [];
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  for (const ref of new Set(refs)) {
    const content = await readFile(path.join(distDir, ref.replace(/^\//, '')));
    const gzipBytes = gzipSync(content, { level: 9 }).length;
    files.push({ file: ref, gzipBytes });
    if (ref.endsWith('.css')) cssGzipBytes += gzipBytes;
    else jsGzipBytes += gzipBytes;
  }
  return { jsGzipBytes, cssGzipBytes, files };
}
