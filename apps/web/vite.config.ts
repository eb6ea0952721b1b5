import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite.precompress';
import { tripMaps } from './vite.trip-maps';

/**
 * React Router ships a development and a production build, and its package exports only the
 * development one (its dev-time warnings on): the app's build takes the production one.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), tailwindcss(), tripMaps(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Content-Security-Policy forbids inline scripts: keep every module in its own file.
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each module needs (the bench walks it, scripts/bench).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file, not split into a dozen shared
        // chunks (react, the query client, the API client…) that every first visit asks for
        // anyway: fewer requests and headers, one gzip context, no glue between chunks (−6 KB).
        // The lazy chunks import from it; nothing lazy joins it.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
}));
