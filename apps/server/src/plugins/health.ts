import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@wayfarer/contract';
import { databaseErrorReason } from '../db/unavailable';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health/live',
    { schema: { hide: true, response: { 200: healthResponseSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  fastify.get(
    '/health/ready',
    {
      schema: { hide: true, response: { 200: healthResponseSchema, 503: healthResponseSchema } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await fastify.database.ping();
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch (error) {
        request.log.error(
          { reason: databaseErrorReason(error) },
          'readiness: database unreachable',
        );
        return reply.status(503).send({ status: 'unavailable', checks: { database: 'failed' } });
      }
    },
  );
};
