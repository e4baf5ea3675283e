import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browsers cannot be downloaded on every machine: prefer CHROME_PATH, then Debian's Chromium,
 * and fall back to Playwright's own browser (after `npx playwright install`) elsewhere.
 */
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

const executablePath = chromiumExecutable();
const port = Number(process.env.E2E_PORT ?? 4390);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
        },
      },
    },
  ],
  webServer: {
    command: `npm run build && npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/nl/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
