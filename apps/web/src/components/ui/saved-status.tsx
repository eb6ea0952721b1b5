import { useEffect, useRef } from 'react';

/**
 * "Saved." next to a form's Save button. Each new `savedAt` (a count of saves) shows it and moves focus to it, so
 * that focus stays where the traveller was instead of falling to the top of the page (the button
 * is disabled while it saves, and a disabled button loses focus); its status role announces it.
 */
export function SavedStatus({ message, savedAt }: { message: string; savedAt: number | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (savedAt !== null) ref.current?.focus();
  }, [savedAt]);
  if (savedAt === null) return null;
  return (
    <p
      key={savedAt}
      ref={ref}
      tabIndex={-1}
      role="status"
      className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-success-900 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 text-success-600">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={2.5} />
      </svg>
      {message}
    </p>
  );
}
