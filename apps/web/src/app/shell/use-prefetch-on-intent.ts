import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppSettings } from '../../lib/app-context';
import { prefetchRoute } from '../router';

/** `navigator.connection` (Network Information API, Chromium only). */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on 2g connections and with data saver on (app-shell §7). */
export function canPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

function currentConnection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Handlers for a menu link: on pointer enter and focus, the route's code and first data are
 * fetched ahead (see `prefetchRoute`), so the page opens without waiting. A failure is ignored: the
 * navigation itself will try again and report.
 */
export function usePrefetchOnIntent(): (to: string) => IntentHandlers {
  const { language } = useAppSettings();
  const queryClient = useQueryClient();
  return useCallback(
    (to: string) => {
      const prefetch = () => {
        if (!canPrefetch(currentConnection())) return;
        prefetchRoute({ pathname: to, language, queryClient }).catch(() => {});
      };
      return { onPointerEnter: prefetch, onFocus: prefetch };
    },
    [language, queryClient],
  );
}
