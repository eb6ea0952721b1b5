import { createContext, useContext, useMemo } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'danger' | 'success' | 'info';

export interface ToastContentValue {
  tone: ToastTone;
  message: string;
}

export type ToastQueueValue = ToastQueue<ToastContentValue>;

export function createToastQueue(): ToastQueueValue {
  return new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });
}

/** The app's toast queue; the region that shows it renders with the layouts. */
export const ToastQueueContext = createContext<ToastQueueValue | null>(null);

export interface Toaster {
  /** Shows a toast; returns a function that closes it. */
  show(content: ToastContentValue, options?: { timeout?: number }): () => void;
}

export function useToaster(): Toaster {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToaster must be used inside <AppProviders>');
  return useMemo(
    () => ({
      show(content, options) {
        const key = queue.add(content, options?.timeout ? { timeout: options.timeout } : {});
        return () => queue.close(key);
      },
    }),
    [queue],
  );
}
