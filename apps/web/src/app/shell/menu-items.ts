import type { RouteName } from '@wayfarer/domain';
import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  GiftIcon,
  HandshakeIcon,
  HeartIcon,
  HomeIcon,
  MailIcon,
  SuitcaseIcon,
  UserIcon,
} from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';

export type BadgeName = 'registry' | 'notifyMe' | 'partnership' | 'communications';

export interface MenuEntry {
  id: string;
  routeName: RouteName;
  labelKey: TranslationKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: BadgeName;
}

/** The account menu entries (account-area §2), with the badge each one carries. */
export const menuEntries = {
  index: { id: 'index', routeName: 'index', labelKey: 'menu.index', Icon: HomeIcon },
  travels: { id: 'travels', routeName: 'travels', labelKey: 'menu.travels', Icon: SuitcaseIcon },
  profile: {
    id: 'profile',
    routeName: 'account/profile',
    labelKey: 'menu.profile',
    Icon: UserIcon,
  },
  registry: {
    id: 'registry',
    routeName: 'account/registry',
    labelKey: 'menu.registry',
    Icon: UserIcon,
    badge: 'registry',
  },
  notifyMe: {
    id: 'notify-me',
    routeName: 'notify-me',
    labelKey: 'menu.notifyMe',
    Icon: BellIcon,
    badge: 'notifyMe',
  },
  referFriend: {
    id: 'refer-friend',
    routeName: 'refer-friend',
    labelKey: 'menu.referFriend',
    Icon: GiftIcon,
  },
  partnership: {
    id: 'partnership',
    routeName: 'partnership',
    labelKey: 'menu.partnership',
    Icon: HandshakeIcon,
    badge: 'partnership',
  },
  communications: {
    id: 'communications',
    routeName: 'account/communications',
    labelKey: 'menu.communications',
    Icon: MailIcon,
    badge: 'communications',
  },
  wishlist: {
    id: 'wishlist',
    routeName: 'account/wishlist',
    labelKey: 'menu.wishlist',
    Icon: HeartIcon,
  },
} satisfies Record<string, MenuEntry>;

const { index, travels, profile, referFriend, partnership, communications } = menuEntries;

/** Menu groupings (account-area §2). */
export const desktopMenu: MenuEntry[] = [index, profile, referFriend, partnership];
export const desktopDropdown: MenuEntry[] = [communications];
export const mobileMenu: MenuEntry[] = [index, profile, referFriend, partnership, communications];
export const footerMenu: MenuEntry[] = [
  index,
  travels,
  profile,
  communications,
  referFriend,
  partnership,
];

/**
 * Badge counts. Each later issue feeds its counter here (registry empty fields, notify-me count,
 * partnership list, communications counter); until then there is nothing to count.
 */
export function useMenuBadges(): Partial<Record<BadgeName, number>> {
  return {};
}
