import type { ErrorBody, LayoutsResponse, RuntimeConfig, User } from '@wayfarer/contract';
import { getVariant } from '@wayfarer/domain';
import type { VariantId } from '@wayfarer/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ShellProviders } from '../app/layouts/shell-providers';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router';
import { createLoginRedirect } from '../app/session/login-redirect';
import { createSessionState } from '../app/session/session-loaders';
import { ShellStateProvider } from '../app/shell/shell-state';
import { createToastQueue } from '../components/ui/toast-queue';
import { createI18n } from '../i18n/i18n';
import { browser } from '../lib/browser';
import { featureFlagDefaults } from '../lib/feature-flags';
import type { FeatureFlags } from '../lib/feature-flags';
import { SessionContext } from '../lib/session/session-context';
import type { Session } from '../lib/session/session-context';
import { demoUser, testConfig, testLayouts } from './fixtures';
import { translations } from './translations';

type ApiAnswer = { status: number; body?: unknown } | (() => never);

export interface RenderAppOptions {
  /** The signed-in traveller; null answers 401 to /api/users/me. */
  user?: User | null;
  /** An error answer of /api/users/me instead of the user. */
  meError?: { status: number; body: ErrorBody };
  /** The URL the app opens at. */
  path?: string;
  variantId?: VariantId;
  flags?: Partial<FeatureFlags>;
  /** The layouts answer, or an HTTP status to fail with. */
  layouts?: LayoutsResponse | number;
  /** Further API answers by path. */
  api?: Record<string, ApiAnswer>;
  /** Runtime settings over the test defaults (e.g. `ownPasswords: false`). */
  config?: Partial<RuntimeConfig>;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubApi(options: RenderAppOptions) {
  const { user = demoUser, meError, layouts = testLayouts, api = {} } = options;
  const answers: Record<string, ApiAnswer> = {
    '/api/users/me': meError
      ? meError
      : user
        ? { status: 200, body: { data: user } }
        : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
    '/api/catalog/layouts':
      typeof layouts === 'number'
        ? { status: layouts, body: { error: { code: 'INTERNAL', message: 'Down' } } }
        : { status: 200, body: layouts },
    ...api,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) {
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No ${url.pathname}` } });
    }
    if (typeof answer === 'function') return answer();
    return jsonResponse(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders with every provider of the app. With `ui` null it renders the whole route tree of the
 * variant's language at `path` (API answers stubbed from the options); otherwise it renders `ui`
 * inside a router at `path`, as a signed-in screen of the default layout.
 *
 * `browser.assign`, `browser.reload` and `browser.post` are replaced by spies (returned).
 */
export async function renderApp(ui: ReactNode | null, options: RenderAppOptions = {}) {
  const { path = '/', variantId = 'international', flags, user = demoUser, config } = options;
  const variant = getVariant(variantId);
  if (!variant) throw new Error(`Unknown variant ${variantId}`);
  const { language } = variant;
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  const post = vi.spyOn(browser, 'post').mockImplementation(() => {});
  const fetchMock = stubApi(options);
  const i18n = await createI18n(language, translations[language]);
  const onUnauthenticated = createLoginRedirect();
  const queryClient = createQueryClient({ onUnauthenticated });
  const sessionState = createSessionState();

  const session: Session = user ? { status: 'user', user } : { status: 'anonymous' };
  const router =
    ui === null
      ? createMemoryRouter(
          createAppRoutes({ language, queryClient, sessionState, onUnauthenticated }),
          { initialEntries: [path] },
        )
      : createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <ShellProviders>
                  <SessionContext value={session}>
                    <ShellStateProvider>{ui}</ShellStateProvider>
                  </SessionContext>
                </ShellProviders>
              ),
            },
          ],
          { initialEntries: [path] },
        );

  const result = render(
    <AppProviders
      settings={{ config: { ...testConfig, ...config, variant: variantId }, variant, language }}
      i18n={i18n}
      queryClient={queryClient}
      toastQueue={createToastQueue()}
      flags={{ ...featureFlagDefaults, ...flags }}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );

  return {
    ...result,
    user: userEvent.setup(),
    router,
    queryClient,
    fetchMock,
    assign,
    reload,
    post,
    sessionState,
    i18n,
  };
}
