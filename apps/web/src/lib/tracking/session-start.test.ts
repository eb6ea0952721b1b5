import { describe, expect, it, vi } from 'vitest';
import type { DataLayerEvent } from './events';
import { pushToDataLayer } from './data-layer';
import { startTrackingSession, trackingSessionKey } from './session-start';

describe('sessionStart (app-shell §7)', () => {
  it('fires once per browser session with a random id kept in sessionStorage', () => {
    const push = vi.fn<(event: DataLayerEvent) => void>();
    const first = startTrackingSession({ push, newId: () => 'session-1' });
    expect(first).toBe('session-1');
    expect(window.sessionStorage.getItem(trackingSessionKey)).toBe('session-1');
    expect(push).toHaveBeenCalledExactlyOnceWith({ event: 'sessionStart', sessionId: 'session-1' });

    // A reload in the same tab: same session, no new event.
    expect(startTrackingSession({ push, newId: () => 'session-2' })).toBe('session-1');
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('still fires when storage is blocked', () => {
    const push = vi.fn<(event: DataLayerEvent) => void>();
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(startTrackingSession({ storage: blocked, push, newId: () => 's' })).toBe('s');
    expect(push).toHaveBeenCalledOnce();
  });

  it('goes to window.dataLayer by default, created when missing and kept when GTM set it up', () => {
    delete window.dataLayer;
    startTrackingSession({ newId: () => 'session-3' });
    expect(window.dataLayer).toEqual([{ event: 'sessionStart', sessionId: 'session-3' }]);
    const existing = window.dataLayer;
    pushToDataLayer({ event: 'sessionStart', sessionId: 'again' });
    expect(window.dataLayer).toBe(existing);
    expect(window.dataLayer).toHaveLength(2);
    delete window.dataLayer;
  });
});
