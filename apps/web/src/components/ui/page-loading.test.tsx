import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading } from './page-loading';

describe('PageLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while an answer may still come within 200 ms, then the status', () => {
    render(
      <PageLoading label="Loading the booking…">
        <div>skeleton</div>
      </PageLoading>,
    );
    act(() => vi.advanceTimersByTime(120));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('skeleton')).toBeNull();
    act(() => vi.advanceTimersByTime(80));
    expect(screen.getByRole('status').textContent).toContain('Loading the booking…');
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('never shows for an answer that came within 200 ms', () => {
    const { unmount } = render(<PageLoading label="Loading…" />);
    act(() => vi.advanceTimersByTime(120));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the label as text for a screen without a skeleton', () => {
    render(<PageLoading label="Loading…" />);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
