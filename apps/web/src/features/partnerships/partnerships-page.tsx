import type { PartnershipItem } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import { HandshakeIcon } from '../../components/ui/icons';
import { PageHeading } from '../../components/ui/page-heading';
import { usePartnerships } from './api/get-partnerships';
import { useContactsLink } from '../../app/shell/use-contacts-link';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { ExternalLink } from '../../components/ui/external-link';

function OfferItem({ offer }: { offer: PartnershipItem }) {
  const { t } = useTranslation();
  const contacts = useContactsLink();
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <div className="flex items-start gap-4">
        {/* The title next to it names the partner: the logo is decoration. */}
        <img
          src={offer.logoImage}
          alt=""
          width={120}
          height={48}
          className="h-12 w-30 shrink-0 object-contain"
        />
        {offer.isBannerVisible ? (
          <span className="ml-auto rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-ink-900 ring-1 ring-accent-600">
            {t('partnerships.featured')}
          </span>
        ) : null}
      </div>
      {/* Cleaned by the server to its inline formatting (apps/server/src/lib/safe-html.ts). */}
      <h2
        className="text-lg font-semibold text-ink-900"
        dangerouslySetInnerHTML={{ __html: offer.title }}
      />
      <p className="text-ink-700">{offer.details}</p>
      {offer.link ? (
        <ExternalLink
          href={offer.link}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('partnerships.goToOffer')}
        </ExternalLink>
      ) : contacts ? (
        // An offer without a page of its own: the way to ask for it, so no card is a dead end.
        <ExternalLink
          href={contacts.href}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('partnerships.askUs')}
        </ExternalLink>
      ) : null}
    </li>
  );
}

function OffersSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('partnerships.loading')}>
      <div aria-hidden="true" className="grid animate-pulse gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-56 rounded-xl border border-ink-200 bg-white" />
        ))}
      </div>
    </PageLoading>
  );
}

function OffersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('partnerships.error.title')}
      text={t('partnerships.error.text')}
      retryLabel={t('partnerships.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function OffersContent() {
  const { t } = useTranslation();
  const query = usePartnerships();
  if (query.isPending) return <OffersSkeleton />;
  if (query.isError) {
    return <OffersError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return (
      <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center">
        <HandshakeIcon className="size-12 text-brand-600" />
        <p className="max-w-lg text-ink-600">{t('partnerships.empty')}</p>
      </section>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('partnerships.listLabel')}>
      {query.data.map((offer) => (
        <OfferItem key={offer.id} offer={offer} />
      ))}
    </ul>
  );
}

/** Partner offers (account-area §2, §3, §7): each partner's logo, title and details. */
export function PartnershipsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading intro={t('partnerships.intro')}>{t('pages.partnership.title')}</PageHeading>
      <OffersContent />
    </>
  );
}
