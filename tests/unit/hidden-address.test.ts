import { describe, expect, it } from 'vitest';
import { projectChildAddress } from '../../src/domain/address.ts';
import {
  estateForVisitors,
  listingForVisitors,
  projectForVisitors,
  shownAddress,
  summaryForVisitors,
  townPositions,
} from '../../src/domain/hidden-address.ts';
import { backOfficeToSummary, estateToSummary } from '../../src/domain/listing-card.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import {
  estateSchema,
  projectSchema,
  type Estate,
  type EstateAddress,
  type Project,
} from '../../src/schemas/estate.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

const gent = { id: 7, zip: '9000', name: { nl: 'Gent', fr: 'Gand' } };
const towns = townPositions([{ id: 7, lat: 51.054, lon: 3.717 }]);

function address(overrides: Partial<EstateAddress> = {}): EstateAddress {
  return {
    visible: false,
    street: { nl: 'Kerkstraat', fr: 'Rue de l’Église' },
    street_address: 'Kerkstraat 12',
    number: '12',
    box: '3B',
    city: gent,
    country: { id: 'BE' },
    region: 'FLANDERS',
    geoLocation: { lat: 51.0612, lon: 3.7291 },
    ...overrides,
  };
}

describe('townPositions', () => {
  it('reads each city’s position from the estate-filter locations', () => {
    const positions = townPositions([
      { id: 7, lat: 51.054, lon: 3.717 },
      { id: 8, lat: 50.85, lon: 4.35 },
    ]);
    expect(positions.get(8)).toEqual({ lat: 50.85, lon: 4.35 });
    expect(positions.size).toBe(2);
  });

  it('leaves out a location without a point, off the globe or at 0,0', () => {
    const positions = townPositions([
      { id: 1, lat: null, lon: 4 },
      { id: 2, lat: 95, lon: 4 },
      { id: 3, lat: 0, lon: 0 },
      { id: 4 },
    ]);
    expect(positions.size).toBe(0);
    expect(townPositions(undefined).size).toBe(0);
  });
});

describe('shownAddress: a hidden address keeps its town and nothing more precise', () => {
  it('clears street, street address, number and box of a hidden address', () => {
    const shown = shownAddress(address(), towns);
    expect(shown.street).toBeNull();
    expect(shown.street_address).toBeNull();
    expect(shown.number).toBeNull();
    expect(shown.box).toBeNull();
  });

  it('puts a hidden address at its town’s position instead of its door', () => {
    expect(shownAddress(address(), towns).geoLocation).toEqual({ lat: 51.054, lon: 3.717 });
  });

  it('gives a hidden address no point at all when its town’s position is unknown', () => {
    expect(shownAddress(address({ city: { ...gent, id: 99 } }), towns).geoLocation).toBeNull();
    expect(shownAddress(address({ city: null }), towns).geoLocation).toBeNull();
  });

  it('gives no point to a hidden address that had none, as it would have had no marker', () => {
    expect(shownAddress(address({ geoLocation: null }), towns).geoLocation).toBeNull();
  });

  it('keeps the town, country and region, which cards and searches show', () => {
    const shown = shownAddress(address(), towns);
    expect(shown.city).toEqual(gent);
    expect(shown.country).toEqual({ id: 'BE' });
    expect(shown.region).toBe('FLANDERS');
    expect(shown.visible).toBe(false);
  });

  it('leaves a visible address as it is', () => {
    const visible = address({ visible: true });
    expect(shownAddress(visible, towns)).toBe(visible);
  });

  it('changes nothing of the address it was given', () => {
    const hidden = address();
    shownAddress(hidden, towns);
    expect(hidden.street_address).toBe('Kerkstraat 12');
  });
});

const demo = generateDemoData({ estates: 120, seed: 3 });
const byId = new Map(demo.estates.map((estate) => [estate.id, estate]));

function demoEstate(): Estate {
  const raw = demo.estates.find((e) => !e.general.project && !e.general.parentId);
  return estateSchema.parse({ ...raw, general: { ...raw!.general, address: address() } });
}

function demoProject(projectAddress: EstateAddress, unitAddress?: EstateAddress): Project {
  const raw = demo.estates.find((e) => e.general.project)!;
  const project = projectSchema.parse({
    ...raw,
    children: raw.children.map((child) => byId.get(child.general.id)),
  });
  return {
    ...project,
    general: { ...project.general, address: projectAddress },
    children: project.children.map((unit) => ({
      ...unit,
      general: { ...unit.general, address: unitAddress ?? unit.general.address },
    })),
  };
}

/** Every string of a value, to look for a street or number anywhere in it. */
const serialized = (value: unknown) => JSON.stringify(value);

describe('records as a visitor receives them', () => {
  it('strips the hidden address of a search result and of a full estate', () => {
    const estate = demoEstate();
    for (const shown of [
      estateForVisitors(estate, towns).general.address,
      summaryForVisitors(estateToSummary(estate), towns).general.address,
    ]) {
      expect(serialized(shown)).not.toContain('Kerkstraat');
      expect(shown.geoLocation).toEqual({ lat: 51.054, lon: 3.717 });
    }
  });

  it('strips the units of a hidden project, whose address they take', () => {
    // A unit without a street of its own shows the project's address, whatever its own flag.
    const unitAddress = address({
      visible: true,
      street: null,
      street_address: null,
      number: null,
    });
    const project = projectForVisitors(demoProject(address(), unitAddress), towns);
    expect(serialized(project.general.address)).not.toContain('Kerkstraat');
    for (const unit of project.children) {
      const shown = projectChildAddress(project, unit);
      expect(shown.visible).toBe(false);
      expect(shown.box).toBeNull();
      expect(shown.geoLocation).toEqual({ lat: 51.054, lon: 3.717 });
    }
  });

  it('keeps the address of a visible project and of its units', () => {
    const visible = address({ visible: true });
    const project = demoProject(visible);
    expect(projectForVisitors(project, towns)).toEqual(project);
  });

  it('strips a unit with a hidden street of its own under a visible project', () => {
    const project = projectForVisitors(
      demoProject(
        address({ visible: true, street_address: 'Markt 1', street: { nl: 'Markt' } }),
        address(),
      ),
      towns,
    );
    for (const unit of project.children) {
      expect(serialized(unit.general.address)).not.toContain('Kerkstraat');
    }
  });

  it('strips a back-office listing’s address and its apartment number, in the summary too', () => {
    const raw = demo.backOfficeListings[0]!;
    const listing: BackOfficeListing = {
      ...raw,
      address: address(),
      fields: { ...raw.fields, 'general.appartment_number': '3B' },
    };
    const shown = listingForVisitors(listing, towns);
    expect(serialized(shown.address)).not.toMatch(/Kerkstraat|3B/);
    expect(shown.fields).not.toHaveProperty(['general.appartment_number']);
    const summary = summaryForVisitors(backOfficeToSummary(listing), towns);
    expect(serialized(summary)).not.toContain('Kerkstraat');
  });
});
