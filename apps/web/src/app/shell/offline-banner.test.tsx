import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { OfflineBanner } from './offline-banner';

afterEach(() => vi.restoreAllMocks());

describe('offline banner', () => {
  it('follows the browser’s online flag', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderApp(<OfflineBanner />, { path: '/' });
    expect(screen.getByRole('status').textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Some information may be out of date.',
    );
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
