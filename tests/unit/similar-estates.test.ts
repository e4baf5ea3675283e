import { describe, expect, it } from 'vitest';
import { similarEstates } from '../../src/domain/similar-estates.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';

function summary(
  id: number,
  overrides: {
    headType?: number;
    transaction?: number;
    status?: number;
    price?: number;
    lat?: number;
    lon?: number;
    isProject?: boolean;
  } = {},
): EstateSummary {
  return {
    id,
    isSold: false,
    isProject: overrides.isProject ?? false,
    status: { id: overrides.status ?? 1 },
    publicationDate: '2026-10-01T00:00:00Z',
    general: {
      headType: { id: overrides.headType ?? 1 },
      transaction: { id: overrides.transaction ?? 1 },
      address: {
        visible: true,
        geoLocation: { lat: overrides.lat ?? 51.05, lon: overrides.lon ?? 3.72 },
      },
      price: overrides.price ?? 300000,
    },
    children: [],
  };
}

describe('similar estates', () => {
  const villa = summary(1);

  it('keeps the same head type and transaction, never the estate itself', () => {
    const found = similarEstates(villa, [
      villa,
      summary(2, { headType: 2 }),
      summary(3, { transaction: 2 }),
      summary(4),
    ]);
    expect(found.map((estate) => estate.id)).toEqual([4]);
  });

  it('leaves out sold estates and projects', () => {
    const found = similarEstates(villa, [
      summary(2, { status: 5 }),
      summary(3, { isProject: true }),
      summary(4),
    ]);
    expect(found.map((estate) => estate.id)).toEqual([4]);
  });

  it('puts the nearest in place and price first', () => {
    const near = summary(2, { lat: 51.06, price: 310000 });
    const far = summary(3, { lat: 50.5, price: 310000 });
    const pricey = summary(4, { lat: 51.06, price: 600000 });
    expect(similarEstates(villa, [far, pricey, near]).map((estate) => estate.id)).toEqual([
      2, 3, 4,
    ]);
  });

  it('gives at most the asked number', () => {
    const many = Array.from({ length: 10 }, (_, index) => summary(index + 2));
    expect(similarEstates(villa, many, 4)).toHaveLength(4);
  });
});
