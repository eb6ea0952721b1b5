import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { primaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';
import { auditCsvUrl, auditQuery } from './staff-api';

export function AuditPage() {
  const { t, language } = useStaffT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const entries = useQuery(auditQuery(q));
  const searchId = useId();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold">
        {t('audit.title')}
      </h1>
      <p className="mt-1 text-ink-700">{t('audit.intro')}</p>
      <form
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="flex min-w-72 flex-col">
          <label htmlFor={searchId} className="font-semibold">
            {t('audit.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={primaryButton}>
          {t('audit.submit')}
        </button>
        <a href={auditCsvUrl(q)} download className="font-semibold text-brand-700 underline">
          {t('audit.export')}
        </a>
      </form>
      {entries.isPending && <p role="status">{t('loading')}</p>}
      {entries.isError && <p role="alert">{t('loadError')}</p>}
      {entries.data?.length === 0 && <p className="mt-6">{t('audit.empty')}</p>}
      {entries.data && entries.data.length > 0 && (
        <div className="mt-6 overflow-x-auto rounded-lg border border-ink-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-50">
              <tr>
                <th scope="col" className="p-3">
                  {t('audit.when')}
                </th>
                <th scope="col" className="p-3">
                  {t('audit.who')}
                </th>
                <th scope="col" className="p-3">
                  {t('audit.action')}
                </th>
                <th scope="col" className="p-3">
                  {t('audit.subject')}
                </th>
                <th scope="col" className="p-3">
                  {t('audit.reason')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.id} className="border-t border-ink-200">
                  <td className="p-3 whitespace-nowrap">{when.format(new Date(entry.at))}</td>
                  <td className="p-3">{entry.staffEmail}</td>
                  <td className="p-3 font-mono">{entry.action}</td>
                  <td className="p-3 font-mono break-all">{entry.subject}</td>
                  <td className="p-3">{entry.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
