import type { Coordinator } from '@wayfarer/contract';
import { publicWebsiteUrl } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../lib/app-context';
import { socialKeys } from './booking-labels';
import { BookingSection, Pill, SectionNote } from './booking-section';
import { ExternalLink } from '../../components/ui/external-link';

/** Up to two initials of a name: 'Martina Ferri' gives 'MF'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function Avatar({ coordinator }: { coordinator: Coordinator }) {
  if (coordinator.pictureImage) {
    return (
      <img
        src={coordinator.pictureImage}
        alt=""
        className="size-16 shrink-0 rounded-full object-cover"
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
    >
      {initialsOf(coordinator.name)}
    </span>
  );
}

/** The coordinator's profile, read-only (account-area §3, §6), or a note while none is assigned. */
export function CoordinatorSection({ coordinator }: { coordinator: Coordinator | null }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();

  if (!coordinator) {
    return (
      <BookingSection title={t('booking.coordinator.title')} anchor="coordinator">
        <SectionNote>{t('booking.coordinator.missing')}</SectionNote>
      </BookingSection>
    );
  }

  const facts = [
    coordinator.age !== null ? t('booking.coordinator.age', { count: coordinator.age }) : null,
    t('booking.coordinator.yearsWithUs', { count: coordinator.yearsWithCompany }),
    t('booking.coordinator.tripsDone', { count: coordinator.tripsDone }),
    coordinator.city ? t('booking.coordinator.city', { city: coordinator.city }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <BookingSection title={t('booking.coordinator.title')} anchor="coordinator">
      <div className="flex items-center gap-4">
        <Avatar coordinator={coordinator} />
        <div>
          <p className="text-lg font-semibold text-ink-900">{coordinator.name}</p>
          {coordinator.isAmbassador ? (
            <Pill tone="warning">{t('booking.coordinator.ambassador')}</Pill>
          ) : null}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm text-ink-700">
        {facts.map((fact) => (
          <li key={fact} className="rounded-full bg-ink-50 px-3 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-ink-700">{coordinator.bio}</p>
      {coordinator.socialLinks.length > 0 ? (
        <ul
          aria-label={t('booking.coordinator.socialLabel', { name: coordinator.name })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {coordinator.socialLinks.map((link) => (
            <li key={link.url}>
              <ExternalLink
                href={link.url}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700"
              >
                {t(socialKeys[link.type])}
              </ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ExternalLink
        href={publicWebsiteUrl({
          variant,
          routingKey: 'coordinator',
          params: { nickname: coordinator.nickname },
        })}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('booking.coordinator.profile', { name: coordinator.name })}
      </ExternalLink>
    </BookingSection>
  );
}
