import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { MenuIcon } from '../../components/ui/icons';
import { useShellState } from './shell-state';

const loadMobileMenuDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadMobileMenuDialog);

/** The button of the header below 768 px. */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const { mobileMenuOpen, setMobileMenuOpen } = useShellState();
  const preload = () => void loadMobileMenuDialog().catch(() => {});
  return (
    <Button
      aria-expanded={mobileMenuOpen}
      onPress={() => setMobileMenuOpen(true)}
      onHoverStart={preload}
      onFocus={preload}
      className="inline-flex size-11 items-center justify-center rounded-full outline-none hover:bg-black/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus md:hidden"
    >
      <MenuIcon className="size-6" />
      <span className="sr-only">{t('menu.open')}</span>
    </Button>
  );
}

/**
 * The full-screen menu of small screens (app-shell §2, `mobile-menu-dialog.tsx`). Its code (the
 * modal dialog of react-aria) is not part of the first load: it downloads when the menu first
 * opens (or the button is hovered or focused), and stays mounted from then on.
 */
export function MobileMenu() {
  const { mobileMenuOpen } = useShellState();
  const [wanted, setWanted] = useState(mobileMenuOpen);
  // Set while rendering (React's pattern for state derived from a change), so the dialog stays
  // mounted for its closing and later openings.
  if (mobileMenuOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuDialog />
    </Suspense>
  );
}
