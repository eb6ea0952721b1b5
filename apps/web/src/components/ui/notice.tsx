import type { ReactNode } from 'react';
import { noticeClasses } from './styles';

/**
 * A short message in a box with a coloured edge. `role` makes it a live region: `status` for news,
 * `alert` for an error that needs attention now; leave it out when the notice is there from the
 * start or its container already announces it.
 */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof noticeClasses;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <div role={role} className={`rounded-lg border-l-4 p-3 text-sm ${noticeClasses[tone]}`}>
      {children}
    </div>
  );
}
