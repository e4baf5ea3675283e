import { describe, expect, it } from 'vitest';
import { listingOpenedOnMapScript } from '../../src/site/inline-scripts.ts';
import { VIEW_MAP, viewTypeOf } from '../../src/schemas/search-constants.ts';

/** Runs the inline script as a page would, on an address with `search`; the marks it set. */
function marksOf(search: string): Record<string, string> {
  const dataset: Record<string, string> = {};
  new Function('location', 'document', listingOpenedOnMapScript)(
    { search },
    { documentElement: { dataset } },
  );
  return dataset;
}

describe('the mark of a listing opened on the map view', () => {
  it('is set for every spelling of the map view the listing reads, and no other', () => {
    for (const view of ['map', 'MAP', ' map ', '1', 'gallery', '0', '', 'mapx', '11']) {
      const opened = 'listingOpenedMap' in marksOf(`?view=${encodeURIComponent(view)}&price-min=1`);
      expect(opened, view).toBe(viewTypeOf(view) === VIEW_MAP);
    }
    expect(marksOf('')).toEqual({});
    expect(marksOf('?type=1')).toEqual({});
  });
});
