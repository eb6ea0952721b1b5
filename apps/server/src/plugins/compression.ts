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
 * The largest answer compressed in one synchronous call rather than through a zlib stream: the
 * plugin's default on a 2-core host (8 KB) sent a 16-booking trips list (14 KB) through
 * readable-stream, the threadpool and a chunked answer, which took more of the main thread than
 * gzip level 1 of the whole answer (~0.1 ms). API answers stay well under this; bigger bodies
 * (exports, files) still stream.
 */
export const syncCompressionLimit = 64 * 1024;

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
      syncThreshold: syncCompressionLimit,
      // Answers only: no client of ours compresses a request body, so none is inflated.
      globalDecompression: false,
    });
  },
  { name: 'compression', dependencies: ['security'] },
);
