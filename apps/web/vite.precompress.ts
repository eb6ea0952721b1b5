import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already, source maps rarely asked. */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|wasm)$/;

/** The precompressed copies, next to each asset (what @fastify/static's `preCompressed` looks for). */
export const encodings = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of every hashed asset of the build, at their
 * highest levels (once at build time instead of on every request). A copy no smaller than the
 * file is left out: the server then falls back to the next encoding, or the file itself.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  let assetsDir = '';
  return {
    name: 'wayfarer:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => file.startsWith(`${assetsDir}/`) && compressible.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const filePath = path.join(outDir, file);
          const data = await readFile(filePath);
          for (const { extension, compress } of encodings) {
            const compressed = await compress(data);
            if (compressed.length < data.length) await writeFile(filePath + extension, compressed);
          }
        }),
      );
    },
  };
}
