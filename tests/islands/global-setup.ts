import type { TestProject } from 'vitest/node';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { estateSchema, projectSchema } from '../../src/schemas/estate.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../service/demo-data/generate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A demo listing's estates and projects, as the service answers a search. */
    demoSummaries: EstateSummary[];
  }
}

/**
 * The demo data is drawn in Node (it makes pictures with sharp), once, and handed to the
 * island tests in the browser (`inject('demoSummaries')`).
 */
export default function setup(project: TestProject) {
  const data = generateDemoData({ estates: 120, seed: 3 });
  const byId = new Map(data.estates.map((estate) => [estate.id, estate]));
  project.provide(
    'demoSummaries',
    data.estates
      .filter((raw) => raw.general.parentId == null)
      .map((raw) =>
        raw.general.project
          ? estateToSummary(
              projectSchema.parse({
                ...raw,
                children: raw.children.map((child) => byId.get(child.general.id)),
              }),
            )
          : estateToSummary(estateSchema.parse(raw)),
      ),
  );
}
