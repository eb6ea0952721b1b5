import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorBodySchema, layoutsResponseSchema } from '@wayfarer/contract';
import { catalogLayouts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { safeRichText } from '../../lib/safe-html';

export const catalogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    apiPaths.catalogLayouts,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['catalog'],
        summary: "Footer and contacts content of the request's variant",
        description:
          'The footer message is HTML, cleaned by the server: paragraphs, emphasis, lists and ' +
          'http(s), mailto and tel links only.',
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
      const { data } = layoutsResponseSchema.parse({ data: row.content });
      const footerMessage = safeRichText(data.footer.content.footerMessage);
      return { data: { ...data, footer: { content: { ...data.footer.content, footerMessage } } } };
    },
  );
};
