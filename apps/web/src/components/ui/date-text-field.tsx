import { parseDate as parseIsoDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { formatDate, parseDate } from '@wayfarer/domain';
import { useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
} from 'react-aria-components';
import { useAppSettings } from '../../lib/app-context';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';
import { TextInputField } from './text-input-field';

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-900 outline-none hover:bg-ink-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

/** The day of a DD/MM/YYYY text, or null when the text is not a real day. */
export function calendarDateOf(text: string): CalendarDate | null {
  const date = parseDate({ text: text.trim() });
  return date ? parseIsoDate(date.toISOString().slice(0, 10)) : null;
}

/** A day as the spec writes it: DD/MM/YYYY. */
export function textOfCalendarDate(date: CalendarDate): string {
  return formatDate({ date: date.toString() });
}

/**
 * A date typed as DD/MM/YYYY (app-shell §9), with a button beside it that opens the variant's
 * calendar: its language, and its first day of the week (Monday, or Sunday for the US and the
 * international English site). Picking a day writes it into the field; the text stays the value.
 */
export function DateTextField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  required,
  focusWhenEmpty,
  onBlur,
  name,
  autoComplete,
  inputRef,
}: {
  label: string;
  /** DD/MM/YYYY, or whatever the traveller has typed so far. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  /** The day the calendar shows first when the field holds no valid day (`YYYY-MM-DD`). */
  focusWhenEmpty?: string;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  autoComplete?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const [isOpen, setOpen] = useState(false);
  const chosen = calendarDateOf(value);
  const shownFirst = chosen ?? (focusWhenEmpty ? parseIsoDate(focusWhenEmpty) : undefined);

  return (
    <TextInputField
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      placeholder={placeholder}
      required={required}
      inputMode="numeric"
      onBlur={onBlur}
      name={name}
      autoComplete={autoComplete}
      inputRef={inputRef}
      trailing={
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button
            aria-label={t('common.datePicker.openCalendar', { label })}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-ink-300 text-ink-900 outline-none hover:bg-ink-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
          >
            <CalendarIcon className="size-5" />
          </Button>
          <Popover
            placement="bottom end"
            className="z-50 rounded-xl border border-ink-200 bg-white p-3 shadow-xl outline-none"
          >
            <Dialog
              aria-label={t('common.datePicker.calendar', { label })}
              className="outline-none"
            >
              <Calendar
                autoFocus
                aria-label={label}
                value={chosen}
                defaultFocusedValue={shownFirst}
                firstDayOfWeek={variant.firstDayOfWeek === 0 ? 'sun' : 'mon'}
                onChange={(day) => {
                  onChange(textOfCalendarDate(day));
                  setOpen(false);
                }}
              >
                <header className="mb-2 flex items-center justify-between gap-2">
                  <Button slot="previous" className={navButton}>
                    <ChevronLeftIcon className="size-5" />
                  </Button>
                  <Heading className="text-base font-semibold text-ink-900 capitalize" />
                  <Button slot="next" className={navButton}>
                    <ChevronRightIcon className="size-5" />
                  </Button>
                </header>
                <CalendarGrid className="border-separate border-spacing-0.5">
                  <CalendarGridHeader>
                    {(day) => (
                      <CalendarHeaderCell className="size-10 text-xs font-semibold text-ink-600">
                        {day}
                      </CalendarHeaderCell>
                    )}
                  </CalendarGridHeader>
                  <CalendarGridBody>
                    {(date) => (
                      <CalendarCell
                        date={date}
                        className="flex size-10 cursor-pointer items-center justify-center rounded-full text-sm text-ink-900 outline-none hover:bg-brand-50 data-[outside-month]:hidden data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[selected]:bg-brand-700 data-[selected]:font-semibold data-[selected]:text-white data-[today]:underline"
                      />
                    )}
                  </CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DialogTrigger>
      }
    />
  );
}

/** A `YYYY-MM-DD` day as DD/MM/YYYY; anything else (a half-typed text) as it is. */
export function textOfIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate({ date: value }) : value;
}

/** The `YYYY-MM-DD` day of a DD/MM/YYYY text, or the text itself when it is not a real day. */
export function isoOfDateText(text: string): string {
  return calendarDateOf(text)?.toString() ?? text.trim();
}

/**
 * The same field for a form that keeps its dates as `YYYY-MM-DD` (date of birth, a document's
 * dates): it shows and takes DD/MM/YYYY and hands the form the ISO day, or the typed text while it
 * is not a real day yet, so that the form's own check reports it.
 */
export function IsoDateField({
  value,
  onChange,
  ...props
}: Omit<Parameters<typeof DateTextField>[0], 'value' | 'onChange' | 'placeholder' | 'hint'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOfIsoDate(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // A value set from outside (a reset, a scanned document): show it, unless it is what the
    // traveller's own text already means.
    setSeen(value);
    if (isoOfDateText(text) !== (value ?? '')) setText(textOfIsoDate(value));
  }
  return (
    <DateTextField
      {...props}
      hint={props.hint ?? t('common.datePicker.hint')}
      placeholder={t('common.datePicker.placeholder')}
      value={text}
      onChange={(next) => {
        setText(next);
        const iso = isoOfDateText(next);
        setSeen(iso);
        onChange(iso);
      }}
    />
  );
}
