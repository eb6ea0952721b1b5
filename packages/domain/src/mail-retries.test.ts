import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from './mail-retries';

describe('mailRetryDelayMs', () => {
  it('waits a minute after the first failure and twice as long after each further one', () => {
    expect(mailRetryDelayMs(1)).toBe(60_000);
    expect(mailRetryDelayMs(2)).toBe(120_000);
    expect(mailRetryDelayMs(4)).toBe(480_000);
  });

  it('never waits more than six hours', () => {
    expect(mailRetryDelayMs(20)).toBe(6 * 60 * 60_000);
    expect(mailRetryDelayMs(10_000)).toBe(6 * 60 * 60_000);
  });
});
