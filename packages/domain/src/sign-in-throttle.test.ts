import { describe, expect, it } from 'vitest';
import {
  accountSignInDelayMs,
  accountSignInWaitMs,
  cleanAddressMaxDelayMs,
  freeAccountFailures,
  maxSignInDelayMs,
  pairSignInDelayMs,
} from './sign-in-throttle';

const dirty = { addressHasFailures: true };
const clean = { addressHasFailures: false };

describe('pairSignInDelayMs', () => {
  it('lets five wrong passwords through, then waits 30 s doubling up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 20, 1000].map(pairSignInDelayMs)).toEqual([
      0, 0, 30_000, 60_000, 120_000, 240_000, 900_000, 900_000,
    ]);
  });
});

describe('accountSignInDelayMs', () => {
  it('does not slow an account down before ten wrong passwords over every address', () => {
    expect(accountSignInDelayMs(freeAccountFailures - 1, dirty)).toBe(0);
    expect(accountSignInDelayMs(freeAccountFailures - 1, clean)).toBe(0);
  });

  it('then waits 30 s, doubling every time, at most 15 minutes for addresses that failed', () => {
    const delays = [10, 11, 12, 13, 14, 15, 40].map((n) => accountSignInDelayMs(n, dirty));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('keeps the wait short for an address with no wrong password of its own', () => {
    expect(accountSignInDelayMs(10, clean)).toBe(30_000);
    expect(accountSignInDelayMs(11, clean)).toBe(cleanAddressMaxDelayMs);
    expect(accountSignInDelayMs(10_000, clean)).toBe(cleanAddressMaxDelayMs);
    expect(cleanAddressMaxDelayMs).toBeLessThan(maxSignInDelayMs);
  });
});

describe('accountSignInWaitMs', () => {
  const lastFailureAt = new Date('2026-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(lastFailureAt.getTime() + seconds * 1000);

  it('counts the wait from the last wrong password for the e-mail', () => {
    const state = { failures: 14, lastFailureAt, addressHasFailures: true };
    expect(accountSignInWaitMs(state, at(0))).toBe(480_000);
    expect(accountSignInWaitMs(state, at(180))).toBe(300_000);
    expect(accountSignInWaitMs(state, at(480))).toBe(0);
    expect(accountSignInWaitMs(state, at(10_000))).toBe(0);
  });

  it('lets a clean address through after a minute while the attacked ones still wait', () => {
    const state = { failures: 30, lastFailureAt };
    expect(accountSignInWaitMs({ ...state, addressHasFailures: false }, at(59))).toBe(1_000);
    expect(accountSignInWaitMs({ ...state, addressHasFailures: false }, at(60))).toBe(0);
    expect(accountSignInWaitMs({ ...state, addressHasFailures: true }, at(60))).toBe(840_000);
  });

  it('does not wait below the free count', () => {
    const state = { failures: 3, lastFailureAt, addressHasFailures: true };
    expect(accountSignInWaitMs(state, at(0))).toBe(0);
  });
});
