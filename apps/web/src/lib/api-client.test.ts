import {
  csrfHeader,
  csrfHeaderValue,
  healthResponseSchema,
  meResponseSchema,
} from '@wayfarer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from './api-client';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const okSchema = healthResponseSchema;

describe('api client', () => {
  it('parses a successful response with the contract schema', async () => {
    mockFetch(200, { status: 'ok' });
    await expect(apiClient.get('/api/x', okSchema)).resolves.toEqual({ status: 'ok' });
  });

  it('sends the request before the schema has arrived, and parses with it once it has', async () => {
    const fetchMock = mockFetch(200, { status: 'ok' });
    let arrive: (schema: typeof okSchema) => void = () => {};
    const schema = new Promise<typeof okSchema>((resolve) => (arrive = resolve));
    const answer = apiClient.get('/api/x', schema);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    let settled = false;
    void answer.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(okSchema);
    await expect(answer).resolves.toEqual({ status: 'ok' });
  });

  it('sends same-origin credentials and no CSRF header on reads', async () => {
    const fetchMock = mockFetch(200, { status: 'ok' });
    await apiClient.get('/api/x', okSchema, { query: { a: 1, b: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x?a=1');
    expect(init?.credentials).toBe('same-origin');
    expect((init?.headers as Record<string, string>)[csrfHeader]).toBeUndefined();
  });

  it('sends the CSRF header and a JSON body on state-changing requests', async () => {
    const fetchMock = mockFetch(200, { status: 'ok' });
    await apiClient.patch('/api/x', okSchema, { marketing: true });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = init?.headers as Record<string, string>;
    expect(headers[csrfHeader]).toBe(csrfHeaderValue);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"marketing":true}');
  });

  it('maps an error body to an ApiError with status, code, message, fields and extra', async () => {
    mockFetch(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body',
        fields: { 'address.zip': 'Required' },
      },
    });
    const error = await apiClient.post('/api/x', okSchema, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fields: { 'address.zip': 'Required' },
    });
  });

  it('keeps the privacy-policy user id from error.extra', async () => {
    mockFetch(403, {
      error: {
        code: 'USER_PRIVACY_POLICY_ERROR',
        message: 'Consent needed',
        extra: { userId: 'u1' },
      },
    });
    const error = await apiClient.get('/api/users/me', meResponseSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      code: 'USER_PRIVACY_POLICY_ERROR',
      extra: { userId: 'u1' },
    });
  });

  it('maps a 401 without a body to UNAUTHENTICATED', async () => {
    mockFetch(401, undefined);
    await expect(apiClient.get('/api/x', okSchema)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      fields: {},
    });
  });

  it('maps a body that does not match the schema to INVALID_RESPONSE', async () => {
    mockFetch(200, { status: 'yes' });
    await expect(apiClient.get('/api/x', okSchema)).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('maps a network failure to NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/api/x', okSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
