import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBarPhase } from './loading-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('navigation loading bar', () => {
  it('stays hidden for navigations shorter than the 200 ms throttle', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBarPhase(busy), {
      initialProps: { busy: true },
    });
    expect(result.current).toBe('waiting');
    act(() => vi.advanceTimersByTime(150));
    rerender({ busy: false });
    expect(result.current).toBe('idle');
  });

  it('shows after 200 ms, finishes, and hides 500 ms after the navigation ends', () => {
    const { result, rerender } = renderHook(({ busy }) => useLoadingBarPhase(busy), {
      initialProps: { busy: true },
    });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('running');
    rerender({ busy: false });
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('finishing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('idle');
  });

  it('fails instead of finishing when the navigation ended on an error, then hides', () => {
    const { result, rerender } = renderHook(
      ({ busy, failed }) => useLoadingBarPhase(busy, failed),
      { initialProps: { busy: true, failed: false } },
    );
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('running');
    rerender({ busy: false, failed: true });
    expect(result.current).toBe('failing');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('idle');
  });
});
