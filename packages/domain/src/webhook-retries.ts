/**
 * When a failed webhook delivery is tried again: exponential backoff (the first retry after
 * `baseSeconds`, then twice as long each time) capped at `capSeconds`; after `maxAttempts`
 * attempts in all the delivery is dead-lettered (null: no next attempt).
 */
export function nextWebhookAttemptDelaySeconds({
  attempts,
  maxAttempts,
  baseSeconds,
  capSeconds = 6 * 60 * 60,
}: {
  /** Attempts made so far, the failed one included (1 after the first). */
  attempts: number;
  maxAttempts: number;
  baseSeconds: number;
  capSeconds?: number;
}): number | null {
  if (attempts >= maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  // 2 ** 31 seconds is already past any cap: no Infinity from a large attempt count.
  return Math.min(capSeconds, baseSeconds * 2 ** Math.min(exponent, 31));
}

/** Whether a receiver's answer counts as delivered (Standard Webhooks: any 2xx). */
export function isWebhookDelivered(status: number): boolean {
  return status >= 200 && status < 300;
}
