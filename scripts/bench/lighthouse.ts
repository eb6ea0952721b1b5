import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumPath, type RunningApp } from './browser';

export interface LighthousePage {
  name: string;
  path: string;
  /** Median of the runs, 0–100. */
  performance: number;
  accessibility: number;
  runs: { performance: number; accessibility: number; lcpMs: number; tbtMs: number }[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The session cookie in the browser's jar; Lighthouse's storage reset leaves cookies alone. */
async function addSessionCookie(port: number, app: RunningApp) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name, value] = app.cookie.split('=') as [string, string];
    await browser.contexts()[0]!.addCookies([{ name, value, url: app.origin }]);
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's mobile audit (its default: Moto G power, simulated slow 4G and 4× CPU) of the sign-in
 * page (`/` signed out: the provider's page it redirects to), the dashboard and a booking page,
 * each `runs` times in a fresh Debian Chromium. Signed-in pages get the session cookie in the
 * browser's cookie jar: as an extra `Cookie` header it would be replaced by the jar's cookies (the
 * device id the app sets) on the API calls, and the audit would measure the sign-in page.
 */
export async function benchLighthouse(app: RunningApp, runs = 3): Promise<LighthousePage[]> {
  const pages = [
    { name: 'sign-in page', path: '/', signedIn: false },
    { name: 'dashboard', path: '/', signedIn: true },
    { name: 'booking page', path: app.bookingPath, signedIn: true },
  ];
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const rows: LighthousePage['runs'] = [];
    // A run Lighthouse itself gives up on (NO_NAVSTART and the like, on a busy machine) is run
    // again, a few times at most.
    for (let run = 0, failures = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        if (page.signedIn) await addSessionCookie(chrome.port, app);
        const result = await lighthouse(
          `${app.origin}${page.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          },
          undefined,
        );
        const lhr = result?.lhr;
        const failure = !lhr ? 'Lighthouse gave no result' : lhr.runtimeError?.message;
        if (failure || !lhr) {
          failures += 1;
          if (failures > 3) throw new Error(failure);
          run -= 1;
          continue;
        }
        rows.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        });
      } finally {
        chrome.kill();
      }
    }
    results.push({
      name: page.name,
      path: page.path,
      performance: median(rows.map((r) => r.performance)),
      accessibility: median(rows.map((r) => r.accessibility)),
      runs: rows,
    });
  }
  return results;
}
