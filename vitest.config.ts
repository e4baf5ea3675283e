/// <reference types="vitest/config" />
import { playwright } from '@vitest/browser-playwright';
import { getViteConfig } from 'astro/config';
import { chromiumLaunchOptions } from './tests/lib/chromium.ts';
import { ProductSequencer } from './tests/product/sequencer.ts';

/**
 * Test files that keep a process of their own: three replace a module (`vi.mock`) for their
 * run; one starts an HTTP server and checks what `fetch` answers against the global
 * `Response`, which another file in a shared worker can replace (a Hono server puts its own
 * there); four set the content service's address in the environment, which the build's client
 * reads once, when its module loads (src/site/loaders/content-service-for-build.ts).
 */
const ownProcess = [
  'tests/unit/forms-tokens.test.ts',
  'tests/unit/listing-calls-loading.test.ts',
  'tests/unit/content-service-client.test.ts',
  'tests/service/build-without-content-service.test.ts',
  'tests/service/build-loaders.test.ts',
  'tests/service/marker-snapshot-endpoint.test.ts',
  'tests/service/translation-records.test.ts',
  'tests/service/delete-aside.test.ts',
];
/** The real Astro builds and publishes, a run of their own (`npm run test:builds`). */
const builds = 'tests/service/site-builds.test.ts';

// Astro's Vite config, so tests can render .astro components with the Container API. One
// `vitest run` runs every project; `--project <name>` runs one.
export default getViteConfig({
  test: {
    environment: 'node',
    // Property tests and in-process services take seconds on a busy 2-core machine; a test
    // that hangs still fails, just not because the machine was shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // `expect.poll` and browser-mode `expect.element` give up after one second by default:
    // too short for a process to end or a React render to land while the machine is busy.
    expect: { poll: { timeout: 10_000 } },
    // Vitest's default is one worker less than the cores: one on a 2-core machine. Most test
    // files that start servers or builds wait on them, so three run at once.
    maxWorkers: 3,
    // The product tests share one running product: the one that removes listings runs last.
    sequence: { sequencer: ProductSequencer },
    projects: [
      {
        // Pure functions and stores: one module graph per worker, not one per file.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ownProcess,
          isolate: false,
        },
      },
      {
        // Astro components rendered with the Container API, which sets up globals of its own
        // (such as Response): apart from the unit tests, one module graph per worker too.
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // One island at a time in Chromium (Vitest's browser mode): what a visitor does with
        // it and what it shows, without a site around it; journeys across pages are Playwright's.
        extends: true,
        test: {
          name: 'islands',
          include: ['tests/islands/**/*.test.tsx'],
          globalSetup: ['tests/islands/global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Tests that start servers, child processes or Astro builds: in worker processes of
        // their own, apart from the browser-mode and Container API globals, a few files after
        // one another in each, so the modules they share (the site server, the forms, Hono,
        // zod) load once per worker rather than once per file. Each file closes what it starts.
        extends: true,
        test: {
          name: 'service',
          include: ['tests/service/**/*.test.ts'],
          exclude: [...ownProcess, builds],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        // The files above (ownProcess): each in its own process, so a mock or a module's state
        // never outlives its file.
        extends: true,
        test: {
          name: 'own-process',
          include: ownProcess,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: { name: 'builds', include: [builds], pool: 'forks' },
      },
      {
        // The product as `npm start` composes it, started once (tests/product/global-setup.ts)
        // and checked over HTTP as visitors and search engines meet it.
        extends: true,
        test: {
          name: 'product',
          include: ['tests/product/**/*.test.ts'],
          globalSetup: ['tests/product/global-setup.ts'],
          fileParallelism: false,
          // One file at a time, so a group of its own, after the others in a run of them all.
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
