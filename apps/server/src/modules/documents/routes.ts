import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentImageFieldName,
  documentImageMaxBytes,
  documentImageQuerySchema,
  documentResponseSchema,
  documentScanResponseSchema,
  documentsApiPaths,
  documentsResponseSchema,
  documentVerificationResponseSchema,
  errorBodySchema,
  tripDocumentsResponseSchema,
  userBookingParamsSchema,
  userDocumentParamsSchema,
  userDocumentsParamsSchema,
} from '@wayfarer/contract';
import { readSingleFileForm } from '../../lib/multipart-form';
import { loadOrCreateSecret, randomSecret } from '../../auth/secrets';
import { EncryptedFileStorage } from '../../storage/encrypted-file-storage';
import { DocumentScanner } from './scan';
import { DocumentVerifier } from './verification';
import {
  getVerification,
  listDocuments,
  listTripDocuments,
  readDocumentImage,
  scanDocumentImage,
  uploadDocument,
} from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The key from DOCUMENTS_ENCRYPTION_KEY, else one generated once and kept in `app_secrets`. */
async function documentsKey(fastify: Parameters<FastifyPluginAsyncZod>[0]): Promise<Buffer> {
  const configured = fastify.config.documents.encryptionKey;
  if (configured) return configured;
  const generated = await loadOrCreateSecret(fastify.db, 'documents.encryption-key', () =>
    randomSecret(32),
  );
  return Buffer.from(generated, 'base64url');
}

/** Identity documents (account-area §7): upload, list, image, verification, trip statuses. */
export const documentsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(multipart);
  // Document images are encrypted with the documents' key, whatever the storage underneath.
  const files = new EncryptedFileStorage(fastify.fileStorage, await documentsKey(fastify));
  const verification = new DocumentVerifier({
    db: fastify.db,
    jobs: fastify.jobs,
    files,
    workers: fastify.config.documents.verificationWorkers,
    limits: {
      timeoutMs: fastify.config.documents.verificationTimeoutMs,
      budgetMs: fastify.config.documents.readingBudgetMs,
    },
    log: fastify.log.child({ module: 'documents-verification' }),
  });
  const scanner = new DocumentScanner({
    timeoutMs: fastify.config.documents.verificationTimeoutMs,
    budgetMs: fastify.config.documents.readingBudgetMs,
  });
  await verification.start();
  // Documents uploaded before the queue existed, or whose job gave up on restarts.
  fastify.addHook('onReady', async () => verification.queueLeftovers());
  // At shutdown no new work starts (preClose, before the server waits for requests in flight);
  // what is in flight gets half the shutdown time, then is handed back, so the rest of the
  // shutdown (requests, database) fits in SHUTDOWN_TIMEOUT_MS.
  let stopping: Promise<unknown> = Promise.resolve();
  fastify.addHook('preClose', async () => {
    const graceMs = fastify.config.shutdownTimeoutMs / 2;
    stopping = Promise.all([verification.stop(graceMs), scanner.stop(graceMs)]);
  });
  fastify.addHook('onClose', async () => {
    await stopping;
  });

  /** The multipart body: a few short text fields, and the one file in `image`. */
  const readMultipart = async (request: FastifyRequest) => {
    const { fields, file } = await readSingleFileForm(request, documentImageFieldName, {
      fileSize: documentImageMaxBytes,
      fields: 10,
      fieldSize: 200,
    });
    return { fields, image: file };
  };

  fastify.get(
    documentsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['documents'],
        summary: "The traveller's identity documents, with their status and verification",
        params: userDocumentsParamsSchema,
        response: { 200: documentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listDocuments(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
      }),
    }),
  );

  fastify.post(
    documentsApiPaths.list,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['documents'],
        summary: 'Upload an identity document (replaces the one of the same type)',
        description:
          'multipart/form-data with the text fields `type` (PASSPORT, IDENTITY_CARD, ' +
          'DRIVING_LICENCE), `number`, `issuingCountry` (ISO alpha-2), `issueDate` (before ' +
          'today) and `expiryDate` (after today), and one file in ' +
          `\`${documentImageFieldName}\`: a JPEG or PNG (recognised by its bytes) of at most ` +
          '5 MB and 50 megapixels; front and back of a card combined in one image. The image is ' +
          'kept re-encoded without metadata and encrypted. Answers 202: the verification runs ' +
          'afterwards (poll the verification).',
        consumes: ['multipart/form-data'],
        params: userDocumentsParamsSchema,
        response: {
          202: documentResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readMultipart(request);
      const document = await uploadDocument(fastify.db, files, fastify.jobs, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        fields,
        image,
      });
      verification.wake();
      return reply.status(202).send({ data: document });
    },
  );

  fastify.post(
    documentsApiPaths.scan,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['documents'],
        summary:
          'Read the machine-readable zone of a photo (start from the photo); nothing is kept',
        description:
          `multipart/form-data with one file in \`${documentImageFieldName}\` (as the upload). ` +
          'Answers what the zone of a passport or identity card says, for the traveller to ' +
          'confirm; null fields were not read. One scan at a time per instance.',
        consumes: ['multipart/form-data'],
        params: userDocumentsParamsSchema,
        response: {
          200: documentScanResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { image } = await readMultipart(request);
      return {
        data: await scanDocumentImage(scanner, {
          callerId: request.caller!.userId,
          userId: request.params.id,
          image,
        }),
      };
    },
  );

  /**
   * `?access_token=` carries a Bearer access token for clients that cannot set the header (the
   * spec's call); it goes through the same verification as the header.
   */
  const authenticateWithQueryToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = (request.query as { access_token?: unknown }).access_token;
    if (typeof token === 'string' && token && !request.headers.authorization) {
      request.headers.authorization = `Bearer ${token}`;
    }
    await fastify.authenticate(request, reply);
  };

  fastify.get(
    documentsApiPaths.image,
    {
      onRequest: authenticateWithQueryToken,
      schema: {
        tags: ['documents'],
        summary: "A document's image (JPEG), to its owner only",
        description:
          'Authenticated by the session, an `Authorization: Bearer` header or an `access_token` ' +
          'query parameter holding the same access token.',
        params: userDocumentParamsSchema,
        querystring: documentImageQuerySchema,
        response: {
          200: z.instanceof(Buffer).meta({ description: 'The image (image/jpeg)' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const content = await readDocumentImage(fastify.db, files, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        documentId: request.params.docId,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', 'inline')
        .type('image/jpeg')
        .send(content);
    },
  );

  fastify.get(
    documentsApiPaths.verification,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['documents'],
        summary: "A document's verification: UPLOADED while it runs, then its outcome",
        params: userDocumentParamsSchema,
        response: { 200: documentVerificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await getVerification(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        documentId: request.params.docId,
      });
      reply.header('cache-control', 'no-store');
      return { data };
    },
  );

  fastify.get(
    documentsApiPaths.trip,
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['documents'],
        summary: "The traveller's documents for one of their trips, with statuses for its dates",
        description:
          'Every type once: MISSING, NOT_NEEDED (a driving licence; the other travel document ' +
          'when one is usable), EXPIRED (before the trip starts), EXPIRING (approved but ' +
          'expiring before 6 months after the trip for a passport or identity card, before the ' +
          'end of the trip for a licence), or the stored status.',
        params: userBookingParamsSchema,
        response: { 200: tripDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listTripDocuments(fastify.db, {
        callerId: request.caller!.userId,
        userId: request.params.id,
        bookingId: request.params.bookingId,
      }),
    }),
  );
};
