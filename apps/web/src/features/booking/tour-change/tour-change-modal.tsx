import type {
  Booking,
  TourChange,
  TourChangeBlockReason,
  TourChangeDeparture,
  TourChangeNotice,
} from '@wayfarer/contract';
import { formatDate, formatMoney, getRefundTiming, pathFor } from '@wayfarer/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Notice } from '../../../components/ui/notice';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { useToaster } from '../../../components/ui/toast-queue';
import { isApiError } from '../../../lib/api-client';
import { useAppSettings } from '../../../lib/app-context';
import { refundTimingKeys } from '../booking-labels';
import { useChangeTour } from './api/change-tour';
import { useTourChangeAvailability } from './api/get-tour-change-availability';
import { blockReasonKeys, contactReasons, isBlockReason } from './tour-change-labels';

type Step =
  | { name: 'choose'; selected: string | null; departureGone: boolean }
  | { name: 'confirm'; departure: TourChangeDeparture; idempotencyKey: string }
  | { name: 'blocked'; reason: TourChangeBlockReason }
  | { name: 'success'; change: TourChange; departure: TourChangeDeparture };

/** A new idempotency key: one per change the traveller means (kept when the same one is retried). */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Formats integer cents of the booking's currency with the variant's separators. */
function useMoney(currency: Booking['currency']) {
  const { variant } = useAppSettings();
  return (amount: number) => formatMoney({ amount, variant, inCents: true, currency });
}

function Dates({
  departure,
}: {
  departure: Pick<TourChangeDeparture, 'startingDate' | 'endingDate'>;
}) {
  return (
    <>
      {formatDate({ date: departure.startingDate })} – {formatDate({ date: departure.endingDate })}
    </>
  );
}

function PriceDifference({ amount, currency }: { amount: number; currency: Booking['currency'] }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  if (amount > 0) {
    return (
      <span className="font-semibold text-ink-900">
        {t('tourChange.choose.toPay', { amount: money(amount) })}
      </span>
    );
  }
  if (amount < 0) {
    return (
      <span className="font-semibold text-success-900">
        {t('tourChange.choose.toRefund', { amount: money(-amount) })}
      </span>
    );
  }
  return <span className="text-ink-700">{t('tourChange.choose.noDifference')}</span>;
}

function Notices({
  notices,
  voluntary,
}: {
  notices: readonly TourChangeNotice[];
  voluntary: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {voluntary ? null : <Notice tone="info">{t('tourChange.choose.notVoluntary')}</Notice>}
      {notices.includes('FLIGHTS_NOT_REFUNDED') ? (
        <Notice tone="warning">{t('tourChange.choose.flightsNotRefunded')}</Notice>
      ) : null}
    </>
  );
}

function ContactLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  return (
    <Link
      to={pathFor('contacts', {}, language)}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {t('tourChange.blocked.contact')}
    </Link>
  );
}

function Blocked({
  reason,
  nextChangeDate,
  close,
}: {
  reason: TourChangeBlockReason;
  nextChangeDate: string | null;
  close: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="danger">
        <p className="font-semibold">{t('tourChange.blocked.title')}</p>
        <p className="mt-1">{t(blockReasonKeys[reason])}</p>
        {reason === 'REQUEST_LIMIT_REACHED' && nextChangeDate ? (
          <p className="mt-1">
            {t('tourChange.blocked.nextChange', { date: formatDate({ date: nextChangeDate }) })}
          </p>
        ) : null}
      </Notice>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {contactReasons.includes(reason) ? <ContactLink onNavigate={close} /> : null}
        <Button onPress={close} className={primaryButton}>
          {t('tourChange.modal.close')}
        </Button>
      </div>
    </div>
  );
}

function DepartureOption({
  departure,
  currency,
}: {
  departure: TourChangeDeparture;
  currency: Booking['currency'];
}) {
  const { t } = useTranslation();
  return (
    <Radio
      value={departure.tourId}
      className="group flex cursor-pointer gap-3 rounded-lg border border-ink-200 p-4 outline-none hover:border-brand-600 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[selected]:border-brand-700 data-[selected]:bg-brand-50"
    >
      <span
        aria-hidden="true"
        className="mt-1 size-4 shrink-0 rounded-full border-2 border-ink-500 group-data-[selected]:border-[5px] group-data-[selected]:border-brand-700"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-ink-900">
          <Dates departure={departure} />
        </span>
        <span className="text-sm text-ink-700">
          {t('trips.duration.day', { count: departure.days })} ·{' '}
          {t('trips.duration.night', { count: departure.nights })} ·{' '}
          {t('tourChange.choose.seats', { count: departure.availableSeats })}
        </span>
        <span className="text-sm">
          <PriceDifference amount={departure.priceDifference} currency={currency} />
        </span>
      </span>
    </Radio>
  );
}

