import { getRouteNameForPath, routePatterns } from '@wayfarer/domain';
import type { Language, RouteName } from '@wayfarer/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withTranslations } from '../i18n/i18n';
import { bookingQueryOptions } from '../lib/bookings/get-booking';
import { bookingsQueryOptions } from '../lib/bookings/get-bookings';
import { withContract } from '../lib/contract';
import { meQueryOptions } from '../lib/session/get-me';
import { NotFoundPage } from './errors/not-found-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AppLoading, Root, RootErrorBoundary } from './root';
import type { RouteHandle } from './route-handle';
import { logoutLoader } from './routes/logout';
import { createRoutingKeyLoader } from './routes/routing-key';
import { firstScreenPainted } from '../lib/first-screen';
import { handlesUnauthenticated } from './query-client';
import { createOptionalSessionLoader, createSessionLoader } from './session/session-loaders';
import type { SessionState } from './session/session-loaders';

type Layout = 'default' | 'notify' | 'none';

interface PrefetchContext {
  queryClient: QueryClient;
  userId: string;
  params: Record<string, string>;
}

interface RouteDefinition {
  layout: Layout;
  handle: RouteHandle;
  /**
   * The screen, loaded when the route is first visited, with the translation parts it shows
   * (`withTranslations`; the core file holds the shell's, the dashboard's and the titles).
   */
  load: () => Promise<ComponentType>;
  /** The data the screen asks for first, fetched ahead when a link to it shows intent. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /**
   * The screen parses its answers with the contract's start part only (lib/contract.ts), which
   * main.tsx loads: it shows without waiting for the whole contract.
   */
  startContractOnly?: true;
}

// The bookings' queries are part of the first download (they weigh little): the first screen's
// data of the dashboard, the trips and a booking page leaves as soon as the traveller is known,
// not once the screen's chunks, queued behind its other code, have arrived.
const prefetchBookings = ({ queryClient, userId }: PrefetchContext) =>
  queryClient.prefetchQuery(bookingsQueryOptions(userId));

/**
 * Every route name of the spec with its layout, title and lazily loaded screen. Typed as a record
 * of every `RouteName`, so a route added to the domain's table cannot be forgotten here.
 */
