import { publicWebsiteUrl } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon } from '../../components/ui/icons';
import { PageHeading } from '../../components/ui/page-heading';
import type { TranslationKey } from '../../i18n/i18n';
import { useAppSettings } from '../../lib/app-context';
import { customerCareByVariant, timeZoneName, type OpeningDays } from './customer-care';
import { ExternalLink } from '../../components/ui/external-link';

const dayKeys: Record<OpeningDays, TranslationKey> = {
  mondayToFriday: 'contacts.days.mondayToFriday',
  saturday: 'contacts.days.saturday',
  sunday: 'contacts.days.sunday',
};

function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

const cardClass = 'flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-6';

/** Contact us (account-area §2): customer care of the traveller's variant. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const care = customerCareByVariant[variant.id];
  const zone = timeZoneName(care.timeZone, variant.localeTag);
  return (
    <>
      <PageHeading intro={t('contacts.intro')}>{t('pages.contacts.title')}</PageHeading>
      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="contacts-phone-title" className={cardClass}>
          <PhoneIcon className="size-8 text-brand-600" />
          <h2 id="contacts-phone-title" className="text-lg font-semibold text-ink-900">
            {t('contacts.phone.title')}
          </h2>
          <a
            href={`tel:${care.phone.e164}`}
            className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {care.phone.display}
          </a>
          <p className="text-sm text-ink-600">{t('contacts.phone.text')}</p>
        </section>
        <section aria-labelledby="contacts-email-title" className={cardClass}>
          <MailIcon className="size-8 text-brand-600" />
          <h2 id="contacts-email-title" className="text-lg font-semibold text-ink-900">
            {t('contacts.email.title')}
          </h2>
          <a
            href={`mailto:${care.email}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {care.email}
          </a>
          <p className="text-sm text-ink-600">{t('contacts.email.text')}</p>
        </section>
        <section aria-labelledby="contacts-hours-title" className={cardClass}>
          <ChatIcon className="size-8 text-brand-600" />
          <h2 id="contacts-hours-title" className="text-lg font-semibold text-ink-900">
            {t('contacts.hours.title')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-700">
            {care.hours.map((slot) => (
              <div key={slot.days} className="contents">
                <dt className="font-semibold">{t(dayKeys[slot.days])}</dt>
                <dd className="whitespace-nowrap">
                  {t('contacts.hours.slot', { opens: slot.opens, closes: slot.closes })}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-600">{t('contacts.hours.timeZone', { zone })}</p>
        </section>
      </div>
      <p className="mt-6 text-ink-700">
        {t('contacts.website.text')}{' '}
        <ExternalLink
          href={publicWebsiteUrl({ variant, routingKey: 'contacts' })}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('contacts.website.link')}
        </ExternalLink>
      </p>
    </>
  );
}
