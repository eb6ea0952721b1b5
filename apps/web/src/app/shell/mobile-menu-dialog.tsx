import { pathFor } from '@wayfarer/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { ChatIcon, CloseIcon, HeartIcon, LogoutIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { mobileMenu, useMenuBadges } from './menu-items';
import { useShellState } from './shell-state';
import { useContactsLink } from './use-contacts-link';
import { usePrefetchOnIntent } from './use-prefetch-on-intent';
import { useWishlistLink } from '../../features/wishlist/use-wishlist-link';
import { ExternalLink } from '../../components/ui/external-link';

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 py-3 text-lg font-medium text-ink-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/**
 * The full-screen menu of small screens (app-shell §2): badges on the entries; it closes when an
 * entry is chosen and when the window is resized.
 */
export default function MobileMenuDialog() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const { mobileMenuOpen, setMobileMenuOpen } = useShellState();
  const badges = useMenuBadges();
  const contacts = useContactsLink();
  const prefetchOnIntent = usePrefetchOnIntent();
  const wishlist = useWishlistLink();
  const close = () => setMobileMenuOpen(false);

  useEffect(() => {
    if (!mobileMenuOpen) return;
    const onResize = () => setMobileMenuOpen(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [mobileMenuOpen, setMobileMenuOpen]);

  return (
    <ModalOverlay
      isOpen={mobileMenuOpen}
      onOpenChange={setMobileMenuOpen}
      isDismissable
      className="fixed inset-0 z-40 bg-white"
    >
      <Modal className="h-full w-full overflow-y-auto">
        <Dialog
          aria-labelledby="mobile-menu-title"
          className="flex min-h-full flex-col outline-none"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-4">
            <Heading slot="title" id="mobile-menu-title" className="text-lg font-semibold">
              {t('menu.title')}
            </Heading>
            <Button
              onPress={close}
              className="inline-flex size-11 items-center justify-center rounded-full outline-none hover:bg-black/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">{t('menu.close')}</span>
            </Button>
          </div>
          <nav aria-label={t('menu.mobileNav')} className="flex-1 px-3 py-4">
            <ul className="flex flex-col gap-1">
              {mobileMenu.map((entry) => {
                const count = entry.badge ? badges[entry.badge] : undefined;
                const to = pathFor(entry.routeName, {}, language);
                return (
                  <li key={entry.id}>
                    <NavLink
                      to={to}
                      {...prefetchOnIntent(to)}
                      end={entry.routeName === 'index'}
                      onClick={close}
                      className={itemClass}
                    >
                      <entry.Icon className="size-6 text-brand-600" />
                      <span>{t(entry.labelKey)}</span>
                      <Badge count={count} />
                    </NavLink>
                  </li>
                );
              })}
              {wishlist ? (
                <li>
                  <ExternalLink
                    href={wishlist.href}
                    onClick={close}
                    className={itemClass}
                    iconClassName="ml-auto size-5 text-ink-500"
                  >
                    <HeartIcon className="size-6 text-brand-600" />
                    <span>{t('menu.wishlist')}</span>
                  </ExternalLink>
                </li>
              ) : null}
              {contacts ? (
                <li>
                  <ExternalLink
                    href={contacts.href}
                    onClick={close}
                    className={itemClass}
                    iconClassName="ml-auto size-5 text-ink-500"
                  >
                    <ChatIcon className="size-6 text-brand-600" />
                    <span>{t('menu.contacts')}</span>
                  </ExternalLink>
                </li>
              ) : null}
              <li className="mt-2 border-t border-ink-100 pt-2">
                <NavLink to={pathFor('logout', {}, language)} onClick={close} className={itemClass}>
                  <LogoutIcon className="size-6 text-brand-600" />
                  <span>{t('menu.logout')}</span>
                </NavLink>
              </li>
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
