import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The product tests share one running product; the test that removes listings from it runs
 * last but one, so every other test sees the demo as seeded, and the deployment test after it,
 * so the build it serves has listings that left the site. Every other file keeps Vitest's order.
 */
export class ProductSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const removes = (file: TestSpecification) => /removed-listings/.test(file.moduleId);
    const deploys = (file: TestSpecification) => /nginx/.test(file.moduleId);
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => !removes(file) && !deploys(file)),
      ...sorted.filter(removes),
      ...sorted.filter(deploys),
    ];
  }
}
