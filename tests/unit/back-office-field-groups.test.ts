import { describe, expect, it } from 'vitest';
import { groupBackOfficeFields } from '../../src/domain/back-office-field-groups.ts';
import type { BackOfficeFieldValue } from '../../src/schemas/back-office-listing.ts';

type Listing = Parameters<typeof groupBackOfficeFields>[0];

function listing(
  fields: Record<string, BackOfficeFieldValue>,
  more: Partial<Listing> = {},
): Listing {
  return { status: 'FOR_SALE', type: 'HOUSE', fields, ...more };
}

const keysOf = (groups: ReturnType<typeof groupBackOfficeFields>) =>
  groups.flatMap((group) => group.rows.map((row) => row.key));

describe('groupBackOfficeFields', () => {
  it('groups fields by prefix in the order of the field groups', () => {
    const groups = groupBackOfficeFields(
      listing({
        'comfort.alarm': true,
        'financial.price': 250000,
        'general.exclusive': true,
        'construction.bedrooms_count': 3,
      }),
      'nl',
    );
    expect(groups.map((group) => group.group)).toEqual([
      'general',
      'financial',
      'construction',
      'comfort',
    ]);
    expect(groups[1]).toMatchObject({ label: 'Financieel', rows: [{ label: 'Prijs' }] });
  });

  it('orders fields within a group as the label table does', () => {
    const groups = groupBackOfficeFields(
      listing({ 'layout.living': 30, 'layout.bedroom2': 12, 'layout.bedroom1': 14 }),
      'en',
    );
    expect(keysOf(groups)).toEqual(['layout.bedroom1', 'layout.bedroom2', 'layout.living']);
  });

  it('leaves out empty values and groups left without rows', () => {
    const groups = groupBackOfficeFields(
      listing({ 'financial.price': 0, 'other.garages_count': 0, 'comfort.lift': false }),
      'nl',
    );
    expect(groups.map((group) => group.group)).toEqual(['comfort']);
  });

  it('hides the price fields under the VAT regime (spec 5)', () => {
    const fields = {
      'financial.price': 300000,
      'financial.land_price': 80000,
      'financial.price_per_square_meter': 2500,
      'financial.vat_regime': true,
      'notary_cost.total': 9000,
    };
    const keys = keysOf(groupBackOfficeFields(listing(fields), 'nl'));
    expect(keys).not.toContain('financial.price');
    expect(keys).not.toContain('financial.land_price');
    expect(keys).not.toContain('notary_cost.total');
    expect(keys).toContain('financial.price_per_square_meter');
    expect(
      keysOf(groupBackOfficeFields(listing({ ...fields, 'financial.vat_regime': false }), 'nl')),
    ).toContain('financial.price');
  });

  it('hides the electrical certificate fields of a rental (spec 5)', () => {
    const fields = {
      'certification.electrical_certificate': 'OBTAINED',
      'certification.electrical_certificate_date': '2024-01-02',
      'certification.energy_label': 'B',
    };
    expect(keysOf(groupBackOfficeFields(listing(fields, { status: 'TO_RENT' }), 'nl'))).toEqual([
      'certification.energy_label',
    ]);
    expect(keysOf(groupBackOfficeFields(listing(fields), 'nl'))).toHaveLength(3);
  });

  it('hides what Wallonia does not have (spec 5)', () => {
    const fields = {
      'certification.as_built_certificate': true,
      'planning.inventoried_heritage': false,
    };
    const wallonia = listing(fields, { address: { region: 'WALLONIA' } });
    expect(keysOf(groupBackOfficeFields(wallonia, 'fr'))).toEqual([]);
    expect(keysOf(groupBackOfficeFields(listing(fields), 'fr'))).toHaveLength(2);
  });

  it('hides groups whose tab or own name is on the hidden list', () => {
    const fields = { 'financial.price': 300000, 'notary_cost.total': 9000, 'comfort.alarm': true };
    expect(
      groupBackOfficeFields(listing(fields), 'nl', { hiddenTabs: ['financial'] }).map(
        (g) => g.group,
      ),
    ).toEqual(['comfort']);
    expect(
      groupBackOfficeFields(listing(fields), 'nl', { hiddenTabs: ['notary_cost'] }).map(
        (g) => g.group,
      ),
    ).toEqual(['financial', 'comfort']);
  });

  it('leaves out the keys the page shows elsewhere', () => {
    const fields = {
      'media.virtual_visit_url': 'https://tour.example/1',
      'general.exclusive': true,
    };
    const omitted = groupBackOfficeFields(listing(fields), 'nl', {
      omit: ['media.virtual_visit_url'],
    });
    expect(keysOf(omitted)).toEqual(['general.exclusive']);
    expect(keysOf(groupBackOfficeFields(listing(fields), 'nl'))).toHaveLength(2);
  });

  it('never shows the agency bookkeeping fields', () => {
    const keys = keysOf(
      groupBackOfficeFields(
        listing({ 'general.key': 'K12', 'other.sms_text': 'x', 'general.exclusive': true }),
        'nl',
      ),
    );
    expect(keys).toEqual(['general.exclusive']);
  });

  it('labels an unknown field with its name in underscores (spec 5)', () => {
    const [group] = groupBackOfficeFields(listing({ 'other.mystery_field': 'ja' }), 'nl');
    expect(group?.rows[0]?.label).toBe('_other.mystery_field_');
  });
});
