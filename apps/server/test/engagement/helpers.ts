import { expect } from 'vitest';
import { csrfHeader, csrfHeaderValue, errorBodySchema } from '@wayfarer/contract';
import type { TestApp } from '../helpers/app';

/** The SPA's origin in the tests (PUBLIC_URL of `buildTestApp`). */
export const origin = 'http://localhost:3000';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A call as the SPA makes it: the session cookie and, for changes, the CSRF header and our Origin
 * (`csrf: false` leaves them out).
 */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  {
    cookie,
    payload,
    csrf = method !== 'GET',
    headers = {},
  }: { cookie?: string; payload?: object; csrf?: boolean; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { [csrfHeader]: csrfHeaderValue, origin } : {}),
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });
}

export function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}
