import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/db/seed';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';
import { webDist } from '../../src/plugins/spa';
import { openTestDatabase } from '../helpers/app';
import { signIn } from '../helpers/sign-in';

const built = existsSync(path.join(webDist, 'index.html'));

describe.skipIf(!built)('the SPA pages', () => {
  let app: App;
  let cookie: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { database, drop } = await openTestDatabase();
    await seedDemo(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'true',
    });
    app = await buildApp({ config, database });
    await app.ready();
    ({ cookie } = await signIn(app, { email: demoTravellers.demo.email, password: demoPassword }));
    close = async () => {
      await app.close();
      await database.close();
      await drop();
    };
  });
  afterAll(() => close());

  it.each(['/', '/travels/WF-26-01041', '/viaggi', '/cuenta/perfil?x=1', '/notify-me/abc'])(
    'answers 200 with the app for %s, a route of some language',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    },
  );

  it.each(['/no/such/place', '/travels/WF-26-01041/a/b', '/account'])(
    'answers 404 for %s, still with the app (its "page not on the map")',
    async (url) => {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );
});
