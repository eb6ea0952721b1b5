import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFetchTiming, useDelayedPending, usePageFetch } from './use-page-fetch';
import type { PageQuery } from './use-page-fetch';

describe('page fetch states (app-shell §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows pending only after 200 ms', () => {
    expect(pageFetchTiming.minimumDelayMs).toBe(200);
    const { result } = renderHook(({ active }) => useDelayedPending(active), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never shows pending for an answer faster than 200 ms', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedPending(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(150));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('starts the delay again for each fetch', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedPending(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('keeps data, error and the time of the last answer', () => {
    const query: PageQuery<string[]> = {
      data: undefined,
      error: null,
      isFetching: true,
      dataUpdatedAt: 0,
    };
    const { result, rerender } = renderHook((props: PageQuery<string[]>) => usePageFetch(props), {
      initialProps: query,
    });
    expect(result.current).toEqual({
      data: undefined,
      pending: false,
      error: null,
      timestamp: null,
    });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.pending).toBe(true);

    const at = Date.parse('2026-05-04T10:00:00Z');
    rerender({ data: ['a'], error: null, isFetching: false, dataUpdatedAt: at });
    expect(result.current).toEqual({ data: ['a'], pending: false, error: null, timestamp: at });

    const failure = new Error('down');
    rerender({ data: ['a'], error: failure, isFetching: false, dataUpdatedAt: at });
    expect(result.current.error).toBe(failure);
    expect(result.current.timestamp).toBe(at);
  });
});
