import { pathFor, publicWebsiteUrl } from '@wayfarer/domain';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FacebookGroupIcon,
  FacebookIcon,
  InstagramIcon,
  TiktokIcon,
} from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { CountrySwitcher } from './country-switcher';
import { useLayouts } from './get-layouts';
import { footerMenu } from './menu-items';
import { ExternalLink } from '../../components/ui/external-link';

type SocialType = 'facebookGroup' | 'facebook' | 'instagram' | 'tiktok';

const socialIcons: Record<SocialType, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebookGroup: FacebookGroupIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
};
const socialOrder: SocialType[] = ['facebookGroup', 'facebook', 'instagram', 'tiktok'];

/** Footer of signed-in travellers (app-shell §2, account-area §1). */
export function Footer() {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const layouts = useLayouts();
  const content = layouts.data?.footer.content;
  const socials = socialOrder.flatMap((type) => {
    const entry = layouts.data?.contacts.content.books.find((book) => book.type === type);
    return entry ? [{ ...entry, Icon: socialIcons[type] }] : [];
  });

  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label={t('shell.footerNav')}>
          <ul className="flex flex-col gap-1">
            {footerMenu.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={pathFor(entry.routeName, {}, language)}
                  className="inline-block py-1.5 text-sm text-white/90 underline-offset-4 hover:text-white hover:underline"
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col items-start gap-5">
          {/* The variant's community message (app-shell §3), above the way to its trips. */}
          <p className="text-sm text-white/90">{variant.communityMessage}</p>
          <ExternalLink
            href={publicWebsiteUrl({ variant, routingKey: 'travels' })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-500 px-5 text-sm font-semibold text-ink-900 hover:bg-accent-600"
          >
            {t('shell.discoverTrips')}
          </ExternalLink>
          {socials.length > 0 ? (
            <ul className="flex gap-2" aria-label={t('shell.socialLinks')}>
              {socials.map(({ type, value, label, Icon }) => (
                <li key={type}>
                  <a
                    href={value}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">
                      {label} ({t('common.opensInNewTab')})
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <CountrySwitcher />
        </div>

        {content ? (
          <div className="flex flex-col gap-4 text-sm text-white/90 lg:col-span-2">
            <div
              className="footer-message space-y-2 [&_a]:underline [&_a]:underline-offset-4"
              // Cleaned by the server (apps/server/src/lib/safe-html.ts).
              dangerouslySetInnerHTML={{ __html: content.footerMessage }}
            />
            <p>{content.paymentMessage}</p>
            {content.paymentSystems.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('shell.paymentSystems')}>
                {content.paymentSystems.map((system) => (
                  <li
                    key={system.name}
                    className="rounded border border-white/30 px-2 py-1 text-xs font-semibold tracking-wide"
                  >
                    {system.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
