import { describe, expect, inject, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { headTypeGroupOrder } from '../../src/domain/estate-query.ts';
import { headTypes } from '../../src/domain/reference-data/index.ts';
import { GroupedResults } from '../../src/features/listing/GroupedResults.tsx';
import { listingLabels, listingStrings } from '../../src/features/listing/strings.ts';
import { expectAxeClean } from './axe.ts';
import '../../src/features/listing/listing.css';

/*
 * The listing's results grouped by type (spec 9), drawn from a whole demo listing: one section
 * per head type, in the spec's order, the estates without a type last.
 */
describe('results grouped by type', () => {
  it('shows one section per type, in the spec 9 order, axe clean', async () => {
    const estates = inject('demoSummaries');
    const screen = await render(
      <GroupedResults
        estates={estates}
        groupBy="TYPE"
        locale="fr"
        strings={listingStrings('fr')}
        labels={listingLabels('fr')}
        hiddenStatus={[]}
        hrefOf={() => undefined}
      />,
    );
    const headings = screen.container.querySelectorAll('[data-group-heading]');
    const labels = [...headings].map((heading) => heading.textContent ?? '');
    const idOf = (label: string) => headTypes.find((type) => type.labels.fr === label)?.id;
    const ranks = labels.map((label) => {
      const rank = headTypeGroupOrder.indexOf(idOf(label) as (typeof headTypeGroupOrder)[number]);
      return rank === -1 ? headTypeGroupOrder.length : rank;
    });
    // Every type of the listing has its section, once.
    const types = new Set(estates.map((estate) => estate.general.headType.id));
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBe(types.size);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Every estate is in a section.
    expect(screen.container.querySelectorAll('[data-result]')).toHaveLength(estates.length);
    await expectAxeClean(screen.container, 'grouped');
  });
});
