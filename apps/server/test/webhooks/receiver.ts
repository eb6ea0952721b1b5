import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/**
 * A webhook receiver on a real port: answers each request with the next status of `script`
 * (the last one repeats; 0: never answers), and keeps what it got.
 */
export async function startReceiver(script: number[] = [200]) {
  const received: Received[] = [];
  let answers = [...script];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const status = answers.length > 1 ? answers.shift()! : answers[0]!;
      received.push({ headers: request.headers, body, answeredWith: status });
      if (status === 0) return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next: number[]) {
      answers = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The Standard Webhooks check, written from the specification's text, not with the package the
 * server signs with: the signed content is `${webhook-id}.${webhook-timestamp}.${body}`; the
 * signature is HMAC-SHA256 with the secret (base64 after `whsec_`), base64-encoded, sent as
 * `v1,<signature>` among space-separated signatures; the timestamp is seconds since the epoch,
 * refused when more than five minutes away from now.
 */
export function verifyBySpec(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  now = Date.now(),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    return false;
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > 5 * 60) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
