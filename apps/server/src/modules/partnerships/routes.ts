import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  partnershipListResponseSchema,
  partnershipsApiPaths,
} from '@wayfarer/contract';
import { contentLanguageOf } from '../../lib/content-language';
import { listPartnerships } from './service';

/** Partner offers (account-area §3, §7): the partnership page, its badge and the banner. */
export const partnershipsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    partnershipsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['partnerships'],
        summary: 'Partner offers: a list whose first element holds the items',
        description:
          'Titles may contain inline formatting (b, strong, em, i, u, span, small, mark, br, sup, ' +
          'sub), cleaned by the server of anything else. `isBannerVisible` marks ' +
          'the offers of the partnership banner.',
        response: {
          200: partnershipListResponseSchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => listPartnerships(fastify.db, contentLanguageOf(request)),
  );
};
