import type { RouteName } from '@wayfarer/domain';
import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  DocumentIcon,
  DownloadIcon,
  GiftIcon,
  HandshakeIcon,
  HeartIcon,
  HomeIcon,
  MailIcon,
  SuitcaseIcon,
  UserIcon,
  WalletIcon,
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
  documents: {
    id: 'documents',
    routeName: 'account/documents',
    labelKey: 'menu.documents',
    Icon: DocumentIcon,
  },
  credits: {
    id: 'credits',
    routeName: 'account/credits',
    labelKey: 'menu.credits',
    Icon: WalletIcon,
  },
  dataExport: {
    id: 'data-export',
    routeName: 'account/data',
    labelKey: 'menu.dataExport',
    Icon: DownloadIcon,
  },
  wishlist: {
    id: 'wishlist',
    routeName: 'account/wishlist',
    labelKey: 'menu.wishlist',
    Icon: HeartIcon,
  },
} satisfies Record<string, MenuEntry>;

const {
  index,
  travels,
  profile,
  registry,
  documents,
  credits,
  dataExport,
  referFriend,
  partnership,
  communications,
  notifyMe,
} = menuEntries;

/**
 * Menu groupings (account-area §2), with the screens the spec lists in no grouping added where it
 * leaves room, so that every screen is reachable from the header or the account menu:
 * - desktop menu: the spec's index, profile, refer-a-friend, partnership, with travels (My trips)
 *   after index, where the footer menu and the dashboard tiles put it;
 * - desktop dropdown: the spec's communications last, after the account's own pages (personal
 *   data with its badge, documents, credits) and the trip alerts;
 * - mobile menu: the spec's index, profile, refer-a-friend, partnership, communications in that
 *   order, with travels after index, and personal data, documents and credits after profile (the
 *   account pages together), trip alerts before communications.
 * "Your data" (download my data, issue 22) follows credits in the dropdown and the mobile menu.
 */
export const desktopMenu: MenuEntry[] = [index, travels, profile, referFriend, partnership];
export const desktopDropdown: MenuEntry[] = [
  registry,
  documents,
  credits,
  dataExport,
  notifyMe,
  communications,
];
export const mobileMenu: MenuEntry[] = [
  index,
  travels,
  profile,
  registry,
  documents,
  credits,
  dataExport,
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
