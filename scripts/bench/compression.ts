import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { onTheFlyGzipLevel } from '../../apps/server/src/plugins/compression';

export interface AssetBytes {
  files: number;
  identity: number;
  gzip: number;
  brotli: number;
}

/** What the hashed JS and CSS of the build weigh on the wire: as files, and as their .gz/.br copies. */
export async function measureServedAssets(distDir: string, only?: string[]): Promise<AssetBytes> {
  const assetsDir = path.join(distDir, 'assets');
  const names = only
    ? only.map((file) => path.relative(assetsDir, path.join(distDir, file)))
    : (await readdir(assetsDir)).filter((name) => /\.(?:js|css)$/.test(name));
  const sizeOf = async (file: string, fallback: number) =>
    (await stat(file).catch(() => null))?.size ?? fallback;
  const total: AssetBytes = { files: names.length, identity: 0, gzip: 0, brotli: 0 };
  for (const name of names) {
    const file = path.join(assetsDir, name);
    const identity = (await stat(file)).size;
    total.identity += identity;
    total.gzip += await sizeOf(`${file}.gz`, identity);
    total.brotli += await sizeOf(`${file}.br`, identity);
  }
  return total;
}

export interface ThresholdRow {
  bytes: number;
  gzipSaved: number;
  brotliSaved: number;
  gzipMicros: number;
  brotliMicros: number;
}

/**
 * The gain and the cost of compressing a JSON answer of each size on the fly, with
 * the app's settings (gzip level `onTheFlyGzipLevel`, brotli quality 4), timed over many runs after a
 * warm-up. The JSON is real text of the app (its English translations, ~5 KB, cut to size: never
 * repeated, which would flatter the gain).
 */
export async function measureJsonThreshold(sample: string): Promise<ThresholdRow[]> {
  const rows: ThresholdRow[] = [];
  for (const bytes of [256, 512, 1024, 2048, 4096]) {
    const body = Buffer.from(JSON.stringify({ data: sample.slice(0, bytes - 12) }));
    const gzip = () => gzipSync(body, { level: onTheFlyGzipLevel });
    const brotli = () =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const time = (compress: () => Buffer) => {
      for (let i = 0; i < 200; i++) compress();
      const runs = 2000;
      const start = performance.now();
      for (let i = 0; i < runs; i++) compress();
      return ((performance.now() - start) * 1000) / runs;
    };
    rows.push({
      bytes: body.length,
      gzipSaved: body.length - gzip().length,
      brotliSaved: body.length - brotli().length,
      gzipMicros: time(gzip),
      brotliMicros: time(brotli),
    });
  }
  return rows;
}

/** A JSON document as sent: without the file's indentation. */
export async function readJsonSample(file: string) {
  return JSON.stringify(JSON.parse(await readFile(file, 'utf8')));
}
