import type { Booking } from '@wayfarer/contract';
import {
  getFlightSegmentsCount,
  getFlightStep,
  hasDeparted,
  isTourConfirmed,
  pathFor,
  publicWebsiteUrl,
} from '@wayfarer/domain';
import type { ChecklistItemType } from '@wayfarer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayouts } from '../../../app/shell/get-layouts';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useAppSettings } from '../../../lib/app-context';
import { FlightDetailsEntry } from '../flights/flight-details-entry';
import { flightStepKeys } from './checklist-labels';
import { ExternalLink } from '../../../components/ui/external-link';

const actionClasses =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

function ExternalAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ExternalLink href={href} className={actionClasses}>
      {children}
    </ExternalLink>
  );
}

/** A place of the booking page (`#flights`) or another screen of the account. */
function PageAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={actionClasses}>
      {children}
      <ChevronRightIcon className="size-4" />
    </Link>
  );
}

function Text({ children }: { children: ReactNode }) {
  return <p className="text-ink-700">{children}</p>;
}

/** Items that tick themselves from the booking's data: what ticks them. */
function AutomaticNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-600">{children}</p>;
}

/** What an item asks of the traveller and the way to do it (account-area §2, §4). */
export function ChecklistItemBody({
  booking,
  type,
}: {
  booking: Booking;
  type: ChecklistItemType;
}) {
  const { t } = useTranslation();
  const { variant, language } = useAppSettings();
  const layouts = useLayouts();
  const travelPage = (hash?: 'itinerary' | 'faq') =>
    publicWebsiteUrl({
      variant,
      routingKey: 'travel',
      params: { slug: booking.travel.slug },
      ...(hash ? { hash } : {}),
    });

  switch (type) {
    case 'COORDINATOR': {
      const { coordinator } = booking;
      if (!coordinator) return <Text>{t('checklist.items.coordinator.missing')}</Text>;
      return (
        <>
          <Text>{t('checklist.items.coordinator.text', { name: coordinator.name })}</Text>
          <ExternalAction
            href={publicWebsiteUrl({
              variant,
              routingKey: 'coordinator',
              params: { nickname: coordinator.nickname },
            })}
          >
            {t('checklist.items.coordinator.action', { name: coordinator.name })}
          </ExternalAction>
        </>
      );
    }
    case 'FLIGHT_INFO': {
      const now = new Date();
      const step = getFlightStep({
        tourConfirmed: isTourConfirmed(booking.tour),
        departed: hasDeparted({ startingDate: booking.tour.startingDate, now }),
        noFlightNeeded: booking.noFlightNeeded,
        hasFlights:
          getFlightSegmentsCount({ segments: booking.outboundFlights }) !== 'none' ||
          getFlightSegmentsCount({ segments: booking.inboundFlights }) !== 'none',
      });
      return (
        <>
          <Text>{t(flightStepKeys[step])}</Text>
          {/* One control: the flight details (the flights section shows the same details). */}
          {step === 'departed' ? null : <FlightDetailsEntry booking={booking} appearance="link" />}
          <AutomaticNote>{t('checklist.items.flightInfo.automatic')}</AutomaticNote>
        </>
      );
    }
    case 'ITINERARY_DETAILS':
      return (
        <>
          <Text>{t('checklist.items.itineraryDetails.text')}</Text>
          <ExternalAction href={travelPage('itinerary')}>
            {t('checklist.items.itineraryDetails.action')}
          </ExternalAction>
        </>
      );
    case 'FAQ':
      return (
        <>
          <Text>{t('checklist.items.faq.text')}</Text>
          <ExternalAction href={travelPage('faq')}>
            {t('checklist.items.faq.action')}
          </ExternalAction>
        </>
      );
    case 'EXTRAS':
      return (
        <>
          <Text>{t('checklist.items.extras.text')}</Text>
          <ExternalAction href={travelPage()}>{t('checklist.items.extras.action')}</ExternalAction>
        </>
      );
    case 'SOCIAL_GROUP': {
      const group = layouts.data?.contacts.content.books.find(
        (book) => book.type === 'facebookGroup',
      );
      return (
        <>
          <Text>{t('checklist.items.socialGroup.text')}</Text>
          {group ? (
            <ExternalAction href={group.value}>
              {t('checklist.items.socialGroup.action')}
            </ExternalAction>
          ) : null}
        </>
      );
    }
    case 'PAYMENT':
      return (
        <>
          <Text>{t('checklist.items.payment.text')}</Text>
          <PageAction to="#payments">{t('checklist.items.payment.action')}</PageAction>
          <AutomaticNote>{t('checklist.items.payment.automatic')}</AutomaticNote>
        </>
      );
    case 'TRAVELER_DATA': {
      // The checklist is the leader's: their traveller page.
      const leader = booking.travellers.find((traveller) => traveller.isLeader);
      return (
        <>
          <Text>{t('checklist.items.travelerData.text')}</Text>
          {leader ? (
            <PageAction
              to={pathFor(
                'travels/_tour/_traveler',
                { tour: booking.id, traveler: leader.id },
                language,
              )}
            >
              {t('checklist.items.travelerData.action')}
            </PageAction>
          ) : null}
          <AutomaticNote>{t('checklist.items.travelerData.automatic')}</AutomaticNote>
        </>
      );
    }
  }
}
