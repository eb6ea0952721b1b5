import { pathFor } from '@wayfarer/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Badge } from '../../components/ui/badge';
import { ChatIcon, ExternalIcon, HeartIcon, LogoutIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import type { DeferredMenuProps } from './deferred-menu';
import { desktopDropdown, useMenuBadges, type MenuEntry } from './menu-items';
import { useContactsLink } from './use-contacts-link';
import { useWishlistLink } from '../../features/wishlist/use-wishlist-link';

const closeDelayMs = 200;
/** A press right after a hover opened the menu must not close it again. */
const hoverGraceMs = 600;

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

/**
 * The user dropdown of the desktop header (`UserMenu`, user-menu.tsx, loads it): opens on hover
 * and, like any menu button, with Enter, Space or the arrow keys; Escape closes it and gives focus
 * back to the button.
 */
export default function UserMenuDropdown({
  buttonClassName,
  buttonContent,
  defaultOpen,
  autoFocus,
}: DeferredMenuProps) {
  const [isOpen, setOpenState] = useState(false);
  // The open dropdown is drawn inside the header (the banner landmark), not at the end of the body
  // outside every landmark; the header is found when the menu opens.
  const [portalContainer, setPortalContainer] = useState<Element | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const setOpen = (open: boolean) => {
    if (open) setPortalContainer(triggerRef.current?.closest('header') ?? undefined);
    setOpenState(open);
  };

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenState(false), closeDelayMs);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Pressed before it had arrived: it opens now, inside the header (found once the button is there).
  useEffect(() => {
    if (!defaultOpen) return;
    setPortalContainer(triggerRef.current?.closest('header') ?? undefined);
    setOpenState(true);
  }, [defaultOpen]);

  // The popover is non-modal (a modal one would cover the trigger and end the hover), so a click
  // elsewhere closes it here…
  useEffect(() => {
    if (!isOpen) return;
    const closeIfOutside = (event: Event) => {
      const target = event.target as Node;
      if (triggerRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
      setOpenState(false);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    // …and so does focus moving elsewhere (Tab out of the menu).
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [isOpen]);

  // Non-modal popovers do not give focus back: when the menu closes with focus inside it (Escape,
  // a chosen item), focus returns to the button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) triggerRef.current?.focus();
      });
      wasOpen.current = false;
      return () => cancelAnimationFrame(frame);
    }
    wasOpen.current = isOpen;
    return undefined;
  }, [isOpen]);

  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && Date.now() - hoverOpenedAt.current < hoverGraceMs) return;
        setOpen(open);
      }}
    >
      <Button
        ref={triggerRef}
        onHoverStart={(event) => {
          if (event.pointerType !== 'mouse') return;
          cancelClose();
          if (!isOpen) {
            hoverOpenedAt.current = Date.now();
            setOpen(true);
          }
        }}
        onHoverEnd={(event) => {
          if (event.pointerType === 'mouse') scheduleClose();
        }}
        autoFocus={autoFocus}
        className={buttonClassName}
      >
        {buttonContent}
      </Button>
      <Popover
        ref={popoverRef}
        isNonModal
        UNSTABLE_portalContainer={portalContainer}
        placement="bottom end"
        offset={4}
        className="min-w-60 rounded-xl border border-ink-200 bg-white p-1.5 shadow-xl outline-none"
        onMouseEnter={cancelClose}
        onMouseLeave={scheduleClose}
      >
        <UserMenuEntries />
      </Popover>
    </MenuTrigger>
  );
}

/**
 * The dropdown's entries: rendered when it opens (a closed popover renders nothing), so their
 * links and labels are not worked out on every page's first render.
 */
function UserMenuEntries() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const badges = useMenuBadges();
  const contacts = useContactsLink();
  const wishlist = useWishlistLink();
  return (
    <Menu aria-label={t('menu.userMenu')} className="outline-none">
      {desktopDropdown.map((entry) => (
        <MenuItem
          key={entry.id}
          id={entry.id}
          href={pathFor(entry.routeName, {}, language)}
          textValue={t(entry.labelKey)}
          className={itemClass}
        >
          <entry.Icon className="size-5 text-brand-600" />
          <span>{t(entry.labelKey)}</span>
          <Badge count={entry.badge ? badges[entry.badge] : undefined} />
        </MenuItem>
      ))}
      {wishlist ? (
        <ExternalEntry
          id="wishlist"
          href={wishlist.href}
          label={t('menu.wishlist')}
          Icon={HeartIcon}
        />
      ) : null}
      {contacts ? (
        <ExternalEntry
          id="contacts"
          href={contacts.href}
          label={t('menu.contacts')}
          Icon={ChatIcon}
        />
      ) : null}
      <Separator className="my-1 h-px bg-ink-100" />
      <MenuItem
        id="logout"
        href={pathFor('logout', {}, language)}
        textValue={t('menu.logout')}
        className={itemClass}
      >
        <LogoutIcon className="size-5 text-brand-600" />
        <span>{t('menu.logout')}</span>
      </MenuItem>
    </Menu>
  );
}

/** An entry of the dropdown that opens the public website in a new tab, and says so. */
function ExternalEntry({
  id,
  href,
  label,
  Icon,
}: {
  id: string;
  href: string;
  label: string;
  Icon: MenuEntry['Icon'];
}) {
  const { t } = useTranslation();
  return (
    <MenuItem
      id={id}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      textValue={label}
      className={itemClass}
    >
      <Icon className="size-5 text-brand-600" />
      <span>{label}</span>
      <ExternalIcon className="ml-auto size-4 text-ink-500" />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </MenuItem>
  );
}
