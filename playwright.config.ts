import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/lib/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4390);
const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 4391);
// A product started already (tests/lib/browser-tests.ts shares one with the product tests).
const startedSite = process.env.E2E_SITE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  // The journeys change nothing another one reads (each has its own browser context; forms
  // mark their mails with unique names), so they run two at a time: much of a journey is
  // waiting on the page, the server or the mail outbox.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test that sweeps a dozen pages with axe takes a minute on a busy 2-core machine, and
  // two journeys share its cores.
  timeout: 300_000,
  // A web-first assertion waits for the page rather than a fixed pause: on a 2-core machine
  // shared with the product tests, a search or a hydration can take longer than the default.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: startedSite ?? `http://127.0.0.1:${port}`,
    // No trace: recording one costs every journey CPU (snapshots, screencast) on a 2-core
    // machine; a failing journey is rerun with `--trace on` to see it step by step.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  // The whole product as `npm start` runs it, on its own ports and data directory.
  webServer: startedSite
    ? undefined
    : {
        command: 'node scripts/start.ts',
        url: `http://127.0.0.1:${port}/nl/`,
        reuseExistingServer: false,
        timeout: 600_000,
        stdout: 'pipe',
        env: {
          PORT: String(port),
          SERVICE_PORT: String(servicePort),
          DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
          SITE_URL: `http://127.0.0.1:${port}`,
          CONTENT_SERVICE_URL: '',
        },
      },
});
