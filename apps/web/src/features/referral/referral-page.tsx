import type { Referral } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading';
import { useSessionUser } from '../../lib/session/session-context';
import { useReferral } from './api/get-referral';
import { DiscountsTab } from './discounts-tab';
import { InviteTab } from './invite-tab';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';

const tabClass =
  '-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center border-b-2 border-transparent px-3 font-semibold text-ink-600 sm:px-4 outline-none hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-focus data-[selected]:border-brand-600 data-[selected]:text-brand-700';

function ReferralTabs({ referral, userId }: { referral: Referral; userId: string }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultSelectedKey="invite">
      <TabList
        aria-label={t('referral.tabs.label')}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-ink-200"
      >
        <Tab id="invite" className={tabClass}>
          {t('referral.tabs.invite')}
        </Tab>
        <Tab id="discounts" className={tabClass}>
          {t('referral.tabs.discounts')}
        </Tab>
      </TabList>
      <TabPanel id="invite" className="outline-none focus-visible:ring-2 focus-visible:ring-focus">
        <InviteTab referral={referral} />
      </TabPanel>
      <TabPanel
        id="discounts"
        className="outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <DiscountsTab referral={referral} userId={userId} />
      </TabPanel>
    </Tabs>
  );
}

function ReferralSkeleton() {
  const { t } = useTranslation();
  return (
    <PageLoading label={t('referral.loading')}>
      <div aria-hidden="true" className="animate-pulse">
        <div className="mb-6 h-11 w-full max-w-sm rounded bg-ink-100" />
        <div className="h-40 rounded-xl border border-ink-200 bg-white" />
        <div className="mt-4 h-56 rounded-xl border border-ink-200 bg-white" />
      </div>
    </PageLoading>
  );
}

function ReferralError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('referral.error.title')}
      text={t('referral.error.text')}
      retryLabel={t('referral.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function ReferralContent({ userId }: { userId: string }) {
  const query = useReferral(userId);
  if (query.isPending) return <ReferralSkeleton />;
  if (query.isError) {
    return <ReferralError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <ReferralTabs referral={query.data} userId={userId} />;
}

/** Refer a friend (account-area §2, §4, §5, §9): tabs "invite friends" and "your discounts". */
export function ReferralPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <>
      <PageHeading intro={t('referral.intro')}>{t('pages.referFriend.title')}</PageHeading>
      {user ? <ReferralContent userId={user.id} /> : null}
    </>
  );
}
