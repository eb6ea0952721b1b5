import { Outlet, useLoaderData } from 'react-router';
import { SessionContext } from '../../lib/session/session-context';
import coverImage from '../../assets/notify-cover.svg';
import type { OptionalSessionLoaderData } from '../session/session-loaders';
import { useSessionVisibilityCheck } from '../session/use-session-visibility-check';
import { Footer } from '../shell/footer';
import { ScrollManager } from '../shell/scroll-manager';
import { ShellStateProvider } from '../shell/shell-state';
import { SkipLink } from '../shell/skip-link';
import { mainContentId } from './main-content';
import { ShellProviders } from './shell-providers';

/** Notify layout (app-shell §2): background cover image, content, footer (signed in only). */
export function NotifyLayout() {
  const session = useLoaderData<OptionalSessionLoaderData>();
  useSessionVisibilityCheck(session.status === 'user');

  return (
    <SessionContext value={session}>
      <ShellProviders>
        <ShellStateProvider>
          <ScrollManager mainId={mainContentId} />
          <SkipLink targetId={mainContentId} />
          <div
            className="flex min-h-screen items-center justify-center bg-brand-900 bg-cover bg-center px-4 py-12"
            style={{ backgroundImage: `url(${coverImage})` }}
          >
            <main
              id={mainContentId}
              tabIndex={-1}
              className="w-full max-w-xl rounded-2xl bg-white/95 p-6 shadow-2xl outline-none md:p-10"
            >
              <Outlet />
            </main>
          </div>
          {session.status === 'user' ? <Footer /> : null}
        </ShellStateProvider>
      </ShellProviders>
    </SessionContext>
  );
}
