import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (or CHROME_PATH), headless, as the tests outside Playwright's runner launch
 * it: Playwright cannot download a browser of its own on these machines.
 */
export function launchTestChromium(): Promise<Browser> {
  const executablePath = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((path): path is string => Boolean(path && existsSync(path)));
  return chromium.launch({
    ...(executablePath && { executablePath }),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
}
