import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditsApiPaths,
  creditsResponseSchema,
  errorBodySchema,
  userIdParamsSchema,
} from '@wayfarer/contract';
import { contentLanguageOf } from '../../lib/content-language';
import { listCredits } from './service';

/** Credits (account-area §2, §4, §9): gift cards, vouchers and credits of the traveller. */
export const creditsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    creditsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['credits'],
        summary: "The traveller's gift cards, vouchers and credits",
        description:
          'Deposits refunded as gift cards come from the cancelled bookings’ refunds. Spendable ' +
          'first, then pending, used and expired; amounts in integer cents of `currency`.',
        params: userIdParamsSchema,
        response: {
          200: creditsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await listCredits(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        language: contentLanguageOf(request),
      }),
    }),
  );
};
