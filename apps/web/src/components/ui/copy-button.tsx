import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useToaster } from './toast-queue';

function CopyIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

/**
 * Copies `value` to the clipboard and says how it went in a toast: `copiedMessage` on success,
 * `failedMessage` when the clipboard is missing or refuses (the spec's "copying error").
 */
export function CopyButton({
  value,
  label,
  copiedMessage,
  failedMessage,
  children,
  className = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 outline-none hover:border-brand-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-focus',
}: {
  value: string;
  /** The button's accessible name ("Copy the booking ID"). */
  label: string;
  copiedMessage: string;
  failedMessage: string;
  /** Visible text next to the icon. */
  children?: ReactNode;
  className?: string;
}) {
  const toaster = useToaster();

  const copy = async () => {
    try {
      // Older browsers and insecure origins have no asynchronous clipboard.
      if (typeof navigator.clipboard?.writeText !== 'function') {
        throw new Error('The clipboard is not available');
      }
      await navigator.clipboard.writeText(value);
      toaster.show({ tone: 'success', message: copiedMessage }, { timeout: 5000 });
    } catch {
      toaster.show({ tone: 'danger', message: failedMessage }, { timeout: 8000 });
    }
  };

  return (
    <Button aria-label={label} onPress={() => void copy()} className={className}>
      <CopyIcon className="size-4 shrink-0" />
      {children}
    </Button>
  );
}
