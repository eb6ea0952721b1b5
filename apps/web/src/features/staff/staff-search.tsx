import { useId, useState, type ReactNode } from 'react';
import { primaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';

/** The console's search box: a labelled field and its button; `onSearch` gets the trimmed text. */
export function StaffSearch({
  label,
  onSearch,
  minLength,
  initial = '',
  children,
}: {
  label: string;
  /** The text it opens with (the search a page comes back to). */
  initial?: string;
  onSearch: (text: string) => void;
  minLength?: number;
  /** More controls after the button (the audit log's export link). */
  children?: ReactNode;
}) {
  const { t } = useStaffT();
  const [draft, setDraft] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="staff-field staff-field-wide flex flex-col">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <input
          id={id}
          type="search"
          minLength={minLength}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="mt-1 min-h-11 w-full rounded-lg border border-ink-500 bg-white px-3"
        />
      </div>
      <button type="submit" className={primaryButton}>
        {t('audit.submit')}
      </button>
      {children}
    </form>
  );
}