function SuccessNext({ booking, change }: { booking: Booking; change: TourChange }) {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const money = useMoney(change.currency);
  const { settlement } = change;
  const timing = getRefundTiming({ language });
  const range = timing.min === 0 ? String(timing.max) : `${timing.min}–${timing.max}`;
  return (
    <ul className="list-disc space-y-2 pl-5 text-ink-900">
      {settlement.kind === 'payment' ? (
        <li>
          {t('tourChange.success.payment', {
            amount: money(settlement.amount),
            date: formatDate({ date: settlement.dueDate }),
          })}
        </li>
      ) : settlement.kind === 'refund' ? (
        <li>
          {t('tourChange.success.refund', { amount: money(settlement.amount) })}{' '}
          {t(refundTimingKeys[timing.appliesTo][timing.kind], { range })}
        </li>
      ) : (
        <li>{t('tourChange.success.none')}</li>
      )}
      {booking.travellersCount > 1 ? <li>{t('tourChange.success.travellers')}</li> : null}
      {change.voluntary ? <li>{t('tourChange.success.flights')}</li> : null}
    </ul>
  );
}

/**
 * The trip-change modal (account-area §2, §4): whether the booking may change and why not, the
 * departures to choose from with their dates, places and price difference, the confirmation, and
 * the success view saying what happens next. Mount it afresh for every opening (a new `key`).
 */
