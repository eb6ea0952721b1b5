import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorBodySchema, meResponseSchema } from '@wayfarer/contract';
import { AppError } from '../../lib/errors';
import { findUserById } from './repository';

export const usersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.me,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in traveller',
        response: { 200: meResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await findUserById(fastify.db, request.caller!.userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return { data: user };
    },
  );
};
