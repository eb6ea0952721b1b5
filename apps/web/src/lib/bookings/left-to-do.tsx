import type { Booking } from '@wayfarer/contract';
import {
  checklistHashFor,
  formatDate,
  formatMoney,
  getPaymentState,
  pathFor,
} from '@wayfarer/domain';
import type { LeftToDoItem } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../app-context';

const itemKeys: Record<LeftToDoItem['type'], TranslationKey> = {
  PAYMENT: 'dashboard.nextTrip.todo.payment',
  DOCUMENTS: 'dashboard.nextTrip.todo.documents',
  TRAVELER_DATA: 'dashboard.nextTrip.todo.travellerData',
  FLIGHT_INFO: 'dashboard.nextTrip.todo.flightInfo',
  COORDINATOR: 'dashboard.nextTrip.todo.coordinator',
  ITINERARY_DETAILS: 'dashboard.nextTrip.todo.itineraryDetails',
  FAQ: 'dashboard.nextTrip.todo.faq',
  EXTRAS: 'dashboard.nextTrip.todo.extras',
  SOCIAL_GROUP: 'dashboard.nextTrip.todo.socialGroup',
};

/** The words and the link of each left-to-do item: its action on the booking page or elsewhere. */
export function useLeftToDoLinks(booking: Booking) {
  const { t } = useTranslation();
  const { language, variant } = useAppSettings();
  const bookingPath = pathFor('travels/_tour', { tour: booking.id }, language);
  const text = (item: LeftToDoItem) => {
    if (item.type === 'PAYMENT' && item.amount !== null && item.dueDate) {
      // Past its day, "pay by" a date gone by would read as a mistake: it says it was due.
      const overdue =
        getPaymentState({
          installments: [{ amount: item.amount, dueDate: item.dueDate }],
          now: new Date(),
          timeZone: variant.timeZone,
        }) === 'overdue';
      return t(
        overdue
          ? 'dashboard.nextTrip.todo.paymentOverdue'
          : 'dashboard.nextTrip.todo.paymentAmount',
        {
          amount: formatMoney({
            amount: item.amount,
            variant,
            inCents: true,
            currency: booking.currency,
          }),
          date: formatDate({ date: item.dueDate }),
        },
      );
    }
    return t(itemKeys[item.type]);
  };
  const target = (item: LeftToDoItem) =>
    item.type === 'DOCUMENTS'
      ? pathFor('account/documents', {}, language)
      : `${bookingPath}${checklistHashFor(item.type)}`;
  return { text, target };
}

/**
 * What is left to do on a booking (`getLeftToDo`: the checklist's rules, payments and documents
 * included), each item a link to its action: the checklist item on the booking page, or the
 * documents page. Nothing when nothing is left: the caller decides what to say then.
 */
export function LeftToDo({
  booking,
  items,
  tone = 'light',
  className = '',
}: {
  booking: Booking;
  items: readonly LeftToDoItem[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { text, target } = useLeftToDoLinks(booking);
  const linkClass =
    tone === 'dark'
      ? 'text-white underline decoration-white/50 underline-offset-4 hover:decoration-white'
      : 'text-brand-800 underline underline-offset-4 hover:text-brand-900';

  return (
    <ul className={`space-y-1.5 ${className}`}>
      {items.map((item) => (
        <li key={item.type} data-todo={item.type}>
          <Link
            to={target(item)}
            className={`inline-flex min-h-6 items-center gap-1 font-semibold ${linkClass}`}
          >
            {text(item)}
            <ChevronRightIcon className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
