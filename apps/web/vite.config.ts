import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite.precompress';
import { tripMaps } from './vite.trip-maps';

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), tripMaps(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Content-Security-Policy forbids inline scripts: keep every module in its own file.
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each module needs (the bench walks it, scripts/bench).
    manifest: true,
  },
});
