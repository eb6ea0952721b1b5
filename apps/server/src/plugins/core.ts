import fp from 'fastify-plugin';
import type { Variant } from '@wayfarer/domain';
import { variantForHost } from '@wayfarer/domain';
import type { Config } from '../config';
import { databaseErrorReason } from '../db/unavailable';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
  interface FastifyRequest {
    /** The country variant decided by the request's host (the empty locale's for unknown hosts). */
    variant: Variant;
    /** Origin the browser used, when its host is one of the configured variant hosts. */
    variantOrigin: string;
  }
}

export const corePlugin = fp(
  async (fastify, opts: { config: Config; database: DatabaseHandle }) => {
    fastify.decorate('config', opts.config);
    fastify.decorate('database', opts.database);
    fastify.decorate('db', opts.database.db);
    opts.database.onConnectionError = (error) =>
      fastify.log.warn({ reason: databaseErrorReason(error) }, 'database connection lost');
    const defaultHost = opts.config.publicUrl.host;
    fastify.decorateRequest('variant', null as unknown as Variant);
    fastify.decorateRequest('variantOrigin', '');
    // At shutdown the server waits for its connections to close: an answer in flight then ends
    // its keep-alive connection, or the client's idle socket would hold the shutdown.
    let closing = false;
    fastify.addHook('preClose', async () => {
      closing = true;
    });
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    // A callback hook: nothing here waits, and every request runs it.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const host = request.host;
      // A host mapped to no variant gets the empty locale (see variantForHost).
      const { variant, emptyLocale } = variantForHost(opts.config.variantHosts, {
        host,
        defaultHost,
      });
      request.variant = variant;
      request.variantOrigin = emptyLocale
        ? opts.config.publicUrl.origin
        : `${request.protocol}://${host}`;
      done();
    });
  },
  { name: 'core' },
);
