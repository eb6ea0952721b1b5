import type { Readable } from 'node:stream';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@wayfarer/contract';
import {
  operatorApiPrefix,
  operatorImportResultSchema,
  operatorParamsSchema,
  operatorUpsertResultSchema,
  operatorVersionSchema,
  type OperatorBooking,
  type OperatorDeparture,
  type OperatorScope,
  type OperatorTour,
} from '@wayfarer/contract/operator';
import { webhookOperatorRoutes } from '../webhooks/operator-routes';
import { AppError } from '../../lib/errors';
import { parseJsonBody } from '../../lib/strict-json';
import { requireOperatorScope } from './auth';
import { importNdjson } from './import';
import { operatorOpenApiDocument, type MountedOperatorRoute } from './openapi';
import { resourceOperations } from './operations';
import { documentReadRoutes, travellerReadRoutes } from './traveller-reads';
import { inRecordTransaction } from './transaction';
import { currentVersion, upsertDeparture, upsertTour, type ExpectedVersion } from './upserts';
import { upsertBooking } from './upsert-bookings';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** One line of an import, like one request body. */
const maxLineBytes = 1024 * 1024;
const ndjsonTypes = ['application/x-ndjson', 'application/jsonl'];

/** `If-Match: "3"` (or `W/"3"`) → 3, `*` → any version; a list or another tag is refused. */
export function parseIfMatch(header: string | undefined): ExpectedVersion {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return 'any';
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(value);
  if (!match) {
    throw new AppError('BAD_REQUEST', 'If-Match must be one ETag as given by this API, or *.', {
      fields: { 'if-match': 'expected "<version>"' },
    });
  }
  return Number(match[1]);
}

/**
 * The operator API under `/api/operator/v1`: upserts keyed by the operator's ids (ETag/If-Match
 * for optimistic concurrency), NDJSON imports, and its own OpenAPI document. Hidden from the
 * traveller API's reference: it has its own.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db, database } = fastify;

  // A JSON body with a repeated key is refused: JSON.parse would silently keep the last one.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  // Imports are read as they arrive, a line at a time.
  fastify.addContentTypeParser(ndjsonTypes, (_request, payload, done) => done(null, payload));

  // Every route here stays out of the traveller API's reference; those other modules mount here
  // are collected for this API's own document.
  const mounted: MountedOperatorRoute[] = [];
  let mountingScope: OperatorScope | null = null;
  fastify.addHook('onRoute', (route) => {
    if (mountingScope && route.schema) {
      mounted.push({
        method: String(route.method),
        url: route.url,
        scope: mountingScope,
        schema: route.schema as MountedOperatorRoute['schema'],
      });
    }
    route.schema = { ...route.schema, hide: true };
  });
  const mount = async (
    scope: OperatorScope,
    routes: typeof webhookOperatorRoutes | typeof travellerReadRoutes,
  ) => {
    mountingScope = scope;
    await fastify.register(routes, {
      authorize: requireOperatorScope(scope) as onRequestHookHandler,
    });
    mountingScope = null;
  };
  await mount('webhooks:manage', webhookOperatorRoutes);
  await mount('travellers:read', travellerReadRoutes);
  await mount('documents:read', documentReadRoutes);

  let document: ReturnType<typeof operatorOpenApiDocument> | undefined;
  fastify.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    document ??= operatorOpenApiDocument({
      serverUrl: `${config.publicUrl.origin}${operatorApiPrefix}`,
      tokenUrl: config.oidc.issuer ?? `${config.publicUrl.origin}/oidc/token`,
      version: config.release,
      mounted,
    });
    return reply.header('cache-control', 'no-cache').send(document);
  });

  const upserts = {
    tour: (tx: typeof db, id: string, body: unknown, expected: ExpectedVersion) =>
      upsertTour(tx, id, body as OperatorTour, expected),
    departure: (tx: typeof db, id: string, body: unknown, expected: ExpectedVersion) =>
      upsertDeparture(tx, id, body as OperatorDeparture, expected),
    booking: (tx: typeof db, id: string, body: unknown, expected: ExpectedVersion) =>
      upsertBooking(tx, id, body as OperatorBooking, expected, {
        inviteNewTravellers: !config.oidc.issuer,
      }),
  };

  for (const operation of resourceOperations) {
    const path = `/${operation.collection}/:id`;
    fastify.put(
      path,
      {
        onRequest: requireOperatorScope(operation.scope),
        schema: {
          hide: true,
          params: operatorParamsSchema,
          body: operation.body,
          response: { 200: operatorUpsertResultSchema, 201: operatorUpsertResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        const expected = parseIfMatch(request.headers['if-match']);
        const { id } = request.params;
        const outcome = await inRecordTransaction(db, (tx) =>
          upserts[operation.type](tx, id, request.body, expected),
        );
        reply.header('etag', `"${outcome.version}"`);
        if (outcome.result === 'created') {
          reply
            .status(201)
            .header('location', `${operatorApiPrefix}/${operation.collection}/${id}`);
        }
        return {
          data: {
            id: outcome.id,
            wayfarerId: outcome.wayfarerId,
            version: outcome.version,
            result: outcome.result,
          },
        };
      },
    );
    fastify.get(
      path,
      {
        onRequest: requireOperatorScope(operation.scope),
        schema: {
          hide: true,
          params: operatorParamsSchema,
          response: { 200: operatorVersionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const found = await currentVersion(db, operation.type, id);
        if (!found) throw new AppError('NOT_FOUND', `No ${operation.type} has the id ${id}.`);
        reply.header('etag', `"${found.version}"`);
        return { data: { id, wayfarerId: found.id, version: found.version } };
      },
    );
  }

  fastify.post(
    '/imports',
    {
      onRequest: requireOperatorScope(['catalog:write', 'bookings:write']),
      schema: {
        hide: true,
        querystring: z.object({ results: z.enum(['all', 'failed']).default('all') }),
        response: { 200: operatorImportResultSchema, ...errors },
      },
    },
    async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > config.operator.importMaxBytes) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `An import may have up to ${config.operator.importMaxBytes} bytes.`,
        );
      }
      const stream = request.body as Readable | undefined;
      if (!stream || typeof (stream as Partial<Readable>).pipe !== 'function') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the records as application/x-ndjson.');
      }
      const result = await importNdjson(db, stream, {
        concurrency: database.kind === 'postgres' ? config.operator.importConcurrency : 1,
        scopes: request.operator!.scopes,
        maxLineBytes,
        maxBytes: config.operator.importMaxBytes,
        onlyFailures: request.query.results === 'failed',
        inviteNewTravellers: !config.oidc.issuer,
        log: request.log,
      });
      if (result.total === 0) {
        throw new AppError('BAD_REQUEST', 'The import has no records: one JSON object per line.');
      }
      return { data: result };
    },
  );
};

export const operatorRoutesPrefix = operatorApiPrefix;
