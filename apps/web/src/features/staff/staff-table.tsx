import type { ReactNode } from 'react';
import { secondaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';
import { StaffSection } from './staff-panel';

export interface StaffColumn<Row> {
  header: string;
  /** The header is read to screen readers only (a column of links whose text says it all). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells, e.g. 'font-mono break-all'. */
  className?: string;
}

/** A query of the list's rows (TanStack Query's result has this shape). */
export interface StaffListQuery<Row> {
  data: readonly Row[] | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

type StaffTableProps<Row> = {
  columns: readonly StaffColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What it says when there is no row. */
  empty: string;
  /** The spacing above it. */
  className?: string;
} & ({ rows: readonly Row[] } | { query: StaffListQuery<Row> }) &
  (
    | { /** The id of the page's heading that names the list. */ labelledBy: string }
    | { /** A heading of its own, above it. */ title: string }
  );

/**
 * The console's one list: a table from 768 px, a stack of cards below (each cell with its
 * column's name before it), so that nothing scrolls sideways on a phone. The table keeps its
 * roles at every width (explicit, since a table shown as blocks loses them in some browsers),
 * so a screen reader reads rows and column headers either way. From a query, it says while it
 * loads, or that it failed with a button to try again; with no row it says `empty`.
 */
export function StaffTable<Row>(props: StaffTableProps<Row>) {
  if ('title' in props) {
    return (
      <StaffSection title={props.title} className={props.className}>
        {(headingId) => <StaffRows {...props} labelledBy={headingId} className="mt-2" />}
      </StaffSection>
    );
  }
  return <StaffRows {...props} />;
}

function StaffRows<Row>(props: StaffTableProps<Row> & { labelledBy: string }) {
  const { labelledBy, columns, rowKey, empty, className = 'mt-6' } = props;
  const query = 'query' in props ? props.query : undefined;
  const rows = 'rows' in props ? props.rows : query?.data;
  if (query?.isError)
    return <StaffFailed onRetry={() => void query.refetch()} className={className} />;
  if (query?.isFetching && !rows) return <StaffLoading className={className} />;
  if (!rows) return null;
  if (rows.length === 0) return <p className={className}>{empty}</p>;
  return (
    <div className={`rounded-lg border border-ink-200 bg-white ${className}`}>
      <table
        role="table"
        aria-labelledby={labelledBy}
        className="staff-table w-full text-left text-sm"
      >
        <thead role="rowgroup" className="bg-ink-50">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className="p-3">
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td key={column.header} role="cell" className={column.className}>
                  {!column.hideHeader && (
                    <span aria-hidden="true" className="staff-cell-label">
                      {column.header}
                    </span>
                  )}
                  <span className="min-w-0">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a console page or list says while its data loads. */
export function StaffLoading({ className = 'mt-6' }: { className?: string }) {
  const { t } = useStaffT();
  return (
    <p role="status" className={`text-ink-700 ${className}`}>
      {t('loading')}
    </p>
  );
}

/** What a console page or list says when its data could not be loaded, with a way to try again. */
export function StaffFailed({
  onRetry,
  className = 'mt-6',
}: {
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useStaffT();
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 ${className}`}>
      <p>{t('loadError')}</p>
      {onRetry && (
        <button type="button" className={secondaryButton} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
