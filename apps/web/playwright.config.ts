import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort, originOf } from './e2e/support/origins';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: `../../test-results/e2e-${e2ePort}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers, each with its Chromium, and the server share two cores: a walk through several
  // pages with axe on each takes well over a minute at that load (specs with longer walks set more).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL: originOf('international'),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded with the demo data.
    command: `rm -rf ${e2eDataDir} && node scripts/start.mjs`,
    cwd: '../..',
    url: `${originOf('international')}/health/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePort),
      PUBLIC_URL: originOf('international'),
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
