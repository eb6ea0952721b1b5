import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { webDist } from '../../src/plugins/spa';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

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

  // A signed-in page's first screen needs the signed-in frame and the contract's start part, which
  // the entry imports once it has run: the page announces them, at low priority (its first paint,
  // the spinner, needs the stylesheet only), in every language's paths.
  const framePreloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );

  it.each(['/', '/viaggi', '/travels/WF-26-01041', '/cuenta/perfil', '/no/such/place'])(
    'announces the signed-in frame on the traveller page %s',
    async (url) => {
      const html = (await t.app.inject({ url, headers: { cookie } })).body;
      const preloads = framePreloadsOf(html);
      expect(preloads.length).toBeGreaterThanOrEqual(2);
      expect(new Set(preloads).size).toBe(preloads.length);
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
      const entry = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
      expect(preloads).not.toContain(entry);
    },
  );

  it.each(['/notify-me/abc', '/auth/confirm-email/abc', '/staff', '/staff/travellers'])(
    'does not announce the signed-in frame on %s, which does not show it',
    async (url) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.headers['content-type']).toContain('text/html');
      expect(framePreloadsOf(res.body)).toEqual([]);
    },
  );

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
