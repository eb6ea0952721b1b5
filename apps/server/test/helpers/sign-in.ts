import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app';

/**
 * A fetch for openid-client that sends requests for the app's own hosts through `app.inject`
 * (discovery, token, revocation) and anything else over the network. Tests only.
 */
export function injectFetch(app: App): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!servesHost(app, url.host)) return fetch(request);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = url.host;
    // What a TLS-terminating proxy would add (used when the app trusts its proxy).
    headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer());
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) {
        responseHeaders.append(key, item);
      }
    }
    const empty = [204, 304].includes(response.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

const fetchByApp = new WeakMap<App, typeof fetch>();

/** Routes the app's OpenID client through `app.inject` (idempotent). */
export function useInjectFetch(app: App) {
  let fetchImpl = fetchByApp.get(app);
  if (!fetchImpl) {
    fetchImpl = injectFetch(app);
    fetchByApp.set(app, fetchImpl);
  }
  app.oidcClient.useFetch(fetchImpl);
}

function servesHost(app: App, host: string) {
  return app.config.variantHosts.has(host) || app.config.publicUrl.host === host;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface PageResponse {
  url: URL;
  status: number;
  headers: Headers;
  body: string;
  location: URL | undefined;
}

/**
 * A minimal browser: a cookie jar per host (with paths), manual redirects, and requests to the
 * given apps' hosts sent through `app.inject`, anything else over the network.
 */
export class TestBrowser {
  readonly jar = new Map<string, Map<string, StoredCookie>>();

  constructor(readonly apps: App[]) {}

  cookieHeader(url: URL): string {
    const cookies = [...(this.jar.get(url.host)?.values() ?? [])].filter((cookie) =>
      pathMatches(url.pathname, cookie.path),
    );
    // Longer paths first, as browsers send them.
    cookies.sort((a, b) => b.path.length - a.path.length);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  cookie(host: string, name: string): string | undefined {
    for (const cookie of this.jar.get(host)?.values() ?? []) {
      if (cookie.name === name) return cookie.value;
    }
    return undefined;
  }

  store(url: URL, setCookies: string[]) {
    let cookies = this.jar.get(url.host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(url.host, cookies);
    }
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      if (index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        const lower = key.toLowerCase();
        if (lower === 'path' && attributeValue) path = attributeValue;
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) cookies.delete(key);
      else cookies.set(key, { name, value, path });
    }
  }

  async request(
    target: string | URL,
    options: {
      method?: string;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      /** The client's address as the app sees it (inject only). */
      remoteAddress?: string;
    } = {},
  ): Promise<PageResponse> {
    const url = new URL(target);
    const method = options.method ?? (options.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const app = this.apps.find((candidate) => servesHost(candidate, url.host));

    let status: number;
    let responseHeaders: Headers;
    let text: string;
    if (app) {
      const response = await app.inject({
        method: method as InjectOptions['method'],
        url: `${url.pathname}${url.search}`,
        headers: { ...headers, host: url.host, 'x-forwarded-proto': url.protocol.slice(0, -1) },
        ...(body ? { payload: body } : {}),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
      status = response.statusCode;
      responseHeaders = new Headers();
      for (const [key, value] of Object.entries(response.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [String(value)]) {
          responseHeaders.append(key, item);
        }
      }
      text = response.body;
    } else {
      const response = await fetch(url, { method, headers, body, redirect: 'manual' });
      status = response.status;
      responseHeaders = response.headers;
      text = await response.text();
    }
    this.store(url, responseHeaders.getSetCookie());
    const location = responseHeaders.get('location');
    return {
      url,
      status,
      headers: responseHeaders,
      body: text,
      location: location ? new URL(location, url) : undefined,
    };
  }

  /** Follows redirects with GET until `stop` says so or a page that is not a redirect. */
  async follow(
    response: PageResponse,
    stop: (response: PageResponse) => boolean = () => false,
  ): Promise<PageResponse> {
    let current = response;
    for (let hops = 0; hops < 20; hops++) {
      if (stop(current) || !current.location || current.status < 300 || current.status >= 400) {
        return current;
      }
      current = await this.request(current.location);
    }
    throw new Error(`too many redirects, last at ${current.url.href}`);
  }
}

const isCallback = (response: PageResponse) => response.url.pathname === '/login/redirect';

function pathMatches(requestPath: string, cookiePath: string) {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export interface SignInOptions {
  email: string;
  password: string;
  /** Host the traveller uses (a configured variant host); the app's public host by default. */
  host?: string;
  returnTo?: string;
  /** Reuse a browser (its provider session and cookies); a new one by default. */
  browser?: TestBrowser;
  /** Further apps the browser reaches through inject (e.g. an external issuer's). */
  apps?: App[];
}

/** Opens /login and follows the redirects to the provider's sign-in page. */
export async function openSignInPage(
  app: App,
  options: Omit<SignInOptions, 'email' | 'password'> = {},
) {
  const browser = options.browser ?? new TestBrowser([app, ...(options.apps ?? [])]);
  if (!app.config.oidc.issuer) useInjectFetch(app);
  const host = options.host ?? app.config.publicUrl.host;
  const returnTo = options.returnTo ?? '/';
  const start = await browser.request(
    `${app.config.publicUrl.protocol}//${host}/login?returnTo=${encodeURIComponent(returnTo)}`,
  );
  const page = await browser.follow(start, isCallback);
  return { browser, page, host, action: formAction(page) };
}

/** Where the provider's sign-in form posts. */
function formAction(page: PageResponse): URL | undefined {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  return action ? new URL(action.replaceAll('&amp;', '&'), page.url) : undefined;
}

export function sessionCookieNameFor(app: App, host: string) {
  const hostname = host.split(':')[0] ?? host;
  const plainLocalhost =
    app.config.publicUrl.protocol === 'http:' &&
    (hostname === 'localhost' || hostname.endsWith('.localhost'));
  return plainLocalhost ? 'wayfarer_session' : '__Host-wayfarer_session';
}

/**
 * Signs in through the real flow: /login -> provider's authorization endpoint -> its sign-in page
 * -> posted form -> provider redirects -> /login/redirect -> session cookie.
 */
export async function signIn(app: App, options: SignInOptions) {
  const { browser, page, host } = await openSignInPage(app, options);
  const callback = await submitSignInForm(browser, page, options);
  const name = sessionCookieNameFor(app, host);
  const value = browser.cookie(host, name);
  if (!value) throw new Error('no session cookie after sign-in');
  return { cookie: `${name}=${value}`, browser, host, location: callback.location };
}

/** From the provider's page (or the callback, when still signed in there) to the callback. */
async function submitSignInForm(
  browser: TestBrowser,
  page: PageResponse,
  credentials: { email: string; password: string },
): Promise<PageResponse> {
  let callback = page;
  // A browser still signed in at the provider comes straight back without the form.
  if (!isCallback(page)) {
    const action = formAction(page);
    if (!action) throw new Error(`no sign-in form at ${page.url.href} (${page.status})`);
    const submitted = await browser.request(action, {
      form: { email: credentials.email, password: credentials.password },
    });
    if (!submitted.location) {
      throw new Error(`sign-in refused (${submitted.status}) at ${submitted.url.href}`);
    }
    callback = await browser.follow(submitted, isCallback);
  }
  if (!isCallback(callback) || callback.status !== 303) {
    throw new Error(`sign-in did not complete: ${callback.status} at ${callback.url.href}`);
  }
  return callback;
}

/**
 * The same flow against a server in another process (plain http on a localhost name): returns
 * the session cookie to send with API calls.
 */
export async function signInOverNetwork(
  origin: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const browser = new TestBrowser([]);
  const start = await browser.request(`${origin}/login?returnTo=%2F`);
  const page = await browser.follow(start, isCallback);
  await submitSignInForm(browser, page, credentials);
  const value = browser.cookie(new URL(origin).host, 'wayfarer_session');
  if (!value) throw new Error('no session cookie after sign-in');
  return `wayfarer_session=${value}`;
}

/** Signs out as the SPA does: a POST to /logout from the page's own origin. */
export function signOut(browser: TestBrowser, logoutUrl: string) {
  return browser.request(logoutUrl, {
    method: 'POST',
    headers: { origin: new URL(logoutUrl).origin },
  });
}
