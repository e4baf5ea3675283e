import { describe, expect, it } from 'vitest';
import { idQueries, namedScope, termsPerQuery } from '../../src/site/loaders/named-sync.ts';

const entries = new Map([
  ['7', { id: 7, unitIds: [] }],
  ['40', { id: 40, unitIds: [41, 42] }],
  ['50', { id: 50, unitIds: [51] }],
]);

describe('the scope of a sync of named estates', () => {
  it('asks for the named ids and the stored groups that hold them', () => {
    expect(namedScope(new Set(['42', '7', '99']), entries)).toEqual({
      ids: [7, 40, 42, 99],
      holders: new Set(['7', '40']),
    });
  });

  it('asks for a project named by its own id, and holds no group for an id it never had', () => {
    expect(namedScope(new Set(['50']), entries)).toEqual({ ids: [50], holders: new Set(['50']) });
    expect(namedScope(new Set(['123']), entries)).toEqual({ ids: [123], holders: new Set() });
  });

  it('leaves an id that is not a whole number to a sync of every summary', () => {
    expect(namedScope(new Set(['7', 'b5e0-guid']), entries)).toBeNull();
    expect(namedScope(new Set(['-1']), entries)).toBeNull();
  });

  it('splits the ids into queries the service takes', () => {
    const ids = Array.from({ length: termsPerQuery * 2 + 1 }, (_, index) => index);
    const queries = idQueries(ids);
    expect(queries.map((query) => query.terms['children.general.id'].length)).toEqual([
      termsPerQuery,
      termsPerQuery,
      1,
    ]);
    expect(queries.flatMap((query) => query.terms['children.general.id'])).toEqual(ids);
    expect(idQueries([])).toEqual([]);
  });
});
