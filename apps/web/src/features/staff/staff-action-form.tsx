import { useId, useState, type ReactNode } from 'react';
import { secondaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';

/** Shortest reason the audit log takes (the server's contract says the same). */
const minReasonLength = 3;

export interface StaffChoice {
  label: string;
  /** What the select offers: a first empty option (`placeholder`) makes the choice required. */
  options: { value: string; label: string }[];
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An action of staff on an account, in a box of its own: what to act on (a select), the reason the
 * audit log keeps, a button, and the outcome announced to screen readers. The same on the
 * traveller's record and on the Staff page.
 */
export function StaffActionForm({
  titleId,
  title,
  intro,
  choice,
  submitLabel,
  pending,
  outcome,
  onSubmit,
}: {
  titleId: string;
  title: string;
  intro?: ReactNode;
  choice: StaffChoice;
  submitLabel: string;
  pending: boolean;
  outcome: string | null;
  /** Called with the trimmed reason; `done` empties the reason field. */
  onSubmit: (reason: string, done: () => void) => void;
}) {
  const { t } = useStaffT();
  const [reason, setReason] = useState('');
  const choiceId = useId();
  const reasonId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-lg border border-ink-200 bg-white p-4"
    >
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      {intro}
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (trimmed.length >= minReasonLength && (choice.value || !choice.placeholder)) {
            onSubmit(trimmed, () => setReason(''));
          }
        }}
      >
        <div className="flex max-w-full flex-col">
          <label htmlFor={choiceId} className="font-semibold">
            {choice.label}
          </label>
          <select
            id={choiceId}
            required={choice.placeholder !== undefined}
            value={choice.value}
            onChange={(event) => choice.onChange(event.target.value)}
            className="mt-1 min-h-11 max-w-full rounded-lg border border-ink-500 bg-white px-3"
          >
            {choice.placeholder !== undefined && <option value="">{choice.placeholder}</option>}
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex max-w-full min-w-64 flex-1 flex-col">
          <label htmlFor={reasonId} className="font-semibold">
            {t('travellers.reason')}
          </label>
          <input
            id={reasonId}
            required
            minLength={minReasonLength}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={pending}>
          {submitLabel}
        </button>
      </form>
      {outcome && (
        <p role="status" className="mt-3 font-semibold">
          {outcome}
        </p>
      )}
    </section>
  );
}
