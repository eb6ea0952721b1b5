/** A small count next to a menu entry; `label` is the text a screen reader hears instead. */
export function Badge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-accent-500 px-1.5 text-xs leading-6 font-semibold text-ink-900">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
