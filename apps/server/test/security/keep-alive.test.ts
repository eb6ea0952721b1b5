import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract';
import type { TestApp } from '../helpers/app';
import { isWrite, signedInTestApp, type ContractRoute } from './routes';

const host = 'localhost:3000';

let t: TestApp;
let cookie: string;
let port: number;
let routes: ContractRoute[];

beforeAll(async () => {
  ({ t, cookie, routes } = await signedInTestApp());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** One connection, reused for every request that can reuse it (as browsers and proxies do). */
function keepAliveClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: { host, cookie, 'content-length': String(body?.length ?? 0), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                connection: res.headers.connection,
              }),
            );
          },
        );
        // The server may answer and close before the whole body is sent: that is allowed.
        req.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
        );
        req.end(body);
      },
    );
  return { send, close: () => agent.destroy() };
}

const boundary = 'wayfarer-security-boundary';
const filePart = (name: string, size: number) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.alloc(size, 1),
    Buffer.from('\r\n'),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);

/** Multipart bodies the contract's "one file" routes must refuse. */
const refusedForms: Record<string, (field: string) => Buffer> = {
  'two files': (field) => form(filePart(field, 2000), filePart(field, 2000)),
  'a second file in another field': (field) => form(filePart(field, 2000), filePart('other', 10)),
  'too many fields': (field) =>
    form(...Array.from({ length: 40 }, (_, i) => fieldPart(`f${i}`, 'x')), filePart(field, 10)),
  'a file past the size limit': (field) => form(filePart(field, 6 * 1024 * 1024)),
};

const writeHeaders = { [csrfHeader]: csrfHeaderValue, origin: `http://${host}` };

describe('a refused request body does not wedge its keep-alive connection', () => {
  it('refuses the extra parts of every multipart route, and answers the next request', async () => {
    const uploads = routes.filter((route) => route.consumes === 'multipart/form-data');
    expect(uploads.map((route) => route.template)).toEqual(
      expect.arrayContaining([
        '/api/users/{id}/picture',
        '/api/users/{id}/documents',
        '/api/users/{id}/documents/scan',
      ]),
    );
    for (const route of uploads) {
      const field = route.template.endsWith('/picture') ? 'picture' : 'image';
      for (const [label, body] of Object.entries(refusedForms)) {
        const client = keepAliveClient();
        const refused = await client.send(
          route.method,
          route.path,
          { ...writeHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body(field),
        );
        expect([413, 400], `${route.template}, ${label}: ${refused.body}`).toContain(
          refused.status,
        );
        expect(JSON.parse(refused.body).error.code).toMatch(/PAYLOAD_TOO_LARGE|VALIDATION_FAILED/);
        const next = await client.send('GET', '/api/users/me', {});
        expect(next.status, `after ${route.template}, ${label}`).toBe(200);
        client.close();
      }
    }
  });

  it('answers the next request after an oversize body on every write route', async () => {
    for (const route of routes.filter(isWrite)) {
      const client = keepAliveClient();
      const refused = await client.send(
        route.method,
        route.path,
        { ...writeHeaders, 'content-type': 'application/json' },
        Buffer.from(`{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`),
      );
      expect(refused.status, `${route.method} ${route.template}`).toBeGreaterThanOrEqual(400);
      const next = await client.send('GET', '/api/users/me', {});
      expect(next.status, `after ${route.method} ${route.template}`).toBe(200);
      client.close();
    }
  });
});
