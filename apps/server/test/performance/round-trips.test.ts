import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { countRoundTrips } from '../helpers/round-trips';
import { signIn } from '../helpers/sign-in';

const host = 'localhost:3000';

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  // Every request reads its session (no session kept in memory): the most a request needs.
  t = await buildTestApp({ SESSION_CACHE_SECONDS: '0' });
  ({ cookie } = await signIn(t.app, { email: 'demo@wayfarer.test', password: 'wayfarer-demo' }));
  userId = (await t.app.inject({ url: '/api/users/me', headers: { host, cookie } })).json().data
    .id as string;
});
afterAll(async () => {
  await t?.close();
});

/** The round trips of one GET, its session included; it must answer 200. */
async function roundTripsOf(url: string) {
  // A session unused for a minute is marked used on its next request (one more round trip, once a
  // minute); a slow run can take that long, so that mark is made before counting.
  await t.app.inject({ url: '/api/users/me', headers: { host, cookie } });
  return countRoundTrips(t.database, async () => {
    const res = await t.app.inject({ url, headers: { host, cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  });
}

// Issue 19: the trips list, a booking page and the dashboard’s data each arrive in at most two
// round trips: the session, then the data sent at once.
describe('round trips to the database', () => {
  it('the trips list: at most 2, its bookings and documents sent at once', async () => {
    const { roundTrips, statements } = await roundTripsOf(`/api/users/${userId}/bookings`);
    expect(roundTrips).toBe(2);
    const reads = statements.filter(({ sql }) => !/\bfrom "sessions"/.test(sql));
    expect(reads.map(({ sql }) => sql)).toEqual([
      expect.stringMatching(/\bfrom "bookings"/),
      expect.stringMatching(/\bfrom "identity_documents"/),
    ]);
  });

  // The list reads every booking of a traveller: the JSON columns only the booking page shows
  // (the coordinator's bio, city and links, the meeting point, the insurance) and the documents'
  // verification would be parsed per row and dropped, most of the list's own work.
  it('the trips list reads none of the columns only the booking page shows', async () => {
    const { statements } = await roundTripsOf(`/api/users/${userId}/bookings`);
    const reads = statements
      .filter(({ sql }) => !/\bfrom "sessions"/.test(sql))
      .map(({ sql }) => sql);
    for (const column of [
      'bio',
      'city',
      'social_links',
      'meeting_point',
      'insurance_info',
      'verification',
    ]) {
      for (const sql of reads) expect(sql).not.toMatch(new RegExp(`\\."${column}"`));
    }
    // The booking page still reads them.
    const page = await roundTripsOf(`/api/users/${userId}/bookings/WF-26-01041`);
    expect(page.statements.map(({ sql }) => sql).join('\n')).toMatch(/\."meeting_point"/);
  });

  it('a booking page: at most 2, the booking with all its parts in one statement', async () => {
    const { roundTrips, statements } = await roundTripsOf(
      `/api/users/${userId}/bookings/WF-26-01041`,
    );
    expect(roundTrips).toBeLessThanOrEqual(2);
    const reads = statements.filter(({ sql }) => !/\bfrom "sessions"/.test(sql));
    expect(reads).toHaveLength(2);
    expect(reads.map(({ sql }) => sql)).toContainEqual(expect.stringMatching(/json_agg/));
  });

  it.each(['/api/users/me', '/api/users/{id}/bookings', '/api/partnerships/list'])(
    'the dashboard’s %s: at most 2',
    async (path) => {
      const { roundTrips } = await roundTripsOf(path.replace('{id}', userId));
      expect(roundTrips).toBeLessThanOrEqual(2);
    },
  );

  it('counts a statement sent after another’s answer as a further round trip', async () => {
    const { roundTrips, statements } = await countRoundTrips(t.database, async () => {
      await Promise.all([t.database.query('select 1'), t.database.query('select 2')]);
      await t.database.query('select 3');
    });
    expect(statements.map((s) => s.roundTrip)).toEqual([1, 1, 2]);
    expect(roundTrips).toBe(2);
  });
});