export function TourChangeModal({
  booking,
  userId,
  isOpen,
  onOpenChange,
}: {
  booking: Booking;
  userId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const params = { userId, bookingId: booking.id };
  const availability = useTourChangeAvailability(params, { enabled: isOpen });
  const changeTour = useChangeTour(params);
  const [step, setStep] = useState<Step>({ name: 'choose', selected: null, departureGone: false });
  const busy = changeTour.isPending;
  const money = useMoney(booking.currency);

  // Each step is announced by moving focus to its heading.
  const stepName = step.name;
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepName]);

  const close = () => onOpenChange(false);

  function confirm(departure: TourChangeDeparture, idempotencyKey: string) {
    changeTour.mutate(
      { tourId: departure.tourId, idempotencyKey },
      {
        onSuccess: ({ change }) => setStep({ name: 'success', change, departure }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'INSUFFICIENT_TOUR_CAPACITY') {
            // The departure filled up meanwhile: choose again among what is left, if anything.
            setStep({ name: 'choose', selected: null, departureGone: true });
            void availability.refetch();
          } else if (isApiError(error) && isBlockReason(error.code)) {
            setStep({ name: 'blocked', reason: error.code });
            void availability.refetch();
          } else if (
            isApiError(error) &&
            error.code === 'VALIDATION_FAILED' &&
            error.fields.tourId
          ) {
            setStep({ name: 'choose', selected: null, departureGone: true });
            void availability.refetch();
          } else {
            // The same key is kept: trying again cannot change the trip twice.
            toaster.show({ tone: 'danger', message: t('tourChange.errors.failed') });
          }
        },
      },
    );
  }

  const title =
    step.name === 'confirm'
      ? t('tourChange.confirm.title')
      : step.name === 'success'
        ? t('tourChange.success.title')
        : t('tourChange.modal.title');

  let body: ReactNode;
  const data = availability.data;
  if (step.name === 'success') {
    const booked = changeTour.data?.booking ?? booking;
    body = (
      <div className="flex flex-col gap-4">
        <Notice tone="info">
          <p className="font-semibold">
            {t('tourChange.success.newDates', {
              dates: `${formatDate({ date: step.departure.startingDate })} – ${formatDate({ date: step.departure.endingDate })}`,
            })}
          </p>
        </Notice>
        <h3 className="font-semibold text-ink-900">{t('tourChange.success.nextTitle')}</h3>
        <SuccessNext booking={booked} change={step.change} />
        <div className="flex justify-end">
          <Button onPress={close} className={primaryButton}>
            {t('tourChange.success.done')}
          </Button>
        </div>
      </div>
    );
  } else if (step.name === 'blocked') {
    const fresh = availability.data;
    body = (
      <Blocked
        reason={step.reason}
        nextChangeDate={fresh && !fresh.allowed ? fresh.nextChangeDate : null}
        close={close}
      />
    );
  } else if (availability.isPending) {
    body = (
      <p role="status" className="py-6 text-ink-700">
        {t('tourChange.modal.loading')}
      </p>
    );
  } else if (availability.isError || !data) {
    body = (
      <div role="alert" className="flex flex-col gap-4">
        <Notice tone="danger">{t('tourChange.modal.loadError')}</Notice>
        <div className="flex justify-end">
          <Button
            onPress={() => void availability.refetch()}
            isDisabled={availability.isFetching}
            className={primaryButton}
          >
            {t('tourChange.modal.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!data.allowed) {
    body = <Blocked reason={data.reason} nextChangeDate={data.nextChangeDate} close={close} />;
  } else if (step.name === 'confirm') {
    const { departure } = step;
    body = (
      <div className="flex flex-col gap-4">
        <dl className="grid gap-3 rounded-lg border border-ink-200 p-4 sm:grid-cols-[6rem_1fr]">
          <dt className="text-sm font-medium text-ink-600">{t('tourChange.confirm.from')}</dt>
          <dd className="text-ink-900">
            <Dates departure={booking.tour} />
          </dd>
          <dt className="text-sm font-medium text-ink-600">{t('tourChange.confirm.to')}</dt>
          <dd className="font-semibold text-ink-900">
            <Dates departure={departure} />
          </dd>
        </dl>
        <p className="text-ink-900">
          {departure.priceDifference > 0
            ? t('tourChange.confirm.priceToPay', { amount: money(departure.priceDifference) })
            : departure.priceDifference < 0
              ? t('tourChange.confirm.priceToRefund', { amount: money(-departure.priceDifference) })
              : t('tourChange.confirm.priceNone')}
        </p>
        <Notices notices={data.notices} voluntary={data.voluntary} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            onPress={() =>
              setStep({ name: 'choose', selected: departure.tourId, departureGone: false })
            }
            isDisabled={busy}
            className={secondaryButton}
          >
            {t('tourChange.confirm.back')}
          </Button>
          <Button
            onPress={() => confirm(departure, step.idempotencyKey)}
            isDisabled={busy}
            className={primaryButton}
          >
            {busy ? t('tourChange.confirm.submitting') : t('tourChange.confirm.confirm')}
          </Button>
        </div>
      </div>
    );
  } else {
    const { selected, departureGone } = step;
    const chosen = data.departures.find((departure) => departure.tourId === selected);
    body = (
      <div className="flex flex-col gap-4">
        {departureGone ? (
          <Notice tone="danger">{t('tourChange.errors.departureGone')}</Notice>
        ) : null}
        <RadioGroup
          value={selected}
          onChange={(tourId) => setStep({ name: 'choose', selected: tourId, departureGone })}
          className="flex flex-col gap-2"
        >
          <Label className="font-semibold text-ink-900">{t('tourChange.choose.legend')}</Label>
          <Text slot="description" className="text-sm text-ink-700">
            {t('tourChange.choose.intro')}
          </Text>
          {data.departures.map((departure) => (
            <DepartureOption
              key={departure.tourId}
              departure={departure}
              currency={data.currency}
            />
          ))}
        </RadioGroup>
        <Notices notices={data.notices} voluntary={data.voluntary} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button onPress={close} className={secondaryButton}>
            {t('tourChange.choose.cancel')}
          </Button>
          <Button
            onPress={() =>
              chosen &&
              setStep({ name: 'confirm', departure: chosen, idempotencyKey: newIdempotencyKey() })
            }
            isDisabled={!chosen}
            className={primaryButton}
          >
            {t('tourChange.choose.continue')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      busy={busy}
      eyebrow={booking.travel.title}
      title={title}
      closeLabel={t('tourChange.modal.close')}
      headingRef={headingRef}
      width="xl"
    >
      {body}
    </ModalDialog>
  );
}
