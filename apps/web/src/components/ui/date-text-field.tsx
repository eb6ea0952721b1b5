import { parseDate as parseIsoDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { formatDate, parseDate } from '@wayfarer/domain';
import { useState } from 'react';
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
