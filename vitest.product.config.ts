import { defineConfig } from 'vitest/config';
import { ProductSequencer } from './tests/product/sequencer.ts';

// The product-level tests: one product started for all of them (tests/product/global-setup.ts).
export default defineConfig({
  test: {
    include: ['tests/product/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/product/global-setup.ts'],
    // One product serves every file; files run one after another so a busy machine stays fair.
    fileParallelism: false,
    sequence: { sequencer: ProductSequencer },
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
