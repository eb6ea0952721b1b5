// `npm start`: builds the web app when it is missing or older than its sources, bundles the
// server the same way (one ES module with its dependencies, but for those that need their own
// folder), then runs it in this process. Loading the bundle takes a fraction of compiling ~200
// TypeScript modules on the fly through tsx's loader thread, or of resolving and reading a few
// thousand files of node_modules, at every start.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'apps/web/dist/index.html');

/** What the web build is made of: a change to any of them (a pull, an edit) makes it stale. */
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function staleBecause() {
  if (!existsSync(builtIndex)) return 'first start';
  const built = statSync(builtIndex).mtimeMs;
  const configs = readdirSync(path.join(root, 'apps/web'))
    .filter((name) => /^(vite\.[\w.-]+|tsconfig[\w.-]*)\.(ts|js|mjs|json)$/.test(name))
    .map((name) => `apps/web/${name}`);
  for (const source of [...webSources, ...configs]) {
    if (newestMtime(path.join(root, source)) > built) return `${source} changed`;
  }
  return null;
}

const reason = process.env.WEB_DEV === 'true' ? null : staleBecause();
if (reason) {
  console.log(`Building the web app (${reason})…`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@wayfarer/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** What the server bundle is made of (its packages from node_modules change with the lock file). */
const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];
const serverBundle = path.join(root, 'apps/server/node_modules/.cache/wayfarer/server.mjs');

/**
 * Packages that stay in node_modules: they read files next to their own code (WebAssembly, fonts,
 * language data, static assets, worker scripts), are native, or hook the module loader (Sentry's
 * instrumentation). Everything else is compiled into the bundle: resolving and reading a few
 * thousand files of node_modules was half of a warm start.
 */
const ownFolderPackages = [
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger-ui',
  '@sentry/node',
  '@tesseract.js-data/eng',
  'dejavu-fonts-ttf',
  'pdfkit',
  'pg-native',
  'pino',
  'sharp',
  'tesseract.js',
  'vite',
];

function loadsFromItsOwnFolder(specifier) {
  if (specifier.startsWith('node:') || specifier.startsWith('@wayfarer/')) return false;
  return ownFolderPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

async function bundleServer() {
  const built = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (built > 0 && serverSources.every((source) => newestMtime(path.join(root, source)) <= built)) {
    return;
  }
  const { build } = await import('esbuild');
  // Written aside and renamed into place: instances starting together (or a test run's servers)
  // never import a bundle another one is halfway through writing.
  const written = `${serverBundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: written,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A third smaller, so a third less for Node to decode and V8 to parse at every start (~0.3 s).
    // Whitespace only: syntax minification renames classes that oidc-provider looks up by name.
    minifyWhitespace: true,
    // Beside the bundle, not inline: the map is three times the code, read at every start for nothing.
    sourcemap: 'external',
    // CommonJS packages compiled into the module call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __wayfarerRequire } from 'node:module'; const require = __wayfarerRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [
      {
        name: 'wayfarer-server',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            loadsFromItsOwnFolder(args.path) ? { path: args.path, external: true } : undefined,
          );
          // Paths next to a module (migrations, the web build, worker entries) stay those of its
          // source file, not of the bundle.
          context.onLoad({ filter: /\.ts$/ }, async (args) => {
            const { readFile } = await import('node:fs/promises');
            const contents = (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            );
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
  }).catch((error) => {
    rmSync(written, { force: true });
    rmSync(`${written}.map`, { force: true });
    throw error;
  });
  renameSync(`${written}.map`, `${serverBundle}.map`);
  renameSync(written, serverBundle);
}

if (process.env.WAYFARER_START_FROM_SOURCE === 'true') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/server.ts');
} else {
  await bundleServer();
  await import(pathToFileURL(serverBundle).href);
}
