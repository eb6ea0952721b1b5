import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * The smallest answer compressed on the fly, in bytes (`npm run bench`, scripts/bench/compression.ts):
 * from 1 KB gzip halves a JSON answer, which with its ~700 bytes of headers then fits one TCP
 * segment instead of two, for 30–80 µs of one core; at 512 bytes it saves ~250 bytes, never a
 * segment, for the same cost.
 */
export const compressionThreshold = 1024;

/**
 * gzip level 1 for answers built per request: on a 4.4 KB booking page it takes about two thirds
 * of level 6's time for 5% more bytes (1822 against 1725), still one TCP segment; the time is what
 * the API's throughput pays on every call.
 */
export const onTheFlyGzipLevel = 1;

/**
 * Compresses answers built per request (API JSON, the pages) when the client accepts it. gzip
 * first: on JSON of these sizes it saves as much as brotli at quality 4 in half the time. The built
 * assets do not go through here: they are compressed at build time (plugins/spa.ts).
 */
export const compressionPlugin = fp(
  async (fastify) => {
    await fastify.register(fastifyCompress, {
      encodings: ['gzip', 'br'],
      threshold: compressionThreshold,
      zlibOptions: { level: onTheFlyGzipLevel },
      // Answers only: no client of ours compresses a request body, so none is inflated.
      globalDecompression: false,
    });
  },
  { name: 'compression', dependencies: ['security'] },
);
