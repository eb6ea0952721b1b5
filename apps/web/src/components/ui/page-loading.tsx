import type { ReactNode } from 'react';
import { useDelayedPending } from '../../lib/use-delayed-pending';

/**
 * What a screen shows while its data loads, for every screen: nothing during the fetch minimum
 * delay (app-shell §9, 200 ms), so a fast answer never flashes a loading state; then a status
 * region with `label` for screen readers and the screen's placeholder (its skeleton), or `label`
 * itself as text when it has none.
 */
export function PageLoading({ label, children }: { label: string; children?: ReactNode }) {
  const shown = useDelayedPending(true);
  if (!shown) return null;
  if (!children) {
    return (
      <p role="status" className="py-12 text-center text-ink-600">
        {label}
      </p>
    );
  }
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
