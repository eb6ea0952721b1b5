// `npm run screenshots`: every screen of the account area, as the three demo travellers see it, in
// the five languages at 1280 and 375 px, into screenshots/<lang>/<width>/<screen>.png, with a
// contact sheet (screenshots/index.html) to look at them all at once.
//
// It builds the web app when the build is missing or older than its sources, starts the app on its
// own port and a fresh data directory (the demo seed), and stops it at the end.
//
// Options: --port <n> (default 3190), --lang it,fr (default all five), --width 375 (default 1280,375).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { pathFor } from '@wayfarer/domain';
import type { Language, VariantId } from '@wayfarer/domain';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'screenshots');

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '3190' },
    lang: { type: 'string', default: 'en,it,es,fr,de' },
    width: { type: 'string', default: '1280,375' },
  },
});
const port = Number(options.port);
const languages = options.lang.split(',') as Language[];
const widths = options.width.split(',').map(Number);
const dataDir = `.data/screenshots-${port}`;

/** The site of each language: the UK (international) site for English. */
const variantOf: Record<Language, VariantId> = {
  en: 'international',
  it: 'italy',
  es: 'spain',
  fr: 'france',
  de: 'germany',
};
const subdomains: Record<VariantId, string> = {
  international: '',
  italy: 'it.',
  spain: 'es.',
  france: 'fr.',
  germany: 'de.',
  global: 'us.',
  english: 'en.',
};
const originOf = (language: Language) =>
  `http://${subdomains[variantOf[language]]}localhost:${port}`;

const travellers = {
  demo: 'demo@wayfarer.test',
  new: 'new@wayfarer.test',
  privacy: 'privacy@wayfarer.test',
} as const;
type Traveller = keyof typeof travellers;
const password = 'wayfarer-demo';

/** The screens of each traveller: a name and the route it opens. */
const accountRoutes = [
  ['dashboard', 'index'],
  ['trips', 'travels'],
  ['profile', 'account/profile'],
  ['registry', 'account/registry'],
  ['documents', 'account/documents'],
  ['consents', 'account/communications'],
  ['credits', 'account/credits'],
  ['wishlist', 'account/wishlist'],
  ['devices', 'account/devices'],
  ['delete-account', 'account/delete'],
  ['data', 'account/data'],
  ['notify-me', 'notify-me'],
  ['partnerships', 'partnership'],
  ['refer-friend', 'refer-friend'],
  ['contacts', 'contacts'],
] as const;
const screensOf: Record<Traveller, readonly (readonly [string, string])[]> = {
  demo: accountRoutes,
  new: accountRoutes.filter(([name]) =>
    [
      'dashboard',
      'trips',
      'registry',
      'documents',
      'credits',
      'refer-friend',
      'delete-account',
    ].includes(name),
  ),
  privacy: [['dashboard', 'index']],
};

// ---- build and server -------------------------------------------------------------------------

