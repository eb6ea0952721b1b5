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
import { useNotifyMeCount } from '../../features/notify-me/api/get-alerts';
import { usePartnershipBadgeCount } from '../../features/partnerships/api/get-partnerships';
import { useCommunicationsCount } from '../../features/consents/communications-count';
import { useRegistryBadgeCount } from '../../features/registry/registry-badge';

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

const { index, travels, profile, registry, referFriend, partnership, communications, notifyMe } =
  menuEntries;

/**
 * Menu groupings (account-area §2). The spec gives the registry entry a badge (empty personal-data
 * fields) but lists it in no grouping: it sits in the user dropdown and the mobile menu, next to
 * communications, so that the badge is seen and the page is reachable.
 */
export const desktopMenu: MenuEntry[] = [index, profile, referFriend, partnership];
export const desktopDropdown: MenuEntry[] = [registry, notifyMe, communications];
export const mobileMenu: MenuEntry[] = [
  index,
  profile,
  registry,
  referFriend,
  partnership,
  notifyMe,
  communications,
];
export const footerMenu: MenuEntry[] = [
  index,
  travels,
  profile,
  communications,
  referFriend,
  partnership,
];

/**
 * Badge counts. Each later issue feeds its counter here (notify-me count, partnership list).
 * - registry: the personal-data fields still empty;
 * - communications: the consents not given (of privacy policy, terms, marketing, newsletter).
 */
export function useMenuBadges(): Partial<Record<BadgeName, number>> {
  const registry = useRegistryBadgeCount();
  const communications = useCommunicationsCount();
  // notify-me: the traveller's alerts (its entry is in no grouping of the spec: it sits in the
  // user dropdown and the mobile menu); partnership: the offers of the moment in the list.
  const notifyMe = useNotifyMeCount();
  const partnership = usePartnershipBadgeCount();
  return { registry, communications, notifyMe, partnership };
}
