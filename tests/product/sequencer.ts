import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The product tests share one running product; the test that removes listings from it runs
 * last, so every other test sees the demo as seeded. Every other file keeps Vitest's own order.
 */
export class ProductSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const removes = (file: TestSpecification) => /removed-listings/.test(file.moduleId);
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !removes(file)), ...sorted.filter(removes)];
  }
}
