import type { BookingSummary } from '@wayfarer/contract';
import { groupBookings } from '@wayfarer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import type { TranslationKey } from '../../i18n/i18n';
import { useSessionUser } from '../../lib/session/session-context';
import { useBookings } from '../../lib/bookings/use-bookings';
import { TripCard } from './trip-card';
import { LoadError } from '../../components/ui/load-error';
import { WebsiteInvitation } from '../../components/ui/website-invitation';
import { PageLoading } from '../../components/ui/page-loading';

type Section = 'next' | 'past' | 'cancelled';
type Filter = 'upcoming' | 'past' | 'all' | 'cancelled';

const filters: readonly Filter[] = ['upcoming', 'past', 'all', 'cancelled'];

/** What each filter shows: the sections of the list (account-area §2). */
const sectionsOf: Record<Filter, readonly Section[]> = {
  upcoming: ['next'],
  past: ['past'],
  all: ['next', 'past', 'cancelled'],
  cancelled: ['cancelled'],
};

const filterKeys: Record<Filter, TranslationKey> = {
  upcoming: 'trips.tabs.upcoming',
  past: 'trips.tabs.past',
  all: 'trips.tabs.all',
  cancelled: 'trips.tabs.cancelled',
};

const sectionKeys: Record<Section, { title: TranslationKey; empty: TranslationKey }> = {
  next: { title: 'trips.sections.next', empty: 'trips.sectionEmpty.next' },
  past: { title: 'trips.sections.past', empty: 'trips.sectionEmpty.past' },
  cancelled: { title: 'trips.sections.cancelled', empty: 'trips.sectionEmpty.cancelled' },
};

const filterParam = 'show';

function isFilter(value: string | null): value is Filter {
  return (filters as readonly (string | null)[]).includes(value);
}

function TripsSection({
  section,
  bookings,
  now,
}: {
  section: Section;
  bookings: readonly BookingSummary[];
  now: Date;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 first:mt-0">
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-ink-900">
        {t(sectionKeys[section].title)}
      </h2>
      {bookings.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <TripCard booking={booking} now={now} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-ink-300 bg-white p-5 text-ink-600">
          {t(sectionKeys[section].empty)}
        </p>
      )}
    </section>
  );
}

function TripsList({ bookings }: { bookings: readonly BookingSummary[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(filterParam);
  const selected: Filter = isFilter(requested) ? requested : 'all';
  const now = new Date();
  const groups = groupBookings({ bookings, now });
  const counts: Record<Filter, number> = {
    upcoming: groups.next.length,
    past: groups.past.length,
    all: bookings.length,
    cancelled: groups.cancelled.length,
  };

  const select = (key: Key) => {
    const next = String(key);
    if (!isFilter(next)) return;
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'all') updated.delete(filterParam);
        else updated.set(filterParam, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs selectedKey={selected} onSelectionChange={select}>
      <TabList
        aria-label={t('trips.tabs.label')}
        className="mb-6 flex flex-wrap gap-x-1 border-b border-ink-200"
      >
        {filters.map((filter) => (
          <Tab
            key={filter}
            id={filter}
            className="-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-4 font-semibold text-ink-600 outline-none hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-focus data-[selected]:border-brand-600 data-[selected]:text-brand-700"
          >
            {t(filterKeys[filter])}
            <span className="rounded-full bg-ink-100 px-2 text-xs text-ink-700">
              {counts[filter]}
            </span>
          </Tab>
        ))}
      </TabList>
      {filters.map((filter) => (
        <TabPanel
          key={filter}
          id={filter}
          className="outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {sectionsOf[filter].map((section) => (
            <TripsSection key={section} section={section} bookings={groups[section]} now={now} />
          ))}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** No booking at all: an invitation to find a trip on the public website. */
function TripsEmptyState() {
  const { t } = useTranslation();
  return (
    <WebsiteInvitation
      title={t('trips.empty.title')}
      text={t('trips.empty.text')}
      cta={t('trips.empty.cta')}
    />
  );
}

function TripsSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('trips.loading')}>
      <div aria-hidden="true" className="animate-pulse">
        <div className="mb-6 h-11 w-full max-w-md rounded bg-ink-100" />
        <div className="mb-3 h-6 w-40 rounded bg-ink-200" />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-56 rounded-xl border border-ink-200 bg-white p-5">
              <div className="h-3 w-24 rounded bg-ink-100" />
              <div className="mt-4 h-5 w-3/4 rounded bg-ink-200" />
              <div className="mt-4 h-3 w-1/2 rounded bg-ink-100" />
              <div className="mt-2 h-3 w-2/3 rounded bg-ink-100" />
            </div>
          ))}
        </div>
      </div>
    </PageLoading>
  );
}

function TripsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('trips.error.title')}
      text={t('trips.error.text')}
      retryLabel={t('trips.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function TripsContent({ userId }: { userId: string }) {
  const query = useBookings(userId);
  if (query.isPending) return <TripsSkeleton />;
  if (query.isError) {
    return <TripsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) return <TripsEmptyState />;
  return <TripsList bookings={query.data} />;
}

/** My trips (account-area §2): next, past and cancelled sections, or an invitation to search. */
export function TripsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <>
      <PageHeading intro={t('trips.intro')}>{t('pages.travels.title')}</PageHeading>
      {user ? <TripsContent userId={user.id} /> : null}
    </>
  );
}
