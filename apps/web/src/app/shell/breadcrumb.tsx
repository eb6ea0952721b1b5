import { getBreadcrumbs } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';

/**
 * Breadcrumb (account-area §2): starts at the dashboard, one crumb per known path segment, dashes
 * shown as spaces. Hidden on the dashboard itself and on unknown paths.
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const { pathname } = useLocation();
  const crumbs = getBreadcrumbs({ pathname, language });
  if (crumbs.length < 2) return null;

  return (
    <nav aria-label={t('shell.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-600">
        {crumbs.map((crumb, index) => {
          const label = crumb.name === 'index' ? t('shell.breadcrumbHome') : crumb.label;
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRightIcon className="size-4 text-ink-300" /> : null}
              {last ? (
                <span
                  aria-current="page"
                  className="inline-block py-0.5 font-medium text-ink-900 first-letter:uppercase"
                >
                  {label}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-block rounded py-0.5 underline-offset-4 first-letter:uppercase hover:underline"
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
