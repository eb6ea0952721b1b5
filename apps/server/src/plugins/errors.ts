import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors';
import { databaseErrorReason, isDatabaseUnavailable } from '../db/unavailable';

/** Seconds a client is asked to wait while the database is away. */
/** How long a client waits before asking again while the database is unreachable. */
export const databaseRetryAfterSeconds = 5;

function fieldPath(instancePath: string, fallback: string): string {
  const dotted = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return dotted || fallback;
}

/** Turns every failure into the contract's `{ error: { code, message, fields? } }`. */
export const errorsPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send(error.toBody());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const key = fieldPath(issue.instancePath, error.validationContext ?? 'body');
          fields[key] ??= issue.message ?? 'is not valid';
        }
        return reply
          .status(400)
          .send(new AppError('VALIDATION_FAILED', undefined, { fields }).toBody());
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(errorBody('INTERNAL'));
      }
      if (isDatabaseUnavailable(error)) {
        // The message only: a query's text and parameters (personal data) stay out of the log.
        request.log.warn({ reason: databaseErrorReason(error) }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send(errorBody('SERVICE_UNAVAILABLE'));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED'));
      if (status === 413) return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
      if (status === 415) return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE'));
      if (status >= 400 && status < 500) {
        return reply
          .status(status === 404 ? 404 : 400)
          .send(errorBody(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('INTERNAL'));
    });
  },
  { name: 'errors' },
);
