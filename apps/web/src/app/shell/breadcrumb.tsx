import { getBreadcrumbs } from '@wayfarer/domain';
import type { Breadcrumb as Crumb } from '@wayfarer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { bookingQueryOptions } from '../../lib/bookings/get-booking';
import { useSessionUser } from '../../lib/session/session-context';
import { routeTitleKeys } from '../route-titles';

/**
 * The traveller of a booking page's path, by name, from the booking the page loads (the query
 * cache): null until it is known.
 */
function useTravellerName(crumbs: Crumb[]): string | null {
  const user = useSessionUser();
  const bookingId = crumbs.find((crumb) => crumb.name === 'travels/_tour')?.segment;
  const travellerId = crumbs.find((crumb) => crumb.name === 'travels/_tour/_traveler')?.segment;
  const booking = useQuery({
    ...bookingQueryOptions({ userId: user?.id ?? '', bookingId: bookingId ?? '' }),
    enabled: Boolean(user && bookingId && travellerId),
  });
  const traveller = booking.data?.travellers.find(({ id }) => id === travellerId);
  return traveller ? `${traveller.name} ${traveller.lastname}` : null;
}

/**
 * Breadcrumb (account-area §2): starts at the dashboard, one crumb per known path segment. Each
 * crumb shows its screen's own translated title, or the entity's name: the booking id as written
 * and the traveller's name (the screen's title until the booking is loaded), never words built
 * from the URL. Hidden on the dashboard itself and on unknown paths.
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const { pathname } = useLocation();
  const crumbs = getBreadcrumbs({ pathname, language });
  const travellerName = useTravellerName(crumbs);
  if (crumbs.length < 2) return null;

  const labelOf = (crumb: Crumb): string => {
    switch (crumb.name) {
      case 'index':
        return t('shell.breadcrumbHome');
      case 'logout':
        return t('menu.logout');
      case 'travels/_tour':
        return crumb.segment;
      case 'travels/_tour/_traveler':
        return travellerName ?? t(routeTitleKeys[crumb.name]);
      default:
        return t(routeTitleKeys[crumb.name]);
    }
  };

  return (
    <nav aria-label={t('shell.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-600">
        {crumbs.map((crumb, index) => {
          const label = labelOf(crumb);
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRightIcon className="size-4 shrink-0 text-ink-300" /> : null}
              {last ? (
                <span aria-current="page" className="inline-block py-0.5 font-medium text-ink-900">
                  {label}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-block rounded py-0.5 underline-offset-4 hover:underline"
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
