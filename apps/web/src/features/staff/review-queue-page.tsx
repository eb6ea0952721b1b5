import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStaffT } from './staff-i18n';
import { reviewQueueQuery } from './staff-api';

export function ReviewQueuePage() {
  const { t, language } = useStaffT();
  const queue = useQuery(reviewQueueQuery());
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title" className="text-2xl font-bold">
        {t('queue.title')}
      </h1>
      <p className="mt-1 text-ink-700">{t('queue.intro')}</p>
      {queue.isPending && <p role="status">{t('loading')}</p>}
      {queue.isError && <p role="alert">{t('loadError')}</p>}
      {queue.data?.length === 0 && <p className="mt-6">{t('queue.empty')}</p>}
      {queue.data && queue.data.length > 0 && (
        <div className="mt-6 overflow-x-auto rounded-lg border border-ink-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-50">
              <tr>
                <th scope="col" className="p-3">
                  {t('queue.traveller')}
                </th>
                <th scope="col" className="p-3">
                  {t('queue.document')}
                </th>
                <th scope="col" className="p-3">
                  {t('queue.reason')}
                </th>
                <th scope="col" className="p-3">
                  {t('queue.uploaded')}
                </th>
                <th scope="col" className="p-3">
                  {t('queue.state')}
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">{t('queue.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.map((item) => (
                <tr key={item.id} className="border-t border-ink-200">
                  <td className="p-3">{item.travellerName || t('queue.unnamed')}</td>
                  <td className="p-3">
                    {t(`types.${item.type}`)} ({item.issuingCountry})
                  </td>
                  <td className="p-3">{t(`reviewReasons.${item.reviewReason ?? 'none'}`)}</td>
                  <td className="p-3">{when.format(new Date(item.uploadedAt))}</td>
                  <td className="p-3">
                    {item.claimedByMe
                      ? t('queue.mine')
                      : item.claimedUntil
                        ? t('queue.taken')
                        : t('queue.free')}
                  </td>
                  <td className="p-3">
                    <Link
                      to={`/staff/documents/${item.id}`}
                      className="font-semibold text-brand-700 underline"
                      aria-label={`${t('queue.open')}: ${t(`types.${item.type}`)}, ${item.travellerName || t('queue.unnamed')}`}
                    >
                      {t('queue.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
