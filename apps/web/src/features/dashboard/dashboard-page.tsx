import { pathFor, publicWebsiteUrl } from '@wayfarer/domain';
import type { RouteName } from '@wayfarer/domain';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BellIcon,
  ExternalIcon,
  GiftIcon,
  HandshakeIcon,
  HeartIcon,
  SuitcaseIcon,
  UserIcon,
} from '../../components/ui/icons';
import { PageHeading } from '../../components/ui/page-heading';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../../lib/app-context';
import { useFeatureFlag } from '../../lib/feature-flags';
import { useSessionUser } from '../../lib/session/session-context';
import { NextTripCard } from './next-trip-card';

interface Tile {
  id: string;
  routeName: RouteName;
  titleKey: TranslationKey;
  textKey: TranslationKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Dashboard tiles (account-area §2): travels, profile, refer-a-friend, partnership, notify-me. */
const tiles: Tile[] = [
  {
    id: 'travels',
    routeName: 'travels',
    titleKey: 'dashboard.tiles.travels.title',
    textKey: 'dashboard.tiles.travels.text',
    Icon: SuitcaseIcon,
  },
  {
    id: 'profile',
    routeName: 'account/profile',
    titleKey: 'dashboard.tiles.profile.title',
    textKey: 'dashboard.tiles.profile.text',
    Icon: UserIcon,
  },
  {
    id: 'refer-friend',
    routeName: 'refer-friend',
    titleKey: 'dashboard.tiles.referFriend.title',
    textKey: 'dashboard.tiles.referFriend.text',
    Icon: GiftIcon,
  },
  {
    id: 'partnership',
    routeName: 'partnership',
    titleKey: 'dashboard.tiles.partnership.title',
    textKey: 'dashboard.tiles.partnership.text',
    Icon: HandshakeIcon,
  },
  {
    id: 'notify-me',
    routeName: 'notify-me',
    titleKey: 'dashboard.tiles.notifyMe.title',
    textKey: 'dashboard.tiles.notifyMe.text',
    Icon: BellIcon,
  },
];

const tileClass =
  'group flex h-full items-start gap-4 rounded-xl border border-ink-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:border-brand-600';

/** `notice`: news for the traveller under the greeting (a cancelled account deletion). */
export function DashboardPage({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const user = useSessionUser();
  const wishlistEnabled = useFeatureFlag('wishlist');

  return (
    <>
      <PageHeading intro={t('dashboard.intro')}>
        {user ? t('dashboard.greeting', { name: user.name }) : t('dashboard.title')}
      </PageHeading>
      {notice}
      <NextTripCard />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ id, routeName, titleKey, textKey, Icon }) => (
          <li key={id}>
            <Link to={pathFor(routeName, {}, language)} className={tileClass}>
              <Icon className="size-8 shrink-0 text-brand-600" />
              <span>
                <span className="block text-lg font-semibold text-ink-900 group-hover:text-brand-700">
                  {t(titleKey)}
                </span>
                <span className="mt-1 block text-sm text-ink-600">{t(textKey)}</span>
              </span>
            </Link>
          </li>
        ))}
        {wishlistEnabled ? (
          <li>
            <a
              href={publicWebsiteUrl({ variant, routingKey: 'wishlist' })}
              target="_blank"
              rel="noopener noreferrer"
              className={tileClass}
            >
              <HeartIcon className="size-8 shrink-0 text-brand-600" />
              <span>
                <span className="flex items-center gap-1 text-lg font-semibold text-ink-900 group-hover:text-brand-700">
                  {t('dashboard.tiles.wishlist.title')}
                  <ExternalIcon className="size-4" />
                </span>
                <span className="mt-1 block text-sm text-ink-600">
                  {t('dashboard.tiles.wishlist.text')}
                </span>
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </>
  );
}
