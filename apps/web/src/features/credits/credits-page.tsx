import type { Credit, CreditKind, CreditOrigin, CreditStatus } from '@wayfarer/contract';
import { formatDate, formatMoney, getCreditTotals, sortCredits } from '@wayfarer/domain';
import type { CurrencyCode } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button';
import { GiftIcon } from '../../components/ui/icons';
import { PageHeading } from '../../components/ui/page-heading';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../../lib/app-context';
import { useSessionUser } from '../../lib/session/session-context';
import { useCredits } from './api/get-credits';
import { LoadError } from '../../components/ui/load-error';
import { WebsiteInvitation } from '../../components/ui/website-invitation';
import { PageLoading } from '../../components/ui/page-loading';

const kindKeys: Record<CreditKind, TranslationKey> = {
  giftCard: 'credits.kinds.giftCard',
  voucher: 'credits.kinds.voucher',
  credit: 'credits.kinds.credit',
};

const originKeys: Record<CreditOrigin, TranslationKey> = {
  depositRefund: 'credits.origins.depositRefund',
  tourChange: 'credits.origins.tourChange',
  goodwill: 'credits.origins.goodwill',
  welcome: 'credits.origins.welcome',
  giftPurchase: 'credits.origins.giftPurchase',
};

const statusKeys: Record<CreditStatus, TranslationKey> = {
  ACTIVE: 'credits.status.ACTIVE',
  PENDING: 'credits.status.PENDING',
  USED: 'credits.status.USED',
  EXPIRED: 'credits.status.EXPIRED',
};

const statusClasses: Record<CreditStatus, string> = {
  ACTIVE: 'bg-success-50 text-success-900 ring-success-600',
  PENDING: 'bg-accent-100 text-ink-900 ring-accent-600',
  USED: 'bg-ink-100 text-ink-700 ring-ink-300',
  EXPIRED: 'bg-ink-100 text-ink-700 ring-ink-300',
};

function CreditItem({ credit }: { credit: Credit }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const spendable = credit.status === 'ACTIVE';
  // Used and expired credits step back: grey, their amount struck through.
  const spent = credit.status === 'USED' || credit.status === 'EXPIRED';
  return (
    <li
      data-status={credit.status}
      className={`flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-start ${
        spent
          ? 'border-dashed border-ink-300 bg-ink-50 text-ink-600'
          : 'border-ink-200 bg-white shadow-sm'
      }`}
    >
      <GiftIcon className={`size-8 shrink-0 ${spent ? 'text-ink-500' : 'text-brand-600'}`} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-3">
          <span className={`font-semibold ${spent ? 'text-ink-700' : 'text-ink-900'}`}>
            {t(kindKeys[credit.kind])}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusClasses[credit.status]}`}
          >
            {t(statusKeys[credit.status])}
          </span>
        </p>
        <p
          className={`mt-1 text-2xl font-bold ${spent ? 'text-ink-600 line-through decoration-2' : 'text-ink-900'}`}
        >
          {formatMoney({
            amount: credit.amount,
            variant,
            inCents: true,
            currency: credit.currency,
          })}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-600">{t('credits.origin')}</dt>
          <dd>
            {t(originKeys[credit.origin.type])}
            {credit.origin.bookingId ? (
              <>
                {' · '}
                {credit.origin.tripTitle
                  ? t('credits.fromBooking', {
                      id: credit.origin.bookingId,
                      trip: credit.origin.tripTitle,
                    })
                  : credit.origin.bookingId}
              </>
            ) : null}
          </dd>
          {credit.code ? (
            <>
              <dt className="font-semibold text-ink-600">{t('credits.code')}</dt>
              <dd className="font-mono">{credit.code}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-ink-600">{t('credits.expiry')}</dt>
          <dd>
            {credit.expiresOn
              ? t('credits.validUntil', { date: formatDate({ date: credit.expiresOn }) })
              : t('credits.noExpiry')}
          </dd>
          {credit.usedOnBookingId ? (
            <>
              <dt className="font-semibold text-ink-600">{t('credits.used')}</dt>
              <dd>{t('credits.usedOn', { id: credit.usedOnBookingId })}</dd>
            </>
          ) : null}
        </dl>
      </div>
      {credit.code && spendable ? (
        <CopyButton
          value={credit.code}
          label={t('credits.copy', { code: credit.code })}
          copiedMessage={t('credits.copied', { code: credit.code })}
          failedMessage={t('credits.copyFailed')}
        >
          {t('credits.copyButton')}
        </CopyButton>
      ) : null}
    </li>
  );
}

/** What the traveller can spend, per currency, and what is on its way. */
function CreditsTotal({ credits }: { credits: readonly Credit[] }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const totals = getCreditTotals(credits);
  const money = (amount: number, currency: CurrencyCode) =>
    formatMoney({ amount, variant, inCents: true, currency });
  return (
    <section
      aria-labelledby="credits-total"
      className="mb-6 rounded-xl bg-brand-800 p-5 text-white shadow-md md:p-6"
    >
      <h2
        id="credits-total"
        className="text-sm font-semibold tracking-wider text-accent-500 uppercase"
      >
        {t('credits.total.title')}
      </h2>
      {totals.length === 0 ? (
        <p className="mt-2 text-3xl font-bold">{money(0, variant.currency.code)}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
          {totals.map(({ currency, available, pending }) => (
            <li key={currency}>
              <span className="block text-3xl font-bold">{money(available, currency)}</span>
              {pending > 0 ? (
                <span className="text-sm text-white/85">
                  {t('credits.total.pending', { amount: money(pending, currency) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-white/85">{t('credits.total.text')}</p>
    </section>
  );
}

function CreditsEmpty() {
  const { t } = useTranslation();
  return (
    <WebsiteInvitation
      title={t('credits.empty.title')}
      text={t('credits.empty.text')}
      cta={t('credits.empty.cta')}
    />
  );
}

function CreditsSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('credits.loading')}>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-36 rounded-xl border border-ink-200 bg-white" />
        ))}
      </div>
    </PageLoading>
  );
}

function CreditsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('credits.error.title')}
      text={t('credits.error.text')}
      retryLabel={t('credits.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function CreditsContent({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useCredits(userId);
  if (query.isPending) return <CreditsSkeleton />;
  if (query.isError) {
    return <CreditsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) return <CreditsEmpty />;
  return (
    <>
      <CreditsTotal credits={query.data} />
      <ul className="grid gap-3" aria-label={t('credits.listLabel')}>
        {sortCredits(query.data).map((credit) => (
          <CreditItem key={credit.id} credit={credit} />
        ))}
      </ul>
    </>
  );
}

/** Credits (account-area §2, §4): gift cards, vouchers and credits with origin, expiry and status. */
export function CreditsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <>
      <PageHeading intro={t('credits.intro')}>{t('pages.credits.title')}</PageHeading>
      {user ? <CreditsContent userId={user.id} /> : null}
    </>
  );
}
