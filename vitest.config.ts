/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests can render .astro components with the Container API.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/service/**/*.test.ts', 'tests/views/**/*.test.ts'],
    environment: 'node',
    // Property tests and in-process services take seconds on a busy 2-core machine; a test
    // that hangs still fails, just not because the machine was shared.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
