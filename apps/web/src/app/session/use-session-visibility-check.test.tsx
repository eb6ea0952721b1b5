import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { useSessionVisibilityCheck } from './use-session-visibility-check';

function answerMe(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify(
            status === 401
              ? { error: { code: 'UNAUTHENTICATED', message: 'x' } }
              : { error: { code: 'INTERNAL', message: 'x' } },
          ),
          { status },
        ),
    ),
  );
}

function becomeVisible() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session check when the tab becomes visible', () => {
  it('reloads when the signed-in page has lost its session', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    answerMe(401);
    renderHook(() => useSessionVisibilityCheck(true));
    becomeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload when the session still matches', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    answerMe(401);
    renderHook(() => useSessionVisibilityCheck(false));
    becomeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
  });
});
