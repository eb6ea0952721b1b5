import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData } from 'react-router';
import { useAppSettings } from '../../lib/app-context';
import { SessionContext } from '../../lib/session/session-context';
import coverImage from '../../assets/notify-cover.svg';
import type { OptionalSessionLoaderData } from '../session/session-loaders';
import { useSessionVisibilityCheck } from '../session/use-session-visibility-check';
import { Footer } from '../shell/footer';
import { Logo } from '../shell/logo';
import { ScrollManager } from '../shell/scroll-manager';
import { ShellStateProvider } from '../shell/shell-state';
import { SkipLink } from '../shell/skip-link';
import { mainContentId } from './main-content';
import { ShellProviders } from './shell-providers';

/**
 * Notify layout (app-shell §2): background cover image, content, footer (signed in only); the
 * brand's logo above the card, linking to the public website like the header's.
 */
export function NotifyLayout() {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const session = useLoaderData<OptionalSessionLoaderData>();
  useSessionVisibilityCheck(session.status === 'user');

  return (
    <SessionContext value={session}>
      <ShellProviders>
        <ShellStateProvider>
          <ScrollManager mainId={mainContentId} />
          <SkipLink targetId={mainContentId} />
          <div
            className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-900 bg-cover bg-center px-4 py-12"
            style={{ backgroundImage: `url(${coverImage})` }}
          >
            <header className="flex w-full max-w-xl justify-center">
              <a
                href={variant.publicWebsiteUrl}
                className="inline-flex min-h-11 items-center rounded text-white outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
              >
                <Logo className="h-9 w-auto" />
                <span className="sr-only">{t('shell.logoLabel')}</span>
              </a>
            </header>
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
