import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Loading bar timings (app-shell §9). */
export const loadingBarTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing';

/**
 * start → increase → finish: shown only when a navigation lasts longer than the throttle, grows
 * towards 90 % over the nominal duration, fills up when done and hides after the delay.
 */
export function useLoadingBarPhase(busy: boolean): LoadingBarPhase {
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
  return shown ? 'finishing' : 'idle';
}

export function NavigationLoadingBar() {
  const navigation = useNavigation();
  const phase = useLoadingBarPhase(navigation.state !== 'idle');
  if (phase === 'idle' || phase === 'waiting') return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        data-phase={phase}
        className="h-full origin-left bg-accent-500 shadow-[0_0_6px] shadow-accent-500"
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
