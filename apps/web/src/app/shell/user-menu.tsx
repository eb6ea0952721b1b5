import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { useSession } from '../../lib/session/session-context';
import { DeferredMenu } from './deferred-menu';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * The user dropdown's button in the desktop header; the dropdown itself (user-menu-dropdown.tsx)
 * loads once the first screen has painted, or when the pointer or the focus comes to the button.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session.status === 'user' ? session.user.name : null;
  return (
    <DeferredMenu
      renderMenu={(props) => <UserMenuDropdown {...props} />}
      preload={() => void loadDropdown().catch(() => {})}
      buttonClassName="flex min-h-11 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-focus"
      buttonContent={
        <>
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserIcon className="size-4" />
          </span>
          <span>{name ?? t('menu.account')}</span>
          <span className="sr-only">{t('menu.userMenu')}</span>
          <ChevronDownIcon className="size-4" />
        </>
      }
    />
  );
}
