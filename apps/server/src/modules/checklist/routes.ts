import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checklistApiPaths,
  checklistItemUpdateSchema,
  checklistResponseSchema,
  errorBodySchema,
  userBookingParamsSchema,
} from '@wayfarer/contract';
import { updateChecklistItem } from './service';

/** The pre-departure checklist of a booking: the traveller marks the manual items done. */
export const checklistRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    checklistApiPaths.update,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['checklist'],
        summary: 'Mark one item of the booking’s pre-departure checklist done or not done',
        description:
          'Only the manual items (itinerary, coordinator, FAQ, extras, social group); flight info, ' +
          'payment and traveller data follow the booking’s data. Answers the whole checklist. ' +
          '409 CHECKLIST_LOCKED once the tour has departed or the booking is cancelled; ' +
          '400 VALIDATION_FAILED on `type` for an item that is not on the checklist.',
        params: userBookingParamsSchema,
        body: checklistItemUpdateSchema,
        response: {
          200: checklistResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateChecklistItem(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
        update: request.body,
      }),
    }),
  );
};
