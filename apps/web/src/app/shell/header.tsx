import { pathFor } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useAppSettings } from '../../lib/app-context';
import { Logo } from './logo';
import { desktopMenu, useMenuBadges } from './menu-items';
import { MobileMenuButton } from './mobile-menu';
import { useShellState } from './shell-state';
import { usePrefetchOnIntent } from './use-prefetch-on-intent';
import { UserMenu } from './user-menu';

/** Header of signed-in travellers: logo to the public website, desktop menu, user dropdown. */
export function Header() {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const { headerTransparent } = useShellState();
  const badges = useMenuBadges();
  const prefetchOnIntent = usePrefetchOnIntent();

  return (
    <header
      data-transparent={headerTransparent || undefined}
      className={`sticky top-0 z-30 transition-colors duration-200 ${
        headerTransparent
          ? 'bg-transparent text-white'
          : 'border-b border-ink-100 bg-white text-ink-900 shadow-sm'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:px-6 lg:px-8">
        <a
          href={variant.publicWebsiteUrl}
          className="inline-flex min-h-11 items-center rounded outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <Logo className="h-8 w-auto" />
          <span className="sr-only">{t('shell.logoLabel')}</span>
        </a>
        <nav aria-label={t('menu.mainNav')} className="ml-4 hidden flex-1 md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {desktopMenu.map((entry) => {
              const count = entry.badge ? badges[entry.badge] : undefined;
              const to = pathFor(entry.routeName, {}, language);
              return (
                <li key={entry.id}>
                  <NavLink
                    to={to}
                    {...prefetchOnIntent(to)}
                    end={entry.routeName === 'index'}
                    className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-focus"
                  >
                    {({ isActive }) => (
                      <>
                        {/* The active mark underlines the label only, never the badge beside it. */}
                        <span
                          className={
                            isActive
                              ? 'underline decoration-accent-500 decoration-4 underline-offset-8'
                              : undefined
                          }
                        >
                          {t(entry.labelKey)}
                        </span>
                        <Badge count={count} />
                      </>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto hidden md:block">
          <UserMenu />
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
