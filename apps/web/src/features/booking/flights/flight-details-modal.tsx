import type {
  Booking,
  FlightDirection,
  FlightSegment,
  FlightSegmentInput,
  FlightSearchResult,
  ScheduledFlightSegment,
} from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import type { TranslationKey } from '../../../i18n/i18n';
import { DateTextField } from '../../../components/ui/date-text-field';
import { TextInputField } from '../../../components/ui/text-input-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { useToaster } from '../../../components/ui/toast-queue';
import { isApiError } from '../../../lib/api-client';
import { AirportComboBox, airportLabel } from './airport-combobox';
import { useSaveTravellerFlights, useSearchFlight, useTravellerFlights } from './api/flights-api';
import {
  chosenLegs,
  connectionFromLegs,
  flightsToSave,
  isManualFieldRequired,
  mapServerFields,
  segmentFromSaved,
  validateManual,
  validateSearch,
} from './flight-form';
import type { FlightFormErrors, FlightFormField, ManualValues } from './flight-form';

const directionTitleKeys: Record<FlightDirection, TranslationKey> = {
  OUTBOUND: 'flights.summary.outbound',
  INBOUND: 'flights.summary.inbound',
};
const addKeys: Record<FlightDirection, TranslationKey> = {
  OUTBOUND: 'flights.summary.addOutbound',
  INBOUND: 'flights.summary.addInbound',
};
const changeKeys: Record<FlightDirection, TranslationKey> = {
  OUTBOUND: 'flights.summary.changeOutbound',
  INBOUND: 'flights.summary.changeInbound',
};

/** A flight time as written on the ticket (local at the airport), DD/MM/YYYY HH:mm. */
function localTime(text: string): string {
  const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(text)?.[0];
  return formatDate({ date: wallClock ?? text, withTime: 'minutes' });
}

type AnySegment = Pick<
  FlightSegment,
  'departureDateTime' | 'arrivalDateTime' | 'flightNumber' | 'airline'
> & {
  departureAirport: { iataCode: string; name: string | null; city: string | null };
  arrivalAirport: { iataCode: string; name: string | null; city: string | null };
};

