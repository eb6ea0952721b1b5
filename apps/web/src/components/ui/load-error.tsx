import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

/**
 * A screen's data could not be loaded: what happened, and a retry (disabled while it runs).
 * `children` adds further actions beside the retry (a way back, for instance).
 */
export function LoadError({
  title,
  text,
  retryLabel,
  onRetry,
  retrying,
  headingLevel = 2,
  children,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  /** 1 when the error replaces the whole screen, title included. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const retry = (
    <Button
      onPress={onRetry}
      isDisabled={retrying}
      className={`${children ? '' : 'mt-4 '}inline-flex min-h-11 items-center rounded-full bg-danger-600 px-5 font-semibold text-white outline-none hover:bg-danger-900 focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-60`}
    >
      {retryLabel}
    </Button>
  );
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="rounded-xl border border-danger-600 bg-danger-50 p-6 text-danger-900"
    >
      <Heading
        id={titleId}
        className={headingLevel === 1 ? 'text-xl font-semibold' : 'text-lg font-semibold'}
      >
        {title}
      </Heading>
      <p className="mt-1">{text}</p>
      {children ? (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {retry}
          {children}
        </div>
      ) : (
        retry
      )}
    </section>
  );
}