function newestFile(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestFile(full) : stat.mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestFile(path.join(root, 'apps/web/src')),
    newestFile(path.join(root, 'packages/domain/src')),
    newestFile(path.join(root, 'packages/contract/src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
}

async function startServer(): Promise<ChildProcess> {
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: originOf('en'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const ready = `http://localhost:${port}/health/ready`;
  for (let attempt = 0; attempt < 360; attempt++) {
    if (server.exitCode !== null) throw new Error(`The app stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(ready)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`The app did not get ready on port ${port}.`);
}

// ---- screenshots ------------------------------------------------------------------------------

interface Shot {
  screen: string;
  language: Language;
  width: number;
  file: string;
}
const shots: Shot[] = [];

/** Waits for the data of the screen: no request in flight, no loading status, fonts ready. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('[role="status"][aria-busy="true"], [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shoot(page: Page, screen: string, language: Language, width: number) {
  await settle(page);
  const file = path.join(language, String(width), `${screen}.png`);
  await page.screenshot({ path: path.join(outDir, file), fullPage: true, animations: 'disabled' });
  shots.push({ screen, language, width, file });
}

async function signIn(page: Page, email: string) {
  await page.locator('input[autocomplete~="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Same-origin links of the page whose path is under `prefix` with `depth` more segments. */
async function linksUnder(page: Page, prefix: string, depth: number): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [
    ...new Set(
      hrefs.filter((href) => {
        const decoded = decodeURI(href);
        if (!decoded.startsWith(`${prefix}/`)) return false;
        return (
          decoded
            .slice(prefix.length + 1)
            .split('/')
            .filter(Boolean).length === depth
        );
      }),
    ),
  ];
}

async function shootTraveller(
  browser: Browser,
  traveller: Traveller,
  language: Language,
  width: number,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    deviceScaleFactor: 1,
    locale: language,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const origin = originOf(language);
  const name = (screen: string) => (traveller === 'demo' ? screen : `${traveller}-${screen}`);
  try {
    await page.goto(`${origin}/`);
    await page.locator('input[autocomplete~="username"]').waitFor();
    if (traveller === 'demo') await shoot(page, 'sign-in', language, width);
    await signIn(page, travellers[traveller]);
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));

    for (const [screen, route] of screensOf[traveller]) {
      await page.goto(`${origin}${pathFor(route, {}, language)}`);
      await shoot(page, name(screen), language, width);
    }
    if (traveller !== 'demo') return;

    // The bookings of the trips page, and the first traveller page of the first booking.
    const travels = pathFor('travels', {}, language);
    await page.goto(`${origin}${travels}`);
    await settle(page);
    const bookings = (await linksUnder(page, travels, 1)).slice(0, 3);
    let travellerPage: string | undefined;
    for (const [index, booking] of bookings.entries()) {
      await page.goto(`${origin}${booking}`);
      await shoot(page, `booking-${index + 1}`, language, width);
      travellerPage ??= (await linksUnder(page, travels, 2))[0];
    }
    if (travellerPage) {
      await page.goto(`${origin}${travellerPage}`);
      await shoot(page, 'traveller', language, width);
    }
    await page.goto(`${origin}${pathFor('account/profile', {}, language)}/no-such-page`);
    await shoot(page, 'not-found', language, width);
  } catch (error) {
    console.error(`${language} ${width} ${traveller}: ${String(error)}`);
  } finally {
    await context.close();
  }
}

function contactSheet() {
  const screens = [...new Set(shots.map((shot) => shot.screen))];
  const columns = languages.flatMap((language) => widths.map((width) => ({ language, width })));
  const cell = (screen: string, language: Language, width: number) => {
    const shot = shots.find(
      (candidate) =>
        candidate.screen === screen && candidate.language === language && candidate.width === width,
    );
    if (!shot) return '<td class="missing">—</td>';
    const src = shot.file.split(path.sep).join('/');
    return `<td><a href="${src}"><img src="${src}" loading="lazy" alt="${screen}, ${language}, ${width} px" class="w${width}"></a></td>`;
  };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Wayfarer screenshots</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ddd; padding: 4px; vertical-align: top; }
  thead th { position: sticky; top: 0; background: #fff; }
  tbody th { text-align: left; white-space: nowrap; }
  img { display: block; max-height: 360px; object-fit: cover; object-position: top; }
  img.w1280 { width: 240px; } img.w375 { width: 90px; }
  .missing { color: #999; text-align: center; }
</style>
</head>
<body>
<h1>Wayfarer: every screen, ${languages.length} languages, ${widths.join(' and ')} px</h1>
<p>Generated ${new Date().toISOString()} by <code>npm run screenshots</code>. Click a picture for the full page.</p>
<table>
<thead><tr><th>Screen</th>${columns.map(({ language, width }) => `<th>${language} ${width}</th>`).join('')}</tr></thead>
<tbody>
${screens
  .map(
    (screen) =>
      `<tr><th>${screen}</th>${columns.map(({ language, width }) => cell(screen, language, width)).join('')}</tr>`,
  )
  .join('\n')}
</tbody>
</table>
</body>
</html>
`;
  writeFileSync(path.join(outDir, 'index.html'), html);
}

async function main() {
  buildIfNeeded();
  rmSync(outDir, { recursive: true, force: true });
  for (const language of languages) {
    for (const width of widths)
      mkdirSync(path.join(outDir, language, String(width)), { recursive: true });
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const jobs = languages.flatMap((language) =>
      widths.flatMap((width) =>
        (Object.keys(travellers) as Traveller[]).map(
          (traveller) => () => shootTraveller(browser, traveller, language, width),
        ),
      ),
    );
    // A few at a time: the app and the browser share the machine.
    const running = new Set<Promise<void>>();
    for (const job of jobs) {
      const promise = job().finally(() => running.delete(promise));
      running.add(promise);
      if (running.size >= 3) await Promise.race(running);
    }
    await Promise.all(running);
  } finally {
    await browser.close();
    server.kill();
  }
  contactSheet();
  console.log(
    `${shots.length} screenshots in ${path.relative(process.cwd(), outDir)}/ (index.html)`,
  );
}

await main();
