import { describe, expect, it } from 'vitest';
import {
  backOfficeValueKind,
  formatBackOfficeValue,
} from '../../src/domain/back-office-field-format.ts';
import { translateEnumValue } from '../../src/domain/reference-data/index.ts';

const nbsp = '\u00a0';

describe('backOfficeValueKind', () => {
  it('reads a boolean as yes/no whatever the key', () => {
    expect(backOfficeValueKind('financial.price', true)).toBe('boolean');
  });

  it('reads years, counts and identifiers from the field name', () => {
    expect(backOfficeValueKind('construction.construction_year', 1997)).toBe('year');
    expect(backOfficeValueKind('construction.renovation_year', 2004)).toBe('year');
    expect(backOfficeValueKind('construction.bedrooms_count', 3)).toBe('count');
    expect(backOfficeValueKind('notary.annuity_holder_age_1', 71)).toBe('count');
    expect(backOfficeValueKind('general.advertiser_id', 3)).toBe('identifier');
  });

  it('reads lengths, surfaces and money from the field name and group', () => {
    expect(backOfficeValueKind('other.distance_school', 800)).toBe('length');
    expect(backOfficeValueKind('construction.plot_width', 12)).toBe('length');
    expect(backOfficeValueKind('layout.bedroom1', 14)).toBe('surface');
    expect(backOfficeValueKind('construction.living_surface', 140)).toBe('surface');
    expect(backOfficeValueKind('other.garden_area', 300)).toBe('surface');
    expect(backOfficeValueKind('financial.warranty', 3000)).toBe('currency');
    expect(backOfficeValueKind('notary_cost.total', 12000)).toBe('currency');
    expect(backOfficeValueKind('construction.renovation_costs', 90000)).toBe('currency');
  });

  it('uses the named kinds of the EPC figures, price per m² and VAT rate', () => {
    expect(backOfficeValueKind('financial.price_per_square_meter', 2500)).toBe(
      'pricePerSquareMetre',
    );
    expect(backOfficeValueKind('financial.vat_rate', 21)).toBe('percentage');
    expect(backOfficeValueKind('certification.epc_value', 200)).toBe('epc');
    expect(backOfficeValueKind('certification.epc_year_value', 20000)).toBe('yearlyEpc');
  });

  it('reads reference values, dates and links among texts', () => {
    expect(backOfficeValueKind('comfort.heating', 'GAS')).toBe('enum');
    expect(backOfficeValueKind('other.available_at', '2026-12-01')).toBe('date');
    expect(backOfficeValueKind('media.virtual_visit_url', 'https://tour.example/1')).toBe('url');
    expect(backOfficeValueKind('construction.cadastral_parcel', '803A')).toBe('text');
  });
});

describe('formatBackOfficeValue', () => {
  it('hides empty values, 0 and -1 (spec 5)', () => {
    for (const value of [null, undefined, '', '  ', 0, -1]) {
      expect(formatBackOfficeValue('financial.price', value, 'nl')).toBeNull();
    }
  });

  it('shows false as "no" rather than hiding it', () => {
    expect(formatBackOfficeValue('comfort.lift', false, 'nl')).toEqual({ text: 'Nee' });
    expect(formatBackOfficeValue('comfort.lift', true, 'fr')).toEqual({ text: 'Oui' });
  });

  it('writes a price in euro with Belgian separators', () => {
    expect(formatBackOfficeValue('financial.price', 325000, 'en')).toEqual({
      text: `€${nbsp}325.000`,
    });
  });

  it('writes a year without a thousands separator', () => {
    expect(formatBackOfficeValue('construction.construction_year', 1997, 'nl')).toEqual({
      text: '1997',
    });
  });

  it('writes layout rooms as surfaces with two decimals', () => {
    expect(formatBackOfficeValue('layout.bedroom1', 14, 'de')).toEqual({ text: `14,00${nbsp}m²` });
  });

  it('translates reference values, falling back to another language when one is empty', () => {
    expect(formatBackOfficeValue('comfort.heating', 'GAS', 'fr')).toEqual({
      text: translateEnumValue('Heating', 'GAS', 'fr'),
    });
    // 'WIG' has no German label in the reference data (spec 3)
    expect(translateEnumValue('RecentDestination', 'WIG', 'de')).toBe('');
    expect(formatBackOfficeValue('planning.destination', 'WIG', 'de')).toEqual({
      text: translateEnumValue('RecentDestination', 'WIG', 'nl'),
    });
  });

  it('labels the project phase, which no reference list covers', () => {
    expect(formatBackOfficeValue('project.project_phase', 'UNDER_CONSTRUCTION', 'nl')).toEqual({
      text: 'In aanbouw',
    });
  });

  it('writes dates as dd/mm/yyyy and keeps links as links', () => {
    expect(formatBackOfficeValue('other.available_at', '2026-12-09', 'en')).toEqual({
      text: '09/12/2026',
    });
    expect(formatBackOfficeValue('notary.bid_url', 'https://www.biddit.be/x', 'nl')).toEqual({
      text: 'https://www.biddit.be/x',
      href: 'https://www.biddit.be/x',
    });
  });

  it('reads a per-language text in the visitor language only', () => {
    const value = { nl: 'Zuidgericht', fr: null };
    expect(formatBackOfficeValue('other.orientation_text', value, 'nl')).toEqual({
      text: 'Zuidgericht',
    });
    expect(formatBackOfficeValue('other.orientation_text', value, 'fr')).toBeNull();
  });
});
