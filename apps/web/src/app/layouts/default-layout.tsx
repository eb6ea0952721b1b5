import { useQuery } from '@tanstack/react-query';
import { Outlet, useLoaderData } from 'react-router';
import { useFlagUser } from '../../lib/feature-flags';
import { meQueryOptions } from '../../lib/session/get-me';
import { SessionContext } from '../../lib/session/session-context';
import type { Session } from '../../lib/session/session-context';
import { SessionFailure } from '../session/session-failure';
import type { SessionLoaderData } from '../session/session-loaders';
import { useSessionVisibilityCheck } from '../session/use-session-visibility-check';
import { Breadcrumb } from '../shell/breadcrumb';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { MobileMenu } from '../shell/mobile-menu';
import { PartnershipBanner } from '../shell/partnership-banner';
import { ScrollManager } from '../shell/scroll-manager';
import { ShellStateProvider } from '../shell/shell-state';
import { SkipLink } from '../shell/skip-link';
import { mainContentId } from './main-content';
import { ShellProviders } from './shell-providers';

function useSession(data: SessionLoaderData): Session {
  const me = useQuery({ ...meQueryOptions(), enabled: data.status === 'user' });
  if (data.status === 'user') return { status: 'user', user: me.data ?? data.user };
  if (data.status === 'privacy-policy') return { status: 'privacy-policy', userId: data.userId };
  return { status: 'anonymous' };
}

/**
 * Default layout (app-shell §2): partnership banner slot, header, mobile menu, content, footer.
 * The guard (session loader) has run before it renders.
 */
export function DefaultLayout() {
  const data = useLoaderData<SessionLoaderData>();
  const session = useSession(data);
  const signedIn = session.status !== 'anonymous';
  useFlagUser(
    session.status === 'user'
      ? session.user.id
      : session.status === 'privacy-policy'
        ? session.userId
        : null,
  );
  useSessionVisibilityCheck(data.status !== 'failed');

  return (
    <SessionContext value={session}>
      <ShellProviders>
        <ShellStateProvider>
          <ScrollManager mainId={mainContentId} />
          <SkipLink targetId={mainContentId} />
          {session.status === 'user' ? <PartnershipBanner /> : null}
          {signedIn ? (
            <>
              <Header />
              <MobileMenu />
            </>
          ) : null}
          <main
            id={mainContentId}
            tabIndex={-1}
            className="mx-auto min-h-screen w-full max-w-7xl px-4 py-8 outline-none md:px-6 lg:px-8"
          >
            {data.status === 'failed' ? (
              <SessionFailure messageKey={data.messageKey} />
            ) : (
              <>
                <Breadcrumb />
                <Outlet />
              </>
            )}
          </main>
          {signedIn ? <Footer /> : null}
        </ShellStateProvider>
      </ShellProviders>
    </SessionContext>
  );
}
