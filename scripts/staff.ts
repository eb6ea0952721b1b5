// Staff accounts of the care team's console, on the configured database (DATABASE_URL, else the
// PGlite files under DATA_DIR: stop the server first).
//   npm run staff -- add <email> <care|reviewer|admin> [--name "First Last"]
//   npm run staff -- list
//   npm run staff -- reset-2fa <email> --by <admin email> --reason "Lost their phone"
import { parseArgs } from 'node:util';
import { staffRoles } from '@wayfarer/contract';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import {
  addStaffMember,
  listStaffMembers,
  parseStaffRole,
  resetSecondFactor,
  StaffAccountError,
} from '../apps/server/src/modules/staff/accounts';

const usage = `usage:
  npm run staff -- add <email> <role> [--name "First Last"]
  npm run staff -- list
  npm run staff -- reset-2fa <email> --by <admin email> --reason "why"
roles: ${staffRoles.join(', ')}`;

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      by: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [verb, email, roleText] = positionals;
  if (verb !== 'add' && verb !== 'list' && verb !== 'reset-2fa') {
    console.error(usage);
    return 2;
  }
  if (verb === 'reset-2fa' && (!email || !values.by || !values.reason)) {
    console.error(usage);
    return 2;
  }
  if (verb === 'add' && (!email || !roleText)) {
    console.error(usage);
    return 2;
  }
  const role = verb === 'add' ? parseStaffRole(roleText) : undefined;
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    if (verb === 'list') {
      for (const member of await listStaffMembers(database.db)) {
        const factor = member.secondFactorSetUp
          ? 'second factor set up'
          : 'second factor not set up';
        console.log([member.email, member.role, factor].join('\t'));
      }
      return 0;
    }
    if (verb === 'reset-2fa') {
      const reset = await resetSecondFactor(database.db, {
        email: email!,
        by: values.by!,
        reason: values.reason!,
      });
      console.log(`second factor reset: ${reset.email} (${reset.role}); signed out everywhere`);
      console.error(
        'At the next sign-in the member of staff sets up an authenticator app again (QR code).',
      );
      return 0;
    }
    const [name = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
    const added = await addStaffMember(database.db, {
      email: email!,
      role: role!,
      name,
      lastname: rest.join(' '),
    });
    console.log(`staff member: ${added.email} (${added.role})`);
    console.log(`password:     ${added.password}`);
    console.log(`sign in at:   ${config.publicUrl.origin}/login?returnTo=/staff`);
    console.error(
      'The password is shown this once: hand it over privately. At the first sign-in the ' +
        'member of staff sets up an authenticator app (TOTP), required from then on.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof StaffAccountError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
