import { useQuery } from '@tanstack/react-query';
import type { ReviewQueueItem } from '@wayfarer/contract';
import { Link } from 'react-router';
import { useStaffT, type StaffT } from './staff-i18n';
import { reviewQueueQuery } from './staff-api';
import { formatInstant } from './staff-format';
import { StaffTable, type StaffColumn } from './staff-table';

const nameOf = (item: ReviewQueueItem, t: StaffT) => item.travellerName || t('queue.unnamed');

export function ReviewQueuePage() {
  const { t } = useStaffT();
  const queue = useQuery(reviewQueueQuery());
  const columns: StaffColumn<ReviewQueueItem>[] = [
    { header: t('queue.traveller'), cell: (item) => nameOf(item, t) },
    {
      header: t('queue.document'),
      cell: (item) => `${t(`types.${item.type}`)} (${item.issuingCountry})`,
    },
    {
      header: t('queue.reason'),
      cell: (item) => t(`reviewReasons.${item.reviewReason ?? 'none'}`),
    },
    {
      header: t('queue.uploaded'),
      cell: (item) => formatInstant(item.uploadedAt),
      className: 'whitespace-nowrap',
    },
    {
      header: t('queue.state'),
      cell: (item) =>
        item.claimedByMe ? t('queue.mine') : item.claimedUntil ? t('queue.taken') : t('queue.free'),
    },
    {
      header: t('queue.open'),
      hideHeader: true,
      cell: (item) => (
        <Link
          to={`/staff/documents/${item.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          aria-label={`${t('queue.open')}: ${t(`types.${item.type}`)}, ${nameOf(item, t)}`}
        >
          {t('queue.open')}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title" className="text-2xl font-bold">
        {t('queue.title')}
      </h1>
      <p className="mt-1 text-ink-700">{t('queue.intro')}</p>
      <StaffTable
        labelledBy="queue-title"
        columns={columns}
        query={queue}
        rowKey={(item) => item.id}
        empty={t('queue.empty')}
      />
    </section>
  );
}