function SegmentCard({ segment }: { segment: AnySegment }) {
  return (
    <li className="rounded-lg border border-ink-200 p-3">
      <p className="font-semibold text-ink-900">
        {airportLabel(segment.departureAirport)} → {airportLabel(segment.arrivalAirport)}
      </p>
      <p className="text-sm text-ink-700">
        {[segment.flightNumber, segment.airline].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm text-ink-700">
        {localTime(segment.departureDateTime)} → {localTime(segment.arrivalDateTime)}
      </p>
    </li>
  );
}

type Result =
  | { result: 'found'; segment: ScheduledFlightSegment }
  | { result: 'multiple'; segments: ScheduledFlightSegment[]; from: number; to: number }
  | { result: 'none' };

type View = { name: 'summary' } | { name: 'edit'; direction: FlightDirection };

const emptyManual: ManualValues = {
  flightNumber: '',
  departureDate: '',
  departureAirport: null,
  arrivalAirport: null,
  departureTime: '',
  arrivalDate: '',
  arrivalTime: '',
  airline: '',
  stops: '0',
  layoverTime: '',
};

/** The flight form of one direction: search, the three results, manual entry, save. */
function FlightEditor({
  direction,
  tourDay,
  saved,
  busy,
  onSave,
  onBack,
  serverErrors,
}: {
  direction: FlightDirection;
  /** The tour's first day (outbound) or last day (inbound): where the calendar opens. */
  tourDay: string;
  saved: readonly FlightSegment[];
  busy: boolean;
  onSave: (segments: FlightSegmentInput[], fieldsShown: readonly FlightFormField[]) => void;
  onBack: () => void;
  serverErrors: FlightFormErrors;
}) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const search = useSearchFlight();
  const [values, setValues] = useState<ManualValues>(() => {
    const first = saved[0];
    return first
      ? {
          ...emptyManual,
          flightNumber: first.flightNumber,
          departureDate: formatDate({ date: first.departureDateTime.slice(0, 10) }),
        }
      : emptyManual;
  });
  const [errors, setErrors] = useState<FlightFormErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  const shownErrors = { ...errors, ...serverErrors };
  const message = (field: FlightFormField) => {
    const key = shownErrors[field];
    return key ? t(key) : undefined;
  };
  const set = (field: keyof ManualValues) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    const checked = validateSearch(values);
    setErrors(checked.errors);
    if (!checked.query) return;
    setResult(null);
    search.mutate(checked.query, {
      onSuccess: (found: FlightSearchResult) => {
        if (found.result === 'found') {
          // The result's own status line says it; a toast would cover the airport choices.
          setResult(found);
        } else if (found.result === 'multiple') {
          setResult({ ...found, from: 0, to: found.segments.length - 1 });
        } else {
          setResult(found);
          setValues((current) => ({
            ...current,
            arrivalDate: current.arrivalDate || current.departureDate,
          }));
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
          const mapped: FlightFormErrors = {};
          if (error.fields.flightNumber)
            mapped.flightNumber = 'flights.validation.flightNumberFormat';
          if (error.fields.departureDate) mapped.departureDate = 'flights.validation.dateFormat';
          setErrors(mapped);
        }
        toaster.show({ tone: 'danger', message: t('flights.toasts.searchError') });
      },
    });
  }

  function save() {
    if (!result) return;
    if (result.result === 'found') {
      onSave([connectionFromLegs([result.segment], direction)], ['flightNumber', 'departureDate']);
    } else if (result.result === 'multiple') {
      const legs = chosenLegs(result.segments, result.from, result.to);
      if (!legs) return;
      onSave([connectionFromLegs(legs, direction)], ['flightNumber', 'departureDate']);
    } else {
      const checked = validateManual(values, direction);
      setErrors(checked.errors);
      if (checked.segment) {
        onSave(
          [checked.segment],
          [
            'flightNumber',
            'departureDate',
            'departureAirport',
            'arrivalAirport',
            'departureTime',
            'arrivalDate',
            'arrivalTime',
            'stops',
            'layoverTime',
          ],
        );
      }
    }
  }

  const legsChosen =
    result?.result === 'multiple' ? chosenLegs(result.segments, result.from, result.to) : null;

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submitSearch} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInputField
            label={t('flights.search.flightNumber')}
            hint={t('flights.search.flightNumberHint')}
            value={values.flightNumber}
            onChange={set('flightNumber')}
            error={message('flightNumber')}
            required
          />
          <DateTextField
            label={t('flights.search.departureDate')}
            hint={t('flights.search.dateHint')}
            placeholder={t('flights.search.datePlaceholder')}
            value={values.departureDate}
            onChange={set('departureDate')}
            error={message('departureDate')}
            focusWhenEmpty={tourDay}
            required
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button onPress={onBack} isDisabled={busy} className={secondaryButton}>
            {t('flights.edit.back')}
          </Button>
          <Button type="submit" isDisabled={search.isPending || busy} className={primaryButton}>
            {search.isPending ? t('flights.search.searching') : t('flights.search.submit')}
          </Button>
        </div>
      </form>

      {result?.result === 'found' ? (
        <section aria-label={t('flights.result.foundTitle')} className="flex flex-col gap-3">
          <Notice tone="info" role="status">
            {t('flights.result.found')}
          </Notice>
          <ul>
            <SegmentCard segment={result.segment} />
          </ul>
        </section>
      ) : null}

      {result?.result === 'multiple' ? (
        <section aria-label={t('flights.result.multipleTitle')} className="flex flex-col gap-3">
          <Notice tone="info" role="status">
            {t('flights.result.multiple')}
          </Notice>
          <div className="grid gap-4 sm:grid-cols-2">
            <RadioGroup
              value={String(result.from)}
              onChange={(from) => setResult({ ...result, from: Number(from) })}
              className="flex flex-col gap-2"
            >
              <Label className="font-semibold text-ink-900">
                {t('flights.result.chooseDeparture')}
              </Label>
              {result.segments.map((leg, i) => (
                <AirportRadio key={`from-${i}`} value={String(i)}>
                  {airportLabel(leg.departureAirport)} · {localTime(leg.departureDateTime)}
                </AirportRadio>
              ))}
            </RadioGroup>
            <RadioGroup
              value={String(result.to)}
              onChange={(to) => setResult({ ...result, to: Number(to) })}
              className="flex flex-col gap-2"
            >
              <Label className="font-semibold text-ink-900">
                {t('flights.result.chooseArrival')}
              </Label>
              {result.segments.map((leg, i) => (
                <AirportRadio key={`to-${i}`} value={String(i)}>
                  {airportLabel(leg.arrivalAirport)} · {localTime(leg.arrivalDateTime)}
                </AirportRadio>
              ))}
            </RadioGroup>
          </div>
          {legsChosen ? (
            <ul className="space-y-2">
              {legsChosen.map((leg) => (
                <SegmentCard key={leg.departureDateTime} segment={leg} />
              ))}
            </ul>
          ) : (
            <Notice tone="danger" role="alert">
              {t('flights.result.invalidChoice')}
            </Notice>
          )}
        </section>
      ) : null}

      {result?.result === 'none' ? (
        <section aria-label={t('flights.manual.title')} className="flex flex-col gap-3">
          <Notice tone="info" role="status">
            {t('flights.result.none')}
          </Notice>
          <div className="grid gap-3 sm:grid-cols-2">
            <AirportComboBox
              label={t('flights.manual.departureAirport')}
              value={values.departureAirport}
              onChange={set('departureAirport')}
              error={message('departureAirport')}
              required={isManualFieldRequired('departureAirport')}
            />
            <AirportComboBox
              label={t('flights.manual.arrivalAirport')}
              value={values.arrivalAirport}
              onChange={set('arrivalAirport')}
              error={message('arrivalAirport')}
              required={isManualFieldRequired('arrivalAirport')}
            />
            <TextInputField
              label={t('flights.manual.departureTime')}
              hint={t('flights.manual.timeHint')}
              placeholder="HH:MM"
              value={values.departureTime}
              onChange={set('departureTime')}
              error={message('departureTime')}
              required={isManualFieldRequired('departureTime')}
            />
            <div />
            <DateTextField
              label={t('flights.manual.arrivalDate')}
              hint={t('flights.search.dateHint')}
              placeholder={t('flights.search.datePlaceholder')}
              value={values.arrivalDate}
              onChange={set('arrivalDate')}
              error={message('arrivalDate')}
              focusWhenEmpty={tourDay}
              required={isManualFieldRequired('arrivalDate')}
            />
            <TextInputField
              label={t('flights.manual.arrivalTime')}
              hint={t('flights.manual.timeHint')}
              placeholder="HH:MM"
              value={values.arrivalTime}
              onChange={set('arrivalTime')}
              error={message('arrivalTime')}
              required={isManualFieldRequired('arrivalTime')}
            />
            <TextInputField
              label={t('flights.manual.airline')}
              value={values.airline}
              onChange={set('airline')}
              error={undefined}
              required={isManualFieldRequired('airline')}
            />
            <TextInputField
              label={t('flights.manual.stops')}
              hint={t('flights.manual.stopsHint')}
              inputMode="numeric"
              value={values.stops}
              onChange={set('stops')}
              error={message('stops')}
              required={isManualFieldRequired('stops')}
            />
            {/^[1-3]$/.test(values.stops.trim()) ? (
              <TextInputField
                label={t('flights.manual.layoverTime')}
                hint={t('flights.manual.layoverHint')}
                placeholder="HH:MM"
                value={values.layoverTime}
                onChange={set('layoverTime')}
                error={message('layoverTime')}
                required
              />
            ) : null}
          </div>
        </section>
      ) : null}

      {result ? (
        <div className="flex justify-end">
          <Button
            onPress={save}
            isDisabled={busy || (result.result === 'multiple' && !legsChosen)}
            className={primaryButton}
          >
            {busy ? t('flights.edit.saving') : t('flights.edit.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function AirportRadio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio
      value={value}
      className="group flex cursor-pointer items-center gap-3 rounded-lg border border-ink-200 p-3 outline-none hover:border-brand-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[selected]:border-brand-700 data-[selected]:bg-brand-50"
    >
      <span
        aria-hidden="true"
        className="size-4 shrink-0 rounded-full border-2 border-ink-500 group-data-[selected]:border-[5px] group-data-[selected]:border-brand-700"
      />
      <span className="text-ink-900">{children}</span>
    </Radio>
  );
}

/**
 * The flight-details modal (account-area §2): the traveller's flights by direction, the search by
 * flight number and day with its three results, manual entry, save, change and remove, and the
 * "no flight needed" declaration. Mount it afresh for every opening (a new `key`).
 */
export default function FlightDetailsModal({
  booking,
  userId,
  travelerId,
  isOpen,
  onOpenChange,
}: {
  booking: Booking;
  userId: string;
  travelerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saveFlights = useSaveTravellerFlights({ userId, bookingId: booking.id });
  const [view, setView] = useState<View>({ name: 'summary' });
  const [serverErrors, setServerErrors] = useState<FlightFormErrors>({});
  const [general, setGeneral] = useState<TranslationKey | null>(null);
  const mine = useTravellerFlights({ userId, bookingId: booking.id, travelerId });
  const busy = saveFlights.isPending;
  const saved: Record<FlightDirection, readonly FlightSegment[]> = {
    OUTBOUND: mine.data?.outboundFlights ?? [],
    INBOUND: mine.data?.inboundFlights ?? [],
  };
  const hasFlights = saved.OUTBOUND.length > 0 || saved.INBOUND.length > 0;

  const viewKey = view.name === 'edit' ? view.direction : 'summary';
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [viewKey]);

  const close = () => onOpenChange(false);
  const goTo = (next: View) => {
    setServerErrors({});
    setGeneral(null);
    setView(next);
  };

  function saveDirection(
    direction: FlightDirection,
    segments: FlightSegmentInput[],
    fieldsShown: readonly FlightFormField[],
  ) {
    const outbound = direction === 'OUTBOUND' ? segments : saved.OUTBOUND.map(segmentFromSaved);
    const inbound = direction === 'INBOUND' ? segments : saved.INBOUND.map(segmentFromSaved);
    const firstIndex = direction === 'OUTBOUND' ? 0 : outbound.length;
    const isUpdate = saved[direction].length > 0;
    setServerErrors({});
    setGeneral(null);
    saveFlights.mutate(
      { travelerId, flights: flightsToSave({ outbound, inbound }) },
      {
        onSuccess: () => {
          toaster.show({
            tone: 'success',
            message: isUpdate ? t('flights.toasts.updateSuccess') : t('flights.toasts.saveSuccess'),
          });
          goTo({ name: 'summary' });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
            const mapped = mapServerFields(error.fields, firstIndex);
            const shown: FlightFormErrors = {};
            let other = mapped.general;
            for (const [field, key] of Object.entries(mapped.errors)) {
              if (fieldsShown.includes(field as FlightFormField)) {
                shown[field as FlightFormField] = key;
              } else other = 'flights.serverErrors.general';
            }
            setServerErrors(shown);
            setGeneral(other);
          }
          toaster.show({
            tone: 'danger',
            message: isUpdate ? t('flights.toasts.updateError') : t('flights.toasts.saveError'),
          });
        },
      },
    );
  }

  function remove() {
    saveFlights.mutate(
      { travelerId, flights: [] },
      {
        onSuccess: () =>
          toaster.show({ tone: 'success', message: t('flights.toasts.removeSuccess') }),
        onError: () => toaster.show({ tone: 'danger', message: t('flights.toasts.removeError') }),
      },
    );
  }

  function declare(noFlightNeeded: boolean) {
    saveFlights.mutate(
      { travelerId, flights: [], noFlightNeeded },
      {
        onSuccess: () =>
          toaster.show({
            tone: 'success',
            message: noFlightNeeded
              ? t('flights.toasts.noFlightSuccess')
              : t('flights.toasts.needFlightSuccess'),
          }),
        onError: () => toaster.show({ tone: 'danger', message: t('flights.toasts.saveError') }),
      },
    );
  }

  let body: ReactNode;
  if (mine.isPending) {
    body = (
      <p role="status" className="text-ink-700">
        {t('flights.modal.loading')}
      </p>
    );
  } else if (mine.isError || !mine.data) {
    body = (
      <div className="flex flex-col gap-4">
        <Notice tone="danger" role="alert">
          {t('flights.modal.loadError')}
        </Notice>
        <div className="flex justify-end">
          <Button onPress={() => void mine.refetch()} className={secondaryButton}>
            {t('flights.modal.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (view.name === 'edit') {
    const { direction } = view;
    body = (
      <>
        {general ? (
          <div className="mb-4">
            <Notice tone="danger" role="alert">
              {t(general)}
            </Notice>
          </div>
        ) : null}
        <FlightEditor
          direction={direction}
          tourDay={direction === 'OUTBOUND' ? booking.tour.startingDate : booking.tour.endingDate}
          saved={saved[direction]}
          busy={busy}
          serverErrors={serverErrors}
          onBack={() => goTo({ name: 'summary' })}
          onSave={(segments, fieldsShown) => saveDirection(direction, segments, fieldsShown)}
        />
      </>
    );
  } else if (mine.data.noFlightNeeded && !hasFlights) {
    body = (
      <div className="flex flex-col gap-4">
        <Notice tone="info" role="status">
          {t('flights.summary.noFlightNeeded')}
        </Notice>
        <div className="flex flex-wrap justify-end gap-3">
          <Button onPress={close} isDisabled={busy} className={secondaryButton}>
            {t('flights.modal.close')}
          </Button>
          <Button onPress={() => declare(false)} isDisabled={busy} className={primaryButton}>
            {t('flights.summary.needFlight')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <p className="text-ink-700">{t('flights.summary.intro')}</p>
        {(['OUTBOUND', 'INBOUND'] as const).map((direction) => (
          <section key={direction} aria-label={t(directionTitleKeys[direction])}>
            <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {t(directionTitleKeys[direction])}
            </h3>
            {saved[direction].length > 0 ? (
              <ul className="mt-2 space-y-2">
                {saved[direction].map((segment) => (
                  <SegmentCard
                    key={`${segment.flightNumber}-${segment.departureDateTime}`}
                    segment={segment}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-700">{t('flights.summary.none')}</p>
            )}
            <Button
              onPress={() => goTo({ name: 'edit', direction })}
              isDisabled={busy}
              className={`${secondaryButton} mt-2`}
            >
              {saved[direction].length > 0 ? t(changeKeys[direction]) : t(addKeys[direction])}
            </Button>
          </section>
        ))}
        <div className="flex flex-wrap justify-end gap-3 border-t border-ink-200 pt-4">
          {hasFlights ? (
            <Button onPress={remove} isDisabled={busy} className={secondaryButton}>
              {t('flights.summary.remove')}
            </Button>
          ) : (
            <Button onPress={() => declare(true)} isDisabled={busy} className={secondaryButton}>
              {t('flights.summary.declareNoFlight')}
            </Button>
          )}
          <Button onPress={close} isDisabled={busy} className={primaryButton}>
            {t('flights.modal.done')}
          </Button>
        </div>
      </div>
    );
  }

  const title =
    view.name === 'edit' ? t(directionTitleKeys[view.direction]) : t('flights.modal.title');

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      busy={busy}
      eyebrow={booking.travel.title}
      title={title}
      closeLabel={t('flights.modal.close')}
      headingRef={headingRef}
      width="2xl"
    >
      {body}
    </ModalDialog>
  );
}
