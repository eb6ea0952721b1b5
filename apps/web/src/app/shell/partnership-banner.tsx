import type { PartnershipItem } from '@wayfarer/contract';
import { pathFor } from '@wayfarer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { useFeatureFlag } from '../../lib/feature-flags';
import { useFirstScreenPainted } from '../../lib/first-screen';
import { useSession } from '../../lib/session/session-context';
import { pushToDataLayer } from '../../lib/tracking/data-layer';
import { partnershipEvent } from '../../lib/tracking/events';
import type { DataLayerEvent, PartnershipAction } from '../../lib/tracking/events';
import { useCurrentRouteName } from '../../lib/tracking/use-route-view-events';
import { bannerPartnersQueryOptions } from './partnership-banner-query';
import {
  bannerStorage,
  initialBannerState,
  isBannerClosed,
  isBannerHidden,
  isTrackedPick,
  nextBannerState,
  rememberBannerClosed,
} from './partnership-banner-rules';
import { useShellState } from './shell-state';

const styles = {
  light: {
    box: 'border-b border-brand-100 bg-brand-50 text-ink-900',
    link: 'hover:text-brand-700',
    close: 'hover:bg-black/5',
  },
  brand: {
    box: 'bg-brand-800 text-white',
    link: 'hover:text-accent-100',
    close: 'hover:bg-white/10',
  },
} as const;

function BannerView({
  partner,
  onAction,
}: {
  partner: PartnershipItem;
  onAction: (action: Exclude<PartnershipAction, 'view'>) => void;
}) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  // Read only while the banner shows: the experiment counts the travellers who saw it.
  const style = styles[useFeatureFlag('partnership-banner-style')];
  return (
    <aside aria-label={t('banner.label')} className={style.box} data-testid="partnership-banner">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 md:px-6 lg:px-8">
        <Link
          to={pathFor('partnership', {}, language)}
          onClick={() => onAction('open')}
          className={`flex min-h-11 flex-1 items-center gap-3 rounded text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus ${style.link}`}
        >
          <img
            src={partner.logoImage}
            alt=""
            width={80}
            height={32}
            className="h-8 w-20 shrink-0 rounded object-contain"
          />
          {/* Cleaned by the server to its inline formatting (apps/server/src/lib/safe-html.ts). */}
          <span dangerouslySetInnerHTML={{ __html: partner.title }} />
        </Link>
        <Button
          onPress={() => onAction('close')}
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus ${style.close}`}
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('banner.close')}</span>
        </Button>
      </div>
    </aside>
  );
}

export interface PartnershipBannerProps {
  /** Random numbers in [0, 1) for the partner picks (tests pass their own). */
  random?: () => number;
  push?: (event: DataLayerEvent) => void;
}

/**
 * The partnership banner of the default layout (app-shell §2, §4): a random partner when the list
 * loads and on each route change except on the partnership page; hidden there and while the
 * mobile menu is open; closed for a week by its button. Open, close and view (each change after
 * the first) go to the data layer. A failed list is only logged.
 */
export function PartnershipBanner({
  random = Math.random,
  push = pushToDataLayer,
}: PartnershipBannerProps) {
  const session = useSession();
  const userId =
    session.status === 'user'
      ? session.user.id
      : session.status === 'privacy-policy'
        ? session.userId
        : null;
  const { mobileMenuOpen } = useShellState();
  const routeName = useCurrentRouteName();
  const { pathname } = useLocation();
  const [storage] = useState(bannerStorage);
  const [closed, setClosed] = useState(() => isBannerClosed(storage));
  // Its placeholder keeps its place until the first screen has painted and the list has come.
  const firstScreenPainted = useFirstScreenPainted();
  const partners = useQuery({
    ...bannerPartnersQueryOptions(),
    enabled: !closed && firstScreenPainted,
  });

  useEffect(() => {
    if (partners.error) {
      console.warn('Partnership banner: the partner list could not be loaded', partners.error);
    }
  }, [partners.error]);

  // A new pick when the list loads and on each route change (state adjusted while rendering).
  const [state, setState] = useState(initialBannerState<PartnershipItem>);
  const candidates = partners.data;
  if (!closed && candidates) {
    const next = nextBannerState(state, {
      candidates,
      pickKey: `${partners.dataUpdatedAt}|${pathname}`,
      routeName,
      random,
    });
    if (next !== state) setState(next);
  }

  const tracked = useRef(0);
  const { partner, picks } = state;
  useEffect(() => {
    if (!partner || closed || !isTrackedPick(picks) || tracked.current === picks) return;
    tracked.current = picks;
    push(partnershipEvent({ action: 'view', routeName, partner, userId }));
    // Only a new pick is a view, not a change of route name or user alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [partner, picks, closed]);

  if (closed || isBannerHidden({ routeName, mobileMenuOpen })) return null;
  // Its place is kept while the partners load, so that the page does not move down when it comes.
  if (!partner) {
    return partners.isPending ? (
      <div aria-hidden="true" className="h-[60px]" data-testid="partnership-banner-placeholder" />
    ) : null;
  }

  const onAction = (action: Exclude<PartnershipAction, 'view'>) => {
    push(partnershipEvent({ action, routeName, partner, userId }));
    if (action === 'close') {
      rememberBannerClosed(storage);
      setClosed(true);
    }
  };

  return <BannerView partner={partner} onAction={onAction} />;
}
