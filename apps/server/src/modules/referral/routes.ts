import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  referralApiPaths,
  referralDiscountRequestSchema,
  referralDiscountResponseSchema,
  referralResponseSchema,
  userIdParamsSchema,
} from '@wayfarer/contract';
import { generateReferralDiscount, getReferral } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Refer a friend (account-area §4, §5, §9): the traveller's code, counts, balance and codes. */
export const referralRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    referralApiPaths.referral,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['referral'],
        summary: "The traveller's personal code, invitation link, rules, counts, balance and codes",
        params: userIdParamsSchema,
        response: { 200: referralResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getReferral(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        variant: request.variant,
      }),
    }),
  );

  fastify.post(
    referralApiPaths.discounts,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['referral'],
        summary: 'Turn the referral balance into a discount code for one person',
        description:
          'One transaction on the traveller’s locked referral row: a single-use code for one ' +
          'person with the whole balance, which goes back to 0. The same `idempotencyKey` again ' +
          'answers the same code with `Idempotent-Replayed: true` and never makes a second one. ' +
          '403 REFERRAL_NOT_ALLOWED_YET without a completed booking; 409 REFERRAL_BALANCE_EMPTY ' +
          'when the balance is 0.',
        params: userIdParamsSchema,
        body: referralDiscountRequestSchema,
        response: {
          200: referralDiscountResponseSchema,
          ...errors,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...data } = await generateReferralDiscount(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        idempotencyKey: request.body.idempotencyKey,
        variant: request.variant,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { data };
    },
  );
};
