import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingResponseSchema,
  bookingsApiPaths,
  bookingsResponseSchema,
  errorBodySchema,
  userBookingParamsSchema,
  userBookingsParamsSchema,
} from '@wayfarer/contract';
import { contentLanguageOf } from '../../lib/content-language';
import { getBooking, listBookings } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

const contentLanguage =
  'Trip titles, destinations (countries named by CLDR), meeting points, insurance texts and ' +
  'coordinator bios and cities are in the language of the site the request is made on (its ' +
  "host), else the site's default language, else English, else any language there is.";

/** A traveller's trips: the list for the trips page and one booking for its page. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    bookingsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "The traveller's bookings, soonest departure first",
        description: contentLanguage,
        params: userBookingsParamsSchema,
        response: { 200: bookingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listBookings(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        language: contentLanguageOf(request),
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
        description: contentLanguage,
        params: userBookingParamsSchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await getBooking(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
        language: contentLanguageOf(request),
      }),
    }),
  );
};
