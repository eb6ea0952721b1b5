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
      expect(res.body).toContain('<div id="root"></div>');
    },
  );
});
