import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorBodySchema, layoutsResponseSchema } from '@wayfarer/contract';
import { catalogLayouts } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const catalogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.catalogLayouts,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['catalog'],
        summary: "Footer and contacts content of the request's variant",
        response: { 200: layoutsResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const [row] = await fastify.db
        .select()
        .from(catalogLayouts)
        .where(eq(catalogLayouts.variant, request.variant.id))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'No layout content for this variant.');
      return layoutsResponseSchema.parse({ data: row.content });
    },
  );
};
