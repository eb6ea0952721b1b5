import fp from 'fastify-plugin';
import type { Variant } from '@wayfarer/domain';
import { variantForHost } from '@wayfarer/domain';
import type { Config } from '../config';
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
    const defaultHost = opts.config.publicUrl.host;
    fastify.decorateRequest('variant', null as unknown as Variant);
    fastify.decorateRequest('variantOrigin', '');
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
