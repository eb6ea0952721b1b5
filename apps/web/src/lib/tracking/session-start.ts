import { pushToDataLayer } from './data-layer';
import { sessionStartEvent } from './events';
import type { DataLayerEvent } from './events';
import { randomId } from './random-id';

export const trackingSessionKey = 'wayfarer.trackingSessionId';

/**
 * `sessionStart` with a random id, once per browser session: the id lives in sessionStorage, so a
 * reload or a new page of the same tab does not start another session. Returns the session id.
 */
export function startTrackingSession({
  storage = window.sessionStorage,
  push = pushToDataLayer,
  newId = randomId,
}: {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  push?: (event: DataLayerEvent) => void;
  newId?: () => string;
} = {}): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(trackingSessionKey);
  } catch {
    // Storage blocked: every page load counts as a session.
  }
  if (stored) return stored;
  const sessionId = newId();
  try {
    storage.setItem(trackingSessionKey, sessionId);
  } catch {
    // As above.
  }
  push(sessionStartEvent({ sessionId }));
  return sessionId;
}
