/*
 * The process the kill test kills: the real app on the test's database, one traveller and one
 * endpoint, a consent change through the service (its outbox row in the same transaction); then
 * it idles while its delivery attempt hangs on the receiver, until the test kills it (SIGKILL).
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createEndpoint } from '../../src/modules/webhooks/endpoints';
import { updateConsents } from '../../src/modules/users/service';

const database = await openDatabase(
  process.env.KILL_DATABASE_URL
    ? { kind: 'postgres', url: process.env.KILL_DATABASE_URL }
    : { kind: 'pglite', dataDir: process.env.KILL_DATA_DIR! },
);
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  DEMO_MODE: 'false',
  DATA_DIR: process.env.KILL_DATA_DIR ?? './.data-kill-test',
  JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  WEBHOOKS_RELAY_INTERVAL_MS: '100',
  WEBHOOKS_TIMEOUT_MS: '3000',
  WEBHOOKS_RETRY_DELAY_SECONDS: '1',
  // The test's receiver is on this machine, over http.
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOKS_ALLOW_HTTP: 'true',
});
const app = await buildApp({ config, database, serveWeb: false });
await app.ready();
const [user] = await database.db
  .insert(users)
  .values({ email: 'killed@example.com', name: 'Kim', lastname: 'Killed' })
  .returning({ id: users.id });
const endpoint = await createEndpoint(database.db, {
  url: process.env.KILL_RECEIVER_URL!,
  eventTypes: [],
  description: '',
  enabled: true,
});
await updateConsents(database.db, { callerId: user!.id, body: { marketing: true } });
process.stdout.write(`${JSON.stringify({ userId: user!.id, secret: endpoint.secret })}\n`);
// Waits for the kill.
setInterval(() => {}, 60_000);
