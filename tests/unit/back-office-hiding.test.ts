import { describe, it, expect } from 'vitest';
import {
  hiddenBackOfficeFields,
  isBackOfficeFieldHidden,
  vatRegimeKey,
} from '../../src/domain/back-office-hiding.ts';

const electrical = [
  'certification.electrical_certificate',
  'certification.electrical_certificate_conformity',
  'certification.electrical_certificate_information',
];
const rentalPlanning = [
  'planning.permission',
  'planning.most_recent_destination',
  'planning.proceeding',
  'planning.subdivision_permit',
  'certification.as_built_certificate',
];
const vatPrices = [
  'financial.price',
  'financial.land_price',
  'financial.infrastructure_price',
  'notary_cost.total',
];

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('hiding for rentals (spec 5: status TO_RENT or RENTED)', () => {
  it.each(['TO_RENT', 'RENTED'])(
    'hides the electrical certificate and planning fields when %s',
    (status) => {
      const hidden = hiddenBackOfficeFields({ status, type: 'APARTMENT' });
      expect(sorted(hidden)).toEqual(sorted([...electrical, ...rentalPlanning]));
    },
  );

  it('hides the information companion of a hidden planning field', () => {
    const listing = { status: 'TO_RENT', type: 'HOUSE' };
    expect(isBackOfficeFieldHidden('planning.permission_information', listing)).toBe(true);
    expect(isBackOfficeFieldHidden('certification.as_built_certificate_date', listing)).toBe(true);
  });

  it('keeps the other planning and certification fields of a rental', () => {
    const listing = { status: 'RENTED', type: 'HOUSE' };
    expect(isBackOfficeFieldHidden('planning.destination', listing)).toBe(false);
    expect(isBackOfficeFieldHidden('planning.priority_purchase', listing)).toBe(false);
    expect(isBackOfficeFieldHidden('certification.epc_value', listing)).toBe(false);
    expect(isBackOfficeFieldHidden('planning.permissions', listing)).toBe(false);
  });

  it.each(['FOR_SALE', 'SOLD', 'TAKE_OVER', 'TAKEN_OVER'])('hides nothing for %s', (status) => {
    const listing = { status, type: 'HOUSE' };
    expect(hiddenBackOfficeFields(listing).size).toBe(0);
    expect(isBackOfficeFieldHidden('planning.permission', listing)).toBe(false);
  });
});

describe('hiding for plots (spec 5: type PLOT)', () => {
  it('hides only the electrical certificate fields of a plot for sale', () => {
    const hidden = hiddenBackOfficeFields({ status: 'FOR_SALE', type: 'PLOT' });
    expect(sorted(hidden)).toEqual(sorted(electrical));
  });

  it('keeps the planning fields of a plot for sale', () => {
    expect(
      isBackOfficeFieldHidden('planning.subdivision_permit', { status: 'FOR_SALE', type: 'PLOT' }),
    ).toBe(false);
  });

  it('hides the same fields once for a rented plot', () => {
    const hidden = hiddenBackOfficeFields({ status: 'TO_RENT', type: 'PLOT' });
    expect(sorted(hidden)).toEqual(sorted([...electrical, ...rentalPlanning]));
  });
});

describe('hiding under the VAT regime (spec 5: financial VAT regime true)', () => {
  const underVat = { status: 'FOR_SALE', type: 'HOUSE', fields: { [vatRegimeKey]: true } };

  it('hides the price, land price, infrastructure price and notary cost total', () => {
    expect(sorted(hiddenBackOfficeFields(underVat))).toEqual(sorted(vatPrices));
    for (const key of vatPrices) expect(isBackOfficeFieldHidden(key, underVat)).toBe(true);
  });

  it('keeps the price per square metre and the other notary costs', () => {
    expect(isBackOfficeFieldHidden('financial.price_per_square_meter', underVat)).toBe(false);
    expect(isBackOfficeFieldHidden('notary_cost.total_including_costs', underVat)).toBe(false);
  });

  it.each([false, null, 'true', 1])('hides no price when the VAT regime is %j', (value) => {
    const listing = { status: 'FOR_SALE', type: 'HOUSE', fields: { [vatRegimeKey]: value } };
    expect(hiddenBackOfficeFields(listing).size).toBe(0);
    expect(isBackOfficeFieldHidden('financial.price', listing)).toBe(false);
  });

  it('hides no price when the listing has no fields', () => {
    expect(isBackOfficeFieldHidden('financial.price', { status: 'FOR_SALE', type: 'HOUSE' })).toBe(
      false,
    );
  });
});

describe('hiddenBackOfficeFields', () => {
  it('adds the companion keys the listing holds', () => {
    const hidden = hiddenBackOfficeFields({
      status: 'RENTED',
      type: 'HOUSE',
      fields: {
        'planning.proceeding_information': 'Geen',
        'certification.electrical_certificate_date': '2020-01-01',
        'planning.destination': 'Woongebied',
      },
    });
    expect(hidden.has('planning.proceeding_information')).toBe(true);
    expect(hidden.has('certification.electrical_certificate_date')).toBe(true);
    expect(hidden.has('planning.destination')).toBe(false);
  });

  it('agrees with isBackOfficeFieldHidden on every key it returns', () => {
    const listing = {
      status: 'TO_RENT',
      type: 'PLOT',
      fields: { [vatRegimeKey]: true, 'planning.subdivision_permit_information': 'x' },
    };
    for (const key of hiddenBackOfficeFields(listing)) {
      expect(isBackOfficeFieldHidden(key, listing)).toBe(true);
    }
  });

  it('combines the status and VAT rules', () => {
    const hidden = hiddenBackOfficeFields({
      status: 'RENTED',
      type: 'HOUSE',
      fields: { [vatRegimeKey]: true },
    });
    expect(sorted(hidden)).toEqual(sorted([...electrical, ...rentalPlanning, ...vatPrices]));
  });
});
