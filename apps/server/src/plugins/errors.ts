import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from '@wayfarer/contract';
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

/** The headers of an answer given before any hook ran: a JSON error that nothing may run or frame. */
const refusalHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Fastify's router refuses some paths before any hook or handler runs, and answered them in its
 * own shape, echoing the path: a percent-encoding that is no UTF-8 (`/api/users/me%ff`) and a
 * path parameter past `maxParamLength` (100 characters, which no id of ours comes near). Both in
 * the error shape here: 400 BAD_REQUEST, and 404 NOT_FOUND (nothing has such a name).
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_REQUEST';
  // The app's hooks (its security headers among them) do not run for these: the answer's own.
  void reply
    .status(code === 'NOT_FOUND' ? 404 : 400)
    .headers(refusalHeaders)
    .send(errorBody(code));
}

/**
 * A request Node's HTTP parser cannot read (a line break inside a header value, headers past
 * their 16 KB limit, a malformed request line) never reaches Fastify: it is answered on the
 * socket, which is then closed. In the error shape, as Fastify's own handler does in its own:
 * 413 PAYLOAD_TOO_LARGE for headers too large, 400 BAD_REQUEST otherwise; a request that took too
 * long gets its 408 without a body. A reset connection gets nothing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let head: string;
  let body = '';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    head = '408 Request Timeout';
  } else {
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    head = tooLarge ? '413 Payload Too Large' : '400 Bad Request';
    body = JSON.stringify(errorBody(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'));
  }
  if (socket.writable) {
    const headers = Object.entries(refusalHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${headers.join('')}` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
