import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  tourChangeApiPaths,
  tourChangeAvailabilityResponseSchema,
  tourChangeRequestSchema,
  tourChangeResponseSchema,
  userBookingParamsSchema,
} from '@wayfarer/contract';
import { contentLanguageOf } from '../../lib/content-language';
import { changeTour, getTourChangeAvailability } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Self tour change (account-area §4, §7): availability, and the change itself. */
export const tourChangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    tourChangeApiPaths.selfTourChange,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['tour change'],
        summary: 'Whether the booking may change departure now, and to which ones',
        description:
          'Allowed: the departures to choose from, soonest first, each with its price difference ' +
          'for the whole booking (positive to pay, negative to be refunded, integer cents of the ' +
          "booking's currency) and the notices to show. Blocked: the reason " +
          '(TOUR_DEPARTURE_TOO_CLOSE, REQUEST_LIMIT_REACHED with the next possible day, ' +
          'INSUFFICIENT_TOUR_CAPACITY, INVALID_ORDER_STATUS).',
        params: userBookingParamsSchema,
        response: { 200: tourChangeAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getTourChangeAvailability(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
      }),
    }),
  );

  fastify.post(
    tourChangeApiPaths.selfTourChange,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['tour change'],
        summary: 'Move the booking to another departure',
        description:
          'One transaction: every rule is checked again, the seats are taken on the new departure ' +
          'and given back on the old one, and the price difference becomes a payment due or a ' +
          'refund. `idempotencyKey` (in the body; no header) makes the call safe to repeat: the ' +
          'same key answers the same change again, with `Idempotent-Replayed: true`, and never ' +
          'makes a second one; a key already used for another change is 409 CONFLICT. ' +
          '409 with the reason code when the booking cannot change now, or ' +
          'INSUFFICIENT_TOUR_CAPACITY when the departure has no room left; 400 on `tourId` for a ' +
          'departure that is not offered.',
        params: userBookingParamsSchema,
        body: tourChangeRequestSchema,
        response: {
          200: tourChangeResponseSchema,
          ...errors,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { replayed, ...data } = await changeTour(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
        request: request.body,
        language: contentLanguageOf(request),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { data };
    },
  );
};
