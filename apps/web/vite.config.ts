import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import { stylesheetAfterSpinner } from './vite.body-stylesheet';
import { pagePreloads } from './vite.page-preloads';
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
  plugins: [
    react(),
    tailwindcss(),
    tripMaps(),
    stylesheetAfterSpinner(),
    precompressAssets(),
    pagePreloads(),
  ],
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
          groups: [
            { name: 'start', tags: ['$initial'] },
            // The signed-in frame (header, menus, footer, banners: app/shell and the default
            // layout) with everything it imports, react-aria's parts among them, in one file: every
            // traveller's page needs it, and split by importer it was about fifteen small files. On
            // HTTP/1.1's six connections a first visit's requests queue, and the dashboard's answer
            // waited behind them: its first visit is 35 requests instead of 49, and on slow 4G
            // (Lighthouse's throttling applied in Chromium) the trip's title paints at 2.15–2.2 s
            // instead of 2.5–2.6. The cost: the staff console, which uses some of those parts
            // without the frame, downloads all of it. The mobile menu's dialog stays lazy (it
            // downloads when the menu first opens), and so do the user dropdown's and the country
            // switcher's menus (app/shell/deferred-menu.tsx: once the first screen has painted),
            // with react-aria's menus, popovers and focus management: the frame is 30 KB instead
            // of 60, compressed.
            {
              name: 'shell',
              test: (id) =>
                /apps[\\/]web[\\/]src[\\/]app[\\/](shell|layouts[\\/]default-layout)[\\/.]/.test(
                  id,
                ) &&
                !/(mobile-menu-dialog|user-menu-dropdown|country-switcher-menu)\.tsx$/.test(id),
            },
            // The small modules of the app that two screens or more share (the bookings' rules and
            // widgets, the page heading, the loading and error states, the domain's helpers…) in
            // one file: split by sharers they were a dozen files of a few hundred bytes each, and a
            // first visit of the dashboard queued 14 requests on HTTP/1.1's six connections before
            // its first screen (Lighthouse dashboard 89 → 92, booking page 85 → 88, median of 5 and
            // 3). Left out: the components that bring react-aria's calendar and dialogs with them,
            // which a screen without a form would download for nothing.
            {
              name: 'common',
              test: (id) =>
                /apps[\\/]web[\\/]src[\\/]/.test(id) &&
                !/(date-text-field|modal-dialog|features[\\/]documents)/.test(id),
              minShareCount: 2,
              maxModuleSize: 15_000,
            },
          ],
        },
      },
    },
  },
}));
