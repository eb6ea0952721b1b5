import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` + base64 of 24 random bytes, as Standard Webhooks shows. */
export function newEndpointSecret() {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The three Standard Webhooks headers for one attempt of one message. */
export function signedHeaders(secret: string, messageId: string, body: string, at: Date) {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
