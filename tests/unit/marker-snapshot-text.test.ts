import { describe, expect, it } from 'vitest';
import { markerSnapshotFromAnswer } from '../../src/features/map/marker-snapshot-build.ts';
import type { EstateQuery } from '../../src/schemas/estate-query.ts';
import {
  markerSnapshotText,
  type KeptMarkerSnapshot,
} from '../../src/site/marker-snapshot-text.ts';

/*
 * The map's marker snapshot on a rebuild of the estates a webhook named: the service is asked
 * about those alone, and the last snapshot stands when none of them moved a marker.
 */

type Listing = {
  id: number;
  status: { id: number };
  title: string;
  price: number;
  publicationDate: string;
  general: {
    subType: { id: number };
    headType: { id: number };
    address: { geoLocation: { lat: number; lon: number } };
  };
};

const listing = (id: number, lat = 51 + id / 1000): Listing => ({
  id,
  status: { id: 3 },
  title: `Listing ${id}`,
  price: 250_000,
  publicationDate: '2026-11-01',
  general: {
    subType: { id: 110 },
    headType: { id: 1 },
    address: { geoLocation: { lat, lon: 4.4 } },
  },
});

const search: EstateQuery = { query: { match: { isProject: false } } };

/** A service over `listings`: answers the search, or the search for the ids it names. */
function service(listings: Map<number, Listing>) {
  const bodies: EstateQuery[] = [];
  const ask = async (body: EstateQuery) => {
    bodies.push(body);
    const named = body.query?.terms?.['children.general.id'] as number[] | undefined;
    const results = [...listings.values()].filter(
      (item) => named === undefined || named.includes(item.id),
    );
    return { total: { value: results.length }, results };
  };
  return { ask, bodies };
}

const towns = new Map();

describe('the marker snapshot of a rebuild', () => {
  const site = () => new Map([1, 2, 3].map((id) => [id, listing(id)]));

  async function first(listings: Map<number, Listing>) {
    const { ask } = service(listings);
    return markerSnapshotText({
      search,
      towns,
      ask,
      named: null,
      groups: new Set(),
      last: undefined,
    });
  }

  /** A rebuild naming `named` over `listings` as the service has them now, after `last`. */
  async function rebuild(
    listings: Map<number, Listing>,
    named: string[],
    last: KeptMarkerSnapshot,
    groups = new Set([...listings.keys()]),
  ) {
    const { ask, bodies } = service(listings);
    const next = await markerSnapshotText({ search, towns, ask, named, groups, last });
    return { next, bodies };
  }

  it('is the snapshot of the whole answer when there is no last one, or no estate was named', async () => {
    const listings = site();
    const kept = await first(listings);
    expect(kept.text).toBe(
      JSON.stringify(
        markerSnapshotFromAnswer(
          search,
          { total: { value: 3 }, results: [...listings.values()] },
          towns,
        ),
      ),
    );
    const { ask, bodies } = service(listings);
    await markerSnapshotText({ search, towns, ask, named: null, groups: new Set([1]), last: kept });
    expect(bodies).toEqual([search]);
  });

  it('stands as written when the named estates changed what no marker shows', async () => {
    const listings = site();
    const kept = await first(listings);
    listings.set(2, { ...listings.get(2)!, title: 'Retitled', price: 199_000 });
    const { next, bodies } = await rebuild(listings, ['2'], kept);
    expect(next).toBe(kept);
    // Only the named estate was asked about, with the map's own search.
    expect(bodies).toEqual([
      { query: { match: { isProject: false }, terms: { 'children.general.id': [2] } } },
    ]);
  });

  it('is made again from the whole answer when a named estate moved, left or came', async () => {
    const moved = site();
    const kept = await first(moved);
    moved.set(2, listing(2, 50.5));
    const { next: afterMove } = await rebuild(moved, ['2'], kept);
    expect(afterMove.text).toContain('50.5');
    expect(afterMove.text).not.toBe(kept.text);

    const left = site();
    left.delete(3);
    const { next: afterLeaving } = await rebuild(left, ['3'], kept);
    expect(JSON.parse(afterLeaving.text).id).toEqual([1, 2]);

    const came = site();
    came.set(4, listing(4));
    const { next: afterComing } = await rebuild(came, ['4'], kept);
    expect(JSON.parse(afterComing.text).id).toEqual([1, 2, 3, 4]);
  });

  it('asks for the whole answer when a named id is no listing group it knows (a unit)', async () => {
    const listings = site();
    const kept: KeptMarkerSnapshot = await first(listings);
    const { bodies } = await rebuild(listings, ['77'], kept);
    expect(bodies).toEqual([search]);
  });

  it('asks for the whole answer when the date the service orders by changed', async () => {
    const listings = site();
    const kept = await first(listings);
    listings.set(1, { ...listings.get(1)!, publicationDate: '2026-11-30' });
    const { bodies } = await rebuild(listings, ['1'], kept);
    expect(bodies.at(-1)).toEqual(search);
  });
});
