import { useTranslation } from 'react-i18next';

/**
 * A small count next to a menu entry, with the text a screen reader hears instead. Nothing for
 * none: its label is translated only when there is a count to show (a page's first render has
 * a dozen menu entries and few counts).
 */
export function Badge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <BadgeCount count={count} />;
}

function BadgeCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-accent-500 px-1.5 text-xs leading-6 font-semibold text-ink-900">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('menu.badge', { value: count })}</span>
    </span>
  );
}
