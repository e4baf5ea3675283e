import { describe, expect, it } from 'vitest';
import { notarySaleScale } from '../../src/domain/purchase-cost-rates.ts';
import {
  purchaseCosts,
  regionOfAddress,
  scaleAmount,
  type PurchaseCostInput,
} from '../../src/domain/purchase-costs.ts';

const onDeed = (input: Omit<PurchaseCostInput, 'date'>) =>
  purchaseCosts({ ...input, date: '2026-11-27' });
const line = (costs: ReturnType<typeof purchaseCosts>, key: string) =>
  costs.lines.find((entry) => entry.key === key)?.amount;

describe('the notary fee on a sale', () => {
  it('follows the degressive scale: € 65.000 gives € 1.394,16 (notaries’ worked example)', () => {
    expect(scaleAmount(notarySaleScale, 65_000)).toBe(1394.16);
  });

  it('is nothing on nothing and grows by 0,057 % beyond the last slice', () => {
    expect(scaleAmount(notarySaleScale, 0)).toBe(0);
    const top = scaleAmount(notarySaleScale, 250_095);
    expect(scaleAmount(notarySaleScale, 350_095)).toBeCloseTo(top + 57, 2);
  });
});

describe('registration duties by region', () => {
  it('Wallonia: 3 % for a sole own home, 12,5 % otherwise (public examples at € 150.000 and € 300.000)', () => {
    expect(
      line(onDeed({ price: 300_000, region: 'WALLONIA', soleOwnHome: true }), 'registration'),
    ).toBe(9_000);
    expect(
      line(onDeed({ price: 300_000, region: 'WALLONIA', soleOwnHome: false }), 'registration'),
    ).toBe(37_500);
    expect(
      line(onDeed({ price: 150_000, region: 'WALLONIA', soleOwnHome: true }), 'registration'),
    ).toBe(4_500);
    expect(
      line(onDeed({ price: 150_000, region: 'WALLONIA', soleOwnHome: false }), 'registration'),
    ).toBe(18_750);
  });

  it('Flanders: 2 % for a sole own home, 1 % after a deep energy renovation, 12 % otherwise', () => {
    expect(
      line(onDeed({ price: 300_000, region: 'FLANDERS', soleOwnHome: true }), 'registration'),
    ).toBe(6_000);
    expect(
      line(
        onDeed({ price: 300_000, region: 'FLANDERS', soleOwnHome: true, energyRenovation: true }),
        'registration',
      ),
    ).toBe(3_000);
    expect(
      line(onDeed({ price: 300_000, region: 'FLANDERS', soleOwnHome: false }), 'registration'),
    ).toBe(36_000);
    // The renovation rate is Flemish: elsewhere it changes nothing.
    expect(
      line(
        onDeed({ price: 300_000, region: 'WALLONIA', soleOwnHome: true, energyRenovation: true }),
        'registration',
      ),
    ).toBe(9_000);
  });

  it('Brussels: no duties on the first € 200.000 of a sole own home up to € 600.000, 12,5 % on the rest', () => {
    const home = onDeed({ price: 350_000, region: 'BRUSSELS', soleOwnHome: true });
    expect(line(home, 'registration')).toBe(18_750);
    expect(home.abatement).toBe(200_000);
    expect(
      line(onDeed({ price: 200_000, region: 'BRUSSELS', soleOwnHome: true }), 'registration'),
    ).toBe(0);
    expect(
      line(onDeed({ price: 600_000, region: 'BRUSSELS', soleOwnHome: true }), 'registration'),
    ).toBe(50_000);
    // Above the ceiling the whole price pays, as it does for a second home.
    const dear = onDeed({ price: 600_001, region: 'BRUSSELS', soleOwnHome: true });
    expect(dear.abatement).toBe(0);
    expect(line(dear, 'registration')).toBe(75_000.13);
    expect(
      line(onDeed({ price: 350_000, region: 'BRUSSELS', soleOwnHome: false }), 'registration'),
    ).toBe(43_750);
  });
});

