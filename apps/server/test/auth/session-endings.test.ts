import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { csrfHeader, csrfHeaderValue, devicesApiPaths } from '@wayfarer/contract';
import { buildApp, type App } from '../../src/app';
import { endUserSessions, hashSessionId, sessionEndingsChannel } from '../../src/auth/session';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, signOut } from '../helpers/sign-in';

/*
 * Two instances of the app on one PostgreSQL database, each trusting the sessions it read lately
 * for five minutes: a session ended on one stops working on the other as soon as the message
 * arrives (LISTEN/NOTIFY), not five minutes later. PGlite has one instance per database: there,
 * the suite in session.test.ts covers the cache.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const demo = { email: 'demo@wayfarer.test', password: 'wayfarer-demo' };
const host = 'localhost:3000';
const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

let a: TestApp;
let b: { app: App; database: DatabaseHandle; url: string };

beforeAll(async () => {
  if (!onPostgres) return;
  a = await buildTestApp({ SESSION_CACHE_SECONDS: '300' });
  const [row] = await a.database.query<{ name: string }>('select current_database() as name');
  const name = row!.name;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    SESSION_CACHE_SECONDS: '300',
  });
  const app = await buildApp({ config, database, serveWeb: false, startWorkersAfterListen: false });
  await app.ready();
  b = { app, database, url: url.toString() };
});
afterAll(async () => {
  if (!onPostgres) return;
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});

const meOn = (app: App, cookie: string) =>
  app.inject({ url: '/api/users/me', headers: { host, cookie } });
/** The status instance B answers once the message had time to arrive (at most two seconds). */
const statusOnB = (cookie: string) =>
  expect.poll(async () => (await meOn(b.app, cookie)).statusCode, { timeout: 2_000 });

describe.runIf(onPostgres)('sessions ended on another instance', () => {
  it('stop working at once after a sign-out there', async () => {
    const { cookie, browser } = await signIn(a.app, demo);
    expect((await meOn(b.app, cookie)).statusCode).toBe(200);
    await signOut(browser, `http://${host}/logout`);
    await statusOnB(cookie).toBe(401);
  });

  it('stop working at once when the traveller ends them from another device', async () => {
    const { cookie: phone } = await signIn(a.app, demo);
    const { cookie: laptop } = await signIn(a.app, demo);
    expect((await meOn(b.app, phone)).statusCode).toBe(200);
    expect((await meOn(b.app, laptop)).statusCode).toBe(200);
    const ended = await a.app.inject({
      method: 'DELETE',
      url: devicesApiPaths.others,
      headers: {
        host,
        cookie: laptop,
        origin: 'http://localhost:3000',
        [csrfHeader]: csrfHeaderValue,
      },
    });
    expect(ended.statusCode).toBe(200);
    await statusOnB(phone).toBe(401);
    expect((await meOn(b.app, laptop)).statusCode).toBe(200);
  });

  it('stop working at once when all of a user’s sessions end there', async () => {
    const { cookie } = await signIn(a.app, demo);
    expect((await meOn(b.app, cookie)).statusCode).toBe(200);
    const [row] = await a.database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
    // What a password change, a staff reset or an account deletion runs, in a transaction.
    await a.database.db.transaction((tx) => endUserSessions(tx, row!.userId));
    await statusOnB(cookie).toBe(401);
  });

  it('are read from the database while the instance cannot hear the others', async () => {
    const { cookie } = await signIn(a.app, demo);
    expect((await meOn(b.app, cookie)).statusCode).toBe(200);
    // B's listening connection is killed (a failover, an administrator): it may have missed
    // messages, so it forgets what it read and reads every session until it listens again.
    const admin = new pg.Client({ connectionString: b.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [`listen_${sessionEndingsChannel}`],
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await admin.end();
    }
    // Ended by hand: no message, yet B does not trust its copy.
    await a.database.db.delete(sessions).where(eq(sessions.idHash, hashSessionId(idOf(cookie))));
    expect((await meOn(b.app, cookie)).statusCode).toBe(401);
    // Listening again: a session ended on A is heard on B again.
    const { cookie: next, browser } = await signIn(a.app, demo);
    await expect
      .poll(
        async () => {
          const before = await meOn(b.app, next);
          return before.statusCode;
        },
        { timeout: 5_000 },
      )
      .toBe(200);
    await signOut(browser, `http://${host}/logout`);
    await statusOnB(next).toBe(401);
  });
});
