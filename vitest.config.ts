/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests can render .astro components with the Container API.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/service/**/*.test.ts', 'tests/views/**/*.test.ts'],
    environment: 'node',
  },
});
