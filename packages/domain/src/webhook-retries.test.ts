import { describe, expect, it } from 'vitest';
import { isWebhookDelivered, nextWebhookAttemptDelaySeconds } from './webhook-retries';

describe('webhook retries', () => {
  it('doubles the delay after each failed attempt', () => {
    const delays = [1, 2, 3, 4].map((attempts) =>
      nextWebhookAttemptDelaySeconds({ attempts, maxAttempts: 8, baseSeconds: 30 }),
    );
    expect(delays).toEqual([30, 60, 120, 240]);
  });

  it('never waits longer than the cap', () => {
    expect(
      nextWebhookAttemptDelaySeconds({
        attempts: 29,
        maxAttempts: 30,
        baseSeconds: 30,
        capSeconds: 3600,
      }),
    ).toBe(3600);
    expect(
      nextWebhookAttemptDelaySeconds({
        attempts: 200,
        maxAttempts: 1000,
        baseSeconds: 1,
        capSeconds: 60,
      }),
    ).toBe(60);
  });

  it('gives up after the last allowed attempt', () => {
    expect(
      nextWebhookAttemptDelaySeconds({ attempts: 8, maxAttempts: 8, baseSeconds: 30 }),
    ).toBeNull();
    expect(
      nextWebhookAttemptDelaySeconds({ attempts: 1, maxAttempts: 1, baseSeconds: 30 }),
    ).toBeNull();
    expect(nextWebhookAttemptDelaySeconds({ attempts: 7, maxAttempts: 8, baseSeconds: 30 })).toBe(
      30 * 64,
    );
  });

  it('counts only 2xx answers as delivered', () => {
    expect([200, 204, 299].map(isWebhookDelivered)).toEqual([true, true, true]);
    expect([199, 301, 400, 410, 500].map(isWebhookDelivered)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
