import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (or CHROME_PATH), headless, as the tests launch it: Playwright cannot
 * download a browser of its own on these machines; elsewhere Playwright's own one is used.
 * Debian's headless shell comes first, as Playwright's own headless runs do: it is the same
 * engine without the full browser's window and UI code, so the journeys, bound by the
 * processor on a 2-core machine, run faster in it. The full browser stays the fallback.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((path): path is string => Boolean(path && existsSync(path)));
  return {
    ...(executablePath && { executablePath }),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  };
}

/** That Chromium, for the tests outside Playwright's runner. */
export function launchTestChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