const routeDefinitions: Record<Exclude<RouteName, 'logout'>, RouteDefinition> = {
  index: {
    layout: 'default',
    handle: { titleKey: 'dashboard.title' },
    startContractOnly: true,
    // The notice that signing in cancelled a deletion belongs to the account deletion's feature.
    load: () =>
      Promise.all([
        import('../features/dashboard/dashboard-page'),
        import('../features/account-deletion/cancelled-notice'),
      ]).then(
        ([{ DashboardPage }, { DeletionCancelledNotice }]) =>
          function Dashboard() {
            return <DashboardPage notice={<DeletionCancelledNotice />} />;
          },
      ),
    // The trips, then the next trip's booking (its card lists what is left to do), which the
    // first screen shows once it has painted (lib/first-screen.ts).
    prefetch: async ({ queryClient, userId }) => {
      const [bookings, { nextTripOf }] = await Promise.all([
        queryClient.ensureQueryData(bookingsQueryOptions(userId)),
        import('../features/dashboard/next-trip'),
        firstScreenPainted(),
      ]);
      const { main } = nextTripOf(bookings, new Date());
      if (main)
        await queryClient.prefetchQuery(bookingQueryOptions({ userId, bookingId: main.id }));
    },
  },
  'account/profile': {
    layout: 'default',
    handle: { titleKey: 'pages.profile.title' },
    load: () =>
      withTranslations(['profile', 'registry'], () =>
        import('../features/profile/profile-page').then((m) => m.ProfilePage),
      ),
  },
  travels: {
    layout: 'default',
    handle: { titleKey: 'pages.travels.title' },
    load: () =>
      withTranslations(['trips'], () =>
        import('../features/trips/trips-page').then((m) => m.TripsPage),
      ),
    prefetch: prefetchBookings,
  },
  'travels/_tour': {
    layout: 'default',
    handle: { titleKey: 'pages.booking.title' },
    // Its checklist reads the start part; its modals wait for the whole contract when they open.
    startContractOnly: true,
    load: () =>
      withTranslations(['booking', 'trips'], () =>
        import('../features/booking/booking-page').then((m) => m.BookingPage),
      ),
    prefetch: async ({ queryClient, userId, params }) => {
      if (!params.tour) return;
      return queryClient.prefetchQuery(bookingQueryOptions({ userId, bookingId: params.tour }));
    },
  },
  'travels/_tour/_traveler': {
    layout: 'default',
    handle: { titleKey: 'pages.traveller.title' },
    load: () =>
      withTranslations(['traveller', 'documents'], () =>
        import('../features/documents/traveller-page').then((m) => m.TravellerPage),
      ),
  },
  'account/registry': {
    layout: 'default',
    handle: { titleKey: 'pages.registry.title' },
    load: () =>
      withTranslations(['registry'], () =>
        import('../features/registry/registry-page').then((m) => m.RegistryPage),
      ),
  },
  'account/documents': {
    layout: 'default',
    handle: { titleKey: 'pages.documents.title' },
    load: () =>
      withTranslations(['documents'], () =>
        import('../features/documents/documents-page').then((m) => m.DocumentsPage),
      ),
  },
  'account/communications': {
    layout: 'default',
    handle: { titleKey: 'pages.communications.title' },
    load: () =>
      withTranslations(['consents', 'registry'], () =>
        import('../features/consents/consents-page').then((m) => m.ConsentsPage),
      ),
  },
  'account/credits': {
    layout: 'default',
    handle: { titleKey: 'pages.credits.title' },
    load: () =>
      withTranslations(['credits'], () =>
        import('../features/credits/credits-page').then((m) => m.CreditsPage),
      ),
    prefetch: async ({ queryClient, userId }) => {
      const { creditsQueryOptions } = await import('../features/credits/api/get-credits');
      return queryClient.prefetchQuery(creditsQueryOptions(userId));
    },
  },
  'account/wishlist': {
    layout: 'default',
    handle: { titleKey: 'pages.wishlist.title' },
    load: () =>
      withTranslations(['wishlist'], () =>
        import('../features/wishlist/wishlist-page').then((m) => m.WishlistPage),
      ),
  },
  'account/devices': {
    layout: 'default',
    handle: { titleKey: 'pages.devices.title' },
    load: () =>
      withTranslations(['devices'], () =>
        import('../features/devices/devices-page').then((m) => m.DevicesPage),
      ),
  },
  'account/delete': {
    layout: 'default',
    handle: { titleKey: 'pages.accountDeletion.title' },
    // Whom to contact when the account cannot go: the contact page's customer care.
    load: () =>
      withTranslations(['account-deletion'], () =>
        Promise.all([
          import('../features/account-deletion/account-deletion-page'),
          import('../features/contacts/customer-care'),
        ]).then(
          ([{ AccountDeletionPage }, { customerCareByVariant }]) =>
            function AccountDeletion() {
              return <AccountDeletionPage care={customerCareByVariant} />;
            },
        ),
      ),
  },
  'account/data': {
    layout: 'default',
    handle: { titleKey: 'pages.dataExport.title' },
    load: () =>
      withTranslations(['data-export'], () =>
        import('../features/data-export/data-export-page').then((m) => m.DataExportPage),
      ),
  },
  'account/passkeys': {
    layout: 'default',
    handle: { titleKey: 'pages.passkeys.title' },
    load: () =>
      withTranslations(['passkeys'], () =>
        import('../features/passkeys/passkeys-page').then((m) => m.PasskeysPage),
      ),
  },
  'notify-me': {
    layout: 'default',
    handle: { titleKey: 'pages.notifyMe.title' },
    load: () =>
      withTranslations(['notify-me'], () =>
        import('../features/notify-me/notify-me-page').then((m) => m.NotifyMePage),
      ),
    prefetch: async ({ queryClient }) => {
      const { alertsQueryOptions } = await import('../features/notify-me/api/get-alerts');
      return queryClient.prefetchQuery(alertsQueryOptions());
    },
  },
  'notify-me/_token': {
    layout: 'notify',
    handle: { titleKey: 'pages.notifyMeToken.title' },
    load: () =>
      withTranslations(['notify-me'], () =>
        import('../features/notify-me/notify-me-token-page').then((m) => m.NotifyMeTokenPage),
      ),
  },
  partnership: {
    layout: 'default',
    handle: { titleKey: 'pages.partnership.title' },
    load: () =>
      withTranslations(['partnerships'], () =>
        import('../features/partnerships/partnerships-page').then((m) => m.PartnershipsPage),
      ),
    prefetch: async ({ queryClient }) => {
      const { partnershipsQueryOptions } =
        await import('../features/partnerships/api/get-partnerships');
      return queryClient.prefetchQuery(partnershipsQueryOptions());
    },
  },
  'refer-friend': {
    layout: 'default',
    handle: { titleKey: 'pages.referFriend.title' },
    load: () =>
      withTranslations(['referral'], () =>
        import('../features/referral/referral-page').then((m) => m.ReferralPage),
      ),
    prefetch: async ({ queryClient, userId }) => {
      const { referralQueryOptions } = await import('../features/referral/api/get-referral');
      return queryClient.prefetchQuery(referralQueryOptions(userId));
    },
  },
  contacts: {
    layout: 'default',
    handle: { titleKey: 'pages.contacts.title' },
    load: () =>
      withTranslations(['contacts'], () =>
        import('../features/contacts/contacts-page').then((m) => m.ContactsPage),
      ),
  },
  'auth/confirm-email/_token': {
    layout: 'notify',
    handle: { titleKey: 'pages.confirmEmail.title' },
    load: () => import('../features/profile/confirm-email-page').then((m) => m.ConfirmEmailPage),
  },
};

