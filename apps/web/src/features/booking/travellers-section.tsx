import type { Booking } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import { BookingSection, Pill, SectionNote } from './booking-section';

/** The travellers: the leader first and marked as such (account-area §6), the others apart. */
export function TravellersSection({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation();
  const travellers = [...booking.travellers].sort(
    (a, b) => Number(b.isLeader) - Number(a.isLeader),
  );

  return (
    <BookingSection title={t('booking.travellers.title')} anchor="travellers">
      {travellers.length === 0 ? (
        <SectionNote>{t('booking.travellers.empty')}</SectionNote>
      ) : (
        <ul className="divide-y divide-ink-100">
          {travellers.map((traveller) => (
            <li
              key={traveller.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <span className="font-semibold text-ink-900">
                {traveller.name} {traveller.lastname}
                {traveller.userId === userId ? (
                  <span className="font-normal text-ink-600"> {t('booking.travellers.you')}</span>
                ) : null}
              </span>
              {traveller.isLeader ? (
                <Pill tone="brand">{t('booking.travellers.leader')}</Pill>
              ) : (
                <Pill tone="neutral">{t('booking.travellers.companion')}</Pill>
              )}
              {traveller.email ? (
                <span className="w-full text-sm break-all text-ink-600">{traveller.email}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </BookingSection>
  );
}
