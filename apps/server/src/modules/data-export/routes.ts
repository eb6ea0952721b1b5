import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportApiPaths,
  dataExportFileParamsSchema,
  dataExportRequestBodySchema,
  dataExportStateResponseSchema,
  errorBodySchema,
} from '@wayfarer/contract';
import { AppError } from '../../lib/errors';
import { documentFiles } from '../documents/files';
import {
  cleanUpDataExports,
  dataExportCleanupCron,
  dataExportCleanupQueue,
  dataExportQueue,
  dataExportRetryLimit,
  getDataExportState,
  prepareDataExport,
  readDataExportFile,
  requestDataExport,
  type DataExportJob,
} from './service';

const contentTypes = { json: 'application/json; charset=utf-8', pdf: 'application/pdf' } as const;

/** Download my data (issue 22): the page's state, a new request, the files; the job behind them. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, jobs } = fastify;
  // Encrypted with the documents' key, like document images, whatever the storage underneath.
  const files = await documentFiles(fastify);

  await jobs.define(dataExportQueue, {
    retryLimit: dataExportRetryLimit,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  });
  await jobs.work<DataExportJob>(dataExportQueue, (job) =>
    prepareDataExport({ db, files, announceMail: () => fastify.mail.deliverSoon() }, job),
  );
  await jobs.work(dataExportCleanupQueue, async () => {
    const deleted = await cleanUpDataExports(db, files);
    if (deleted > 0) fastify.log.info({ deleted }, 'expired data exports deleted');
  });
  await jobs.schedule(dataExportCleanupQueue, dataExportCleanupCron);

  fastify.get(
    dataExportApiPaths.exports,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: "The traveller's latest data export",
        description:
          'none, preparing (poll), ready (both files until `expiresAt`), expired or failed; with ' +
          'the requests left in the current 24 hours.',
        response: { 200: dataExportStateResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getDataExportState(db, request.caller!.userId) };
    },
  );

  fastify.post(
    dataExportApiPaths.exports,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Ask for a copy of my data (JSON and PDF)',
        description:
          'Queues the `data-export` job; an e-mail says when the files are ready (7 days to ' +
          'download them). 409 DATA_EXPORT_IN_PROGRESS while one is being prepared; 429 ' +
          'RATE_LIMITED past 3 requests in 24 hours (`extra.retryAt`, `Retry-After`).',
        body: dataExportRequestBodySchema,
        response: {
          202: dataExportStateResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const data = await requestDataExport(db, jobs, {
          userId: request.caller!.userId,
          variant: request.variant.id,
        });
        jobs.notify(dataExportQueue);
        return reply.status(202).send({ data });
      } catch (error) {
        const retryAt = error instanceof AppError ? error.details.extra?.retryAt : undefined;
        if (typeof retryAt === 'string') {
          const seconds = Math.ceil((Date.parse(retryAt) - Date.now()) / 1000);
          reply.header('retry-after', String(Math.max(1, seconds)));
        }
        throw error;
      }
    },
  );

  fastify.get(
    dataExportApiPaths.file,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Download one file of a ready data export (JSON or PDF)',
        description:
          'Only the owner, only while the export is ready and not expired: otherwise 404. ' +
          'Sent as an attachment, never stored by a cache.',
        params: dataExportFileParamsSchema,
        response: {
          200: z
            .instanceof(Buffer)
            .meta({ description: 'The file (application/json or application/pdf)' }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { exportId, format } = request.params;
      const file = await readDataExportFile(db, files, {
        userId: request.caller!.userId,
        exportId,
        format,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .type(contentTypes[format])
        .send(file.content);
    },
  );
};
