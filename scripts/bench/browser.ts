import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { pathFor } from '@wayfarer/domain';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };

export interface RunningApp {
  origin: string;
  /** `wayfarer_session=…` of the demo traveller, signed in through the provider's page. */
  cookie: string;
  /** A booking page of the demo traveller. */
  bookingPath: string;
  stop(): Promise<void>;
}

/** The built app as `npm start` runs it (embedded database, demo data), signed in once. */
export async function startBuiltApp(port: number): Promise<RunningApp> {
  const dataDir = `/tmp/wayfarer-bench-browser-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${origin}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 180_000 || child.exitCode !== null) {
      child.kill();
      throw new Error('the built app did not start');
    }
    await sleep(100);
  }
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath });
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.locator('input[autocomplete~="username"]').fill(demo.email);
    await page.locator('input[autocomplete="current-password"]').fill(demo.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${origin}/`);
    const session = (await page.context().cookies()).find((c) => c.name === 'wayfarer_session');
    await browser.close();
    if (!session) throw new Error('no session cookie after signing in');
    const cookie = `${session.name}=${session.value}`;
    const me = (await (await fetch(`${origin}/api/users/me`, { headers: { cookie } })).json()) as {
      data: { id: string };
    };
    const bookings = (await (
      await fetch(`${origin}/api/users/${me.data.id}/bookings`, { headers: { cookie } })
    ).json()) as { data: { id: string }[] };
    // The booking page as a traveller reaches it (the app's own path; any other shows "not found").
    const bookingPath = pathFor('travels/_tour', { tour: bookings.data[0]!.id }, 'en');
    return { origin, cookie, bookingPath, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface VisitBytes {
  /** Everything the visit transferred (as compressed on the wire, headers included). */
  totalBytes: number;
  requests: number;
  byType: Record<string, { bytes: number; requests: number }>;
  /** Every response, in the order they finished: its path (with the query), type and bytes. */
  responses: { url: string; type: string; bytes: number }[];
}

/**
 * A signed-in first visit of a page in a fresh Chromium profile (empty cache), counting every
 * response's `encodedDataLength` (CDP Network.loadingFinished) until the network is idle.
 */
export async function measureVisitBytes(app: RunningApp, path: string): Promise<VisitBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const context = await browser.newContext();
    const [name, value] = app.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: app.origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const report: VisitBytes = { totalBytes: 0, requests: 0, byType: {}, responses: [] };
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      const url = new URL(event.response.url);
      urls.set(
        event.requestId,
        url.origin === app.origin ? `${url.pathname}${url.search}` : url.href,
      );
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'Other';
      report.responses.push({
        url: urls.get(event.requestId) ?? '?',
        type,
        bytes: event.encodedDataLength,
      });
      const row = (report.byType[type] ??= { bytes: 0, requests: 0 });
      row.bytes += event.encodedDataLength;
      row.requests += 1;
      report.totalBytes += event.encodedDataLength;
      report.requests += 1;
    });
    await page.goto(`${app.origin}${path}`, { waitUntil: 'networkidle' });
    await sleep(500);
    return report;
  } finally {
    await browser.close();
  }
}
