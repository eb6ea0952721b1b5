import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesQuerySchema,
  countriesResponseSchema,
  errorBodySchema,
  geoApiPaths,
} from '@wayfarer/contract';
import { listCountries } from './countries';

/** Reference geo data: public, the same for everyone, cacheable. */
export const geoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    geoApiPaths.countries,
    {
      schema: {
        tags: ['geo'],
        summary: 'Countries with their calling codes, named and sorted in a language',
        description:
          '`orderBy` (or its older name `lang`) is one of en, it, es, fr, de; the variant’s language by default.',
        querystring: countriesQuerySchema,
        response: { 200: countriesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      const { orderBy, lang } = request.query;
      return { data: listCountries(orderBy ?? lang ?? request.variant.language) };
    },
  );
};
