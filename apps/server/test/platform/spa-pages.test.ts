import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../../src/db/seed/staff';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { webDist } from '../../src/plugins/spa';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { signInStaff } from '../staff/helpers';

const built = existsSync(path.join(webDist, 'index.html'));

describe.skipIf(!built)('the SPA pages', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { serveWeb: true });
    ({ cookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
    }));
  });
  afterAll(() => t.close());

  it.each(['/', '/travels/WF-26-01041', '/viaggi', '/cuenta/perfil?x=1', '/notify-me/abc'])(
    'answers 200 with the app for %s, a route of some language',
    async (url) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['/no/such/place', '/travels/WF-26-01041/a/b', '/account'])(
    'answers 404 for %s, still with the app (its "page not on the map")',
    async (url) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/index.html', '/INDEX.HTML', '/.vite/manifest.json'])(
    'does not send the raw build file %s, signed in or not',
    async (url) => {
      for (const headers of [{ cookie }, {}]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<div id="root">');
        expect(res.body).not.toContain('"chunks"');
      }
    },
  );

  // The first render waits for the entry and its language's translations: the page announces the
  // translations, so that they download beside the entry instead of after it.
  it.each([
    ['localhost:3000', 'en'],
    ['it.localhost:3000', 'it'],
    ['de.localhost:3000', 'de'],
  ])('on %s, announces the %s translations the first render waits for', async (host, language) => {
    const { cookie: variantCookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
      host,
    });
    const html = (await t.app.inject({ url: '/', headers: { host, cookie: variantCookie } })).body;
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    expect(preloads).toHaveLength(1);
    const module = await t.app.inject({ url: preloads[0]!, headers: { host } });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toContain('javascript');
    // The core file of that language: the dashboard's greeting is in it, in that language.
    const greeting = { en: 'Hi {{name}}!', it: 'Ciao {{name}}!', de: 'Hallo {{name}}!' }[language]!;
    expect(module.body).toContain(greeting);
  });

  // A page's first screen needs more than the entry: the signed-in frame and the contract's start
  // part on a traveller's page, its route's screen, and its data. The page announces them (the
  // modules at low priority: its first paint, the spinner, needs the stylesheet only), so they
  // download beside the entry instead of once it has run.
  const list = JSON.parse(readFileSync(path.join(webDist, '.vite/page-preloads.json'), 'utf8')) as {
    frame: string[];
    routes: Record<string, { files: string[] }>;
  };
  const lowPreloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
  /** The API answers the page announces (not the session check): `path (low)`. */
  const dataPreloadsOf = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"( fetchpriority="low")?>/g,
      ),
    ]
      .filter(([, href]) => href !== '/api/users/me')
      .map(([, href, low]) => (low ? `${href} (low)` : href!));
  const demoId = demoTravellers.demo.id;

  it.each([
    ['/', 'index', [`/api/users/${demoId}/bookings`, '/api/users/me/deletion (low)']],
    ['/travels', 'travels', [`/api/users/${demoId}/bookings`]],
    ['/travels/WF-26-01041', 'travels/_tour', [`/api/users/${demoId}/bookings/WF-26-01041`]],
    ['/account/profile', 'account/profile', []],
    ['/no/such/place', null, []],
    // Another language's path: the English site shows its "page not on the map".
    ['/viaggi', null, []],
  ])('announces what the traveller page %s shows first', async (url, route, data) => {
    const html = (await t.app.inject({ url, headers: { cookie } })).body;
    const preloads = lowPreloadsOf(html);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const file of list.frame) expect(preloads).toContain(`/${file}`);
    for (const file of route ? list.routes[route]!.files : []) {
      expect(preloads).toContain(`/${file}`);
    }
    const modules = await Promise.all(
      preloads.map((href) => t.app.inject({ url: href, headers: { cookie } })),
    );
    for (const module of modules) {
      expect(module.statusCode).toBe(200);
      expect(module.headers['content-type']).toContain('javascript');
    }
    // The header's skip link (the frame) and the session check's schema (the start part).
    const code = modules.map((module) => module.body).join('\n');
    expect(code).toContain('shell.skipToContent');
    expect(code).toContain('pictureImage');
    // Not the entry, which the page loads already.
    expect(preloads).not.toContain(/<script[^>]+src="([^"]+)"/.exec(html)?.[1]);
    // The first screen's data, the signed-in traveller's own, answered to them.
    expect(dataPreloadsOf(html)).toEqual(data);
    for (const href of data) {
      const url = href.replace(/ \(low\)$/, '');
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('announces the screen in the site language: the booking page on the Italian site', async () => {
    const { cookie: italianCookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
      host: 'it.localhost:3000',
    });
    const html = (
      await t.app.inject({
        url: '/viaggi/WF-26-01041',
        headers: { host: 'it.localhost:3000', cookie: italianCookie },
      })
    ).body;
    const modules = await Promise.all(
      lowPreloadsOf(html).map(
        async (href) => (await t.app.inject({ url: href, headers: { cookie } })).body,
      ),
    );
    // The booking page's translation part, in Italian (its checklist's title).
    expect(modules.join('\n')).toContain('Checklist prima della partenza');
    expect(dataPreloadsOf(html)).toEqual([`/api/users/${demoId}/bookings/WF-26-01041`]);
  });

  it('names only the signed-in traveller in a data preload, whatever the path holds', async () => {
    const other = Object.values(demoTravellers).find((traveller) => traveller.id !== demoId)!;
    const { cookie: otherCookie } = await signIn(t.app, {
      email: other.email,
      password: demoPassword,
    });
    const html = (await t.app.inject({ url: '/', headers: { cookie: otherCookie } })).body;
    expect(dataPreloadsOf(html)).toEqual([
      `/api/users/${other.id}/bookings`,
      '/api/users/me/deletion (low)',
    ]);
    expect(html).not.toContain(demoId);
    // Someone else's booking in the path: the preload asks for it as this traveller, who is told
    // it is not found.
    const theirs = await t.app.inject({
      url: '/travels/WF-26-01041',
      headers: { cookie: otherCookie },
    });
    const [href] = dataPreloadsOf(theirs.body);
    expect(href).toBe(`/api/users/${other.id}/bookings/WF-26-01041`);
    expect((await t.app.inject({ url: href!, headers: { cookie: otherCookie } })).statusCode).toBe(
      404,
    );
  });

  it.each([
    '/travels/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "/travels/a'b%20c%26d",
    '/travels/%E2%80%AE%0A%00',
  ])('keeps a hostile booking path %s out of the page markup', async (url) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain(String.fromCharCode(0));
    expect(res.body).not.toContain('\u202e');
    const [href] = dataPreloadsOf(res.body);
    expect(href).toMatch(new RegExp(`^/api/users/${demoId}/bookings/[A-Za-z0-9%._~!*'()-]+$`));
  });

  const flagsPreloadOf = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)]
      .map(([, href]) => href!)
      .find((href) => href.includes('/api/features/'));

  it('announces neither the feature flags nor their SDK, which the app asks for once the first screen has painted', async () => {
    const html = (await t.app.inject({ url: '/', headers: { cookie } })).body;
    expect(flagsPreloadOf(html)).toBeUndefined();
    const manifest = JSON.parse(
      readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const sdk = manifest['src/lib/feature-flags-sdk.tsx']!.file;
    expect(lowPreloadsOf(html)).not.toContain(`/${sdk}`);
    // The page's list has the frame's other modules (the default layout's chunk among them).
    expect(list.frame.length).toBeGreaterThan(0);
    expect(list.frame).not.toContain(sdk);
  });

  it.each(['/notify-me/abc', '/auth/confirm-email/abc', '/staff', '/staff/travellers'])(
    'announces neither the signed-in frame nor any data on %s, which shows neither',
    async (url) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.headers['content-type']).toContain('text/html');
      const preloads = lowPreloadsOf(res.body);
      for (const file of list.frame) expect(preloads).not.toContain(`/${file}`);
      expect(dataPreloadsOf(res.body)).toEqual([]);
      expect(flagsPreloadOf(res.body)).toBeUndefined();
    },
  );

  it("gives a member of staff's page no traveller frame nor data", async () => {
    const { cookie: staffCookie } = await signInStaff(t.app, demoStaff.care);
    for (const url of ['/', '/staff']) {
      const html = (await t.app.inject({ url, headers: { cookie: staffCookie } })).body;
      for (const file of list.frame) expect(lowPreloadsOf(html)).not.toContain(`/${file}`);
      expect(dataPreloadsOf(html)).toEqual([]);
    }
  });

  it('does not publish the source maps, though the scripts are served', async () => {
    const html = (await t.app.inject({ url: '/', headers: { cookie } })).body;
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await t.app.inject({ url: script! });
    expect(js.statusCode).toBe(200);
    const map = await t.app.inject({ url: `${script!}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });
});
