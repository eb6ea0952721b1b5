import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { gtmLoaderScript, webDist } from '../../src/plugins/spa';
import { buildTestApp, openTestDatabase, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { seedDemo } from '../../src/db/seed';

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src')) ?? '';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy for the tag manager, error reporting and GrowthBook', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([
      buildTestApp({}, { seed: false }),
      buildTestApp(
        {
          GTM_ID: 'GTM-AB12CD',
          SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
          GROWTHBOOK_API_HOST: 'https://cdn.growthbook.io',
          GROWTHBOOK_CLIENT_KEY: 'sdk-abc',
        },
        { seed: false },
      ),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), configured.close()]));

  it('allows our own scripts only, without a nonce, when nothing is configured', async () => {
    const res = await plain.app.inject({ url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(scriptSrc(csp)).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('adds the tag manager host and a fresh nonce per response with GTM_ID, and the DSN and GrowthBook hosts', async () => {
    const [first, second] = await Promise.all([
      configured.app.inject({ url: '/health/live' }),
      configured.app.inject({ url: '/health/live' }),
    ]);
    const csp = String(first.headers['content-security-policy']);
    const script = scriptSrc(csp);
    expect(script).toMatch(
      /^script-src 'self' https:\/\/www\.googletagmanager\.com 'nonce-[A-Za-z0-9+/=]{24}'$/,
    );
    expect(script).not.toContain('unsafe-inline');
    expect(scriptSrc(String(second.headers['content-security-policy']))).not.toBe(script);
    // Styles keep 'unsafe-inline' working: no nonce there.
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    const connect = directive(csp, 'connect-src');
    expect(connect).toContain('https://o1.ingest.sentry.io');
    expect(connect).toContain('https://cdn.growthbook.io');
    expect(connect).toContain('https://*.google-analytics.com');
  });

  it('loader: starts the data layer and passes the nonce on to GTM', () => {
    const script = gtmLoaderScript('GTM-AB12CD');
    expect(script).toContain("'gtm.start'");
    expect(script).toContain('https://www.googletagmanager.com/gtm.js?id=');
    expect(script).toContain('"GTM-AB12CD"');
    expect(script).toContain("script.setAttribute('nonce', nonce)");
  });
});

// The page itself needs the built SPA (npm run build): CI builds it before the integration tests,
// so there a missing build fails instead of skipping.
const built = existsSync(path.join(webDist, 'index.html'));

describe.skipIf(!built && !process.env.CI)('the SPA page with GTM_ID', () => {
  let app: App;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!built) throw new Error(`the web app is not built (${webDist}): run npm run build first`);
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'true',
      GTM_ID: 'GTM-AB12CD',
    });
    app = await buildApp({ config, database });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(() => close?.());

  it('loads /gtm-loader.js with the nonce of its own CSP, and serves the loader', async () => {
    const { cookie } = await signIn(app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
    });
    const page = await app.inject({ url: '/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<script src="/gtm-loader.js" async nonce="${nonce}"></script>`);
    expect(page.body).toContain('"gtmId":"GTM-AB12CD"');

    const loader = await app.inject({ url: '/gtm-loader.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/^text\/javascript/);
    expect(loader.body).toBe(gtmLoaderScript('GTM-AB12CD'));
  });
});
