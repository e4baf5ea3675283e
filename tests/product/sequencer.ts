import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The product tests share one running product; the test that removes listings from it runs
 * last, so every other test sees the demo as seeded.
 */
export class ProductSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const removes = (file: TestSpecification) => /removed-listings/.test(file.moduleId);
    return [...files].sort(
      (a, b) => Number(removes(a)) - Number(removes(b)) || a.moduleId.localeCompare(b.moduleId),
    );
  }
}