export interface AppRouteDeps {
  language: Language;
  queryClient: QueryClient;
  sessionState: SessionState;
  onUnauthenticated: (returnTo?: string) => void;
}

/**
 * Prefetch on intent (app-shell §7): the code of the route at `pathname` and, for a signed-in
 * traveller, the data its screen asks for first. React Router's `<Link prefetch>` exists in
 * framework mode only; in data mode the menus call this on pointer enter and focus.
 */
export async function prefetchRoute({
  pathname,
  language,
  queryClient,
}: {
  pathname: string;
  language: Language;
  queryClient: QueryClient;
}): Promise<void> {
  const match = getRouteNameForPath({ pathname, language });
  if (!match || match.name === 'logout') return;
  const definition = routeDefinitions[match.name];
  const userId = queryClient.getQueryData(meQueryOptions().queryKey)?.id;
  await Promise.all([
    loadScreen(definition),
    userId && definition.prefetch
      ? definition.prefetch({ queryClient, userId, params: match.params })
      : undefined,
  ]);
}

/**
 * The first screen's code, session check and data leave at start, in parallel with the
 * translations, instead of one after the other once React has rendered and the router has run the
 * guard: the guard (`ensureQueryData`) and the screen's queries then find them in the query cache
 * or on their way. Failures are left to the guard and the screen, which ask again and report.
 */
export function preloadFirstScreen({
  pathname,
  language,
  queryClient,
}: {
  pathname: string;
  language: Language;
  queryClient: QueryClient;
}): void {
  const match = getRouteNameForPath({ pathname, language });
  if (match?.name === 'logout') return;
  // The staff console asks for its own session (a member of staff has no traveller one).
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return;
  const ignore = () => {};
  const layout = match ? routeDefinitions[match.name].layout : 'default';
  if (layout === 'default') import('./layouts/default-layout').catch(ignore);
  if (layout === 'notify') import('./layouts/notify-layout').catch(ignore);
  // The screen's code now; its data once the session check has told who is signed in.
  prefetchRoute({ pathname, language, queryClient }).catch(ignore);
  queryClient
    .fetchQuery({ ...meQueryOptions(), meta: { [handlesUnauthenticated]: true } })
    .then(() => prefetchRoute({ pathname, language, queryClient }))
    .catch(ignore);
}

function routesFor(layout: Layout, language: Language): RouteObject[] {
  return Object.entries(routeDefinitions)
    .filter(([, definition]) => definition.layout === layout)
    .map(([name, definition]) => ({
      id: name,
      path: routePatterns[language][name as RouteName],
      handle: definition.handle,
      ErrorBoundary: RouteErrorBoundary,
      lazy: () => lazyScreen(() => loadScreen(definition)),
    }));
}

/**
 * A screen's code with the whole contract, which its forms and queries read (some synchronously,
 * `contract()`), unless the start part is all it needs.
 */
function loadScreen(definition: RouteDefinition): Promise<ComponentType> {
  if (definition.startContractOnly) return definition.load();
  return withContract(definition.load());
}

/**
 * A screen's code, loaded when its route is first shown. Should the import fail (a chunk gone
 * with a new release, a module that throws), the screen renders that error: the route's error
 * boundary then shows it inside the shell, or reloads for a missing chunk (RouteErrorBoundary).
 * A rejected `lazy` would leave the layout unrendered on a first load: a blank page.
 */
async function lazyScreen(
  load: () => Promise<ComponentType>,
): Promise<{ Component: ComponentType }> {
  try {
    return { Component: await load() };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
}

/** The route tree of one language: the variant's language decides every path. */
export function createAppRoutes(deps: AppRouteDeps): RouteObject[] {
  const { language } = deps;
  return [
    {
      id: 'root',
      loader: createRoutingKeyLoader(language),
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        {
          id: 'layout-default',
          loader: createSessionLoader(deps),
          // The guard runs on every navigation (privacy-policy redirect), from the query cache.
          shouldRevalidate: () => true,
          // The shell (header, menus, footer and their widgets) loads while the guard fetches the user.
          lazy: async () => ({
            Component: (await import('./layouts/default-layout')).DefaultLayout,
          }),
          children: [
            ...routesFor('default', language),
            {
              id: 'not-found',
              path: '*',
              handle: { titleKey: 'errors.notFound.title' } satisfies RouteHandle,
              Component: NotFoundPage,
            },
          ],
        },
        {
          id: 'layout-notify',
          loader: createOptionalSessionLoader(deps),
          lazy: async () => ({
            Component: (await import('./layouts/notify-layout')).NotifyLayout,
          }),
          children: routesFor('notify', language),
        },
        {
          // The care team's console: its own chunk and strings, loaded only on /staff.
          id: 'staff',
          path: '/staff/*',
          lazy: () =>
            lazyScreen(() =>
              withContract(import('../features/staff/staff-console')).then((m) => m.StaffConsole),
            ),
        },
        {
          id: 'logout',
          path: routePatterns[language].logout,
          loader: logoutLoader,
          Component: () => null,
        },
      ],
    },
  ];
}
