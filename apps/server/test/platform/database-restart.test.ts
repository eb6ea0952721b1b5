import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../helpers/throwaway-postgres';

const bin = postgresBinaries();
const needsBinaries = bin ? '' : ' (skipped: no PostgreSQL binaries under /usr/lib/postgresql)';

/** A public route that reads the database (the embedded flag service). */
const databaseRoute = '/api/features/wayfarer-embedded';

interface Answer {
  status: number;
  body: unknown;
}

describe.skipIf(!bin)(`a PostgreSQL restart under the running server${needsBinaries}`, () => {
  let postgres: ThrowawayPostgres | undefined;
  let server: ServerProcess | undefined;

  const get = async (url: string): Promise<Answer> => {
    const res = await fetch(`${server!.origin}${url}`, {
      headers: { host: `localhost:${server!.port}` },
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the assertion's message.
    }
    return { status: res.status, body };
  };

  /** Asks until the answer has the status (the pool reconnects at the next query). */
  const until = async (url: string, status: number): Promise<Answer> => {
    for (;;) {
      const answer = await get(url);
      if (answer.status === status) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const unavailable = {
    status: 503,
    body: { error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } },
  };

  /** Every answer is a success or the 503 error shape: never a 500, never a refused connection. */
  const expectSuccessOrUnavailable = (answers: Answer[]) => {
    for (const answer of answers) {
      if (answer.status !== 200) expect(answer).toEqual(unavailable);
    }
  };

  beforeAll(async () => {
    postgres = await startThrowawayPostgres(bin!);
    server = await startServerProcess({
      env: { DATABASE_URL: postgres.url, DEMO_MODE: 'true' },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.cleanUp();
    postgres?.destroy();
  });

  const expectAlive = () => expect(server!.child.exitCode, server!.output()).toBeNull();

  it('answers 503 while the database is down, and 200 again once it is back', async () => {
    expect((await get(databaseRoute)).status).toBe(200);
    postgres!.stop();

    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
    expect(await get(databaseRoute)).toEqual(unavailable);
    expect((await get('/health/live')).status).toBe(200);

    postgres!.start();
    expect((await until('/health/ready', 200)).body).toEqual({
      status: 'ok',
      checks: { database: 'ok' },
    });
    expect((await get(databaseRoute)).status).toBe(200);
    expectAlive();
  }, 60_000);

  it('lives through a restart while idle: its idle connections are closed under it', async () => {
    // A few requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, () => get(databaseRoute)));
    postgres!.restart();
    const answers = [await get(databaseRoute), await until(databaseRoute, 200)];
    expectSuccessOrUnavailable(answers);
    expect((await until('/health/ready', 200)).status).toBe(200);
    expectAlive();
  }, 60_000);

  it('lives through a restart under load, answering each request 200 or 503', async () => {
    let loading = true;
    const answers: Answer[] = [];
    const client = async () => {
      while (loading) answers.push(await get(databaseRoute));
    };
    const clients = Array.from({ length: 8 }, client);
    while (answers.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    postgres!.restart();
    const afterRestart = answers.length;
    await until(databaseRoute, 200);
    while (answers.length < afterRestart + 40)
      await new Promise((resolve) => setTimeout(resolve, 20));
    loading = false;
    await Promise.all(clients);

    expectSuccessOrUnavailable(answers);
    expect(answers.at(-1)?.status).toBe(200);
    expectAlive();
  }, 60_000);
});
