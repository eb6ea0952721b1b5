import { useId } from 'react';
import type { ReactNode } from 'react';

/** A card of the booking page with its h2; `anchor` lets a hash link reach it. */
export function BookingSection({
  title,
  anchor,
  children,
  action,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
  /** Shown on the heading's line (a link, a button). */
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-ink-200 bg-white p-5 shadow-sm md:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A short "nothing here yet" line inside a section. */
export function SectionNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-ink-300 bg-ink-50 p-4 text-ink-600">
      {children}
    </p>
  );
}

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const toneClasses: Record<Tone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-success-50 text-success-900',
  warning: 'bg-accent-100 text-ink-900',
  danger: 'bg-danger-50 text-danger-900',
};

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}
