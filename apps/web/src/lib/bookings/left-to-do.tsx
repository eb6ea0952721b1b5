import type { BookingSummary } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n';

type Completeness = BookingSummary['completeness'];

const todoKeys: ReadonlyArray<{
  flag: Exclude<keyof Completeness, 'complete'>;
  key: TranslationKey;
}> = [
  { flag: 'travelerDataToComplete', key: 'dashboard.nextTrip.todo.travellerData' },
  { flag: 'paymentToComplete', key: 'dashboard.nextTrip.todo.payment' },
  { flag: 'documentsToComplete', key: 'dashboard.nextTrip.todo.documents' },
];

/**
 * What is left to complete on a booking (account-area §4 "booking completeness", as the API
 * judges it from its errors and the traveller's documents), or that nothing is: the dashboard's
 * next trip and the booking page show the same list.
 */
export function LeftToDo({
  completeness,
  className = '',
}: {
  completeness: Completeness;
  className?: string;
}) {
  const { t } = useTranslation();
  const todo = todoKeys.filter(({ flag }) => completeness[flag]);
  if (todo.length === 0) return <p className={className}>{t('dashboard.nextTrip.todo.none')}</p>;
  return (
    <ul className={`list-disc space-y-1 pl-5 ${className}`}>
      {todo.map(({ key }) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
