import { describe, expect, it } from 'vitest';
import {
  getDataExportExpiry,
  getDataExportRefusal,
  getDataExportRequestsLeft,
  getDataExportRetryAt,
  getDataExportStatus,
} from './data-export';

const now = new Date('2026-11-28T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60_000);

describe('getDataExportExpiry', () => {
  it('offers an export for seven days from when it was ready', () => {
    expect(getDataExportExpiry({ readyAt: now }).toISOString()).toBe('2026-12-05T10:00:00.000Z');
  });
});

describe('getDataExportStatus', () => {
  it.each([
    ['never asked', null, 'none'],
    ['being prepared', { status: 'preparing', expiresAt: null }, 'preparing'],
    ['ready until tomorrow', { status: 'ready', expiresAt: hoursAgo(-24) }, 'ready'],
    [
      'ready, expiry passed a second ago',
      { status: 'ready', expiresAt: hoursAgo(1 / 3600) },
      'expired',
    ],
    ['ready, expiry exactly now', { status: 'ready', expiresAt: now }, 'expired'],
    ['cleaned up', { status: 'expired', expiresAt: hoursAgo(48) }, 'expired'],
    ['the job gave up', { status: 'failed', expiresAt: null }, 'failed'],
  ] as const)('%s: %s', (_label, latest, expected) => {
    expect(getDataExportStatus({ latest, now })).toBe(expected);
  });
});

describe('getDataExportRefusal', () => {
  it.each([
    ['first request', 'none', [], null],
    ['one in preparation', 'preparing', [hoursAgo(0.1)], 'IN_PROGRESS'],
    ['two today, the last ready', 'ready', [hoursAgo(5), hoursAgo(1)], null],
    ['three today', 'ready', [hoursAgo(20), hoursAgo(5), hoursAgo(1)], 'LIMIT_REACHED'],
    ['three, the oldest 25 hours ago', 'failed', [hoursAgo(25), hoursAgo(5), hoursAgo(1)], null],
    [
      'three, the oldest exactly 24 hours ago',
      'expired',
      [hoursAgo(24), hoursAgo(5), hoursAgo(1)],
      null,
    ],
  ] as const)('%s', (_label, latestStatus, earlierRequests, expected) => {
    expect(getDataExportRefusal({ latestStatus, earlierRequests, now })).toBe(expected);
  });
});

describe('getDataExportRequestsLeft and getDataExportRetryAt', () => {
  it('counts only the requests of the last 24 hours', () => {
    expect(getDataExportRequestsLeft({ earlierRequests: [], now })).toBe(3);
    expect(getDataExportRequestsLeft({ earlierRequests: [hoursAgo(30), hoursAgo(2)], now })).toBe(
      2,
    );
    expect(
      getDataExportRequestsLeft({ earlierRequests: [hoursAgo(3), hoursAgo(2), hoursAgo(1)], now }),
    ).toBe(0);
  });

  it('lets the traveller ask again a day after the oldest request of the window', () => {
    expect(getDataExportRetryAt({ earlierRequests: [hoursAgo(2)], now })).toBeNull();
    expect(
      getDataExportRetryAt({
        earlierRequests: [hoursAgo(1), hoursAgo(30), hoursAgo(20), hoursAgo(3)],
        now,
      })?.toISOString(),
    ).toBe(new Date(hoursAgo(20).getTime() + 24 * 60 * 60_000).toISOString());
  });
});
