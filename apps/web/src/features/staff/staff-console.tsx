import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { signInPaths } from '@wayfarer/domain';
import type { StaffRole } from '@wayfarer/contract';
import { secondaryButton } from '../../components/ui/styles';
import { useAppSettings } from '../../lib/app-context';
import { isApiError } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { AuditPage } from './audit-page';
import { StaffMembersPage } from './staff-members-page';
import { ReviewDocumentPage } from './review-document-page';
import { ReviewQueuePage } from './review-queue-page';
import { TravellerRecordPage, TravellersPage } from './travellers-page';
import { staffMeQuery } from './staff-api';
import { createStaffI18n, staffLanguageFor, StaffI18nProvider, useStaffT } from './staff-i18n';
import { StaffMessage } from './staff-message';
import './staff.css';

/** The care team's console (`/staff/…`): its own chunk, never part of a traveller's first load. */
export function StaffConsole() {
  const { language } = useAppSettings();
  const [i18n, setI18n] = useState<I18n>();
  useEffect(() => {
    let live = true;
    void createStaffI18n(staffLanguageFor(language)).then((instance) => {
      if (live) setI18n(instance);
    });
    return () => {
      live = false;
    };
  }, [language]);
  if (!i18n) return null;
  return (
    <StaffI18nProvider i18n={i18n}>
      <StaffShell />
    </StaffI18nProvider>
  );
}

const reviewRoles: readonly StaffRole[] = ['reviewer', 'admin'];
const lookUpRoles: readonly StaffRole[] = ['care', 'admin'];

/**
 * The console's pages by path. Matched here rather than with nested <Routes>, which would pull
 * more of the router into the traveller's first download (the router lives in the entry chunk).
 */
function StaffPage({
  pathname,
  canReview,
  canLookUp,
  isAdmin,
}: {
  pathname: string;
  canReview: boolean;
  canLookUp: boolean;
  isAdmin: boolean;
}) {
  const { t } = useStaffT();
  const denied = <p className="text-ink-700">{t('roleMissing')}</p>;
  const [, , section = '', docId, extra] = pathname.replace(/\/+$/, '').split('/');
  if (extra === undefined && section === 'travellers') {
    if (!canLookUp) return denied;
    return docId ? <TravellerRecordPage userId={decodeURIComponent(docId)} /> : <TravellersPage />;
  }
  // The home page: the review queue, or the look-up for customer care.
  if (section === '' && !canReview && canLookUp) return <TravellersPage />;
  if (extra === undefined && (section === '' || section === 'documents')) {
    if (!canReview) return denied;
    return docId ? <ReviewDocumentPage docId={decodeURIComponent(docId)} /> : <ReviewQueuePage />;
  }
  if (section === 'audit' && docId === undefined) return isAdmin ? <AuditPage /> : denied;
  if (section === 'members' && docId === undefined) return isAdmin ? <StaffMembersPage /> : denied;
  return denied;
}

function StaffShell() {
  const { t, language } = useStaffT();
  const { pathname } = useLocation();
  const me = useQuery(staffMeQuery());
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${t('title')} · Wayfarer`;
  }, [language, t]);

  if (me.isPending) return <StaffMessage>{t('loading')}</StaffMessage>;
  if (me.isError) {
    // 401 goes to the sign-in (the app's query client); a traveller gets 403.
    const forbidden = isApiError(me.error) && me.error.status === 403;
    return (
      <StaffMessage title={forbidden ? t('notAllowed.title') : undefined}>
        {forbidden ? t('notAllowed.text') : t('loadError')}
      </StaffMessage>
    );
  }
  const member = me.data;
  const canReview = reviewRoles.includes(member.role);
  const canLookUp = lookUpRoles.includes(member.role);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-full px-3 font-semibold whitespace-nowrap outline-none staff-nav-link focus-visible:ring-2 focus-visible:ring-focus ${
      isActive ? 'bg-brand-700 text-white' : 'text-ink-900 hover:bg-ink-50'
    }`;
  return (
    <div className="min-h-screen bg-ink-50">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <header className="border-b border-ink-200 bg-white">
        {/*
          One row from 1024 px (brand, menu, who is signed in, sign out); on a phone the brand
          and "Sign out" share the first row, the menu and who is signed in come below.
        */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="staff-brand text-lg font-bold text-brand-900">
            <span className="staff-brand-site">Wayfarer · </span>
            <span lang={language}>{t('title')}</span>
          </p>
          <nav aria-label={t('nav.label')} className="staff-nav flex flex-wrap gap-1">
            {canReview && (
              <NavLink to="/staff/documents" className={navClass}>
                {t('nav.documents')}
              </NavLink>
            )}
            {canLookUp && (
              <NavLink to="/staff/travellers" className={navClass}>
                {t('nav.travellers')}
              </NavLink>
            )}
            {member.role === 'admin' && (
              <NavLink to="/staff/audit" className={navClass}>
                {t('nav.audit')}
              </NavLink>
            )}
            {member.role === 'admin' && (
              <NavLink to="/staff/members" className={navClass}>
                {t('nav.members')}
              </NavLink>
            )}
          </nav>
          <p className="staff-who text-sm text-ink-700">
            {t('signedInAs', {
              name: member.name || member.email,
              role: t(`roles.${member.role}`),
            })}
          </p>
          <button
            type="button"
            className={`${secondaryButton} staff-sign-out whitespace-nowrap`}
            onClick={() => browser.post(signInPaths.logout)}
          >
            {t('signOut')}
          </button>
        </div>
      </header>
      <main id="staff-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        <StaffPage
          pathname={pathname}
          canReview={canReview}
          canLookUp={canLookUp}
          isAdmin={member.role === 'admin'}
        />
      </main>
    </div>
  );
}
