import type { Referral, ReferralPromoCode, ReferralPromoCodeStatus } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { CopyButton } from '../../components/ui/copy-button';
import { useToaster } from '../../components/ui/toast-queue';
import type { TranslationKey } from '../../i18n/i18n';
import { newIdempotencyKey, useGenerateDiscount } from './api/generate-discount';

const statusKeys: Record<ReferralPromoCodeStatus, TranslationKey> = {
  ACTIVE: 'referral.codes.status.ACTIVE',
  INACTIVE: 'referral.codes.status.INACTIVE',
  USED: 'referral.codes.status.USED',
};

const statusClasses: Record<ReferralPromoCodeStatus, string> = {
  ACTIVE: 'bg-success-50 text-success-900 ring-success-600',
  INACTIVE: 'bg-ink-100 text-ink-700 ring-ink-300',
  USED: 'bg-brand-50 text-brand-800 ring-brand-600',
};

/** Dates of instants shown in the traveller's own time zone. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Counts({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const items: { key: string; label: string; value: number }[] = [
    { key: 'invited', label: t('referral.counts.invited'), value: referral.counts.invited },
    { key: 'departed', label: t('referral.counts.departed'), value: referral.counts.departed },
    {
      key: 'generated',
      label: t('referral.counts.generated'),
      value: referral.counts.generatedDiscounts,
    },
  ];
  return (
    <section aria-labelledby="referral-counts-title">
      <h2 id="referral-counts-title" className="sr-only">
        {t('referral.counts.title')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.key} className="rounded-xl border border-ink-200 bg-white p-5">
            <dt className="text-sm text-ink-600">{item.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Balance({ referral, userId }: { referral: Referral; userId: string }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const generate = useGenerateDiscount(userId);

  const onGenerate = () => {
    // One key per press: a request the network repeats makes no second code.
    generate.mutate(newIdempotencyKey(), {
      onSuccess: ({ promoCode }) =>
        toaster.show(
          {
            tone: 'success',
            message: t('referral.balance.generated', {
              code: promoCode.code,
              percent: promoCode.percent,
            }),
          },
          { timeout: 8000 },
        ),
      onError: () =>
        toaster.show(
          { tone: 'danger', message: t('referral.balance.generateFailed') },
          { timeout: 8000 },
        ),
    });
  };

  const hint = !referral.canInvite
    ? t('referral.balance.notAllowed')
    : referral.balance === 0
      ? t('referral.balance.empty', { percent: referral.rules.percentPerDepartedFriend })
      : t('referral.balance.text');

  return (
    <section
      aria-labelledby="referral-balance-title"
      className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6 md:flex-row md:items-center"
    >
      <div className="flex-1">
        <h2 id="referral-balance-title" className="text-lg font-semibold text-ink-900">
          {t('referral.balance.title')}
        </h2>
        <p className="mt-1 text-4xl font-bold text-brand-700" data-testid="referral-balance">
          {t('referral.balance.value', { percent: referral.balance })}
        </p>
        <p className="mt-2 text-ink-600">{hint}</p>
      </div>
      <Button
        onPress={onGenerate}
        isDisabled={!referral.canGenerateDiscount || generate.isPending}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700"
      >
        {generate.isPending ? t('referral.balance.generating') : t('referral.balance.generate')}
      </Button>
    </section>
  );
}

function PromoCodeItem({ promoCode }: { promoCode: ReferralPromoCode }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-5 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-lg font-bold tracking-wider text-ink-900">
            {promoCode.code}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusClasses[promoCode.status]}`}
          >
            {t(statusKeys[promoCode.status])}
          </span>
        </p>
        <p className="mt-1 text-ink-700">
          {t('referral.codes.discount', { percent: promoCode.percent })}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {t('referral.codes.generatedOn', {
            date: formatDate({ date: promoCode.generatedAt, timeZone: timeZone() }),
          })}
          {promoCode.usedAt ? (
            <>
              {' · '}
              {t('referral.codes.usedOn', {
                date: formatDate({ date: promoCode.usedAt, timeZone: timeZone() }),
              })}
            </>
          ) : null}
          {promoCode.expiresOn && promoCode.status !== 'USED' ? (
            <>
              {' · '}
              {t('referral.codes.expiresOn', { date: formatDate({ date: promoCode.expiresOn }) })}
            </>
          ) : null}
        </p>
      </div>
      {promoCode.status === 'ACTIVE' ? (
        <CopyButton
          value={promoCode.code}
          label={t('referral.codes.copy', { code: promoCode.code })}
          copiedMessage={t('referral.codes.copied', { code: promoCode.code })}
          failedMessage={t('referral.invite.copyFailed')}
        >
          {t('referral.invite.copy')}
        </CopyButton>
      ) : null}
    </li>
  );
}

/** Your discounts: the counts, the balance with its "generate" button, and the codes made. */
export function DiscountsTab({ referral, userId }: { referral: Referral; userId: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <Counts referral={referral} />
      <Balance referral={referral} userId={userId} />
      <section aria-labelledby="referral-codes-title">
        <h2 id="referral-codes-title" className="mb-3 text-xl font-semibold text-ink-900">
          {t('referral.codes.title')}
        </h2>
        {referral.promoCodes.length > 0 ? (
          <ul className="grid gap-3" aria-labelledby="referral-codes-title">
            {referral.promoCodes.map((promoCode) => (
              <PromoCodeItem key={promoCode.id} promoCode={promoCode} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-ink-300 bg-white p-5 text-ink-600">
            {t('referral.codes.empty')}
          </p>
        )}
      </section>
    </div>
  );
}
