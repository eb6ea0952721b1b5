import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@wayfarer/contract';
import { useState } from 'react';
import { useStaffT } from './staff-i18n';
import { auditCsvUrl, auditQuery } from './staff-api';
import { formatInstant } from './staff-format';
import { StaffSearch } from './staff-search';
import { StaffTable, type StaffColumn } from './staff-table';

export function AuditPage() {
  const { t } = useStaffT();
  const [q, setQ] = useState('');
  const entries = useQuery(auditQuery(q));
  const columns: StaffColumn<AuditEntry>[] = [
    {
      header: t('audit.when'),
      cell: (entry) => formatInstant(entry.at, 'seconds'),
      className: 'whitespace-nowrap',
    },
    { header: t('audit.who'), cell: (entry) => entry.staffEmail, className: 'break-all' },
    { header: t('audit.action'), cell: (entry) => entry.action, className: 'font-mono' },
    {
      header: t('audit.subject'),
      cell: (entry) => entry.subject,
      className: 'font-mono break-all',
    },
    { header: t('audit.reason'), cell: (entry) => entry.reason ?? '—' },
  ];
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold">
        {t('audit.title')}
      </h1>
      <p className="mt-1 text-ink-700">{t('audit.intro')}</p>
      <StaffSearch label={t('audit.search')} onSearch={setQ}>
        <a
          href={auditCsvUrl(q)}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t('audit.export')}
        </a>
      </StaffSearch>
      <StaffTable
        labelledBy="audit-title"
        columns={columns}
        query={entries}
        rowKey={(entry) => entry.id}
        empty={t('audit.empty')}
      />
    </section>
  );
}
