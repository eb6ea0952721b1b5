import type { ReactNode } from 'react';

/** A whole-page message of the console (loading, not allowed, failed). */
export function StaffMessage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      {title && <h1 className="mb-3 text-2xl font-bold">{title}</h1>}
      <p role="status" className="text-ink-700">
        {children}
      </p>
    </main>
  );
}
