import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { csrfHeader, csrfHeaderValue, errorBodySchema } from '@wayfarer/contract';
import type { App } from '../../src/app';

/** Hosts of the test app's variants (PUBLIC_URL http://localhost:3000). */
export const hosts = {
  international: 'localhost:3000',
  italy: 'it.localhost:3000',
  spain: 'es.localhost:3000',
  france: 'fr.localhost:3000',
} as const;

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

/**
 * Calls the API as the SPA does: the session cookie, and for state-changing calls the CSRF header
 * and the variant's Origin. `csrf: false` leaves them out.
 */
export function apiCaller(app: App) {
  return async (
    method: Method,
    url: string,
    {
      cookie,
      body,
      host = hosts.international,
      csrf = true,
      headers = {},
      payload,
    }: {
      cookie?: string;
      body?: unknown;
      host?: string;
      csrf?: boolean;
      headers?: Record<string, string>;
      payload?: InjectOptions['payload'];
    } = {},
  ): Promise<LightMyRequestResponse> => {
    const all: Record<string, string> = { host, ...headers };
    if (cookie) all.cookie = cookie;
    if (csrf && method !== 'GET') {
      all[csrfHeader] = csrfHeaderValue;
      all.origin = `http://${host}`;
    }
    return app.inject({
      method,
      url,
      headers: all,
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
  };
}

export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

/** The 400's fields, checking the answer is a VALIDATION_FAILED. */
export function fieldsOf(res: LightMyRequestResponse): Record<string, string> {
  return expectError(res, 400, 'VALIDATION_FAILED').fields ?? {};
}
