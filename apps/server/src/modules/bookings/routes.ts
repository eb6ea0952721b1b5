import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingResponseSchema,
  bookingsApiPaths,
  bookingsResponseSchema,
  errorBodySchema,
  userBookingParamsSchema,
  userBookingsParamsSchema,
} from '@wayfarer/contract';
import { getBooking, listBookings } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** A traveller's trips: the list for the trips page and one booking for its page. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    bookingsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "The traveller's bookings, soonest departure first",
        params: userBookingsParamsSchema,
        response: { 200: bookingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listBookings(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
      }),
    }),
  );

  fastify.get(
    bookingsApiPaths.detail,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'One booking of the traveller, with travellers, payments and refunds',
        params: userBookingParamsSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getBooking(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
      }),
    }),
  );
};
