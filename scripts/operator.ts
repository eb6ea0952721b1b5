// Operator integration clients (OAuth 2.0 client credentials at the embedded provider), on the
// configured database (DATABASE_URL, else the PGlite files under DATA_DIR: stop the server first).
//   npm run operator -- client create --name "Booking system" --scopes catalog:write,bookings:write
//   npm run operator -- client list
//   npm run operator -- client revoke <client id>
import { parseArgs } from 'node:util';
import { operatorScopes } from '@wayfarer/contract';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import {
  createOperatorClient,
  listOperatorClients,
  OperatorClientError,
  parseScopes,
  revokeOperatorClient,
} from '../apps/server/src/modules/operator/clients';

const usage = `usage:
  npm run operator -- client create --name <name> --scopes <scope,scope…>
  npm run operator -- client list
  npm run operator -- client revoke <client id>
scopes: ${operatorScopes.join(', ')}`;

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, scopes: { type: 'string' } },
  });
  const [noun, verb, ...rest] = positionals;
  if (noun !== 'client' || !verb || !['create', 'list', 'revoke'].includes(verb)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (config.oidc.issuer) {
    console.error(
      'OIDC_ISSUER is set: operator clients are registered at that issuer, not here ' +
        `(tokens must carry the audience ${config.operator.audience}).`,
    );
    return 2;
  }
  if (verb === 'create' && (!values.name || !values.scopes)) {
    console.error(usage);
    return 2;
  }
  const scopes = verb === 'create' ? parseScopes(values.scopes!) : [];
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    if (verb === 'create') {
      const { client, secret } = await createOperatorClient(database.db, {
        name: values.name!,
        scopes,
      });
      console.log(`client_id:     ${client.id}`);
      console.log(`client_secret: ${secret}`);
      console.log(`scopes:        ${client.scopes.join(' ')}`);
      console.log(`token URL:     ${config.publicUrl.origin}/oidc/token`);
      console.log(`resource:      ${config.operator.audience}`);
      console.error('The secret is shown this once: keep it in your secret store.');
      return 0;
    }
    if (verb === 'list') {
      for (const client of await listOperatorClients(database.db)) {
        const state = client.revokedAt ? `revoked ${client.revokedAt.toISOString()}` : 'active';
        console.log([client.id, client.name, client.scopes.join(' '), state].join('\t'));
      }
      return 0;
    }
    const id = rest[0];
    if (!id) {
      console.error(usage);
      return 2;
    }
    if (!(await revokeOperatorClient(database.db, id))) {
      console.error(`no active client ${id}`);
      return 1;
    }
    console.log(`revoked ${id}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof OperatorClientError) {
      console.error(error.message);
      process.exit(2);
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
