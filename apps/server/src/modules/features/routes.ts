import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  embeddedFeaturesClientKey,
  errorBodySchema,
  featuresApiPaths,
  featuresParamsSchema,
  featuresResponseSchema,
} from '@wayfarer/contract';
import { getFeaturesPayload } from './service';

/**
 * The embedded flag service: `GET /api/features/:clientKey` in the GrowthBook SDK's payload format.
 * Public (the SDK calls it without credentials): it serves flags and their targeting rules only.
 */
export const featuresRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const knownKey = fastify.config.growthbook.clientKey ?? embeddedFeaturesClientKey;
  fastify.get(
    featuresApiPaths.payload,
    {
      schema: {
        tags: ['features'],
        summary: 'Feature flags in the GrowthBook SDK format',
        description:
          'The embedded default of the flag service. With GROWTHBOOK_API_HOST set the SPA asks that ' +
          'GrowthBook instead. Rules are evaluated by the SDK in the browser, on the attributes ' +
          'deviceId, userId, country and language.',
        security: [],
        params: featuresParamsSchema,
        response: { 200: featuresResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const payload = await getFeaturesPayload(fastify.db, {
        clientKey: request.params.clientKey,
        knownKey,
      });
      // Revalidated every time: a flag switched off must not linger in a shared cache.
      return reply.header('cache-control', 'no-cache').send(payload);
    },
  );
};
