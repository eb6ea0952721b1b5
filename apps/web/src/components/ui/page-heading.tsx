import type { ReactNode } from 'react';

/** The one h1 of a screen. */
export function PageHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-6 md:mb-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">{children}</h1>
      {intro ? <p className="mt-2 max-w-2xl text-base text-ink-600">{intro}</p> : null}
    </div>
  );
}
