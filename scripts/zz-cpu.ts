import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildTestApp } from '../apps/server/test/helpers/app';
import { signIn } from '../apps/server/test/helpers/sign-in';
const run = promisify(execFile);
const t = await buildTestApp();
const { cookie } = await signIn(t.app, { email: 'demo@wayfarer.test', password: 'wayfarer-demo' });
const me = JSON.parse((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).body).data.id;
const url = process.env.ROUTE === 'list' ? `/api/users/${me}/bookings` : process.env.ROUTE === 'me' ? '/api/users/me' : `/api/users/${me}/bookings/WF-26-01150`;
const sent: { sql: string; params?: unknown[] }[] = [];
const session = (t.database.db as unknown as { session: { logger: unknown } }).session;
let rec: unknown[][] | null = null;
session.logger = { logQuery: (text: string, params: unknown[]) => rec?.push([text, params]) };
await t.app.inject({ url, headers: { cookie } });
rec = [];
const body = (await t.app.inject({ url, headers: { cookie } })).body;
const stmts = rec; rec = null;
(await import('node:fs')).writeFileSync('/tmp/perfsrv/body.json', body);
console.log(url, 'statements', stmts.length, 'body', body.length);
await t.app.listen({ host: '127.0.0.1', port: 3221 });
const bare = Fastify();
bare.get('/bare', async (_q, reply) => {
  await Promise.all(stmts.map(([text, params], i) => t.database.query(text as string, params as unknown[], `bb_${i}`)));
  return reply.type('application/json; charset=utf-8').send(process.env.BAREBUF ? Buffer.from(body) : body);
});
await bare.listen({ host: '127.0.0.1', port: 3222 });
{
  const http = await import('node:http');
  await new Promise<void>((resolve) => http.get({ host: '127.0.0.1', port: 3221, path: url, headers: { cookie, host: 'localhost:3000', 'accept-encoding': 'gzip' } }, (res) => { console.log('APP', res.statusCode, res.headers); res.resume(); res.on('end', resolve); }));
  await new Promise<void>((resolve) => http.get({ host: '127.0.0.1', port: 3222, path: '/bare' }, (res) => { console.log('BARE', res.statusCode, res.headers); res.resume(); res.on('end', resolve); }));
}
async function load(u: string, headers: string[]) {
  const c0 = process.cpuUsage();
  const args = ['-c', '10', '-d', process.env.SECS ?? '5', '-j'];
  for (const h of headers) args.push('-H', h);
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, u], { maxBuffer: 1 << 24 });
  const c = process.cpuUsage(c0);
  const rep = JSON.parse(stdout);
  return { rps: Math.round(rep.requests.average), us: Math.round((c.user + c.system) / rep.requests.total), p50: rep.latency.p50 };
}
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
if (process.env.PROFILE) {
  const ins = new Session(); ins.connect();
  await ins.post('Profiler.enable'); await ins.post('Profiler.setSamplingInterval', { interval: 200 }); await ins.post('Profiler.start');
  const a = process.env.PROFILE === 'bare' ? await load('http://127.0.0.1:3222/bare', []) : await load(`http://127.0.0.1:3221${url}`, [`cookie=${cookie}`, 'host=localhost:3000', 'accept-encoding=gzip, deflate, br, zstd']);
  const { profile } = await ins.post('Profiler.stop');
  writeFileSync(`/tmp/perfsrv/${process.env.PROFILE === 'bare' ? 'bare' : 'app'}.cpuprofile`, JSON.stringify(profile));
  console.log('profiled', a);
}
const appH = [`cookie=${cookie}`, 'host=localhost:3000', ...(process.env.NOENC ? [] : ['accept-encoding=gzip, deflate, br, zstd'])];
for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) {
  const a = await load(`http://127.0.0.1:3221${url}`, appH);
  const b = await load('http://127.0.0.1:3222/bare', []);
  console.log('app', JSON.stringify(a), 'bare', JSON.stringify(b), 'ratio', (a.rps / b.rps).toFixed(2), 'cpu ratio', (b.us / a.us).toFixed(2));
}
await bare.close();
await t.close();
