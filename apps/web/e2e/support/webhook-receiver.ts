import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
}

/** An operator's webhook receiver on a real port: answers 204 and keeps every request. */
export async function startWebhookReceiver(port: number) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/wayfarer-hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Standard Webhooks verification written from the specification, independent of the package the
 * server signs with: HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}` keyed with the
 * base64 decoding of the secret after `whsec_`, base64, among the space-separated `v1,` entries
 * of `webhook-signature`; the timestamp within five minutes of now.
 */
export function verifyStandardWebhook(secret: string, { headers, body }: ReceivedWebhook) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    return false;
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
    return false;
  }
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
