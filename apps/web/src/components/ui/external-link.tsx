import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from './icons';

/**
 * A link that opens in a new tab: no opener, the "external" icon after its text, and the
 * "opens in a new tab" warning for screen readers (`hint` replaces it where more is needed).
 */
export function ExternalLink({
  href,
  className,
  iconClassName = 'size-4',
  hint,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  iconClassName?: string;
  hint?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={className}
    >
      {children}
      <ExternalIcon className={iconClassName} />
      <span className="sr-only">{hint ?? t('common.opensInNewTab')}</span>
    </a>
  );
}
