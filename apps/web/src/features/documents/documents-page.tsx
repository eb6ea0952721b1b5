import type { DocumentType } from '@wayfarer/contract';
import { getAbsentDocumentStatus, groupBookings } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading';
import { contract } from '../../lib/contract';
import { useSessionUser } from '../../lib/session/session-context';
import { useBookings } from '../../lib/bookings/use-bookings';
import { useDocuments } from './api/get-documents';
import { DocumentList, type DocumentRow } from './document-list';
import { noticeClasses, secondaryButton } from '../../components/ui/styles';
import { PageLoading } from '../../components/ui/page-loading';
import type { TranslationKey } from '../../i18n/i18n';

function DocumentsContent({
  userId,
  defaultCountry,
}: {
  userId: string;
  defaultCountry: string | null;
}) {
  const { t } = useTranslation();
  const documents = useDocuments({ userId });
  const bookings = useBookings(userId);
  if (documents.isPending || bookings.isPending) {
    return <PageLoading label={t('documents.loading')} />;
  }
  if (documents.isError) {
    return (
      <div role="alert" className={`rounded-xl border p-6 ${noticeClasses.danger}`}>
        <p>{t('documents.loadFailed')}</p>
        <Button onPress={() => void documents.refetch()} className={`${secondaryButton} mt-4`}>
          {t('documents.retry')}
        </Button>
      </div>
    );
  }
  // Without a trip ahead nothing is required (a failed trips list asks as if there were one).
  const hasTripAhead = bookings.data
    ? groupBookings({ bookings: bookings.data, now: new Date() }).next.length > 0
    : true;
  const stored = (type: DocumentType) =>
    documents.data.find((candidate) => candidate.type === type) ?? null;
  const rows: DocumentRow[] = contract().documentTypes.map((type) => {
    const document = stored(type);
    const other =
      type === 'PASSPORT' ? 'IDENTITY_CARD' : type === 'IDENTITY_CARD' ? 'PASSPORT' : null;
    if (document) return { type, status: document.status, document };
    const status = getAbsentDocumentStatus({
      type,
      hasTripAhead,
      otherTravelDocumentStatus: other ? stored(other)?.status : null,
    });
    return { type, status, document, helpKey: absentDocumentHelp({ type, status, hasTripAhead }) };
  });
  return <DocumentList userId={userId} rows={rows} defaultCountry={defaultCountry} />;
}

/**
 * Why a document not uploaded is not needed, on this page about no trip in particular (the status's
 * own help speaks of "this trip"): no trip ahead, a licence no trip asks for, or the other travel
 * document standing in for it.
 */
function absentDocumentHelp({
  type,
  status,
  hasTripAhead,
}: {
  type: DocumentType;
  status: 'MISSING' | 'NOT_NEEDED';
  hasTripAhead: boolean;
}): TranslationKey | undefined {
  if (status !== 'NOT_NEEDED') return undefined;
  if (type === 'DRIVING_LICENCE') return 'documents.statusHelp.notNeededLicence';
  if (!hasTripAhead) return 'documents.statusHelp.notNeededNoTrip';
  return type === 'PASSPORT'
    ? 'documents.statusHelp.notNeededWithIdentityCard'
    : 'documents.statusHelp.notNeededWithPassport';
}

/** The traveller's identity documents (account-area §2 account/documents), with the upload wizard. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <section aria-labelledby="page-title">
      <PageHeading intro={t('documents.intro')}>
        <span id="page-title">{t('pages.documents.title')}</span>
      </PageHeading>
      {user ? <DocumentsContent userId={user.id} defaultCountry={user.citizenship} /> : null}
    </section>
  );
}
