// `npm start`: builds the web app when it is missing, then runs the server in this process.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = new URL('../apps/web/dist/index.html', import.meta.url);

if (!existsSync(builtIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wayfarer/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../apps/server/src/server.ts');
