import { describe, expect, it } from 'vitest';
import { estateQuerySchema } from '../../src/schemas/estate-query.ts';
import {
  listingBaseFilter,
  listingKinds,
  listingScreenStatus,
  listingSearchBody,
} from '../../src/domain/listing-kinds.ts';

describe('listing screens', () => {
  it('starts buy and rent from their transaction and projects from none', () => {
    expect(listingBaseFilter('buy').status).toBe('FOR_SALE');
    expect(listingBaseFilter('rent').status).toBe('TO_RENT');
    expect(listingBaseFilter('projects').status).toBeUndefined();
  });

  it("names a screen's transaction as its base filter does, without the address parser", () => {
    for (const kind of listingKinds) {
      expect(listingScreenStatus(kind)).toBe(listingBaseFilter(kind).status);
    }
  });

  it('shows projects only on the projects screen', () => {
    for (const kind of listingKinds) {
      const body = listingSearchBody(kind, listingBaseFilter(kind));
      expect(body.query?.match?.isProject).toBe(kind === 'projects');
      expect(estateQuerySchema.safeParse(body).success).toBe(true);
    }
  });

  it('keeps the first page at 15 results from offset 0', () => {
    expect(listingSearchBody('buy', listingBaseFilter('buy')).pagination).toEqual({
      from: 0,
      size: 15,
    });
  });
});
