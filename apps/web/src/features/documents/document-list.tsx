import type { DocumentInformation, DocumentType, IdentityDocument } from '@wayfarer/contract';
import { formatDate, type DocumentStatus } from '@wayfarer/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-context';
import type { TranslationKey } from '../../i18n/i18n';
import { statusHelpKeys, statusKeys, statusTones, typeKeys, type Tone } from './document-labels';
import { primaryButton, secondaryButton } from '../../components/ui/styles';

/** The wizard arrives in its own chunk, when the traveller first opens it. */
const DocumentWizard = lazy(() => import('./document-wizard'));

export interface DocumentRow {
  type: DocumentType;
  status: DocumentStatus;
  document: IdentityDocument | null;
  /** Why the status holds, when the status alone says it wrongly here (see `absentDocumentHelp`). */
  helpKey?: TranslationKey;
}

const toneClasses: Record<Tone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-success-50 text-success-900',
  warning: 'bg-accent-100 text-ink-900',
  danger: 'bg-danger-50 text-danger-900',
};

/** Statuses after which the traveller uploads another document rather than the same again. */
const newDocumentStatuses: readonly DocumentStatus[] = ['EXPIRED', 'EXPIRING', 'APPROVED'];

function countryName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function DocumentCard({
  row,
  onUpload,
  headingLevel,
}: {
  row: DocumentRow;
  onUpload: (row: DocumentRow) => void;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const { type, status, document } = row;
  const typeName = t(typeKeys[type]);
  const action = !document
    ? t('documents.actions.add')
    : status === 'REJECTED' || status === 'EXPIRED'
      ? t('documents.actions.uploadAgain')
      : t('documents.actions.replace');
  const headingId = `document-${type}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border border-ink-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={headingId} className="text-lg font-semibold text-ink-900">
            {typeName}
          </Heading>
          <span
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClasses[statusTones[status]]}`}
          >
            <span className="sr-only">{t('documents.fields.status')}: </span>
            {t(statusKeys[status])}
          </span>
        </div>
        <p className="text-sm text-ink-700">{t(row.helpKey ?? statusHelpKeys[status])}</p>
        {document ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="col-span-2">
              <dt className="text-ink-600">{t('documents.fields.number')}</dt>
              <dd className="font-mono font-semibold text-ink-900">{document.number}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-ink-600">{t('documents.fields.issuingCountry')}</dt>
              <dd className="font-semibold text-ink-900">
                {countryName(document.issuingCountry, language)}
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('documents.fields.issueDate')}</dt>
              <dd className="font-semibold text-ink-900">
                {formatDate({ date: document.issueDate })}
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('documents.fields.expiryDate')}</dt>
              <dd className="font-semibold text-ink-900">
                {formatDate({ date: document.expiryDate })}
              </dd>
            </div>
          </dl>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          <Button
            onPress={() => onUpload(row)}
            aria-label={`${action}: ${typeName}`}
            className={!document && status !== 'NOT_NEEDED' ? primaryButton : secondaryButton}
          >
            {action}
          </Button>
          {document?.imageUrl ? (
            <a
              href={document.imageUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('documents.actions.viewImage')}
              <span className="sr-only">
                {' '}
                ({typeName}, {t('documents.opensInNewTab')})
              </span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * The traveller's passport, identity card and driving licence (number, country of issue, issue and
 * expiry dates, status), each with its upload button opening the wizard.
 */
export function DocumentList({
  userId,
  rows,
  defaultCountry,
  headingLevel = 2,
}: {
  userId: string;
  rows: readonly DocumentRow[];
  /** The country the Information step starts with for a new document. */
  defaultCountry: string | null;
  /** The cards' heading level: 2 right under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const [opened, setOpened] = useState<{ key: number; initial: DocumentInformation } | null>(null);
  const [isOpen, setOpen] = useState(false);

  function open(row: DocumentRow) {
    const again = row.document && !newDocumentStatuses.includes(row.status);
    setOpened((previous) => ({
      key: (previous?.key ?? 0) + 1,
      initial: {
        type: row.type,
        number: again ? row.document!.number : '',
        issuingCountry: row.document?.issuingCountry ?? defaultCountry ?? '',
        issueDate: again ? row.document!.issueDate : '',
        expiryDate: again ? row.document!.expiryDate : '',
      },
    }));
    setOpen(true);
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((row) => (
          <DocumentCard key={row.type} row={row} onUpload={open} headingLevel={headingLevel} />
        ))}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <DocumentWizard
            key={opened.key}
            userId={userId}
            initial={opened.initial}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
