import type { Mock } from 'vitest';

type Handler = (request: { body: unknown; url: URL }) => { status: number; body?: unknown };

/**
 * Adds answers by method and path ('PUT /api/users/…') to the fetch stub of `renderApp`, and
 * records the requests they answer. Anything else goes to the stub's own answers.
 */
export function routeApi(fetchMock: Mock, handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return fallback?.(input, init);
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null);
    calls.push({ method, path: url.pathname, body });
    const answer = handler({ body, url });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