describe('a new build under the VAT regime', () => {
  it('pays duties on the land and VAT on the rest, 21 % unless another legal rate is chosen', () => {
    const costs = onDeed({
      price: 400_000,
      region: 'FLANDERS',
      soleOwnHome: false,
      newBuildVat: { landPrice: 100_000 },
    });
    expect(line(costs, 'registration')).toBe(12_000);
    expect(line(costs, 'constructionVat')).toBe(63_000);
    const social = onDeed({
      price: 400_000,
      region: 'FLANDERS',
      soleOwnHome: false,
      newBuildVat: { landPrice: 100_000, vatRate: 0.06 },
    });
    expect(line(social, 'constructionVat')).toBe(18_000);
    expect(() =>
      onDeed({
        price: 400_000,
        region: 'FLANDERS',
        soleOwnHome: false,
        newBuildVat: { landPrice: 100_000, vatRate: 0.1 as never },
      }),
    ).toThrow(RangeError);
  });

  it('takes Brussels’ land abatement on the land’s part', () => {
    const costs = onDeed({
      price: 450_000,
      region: 'BRUSSELS',
      soleOwnHome: true,
      newBuildVat: { landPrice: 150_000 },
    });
    expect(costs.abatement).toBe(100_000);
    expect(line(costs, 'registration')).toBe(6_250);
  });
});

describe('the mortgage deed', () => {
  it('adds 1 % registration and 0,3 % mortgage duty on the loan plus 10 % accessories (€ 200.000 → € 2.200 and € 660)', () => {
    const costs = onDeed({ price: 300_000, region: 'FLANDERS', soleOwnHome: true, loan: 200_000 });
    expect(line(costs, 'mortgageRegistration')).toBe(2_200);
    expect(line(costs, 'mortgageDuty')).toBe(660);
    expect(line(costs, 'creditNotaryFee')).toBeGreaterThan(0);
    const cash = onDeed({ price: 300_000, region: 'FLANDERS', soleOwnHome: true });
    expect(cash.lines.map(({ key }) => key)).not.toContain('mortgageRegistration');
    expect(costs.costs).toBeGreaterThan(cash.costs + 2_860);
  });
});

describe('the totals', () => {
  it('add up every line, and the price, to the cent', () => {
    const costs = onDeed({ price: 285_000, region: 'WALLONIA', soleOwnHome: true, loan: 250_000 });
    const sum = costs.lines.reduce((total, { amount }) => total + amount, 0);
    expect(costs.costs).toBeCloseTo(sum, 2);
    expect(costs.total).toBeCloseTo(285_000 + sum, 2);
    expect(costs.ratesValidFrom).toBe('2025-01-01');
  });

  it('charges 21 % VAT on the notary’s fee and deed costs', () => {
    const costs = onDeed({ price: 65_000, region: 'FLANDERS', soleOwnHome: false });
    const fee = line(costs, 'notaryFee')!;
    const deed = line(costs, 'deedCosts')!;
    expect(fee).toBe(1394.16);
    expect(line(costs, 'notaryVat')).toBeCloseTo((fee + deed) * 0.21, 2);
  });
});

describe('the region of an address', () => {
  it('reads the service’s code, else the postcode', () => {
    expect(regionOfAddress('WALLONIA', '9000')).toBe('WALLONIA');
    expect(regionOfAddress(' flanders ', null)).toBe('FLANDERS');
    expect(regionOfAddress(null, '1050')).toBe('BRUSSELS');
    expect(regionOfAddress(null, '1300')).toBe('WALLONIA');
    expect(regionOfAddress(undefined, '4000')).toBe('WALLONIA');
    expect(regionOfAddress(null, '8400')).toBe('FLANDERS');
    expect(regionOfAddress(null, '3000')).toBe('FLANDERS');
    expect(regionOfAddress(null, '1500')).toBe('FLANDERS');
    expect(regionOfAddress(null, 'L-1234')).toBeNull();
    expect(regionOfAddress(null, null)).toBeNull();
  });
});
