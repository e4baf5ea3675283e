import axe from 'axe-core';
import { expect } from 'vitest';

/** The axe check of an island as it is drawn now: no violation, named by rule and element. */
export async function expectAxeClean(root: Element, state: string): Promise<void> {
  const results = await axe.run(root);
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
    state,
  ).toEqual([]);
}
