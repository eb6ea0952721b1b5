import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFetchTiming, useDelayedPending } from './use-delayed-pending';

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
});
