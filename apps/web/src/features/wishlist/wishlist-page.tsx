import { pathFor } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartIcon } from '../../components/ui/icons';
import { PageHeading } from '../../components/ui/page-heading';
import { useAppSettings } from '../../lib/app-context';
import { useWishlistLink } from './use-wishlist-link';
import { ExternalLink } from '../../components/ui/external-link';

/**
 * Wishlist (account-area §2): the saved trips are on the public website, so this page (reached from
 * an old link or typed) sends the traveller there. Without the wishlist flag there is no wishlist.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const link = useWishlistLink();
  return (
    <>
      <PageHeading intro={link ? t('wishlist.intro') : undefined}>
        {t('pages.wishlist.title')}
      </PageHeading>
      <section className="flex flex-col items-center gap-4 rounded-xl border border-ink-200 bg-white px-6 py-12 text-center">
        <HeartIcon className="size-12 text-brand-600" />
        {link ? (
          <>
            <p className="max-w-lg text-ink-600">{t('wishlist.text')}</p>
            <ExternalLink
              href={link.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {t('wishlist.open')}
            </ExternalLink>
          </>
        ) : (
          <>
            <p className="max-w-lg text-ink-600">{t('wishlist.unavailable')}</p>
            <Link
              to={pathFor('index', {}, language)}
              className="inline-flex min-h-11 items-center rounded-full border border-ink-300 px-6 font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700"
            >
              {t('wishlist.backHome')}
            </Link>
          </>
        )}
      </section>
    </>
  );
}
