import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Loading bar timings (app-shell §9). */
export const loadingBarTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'failing';

/**
 * start → increase → finish or fail (app-shell §4): shown only when a navigation lasts longer than
 * the throttle, grows towards 90 % over the nominal duration, then fills up when done, or turns to
 * the danger colour when the navigation ended on an error, and hides after the delay.
 */
export function useLoadingBarPhase(busy: boolean, failed = false): LoadingBarPhase {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (busy === shown) return;
    const timer = setTimeout(
      () => setShown(busy),
      busy ? loadingBarTiming.throttleMs : loadingBarTiming.hideDelayMs,
    );
    return () => clearTimeout(timer);
  }, [busy, shown]);

  if (busy) return shown ? 'running' : 'waiting';
  if (!shown) return 'idle';
  return failed ? 'failing' : 'finishing';
}

/** The location key of the navigation that ended on an error, and how the error boundary says so. */
const NavigationFailureContext = createContext<{
  failedKey: string | null;
  setFailedKey: (key: string) => void;
}>({ failedKey: null, setFailedKey: () => {} });

export function NavigationFailureProvider({ children }: { children: ReactNode }) {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  return (
    <NavigationFailureContext.Provider value={{ failedKey, setFailedKey }}>
      {children}
    </NavigationFailureContext.Provider>
  );
}

/** Called by a route's error boundary: the navigation to this location failed. */
export function useMarkNavigationFailed(): void {
  const { setFailedKey } = useContext(NavigationFailureContext);
  const { key } = useLocation();
  useEffect(() => setFailedKey(key), [setFailedKey, key]);
}

export function NavigationLoadingBar() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const { failedKey } = useContext(NavigationFailureContext);
  const phase = useLoadingBarPhase(navigation.state !== 'idle', failedKey === key);
  if (phase === 'idle' || phase === 'waiting') return null;
  const colour =
    phase === 'failing' ? 'bg-danger-600 shadow-danger-600' : 'bg-accent-500 shadow-accent-500';
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        data-phase={phase}
        className={`h-full origin-left shadow-[0_0_6px] ${colour}`}
        style={
          phase === 'running'
            ? {
                animation: `wf-loading-bar ${loadingBarTiming.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
              }
            : {
                transform: 'scaleX(1)',
                opacity: 0,
                transition: `transform 200ms ease-out, opacity 300ms ease-in ${loadingBarTiming.hideDelayMs - 300}ms`,
              }
        }
      />
    </div>
  );
}
