import type { ErrorCode } from '@wayfarer/contract';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract/api-paths';
import { loadStartContract } from './contract';

/** Anything that can parse an unknown value: a zod schema from `@wayfarer/contract`. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

/**
 * The schema, or the promise of it: a request can leave before the contract's chunk has arrived
 * (the session check at start) and be parsed once it has.
 */
export type ResponseSchemaOrPromise<T> = ResponseSchema<T> | PromiseLike<ResponseSchema<T>>;

/** The one error every API call rejects with. No side effects here: callers decide. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The contract's error code, or NETWORK_ERROR / INVALID_RESPONSE when the server never answered one. */
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';
  readonly fields: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(options: {
    status: number;
    code: ApiError['code'];
    message: string;
    fields?: Record<string, string> | undefined;
    extra?: Record<string, unknown> | undefined;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.extra = options.extra ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  schema: ResponseSchemaOrPromise<T>;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal | undefined;
}

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(status: number, body: unknown, statusText: string): Promise<ApiError> {
  const { errorBodySchema } = await loadStartContract();
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, extra } = parsed.data.error;
    return new ApiError({ status, code, message, fields, extra });
  }
  // No error body (a proxy, a crash): keep the status and fall back on the generic codes.
  const code: ApiError['code'] =
    status === 401 ? 'UNAUTHENTICATED' : status === 404 ? 'NOT_FOUND' : 'INTERNAL';
  return new ApiError({ status, code, message: statusText || `HTTP ${status}` });
}

/**
 * Calls the Wayfarer API with the session cookie; state-changing calls carry the CSRF header.
 * Resolves with the parsed response or rejects with an {@link ApiError}.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!safeMethods.has(method)) headers[csrfHeader] = csrfHeaderValue;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      init.body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network error',
    });
  }

  const body = await readJson(response);
  if (!response.ok) throw await toApiError(response.status, body, response.statusText);
  const schema = await options.schema;
  try {
    return schema.parse(body);
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Unexpected response from ${path}`,
    });
  }
}

export const apiClient = {
  get: <T>(
    path: string,
    schema: ResponseSchemaOrPromise<T>,
    init?: Omit<RequestOptions<T>, 'schema'>,
  ) => apiRequest(path, { ...init, schema, method: 'GET' }),
  post: <T>(path: string, schema: ResponseSchemaOrPromise<T>, body?: unknown) =>
    apiRequest(path, { schema, method: 'POST', body }),
  put: <T>(path: string, schema: ResponseSchemaOrPromise<T>, body?: unknown) =>
    apiRequest(path, { schema, method: 'PUT', body }),
  patch: <T>(path: string, schema: ResponseSchemaOrPromise<T>, body?: unknown) =>
    apiRequest(path, { schema, method: 'PATCH', body }),
  delete: <T>(path: string, schema: ResponseSchemaOrPromise<T>) =>
    apiRequest(path, { schema, method: 'DELETE' }),
};
