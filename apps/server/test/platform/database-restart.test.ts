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
    }).catch((error: unknown) => {
      // A refused or dropped connection is a failure of its own: the server's last words explain it.
      throw new Error(`${url}: ${String(error)}\n${server!.output().slice(-4000)}`);
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
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answer = await get(url);
      if (answer.status === status) return answer;
      if (Date.now() > deadline) {
        throw new Error(`${url} still answers ${JSON.stringify(answer)}\n${server!.output()}`);
      }
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
    await postgres?.destroy();
  });

  const expectAlive = () => expect(server!.child.exitCode, server!.output()).toBeNull();

  it('answers 503 while the database is down, and 200 again once it is back', async () => {
    expect((await get(databaseRoute)).status).toBe(200);
    await postgres!.stop();

    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed' } },
    });
    expect(await get(databaseRoute)).toEqual(unavailable);
    expect((await get('/health/live')).status).toBe(200);

    await postgres!.start();
    expect((await until('/health/ready', 200)).body).toEqual({
      status: 'ok',
      checks: { database: 'ok' },
    });
    expect((await get(databaseRoute)).status).toBe(200);
    expectAlive();
  }, 120_000);

  it('lives through a restart while idle: its idle connections are closed under it', async () => {
    // A few requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, () => get(databaseRoute)));
    await postgres!.restart();
    const answers = [await get(databaseRoute), await until(databaseRoute, 200)];
    expectSuccessOrUnavailable(answers);
    expect((await until('/health/ready', 200)).status).toBe(200);
    expectAlive();
  }, 120_000);

  it('lives through a restart under load, answering each request 200 or 503', async () => {
    let loading = true;
    const answers: Answer[] = [];
    // A client that cannot reach the server stops the load (its error fails the test below).
    const client = async () => {
      while (loading) answers.push(await get(databaseRoute));
    };
    const clients = Array.from({ length: 8 }, () =>
      client().finally(() => {
        loading = false;
      }),
    );
    const waitFor = async (count: number) => {
      while (loading && answers.length < count) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await waitFor(40);
      // The clients keep asking while PostgreSQL stops and starts again.
      await postgres!.restart();
      const afterRestart = answers.length;
      await until(databaseRoute, 200);
      await waitFor(afterRestart + 40);
    } finally {
      loading = false;
    }
    await Promise.all(clients);

    expectSuccessOrUnavailable(answers);
    expect(answers.at(-1)?.status).toBe(200);
    expectAlive();
  }, 120_000);

  it('answers the sign-in provider’s routes 503 with Retry-After in the app’s error shape while the database is down', async () => {
    // The app's own host name (a configured variant host), as a browser would ask for it.
    const host = `localhost:${server!.port}`;
    const origin = `http://${host}`;
    const cookies = new Map<string, string>();
    const send = async (
      url: string,
      init: RequestInit & { accept: string; authorization?: string },
    ) => {
      const res = await fetch(
        new URL(new URL(url, origin).pathname + new URL(url, origin).search, origin),
        {
          ...init,
          redirect: 'manual',
          headers: {
            host,
            accept: init.accept,
            ...(init.authorization ? { authorization: init.authorization } : {}),
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        },
      ).catch((error: unknown) => {
        throw new Error(`${url}: ${String(error)}\n${server!.output().slice(-4000)}`);
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return res;
    };
    const html = 'text/html,application/xhtml+xml';

    // Up: the app's sign-in sends the browser to the provider, which opens its sign-in page.
    const login = await send('/login?returnTo=%2F', { accept: html });
    const authorize = login.headers.get('location')!;
    expect(authorize).toContain('/oidc/auth');
    const toInteraction = await send(authorize, { accept: html });
    const interaction = toInteraction.headers.get('location')!;
    expect(interaction).toContain('/oidc/interaction/');
    expect((await send(interaction, { accept: html })).status).toBe(200);

    await postgres!.stop();
    const expectBrandedPage = async (res: Response) => {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain('Something went wrong');
      expect(page).not.toMatch(/server_error|at .*\.js:\d+/);
    };
    await expectBrandedPage(await send(interaction, { accept: html }));
    await expectBrandedPage(
      await send(interaction, {
        accept: html,
        method: 'POST',
        body: 'email=demo%40wayfarer.test&password=wayfarer-demo',
      }),
    );
    await expectBrandedPage(await send(authorize, { accept: html }));

    // The user info endpoint is asked by programs (it looks the token up): the error body.
    const token = await send('/oidc/me', {
      accept: 'application/json',
      authorization: 'Bearer an-opaque-access-token-looked-up-in-the-database',
    });
    expect(token.headers.get('location')).toBeNull();
    expect(token.headers.get('retry-after')).toMatch(/^\d+$/);
    expect({ status: token.status, body: await token.json() }).toEqual(unavailable);
    expect(await (await send(interaction, { accept: 'application/json' })).json()).toEqual(
      unavailable.body,
    );

    await postgres!.start();
    await until('/health/ready', 200);
    expect((await send(interaction, { accept: html })).status).toBe(200);
    expectAlive();
  }, 120_000);
});
