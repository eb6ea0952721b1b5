import { useId, type ReactNode } from 'react';

/** A white card of a console page, named by its heading (a landmark region for screen readers). */
export function StaffPanel({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-ink-200 bg-white p-4 ${className}`}
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A part of a console page whose content brings its own frame (a list, a card): the heading
 * above it, both a region named by the heading.
 */
export function StaffSection({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`min-w-0 ${className}`}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children(id)}
    </section>
  );
}
