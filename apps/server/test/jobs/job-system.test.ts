import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lt } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { rateLimits } from '../../src/db/schema';
import { authCleanupQueue } from '../../src/auth/plugin';

const fast = { JOBS_POLLING_INTERVAL_SECONDS: '0.5' };
const deadline = { timeout: 20_000, interval: 100 };

describe('job system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(fast, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs a queued job with its data, and retries one that throws', async () => {
    const seen: Array<{ data: { n: number }; retryCount: number }> = [];
    await t.app.jobs.define('test-retry', { retryLimit: 2, retryDelay: 1 });
    await t.app.jobs.work<{ n: number }>('test-retry', async (job) => {
      seen.push({ data: job.data, retryCount: job.retryCount });
      if (job.retryCount < 1) throw new Error('first attempt fails');
    });
    await t.app.jobs.send('test-retry', { n: 42 });
    await vi.waitFor(() => expect(seen).toHaveLength(2), deadline);
    expect(seen).toEqual([
      { data: { n: 42 }, retryCount: 0 },
      { data: { n: 42 }, retryCount: 1 },
    ]);
  });

  it('queues a job in a transaction: run once it commits, never when it rolls back', async () => {
    const seen: string[] = [];
    await t.app.jobs.define('test-in-transaction');
    await t.app.jobs.work<{ name: string }>('test-in-transaction', async (job) => {
      seen.push(job.data.name);
    });
    await t.database.db
      .transaction(async (tx) => {
        await t.app.jobs.send('test-in-transaction', { name: 'rolled back' }, { tx: tx as never });
        throw new Error('the change is refused');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await t.app.jobs.send('test-in-transaction', { name: 'committed' }, { tx: tx as never });
    });
    await vi.waitFor(() => expect(seen).toEqual(['committed']), deadline);
    const queued = await t.database.query<{ name: string }>(
      `select data->>'name' as name from pgboss.job where name = 'test-in-transaction'`,
    );
    expect(queued).toEqual([{ name: 'committed' }]);
  });

  it('cleans up expired rate-limit rows in the scheduled auth clean-up job', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await t.database.db.insert(rateLimits).values([
      { key: 'test:expired', count: 3, resetAt: past },
      { key: 'test:current', count: 1, resetAt: future },
    ]);
    await t.app.jobs.send(authCleanupQueue, {});
    await vi.waitFor(async () => {
      const left = await t.database.db
        .select()
        .from(rateLimits)
        .where(lt(rateLimits.resetAt, new Date()));
      expect(left).toEqual([]);
    }, deadline);
    const keys = (await t.database.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test:current');
    const [schedule] = await t.database.query<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      [authCleanupQueue],
    );
    expect(schedule?.cron).toBe('17 * * * *');
  });
});

describe('job system at shutdown', () => {
  it('lets a job in flight finish before the app closes', async () => {
    const t = await buildTestApp(fast, { seed: false });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    await t.app.jobs.work('test-slow', async () => {
      started = true;
      await gate;
      finished = true;
    });
    await t.app.jobs.send('test-slow', {});
    await vi.waitFor(() => expect(started).toBe(true), deadline);
    const closing = t.app.close();
    setTimeout(release, 300);
    await closing;
    expect(finished).toBe(true);
    const [job] = await t.database.query<{ state: string }>(
      "select state from pgboss.job where name = 'test-slow' union all select state from pgboss.archive where name = 'test-slow'",
    );
    expect(job?.state).toBe('completed');
    await t.database.close();
    await t.drop();
  });

  it('closes without error when the database went away first', async () => {
    const t = await buildTestApp(fast, { seed: false });
    await t.database.close();
    await expect(t.app.close()).resolves.toBeUndefined();
    await t.drop();
  });
});

describe('job workers started after the server listens (npm start)', () => {
  it('run no job and declare no schedule before the listen, then start a moment after it', async () => {
    const t = await buildTestApp(fast, { seed: false, startWorkersAfterListen: true });
    try {
      const seen: string[] = [];
      await t.app.jobs.work<{ name: string }>('test-after-listen', async (job) => {
        seen.push(job.data.name);
      });
      await t.app.jobs.work<{ name: string }>('test-stopped-before', async (job) => {
        seen.push(job.data.name);
      });
      await t.app.jobs.stopWork('test-stopped-before');
      await t.app.jobs.send('test-after-listen', { name: 'queued before the listen' });
      await t.app.jobs.send('test-stopped-before', { name: 'of a queue stopped' });
      const schedules = () =>
        t.database.query<{ name: string }>('select name from pgboss.schedule where name = $1', [
          authCleanupQueue,
        ]);
      // Two polling intervals: an immediate worker would have taken the job by now.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(seen).toEqual([]);
      expect(await schedules()).toEqual([]);

      await t.app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(() => expect(seen).toEqual(['queued before the listen']), deadline);
      expect(await schedules()).toEqual([{ name: authCleanupQueue }]);
      // A worker declared once the others run starts at once.
      await t.app.jobs.work<{ name: string }>('test-declared-later', async (job) => {
        seen.push(job.data.name);
      });
      await t.app.jobs.send('test-declared-later', { name: 'declared later' });
      await vi.waitFor(() => expect(seen).toContain('declared later'), deadline);
      expect(seen).not.toContain('of a queue stopped');
    } finally {
      await t.close();
    }
  });

  it('close cleanly before the workers started', async () => {
    const t = await buildTestApp(fast, { seed: false, startWorkersAfterListen: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await expect(t.close()).resolves.toBeUndefined();
  });
});
