import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { demoPassword, demoTravellers } from '../../src/db/seed/users';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: 'localhost:3000' } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish when the server closes, then refuses new connections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = await buildTestApp(
      {},
      {
        seed: false,
        extend: (app) => {
          app.get('/api/test/slow', async () => {
            await gate;
            return { done: true };
          });
        },
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    const inFlight = get(port, '/api/test/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();
    setTimeout(release, 200);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    await closing;
    await expect(get(port, '/health/live')).rejects.toThrow();
    await t.database.close();
    await t.drop();
  });
});

describe('readiness', () => {
  it('answers 503 when the database is gone', async () => {
    const t = await buildTestApp({}, { seed: false });
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    await t.app.close();
    await t.drop();
  });

  it('answers API requests with the 503 error shape when the embedded database fails, and lives on', async () => {
    const t = await buildTestApp();
    const { cookie } = await signIn(t.app, {
      email: demoTravellers.demo.email,
      password: demoPassword,
    });
    await t.database.close();
    for (const url of [
      '/api/users/me',
      '/api/users/me/bookings',
      '/api/features/wayfarer-embedded',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
      });
      expect(res.headers['retry-after'], url).toBeDefined();
    }
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    await t.app.close();
    await t.drop();
  });
});
