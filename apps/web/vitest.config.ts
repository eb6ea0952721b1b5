import { defineProject } from 'vitest/config';
import { tripMaps } from './vite.trip-maps';

export default defineProject({
  plugins: [tripMaps()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // jsdom pages with user-event are slow on a busy 2-core machine; a hang still fails.
    testTimeout: 30_000,
  },
});
