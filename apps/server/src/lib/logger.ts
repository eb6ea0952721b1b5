import { stdSerializers, type LoggerOptions } from 'pino';

type SerializedError = Record<string, unknown>;

/** Properties in which database drivers put a failed query's values (a traveller's data). */
const parameterKeys = ['params', 'parameters', 'values'];

/**
 * An error as the log shows it, without the values of a failed query: drizzle puts them in its
 * message (`Failed query: … params: …`) and in `params`, the drivers in their own properties, on
 * the error and on its causes. The SQL text itself (with `$1` placeholders) stays.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrub(stdSerializers.err(error) as unknown as SerializedError);
}

function scrub(serialized: SerializedError): SerializedError {
  const copy: SerializedError = { ...serialized };
  for (const key of parameterKeys) if (key in copy) copy[key] = '[redacted]';
  for (const key of ['message', 'stack']) {
    const text = copy[key];
    if (typeof text === 'string') {
      copy[key] = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
    }
  }
  if (copy.cause && typeof copy.cause === 'object')
    copy.cause = scrub(copy.cause as SerializedError);
  return copy;
}

/** The server's logger: cookies, Authorization headers and query values never reach it. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      err: serializeError,
      // The document image call may carry a Bearer token in its query (`?access_token=`).
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]'),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
