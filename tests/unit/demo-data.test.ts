import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agendaSlotSchema } from '../../src/schemas/agenda.ts';
import {
  backOfficeFieldGroups,
  backOfficeListingSchema,
} from '../../src/schemas/back-office-listing.ts';
import {
  agreementSchema,
  contactInfoSchema,
  entityItemSchema,
  entitySchema,
  estateCollectionSchema,
  estatePageSchema,
  menuSchema,
  pageSchema,
  translationsSchema,
} from '../../src/schemas/cms.ts';
import { estateSchema, projectSchema } from '../../src/schemas/estate.ts';
import { rentalPeriodSchema, rentalUnitSchema } from '../../src/schemas/rental-unit.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import {
  parseDocumentName,
  renderDocument,
} from '../../local-content-service/demo-data/documents.ts';
import { renderFloorPlan } from '../../local-content-service/demo-data/floor-plans.ts';
import { generateDemoData, planEstateMix } from '../../local-content-service/demo-data/generate.ts';
import { municipalities } from '../../local-content-service/demo-data/municipalities.ts';
import {
  parseSceneName,
  pictureScenes,
} from '../../local-content-service/demo-data/picture-paths.ts';
import { renderPicture } from '../../local-content-service/demo-data/pictures.ts';
import { createRandom } from '../../local-content-service/demo-data/random.ts';
import type { ListingStatus } from '../../local-content-service/demo-data/listing-facts.ts';
import { statusIdsBySource } from '../../src/domain/transaction-status.ts';

const data = generateDemoData({ estates: 300 });
const small = generateDemoData({ estates: 60 });
const allListings = [...data.estates, ...data.backOfficeListings];

function addressOf(listing: (typeof allListings)[number]) {
  return 'general' in listing ? listing.general.address : listing.address;
}

function isWalloonZip(zip: string): boolean {
  const code = Number(zip);
  return (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999);
}

describe('generateDemoData', () => {
  it('produces objects that all pass their schemas', () => {
    expect(() => siteSchema.parse(data.site)).not.toThrow();
    for (const menu of data.menus) menuSchema.parse(menu);
    for (const page of data.pages) pageSchema.parse(page);
    for (const entity of data.entities) entitySchema.parse(entity);
    for (const item of data.entityItems) entityItemSchema.parse(item);
    for (const estate of data.estates) estateSchema.parse(estate);
    for (const listing of data.backOfficeListings) backOfficeListingSchema.parse(listing);
    for (const collection of data.collections) estateCollectionSchema.parse(collection);
    for (const page of data.estatePages) estatePageSchema.parse(page);
    for (const { items } of data.agreements)
      for (const agreement of items) agreementSchema.parse(agreement);
    for (const unit of data.rentalUnits) rentalUnitSchema.parse(unit);
    for (const period of data.rentalPeriods) rentalPeriodSchema.parse(period);
    for (const { slots } of data.agendaSlots)
      for (const slot of slots) agendaSlotSchema.parse(slot);
    for (const texts of Object.values(data.translations)) translationsSchema.parse(texts);
    for (const { info } of data.contactInfo) contactInfoSchema.parse(info);
    expect(data.estates.length).toBeGreaterThan(0);
  });

  it('assembles a project with its units that passes the project schema', () => {
    const project = data.estates.find((estate) => estate.general.project);
    expect(project).toBeDefined();
    const units = data.estates.filter((estate) => estate.general.parentId === project?.id);
    expect(() => projectSchema.parse({ ...project, children: units })).not.toThrow();
  });

  it('gives the same bytes for the same options', () => {
    const options = { estates: 60, seed: 7, now: new Date('2027-03-01T10:00:00Z') };
    expect(JSON.stringify(generateDemoData(options))).toBe(
      JSON.stringify(generateDemoData(options)),
    );
    expect(generateDemoData({ estates: 60 })).toEqual(small);
  });

  it('gives different data for another seed', () => {
    const other = generateDemoData({ estates: 60, seed: 99 });
    expect(other.estates.map((estate) => estate.general.title)).not.toEqual(
      small.estates.map((estate) => estate.general.title),
    );
  });

  it('dates everything from the given now, not from the clock', () => {
    const now = new Date('2030-05-01T09:00:00Z');
    const later = generateDemoData({ estates: 60, now });
    const newest = Math.max(...later.estates.map((estate) => Date.parse(estate.publicationDate)));
    const oldest = Math.min(...later.estates.map((estate) => Date.parse(estate.publicationDate)));
    expect(newest).toBeLessThanOrEqual(now.getTime());
    expect(oldest).toBeGreaterThanOrEqual(now.getTime() - 548 * 86_400_000);
  });

  it('creates exactly the requested number of estate records', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer(), (estates, seed) => {
        const generated = generateDemoData({ estates, seed });
        expect(generated.estates.length + generated.backOfficeListings.length).toBe(estates);
      }),
      { numRuns: 25 },
    );
  });

  it('mixes about 70% old source, 20% back office and 10% project records', () => {
    const mix = planEstateMix(createRandom(1), 1000);
    expect(mix.backOffice).toBe(200);
    const projectRecords = mix.projectUnits.reduce((sum, units) => sum + units + 1, 0);
    expect(projectRecords).toBeGreaterThan(90);
    expect(projectRecords).toBeLessThanOrEqual(100);
    expect(mix.projectUnits.every((units) => units >= 4 && units <= 12)).toBe(true);
    expect(mix.oldSource + mix.backOffice + projectRecords).toBe(1000);
  });

  it('uses every head type at 300 estates', () => {
    const headTypes = new Set([
      ...data.estates.map((estate) => estate.general.headType.id),
      ...data.backOfficeListings.map((listing) => listing.headTypeId),
    ]);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(headTypes).toContain(id);
  });

  it('uses every status id of both sources at 300 estates', () => {
    const oldIds = new Set(data.estates.map((estate) => estate.status.id));
    for (const id of [1, 2, 3, 5, 6, 7]) expect(oldIds).toContain(id);
    const guidIds = new Set(data.backOfficeListings.map((listing) => listing.statusId));
    for (const id of [1, 2, 4, 6, 7, 8, 10]) expect(guidIds).toContain(id);
  });

  it('marks sold listings by the sold ids of their source', () => {
    for (const estate of data.estates)
      expect(estate.isSold).toBe([5, 6].includes(estate.status.id));
    for (const listing of data.backOfficeListings) {
      const sold = [1, 6, 7].includes(listing.statusId);
      expect(sold).toBe(['SOLD', 'RENTED', 'TAKEN_OVER'].includes(listing.status));
      const rent = [2, 4, 6, 8, 10].includes(listing.statusId);
      expect(rent).toBe(['TO_RENT', 'RENTED'].includes(listing.status));
    }
  });

  it('writes what happened into the texts of sold, rented and taken-over listings, never an offer', () => {
    const statusNames = new Map(
      Object.entries(statusIdsBySource.old).flatMap(([name, ids]) =>
        ids.map((id): [number, ListingStatus] => [id, name as ListingStatus]),
      ),
    );
    const listings = [
      ...data.estates
        .filter((estate) => !estate.general.project)
        .map((estate) => ({
          status: statusNames.get(estate.status.id)!,
          description: estate.general.description,
          title: estate.general.title,
        })),
      ...data.backOfficeListings.map((listing) => ({
        status: listing.status,
        description: listing.description,
        title: listing.title,
      })),
    ];
    const offers =
      /Te koop|Te huur|Over te nemen|over te nemen|For sale|To let|Zu verkaufen|Zu vermieten/;
    const closedLead: Partial<Record<ListingStatus, RegExp>> = {
      SOLD: /^Verkocht in /,
      RENTED: /^Verhuurd in /,
      TAKEN_OVER: /^Overgenomen in /,
    };
    let closed = 0;
    for (const { status, description, title } of listings) {
      const lead = closedLead[status];
      if (!lead) {
        expect(description?.nl ?? '').not.toMatch(/^(Verkocht|Verhuurd|Overgenomen) in /);
        continue;
      }
      closed += 1;
      expect(description?.nl ?? '').toMatch(lead);
      for (const text of [description?.nl, description?.en, title?.nl, title?.en])
        expect(text ?? '').not.toMatch(offers);
    }
    expect(closed).toBeGreaterThan(20);
  });

  it('hides some addresses and leaves some German descriptions empty', () => {
    const hidden = allListings.filter((listing) => !addressOf(listing).visible);
    expect(hidden.length / allListings.length).toBeGreaterThan(0.01);
    expect(hidden.length / allListings.length).toBeLessThan(0.12);
    const withoutGerman = data.estates.filter((estate) => !estate.general.description?.de);
    expect(withoutGerman.length / data.estates.length).toBeGreaterThan(0.15);
    expect(withoutGerman.length / data.estates.length).toBeLessThan(0.45);
    expect(
      data.estates.every(
        (estate) => estate.general.description?.nl && estate.general.description.fr,
      ),
    ).toBe(true);
  });

  it('writes -1 and 0 into some numeric fields', () => {
    const numbers = data.estates.flatMap((estate) => [
      estate.ki?.communityTax,
      estate.dimensions?.widthGround,
      estate.energy?.co2,
      estate.technical?.renovationYear,
      estate.price?.tax,
    ]);
    expect(numbers).toContain(-1);
    expect(numbers).toContain(0);
  });

  it('leaves some stickers at white with black text', () => {
    const stickers = data.estates.flatMap((estate) =>
      estate.general.sticker ? [estate.general.sticker] : [],
    );
    expect(
      stickers.some((sticker) => sticker.color === 'ffffff' && sticker.colorText === '000000'),
    ).toBe(true);
    expect(stickers.some((sticker) => sticker.color !== 'ffffff')).toBe(true);
  });

  it('links project units to their project both ways', () => {
    const projects = data.estates.filter((estate) => estate.general.project);
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      expect(project.general.headType.id).toBe(6);
      const units = data.estates.filter((estate) => estate.general.parentId === project.id);
      expect(units.length).toBeGreaterThanOrEqual(4);
      expect(units.length).toBeLessThanOrEqual(12);
      expect(project.children.map((child) => child.general.id).sort()).toEqual(
        units.map((unit) => unit.id).sort(),
      );
      for (const unit of units) {
        expect(unit.general.address.street_address).toBe(project.general.address.street_address);
        expect(unit.general.project).toBe(false);
      }
    }
  });

  it('places Wallonia estates in Walloon postal codes, with some planning fields empty', () => {
    const walloon = allListings.filter((listing) => addressOf(listing).region === 'WALLONIA');
    expect(walloon.length).toBeGreaterThan(0);
    for (const listing of walloon) {
      const zip = addressOf(listing).city?.zip ?? '';
      expect(isWalloonZip(zip)).toBe(true);
    }
    const walloonEstates = data.estates.filter(
      (estate) => estate.general.address.region === 'WALLONIA',
    );
    for (const estate of walloonEstates) {
      expect(estate.planning?.certificateAsBuilt ?? null).toBeNull();
      expect(estate.planning?.floodingParcelScore ?? null).toBeNull();
    }
  });

  it('keeps Flemish and Brussels estates out of Walloon postal codes', () => {
    for (const estate of data.estates) {
      const zip = estate.general.address.city?.zip ?? '';
      expect(isWalloonZip(zip)).toBe(estate.general.address.region === 'WALLONIA');
    }
  });

  it('fills back-office fields in every group, some listings under the VAT regime', () => {
    const groups = new Set(
      data.backOfficeListings.flatMap((listing) =>
        Object.keys(listing.fields).map((key) => key.split('.')[0]),
      ),
    );
    for (const group of backOfficeFieldGroups) expect(groups).toContain(group);
    expect(
      data.backOfficeListings.some((listing) => listing.fields['financial.vat_regime'] === true),
    ).toBe(true);
    const numbered = data.backOfficeListings
      .flatMap((listing) => Object.keys(listing.fields))
      .filter((key) => /^layout\.bedroom\d$/.test(key));
    expect(numbered).toContain('layout.bedroom2');
  });

  it('gives unique ids and v4-shaped guids', () => {
    const ids = allListings.map((listing) => listing.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      data.estates.every((estate) => estate.guid === null && estate.general.guid === null),
    ).toBe(true);
    for (const listing of data.backOfficeListings) {
      expect(listing.guid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('keeps monthly residential rents between 650 and 2,500 euro', () => {
    const rents = data.estates.filter(
      (estate) =>
        estate.status.id === 2 &&
        [1, 2].includes(estate.general.headType.id) &&
        estate.general.subType.id !== 209,
    );
    expect(rents.length).toBeGreaterThan(0);
    for (const estate of rents) {
      expect(estate.price?.value).toBeGreaterThanOrEqual(650);
      expect(estate.price?.value).toBeLessThanOrEqual(2500);
    }
  });

  it('prices garages for sale between 15,000 and 45,000 euro', () => {
    const garages = data.estates.filter(
      (estate) =>
        estate.general.headType.id === 5 && estate.status.id === 1 && !estate.general.parentId,
    );
    expect(garages.length).toBeGreaterThan(0);
    for (const garage of garages) {
      expect(garage.price?.value).toBeGreaterThanOrEqual(15_000);
      expect(garage.price?.value).toBeLessThanOrEqual(45_000);
    }
  });

  it('refers only to estates that exist from collections, estate pages, slots and contact info', () => {
    const ids = new Set(allListings.map((listing) => listing.id));
    for (const collection of data.collections)
      for (const id of collection.estateIds) expect(ids).toContain(id);
    for (const page of data.estatePages) expect(ids).toContain(page.estateId);
    for (const { estateId } of data.agendaSlots) expect(ids).toContain(estateId);
    for (const { estateId } of data.contactInfo) expect(ids).toContain(estateId);
    expect(data.estatePages.some((page) => page.hiddenTabs.includes('financialKI'))).toBe(true);
  });

  it('points every picture at a scene of the catalogue', () => {
    const paths = [
      ...allListings.flatMap((listing) =>
        listing.pictures.flatMap((picture) => [picture.file, picture.thumbnail]),
      ),
      ...data.rentalUnits.flatMap((unit) =>
        unit.photos.flatMap((photo) => [photo.original, photo.medium, photo.thumbnail]),
      ),
    ];
    for (const path of paths) {
      const match = /^\/media\/([a-z]+-\d+-\d+)\/(thumbnail|medium|original)\.webp$/.exec(path);
      expect(match?.[1] && parseSceneName(match[1])).toBeTruthy();
    }
  });

  it('links documents the renderer knows', () => {
    const links = data.estates.flatMap((estate) => estate.files.map((file) => file.link));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(parseDocumentName(link.replace('/media/documents/', ''))).not.toBeNull();
  });
});

describe('holiday rentals', () => {
  it('offers units at the coast and in the Ardennes only', () => {
    expect(data.rentalUnits.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.rentalUnits.map((unit) => unit.general.location))).toEqual(
      new Set(['COAST', 'ARDENNES']),
    );
    const holidayTowns = new Set(
      municipalities.filter((entry) => entry.holiday).map((entry) => entry.zip),
    );
    for (const unit of data.rentalUnits) expect(holidayTowns).toContain(unit.general.zip);
  });

  it('offers weeks, weekends and midweeks for the next six months at a price from their cheapest', () => {
    const now = Date.parse('2026-11-01T09:00:00Z');
    for (const unit of data.rentalUnits) {
      const periods = data.rentalPeriods.filter((period) => period.unitId === unit.id);
      expect(new Set(periods.map((period) => period.type))).toEqual(
        new Set(['WEEK', 'WEEKEND', 'MIDWEEK']),
      );
      for (const period of periods) {
        expect(Date.parse(period.from)).toBeGreaterThan(now);
        expect(Date.parse(period.to)).toBeLessThan(now + 200 * 86_400_000);
        const nights = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000;
        expect(nights).toBe({ WEEK: 7, WEEKEND: 3, MIDWEEK: 4 }[period.type]);
      }
      expect(unit.priceFrom).toBe(Math.min(...periods.map((period) => period.price)));
    }
  });

  it('grows only mildly with the number of estates', () => {
    const large = generateDemoData({ estates: 3000 });
    expect(large.rentalUnits.length).toBeGreaterThan(data.rentalUnits.length);
    expect(large.rentalUnits.length).toBeLessThan(data.rentalUnits.length * 3);
  });
});

describe('agenda slots', () => {
  it('offers half-hour viewings in Brussels office hours within three weeks', () => {
    const now = Date.parse('2026-11-01T09:00:00Z');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const slots = data.agendaSlots.flatMap((entry) => entry.slots);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const start = Date.parse(slot.start);
      expect(start).toBeGreaterThan(now);
      expect(start).toBeLessThan(now + 22 * 86_400_000);
      expect(Date.parse(slot.end) - start).toBe(30 * 60_000);
      const parts = Object.fromEntries(
        local.formatToParts(new Date(start)).map((part) => [part.type, part.value]),
      );
      const minutes = Number(parts.hour) * 60 + Number(parts.minute);
      expect(parts.weekday).not.toBe('Sun');
      expect(minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(minutes + 30).toBeLessThanOrEqual(18 * 60);
    }
  });
});

describe('municipalities', () => {
  it('lists at least 120 municipalities with unique ids', () => {
    expect(municipalities.length).toBeGreaterThanOrEqual(120);
    expect(new Set(municipalities.map((entry) => entry.id)).size).toBe(municipalities.length);
  });

  it('keeps postal codes and coordinates inside their region and Belgium', () => {
    for (const entry of municipalities) {
      expect(isWalloonZip(entry.zip)).toBe(entry.region === 'WALLONIA');
      const code = Number(entry.zip);
      expect(code >= 1000 && code <= 1299).toBe(entry.region === 'BRUSSELS');
      expect(entry.lat).toBeGreaterThan(49.45);
      expect(entry.lat).toBeLessThan(51.55);
      expect(entry.lon).toBeGreaterThan(2.5);
      expect(entry.lon).toBeLessThan(6.45);
    }
  });

  it('names the big cities in each language', () => {
    const byZip = (zip: string) =>
      municipalities.find((entry) => entry.zip === zip && entry.alias === null);
    expect(byZip('9000')?.name).toEqual({ nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' });
    expect(byZip('1000')?.name).toEqual({
      nl: 'Brussel',
      fr: 'Bruxelles',
      en: 'Brussels',
      de: 'Brüssel',
    });
    expect(byZip('4000')?.name).toEqual({ nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' });
    expect(byZip('7000')?.name.nl).toBe('Bergen');
    expect(byZip('7000')?.name.fr).toBe('Mons');
    expect(municipalities.some((entry) => entry.alias !== null)).toBe(true);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for the same seed', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    expect(Array.from({ length: 20 }, () => first.next())).toEqual(
      Array.from({ length: 20 }, () => second.next()),
    );
  });

  it('draws integers inside the asked bounds', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, span) => {
          const value = createRandom(seed).int(min, min + span);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
          expect(Number.isInteger(value)).toBe(true);
        },
      ),
    );
  });

  it('forks streams that do not depend on draws made before', () => {
    const used = createRandom(5);
    used.next();
    used.next();
    expect(used.fork('a').next()).toBe(createRandom(5).fork('a').next());
    expect(createRandom(5).fork('a').next()).not.toBe(createRandom(5).fork('b').next());
  });
});

describe('renderPicture', () => {
  it('returns a WebP of the requested size', async () => {
    const picture = await renderPicture('house-1-1', 'thumbnail');
    const metadata = await sharp(picture).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([400, 300]);
  });

  it('refuses a scene outside the catalogue', async () => {
    await expect(renderPicture('house-9-1', 'thumbnail')).rejects.toThrow(RangeError);
    await expect(renderPicture('../etc/passwd', 'medium')).rejects.toThrow(RangeError);
  });

  it('lists three variants of every scene', () => {
    expect(pictureScenes).toContain('interior-8-3');
    expect(pictureScenes.every((name) => parseSceneName(name) !== null)).toBe(true);
    expect(pictureScenes.length % 3).toBe(0);
  });
});

describe('renderDocument', () => {
  it('writes a PDF whose cross-reference offset points at its xref table', () => {
    const pdf = renderDocument('epc', 1234).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const offset = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(offset, offset + 4)).toBe('xref');
    expect(pdf).toContain('1234');
  });
});

describe('floor plans', () => {
  it('are pictures the site can show in its viewer, and the other documents PDFs', async () => {
    const links = data.estates.flatMap((estate) => estate.files.map((file) => file.link));
    expect(links.filter((link) => /floorplan-\d+\.webp$/.test(link)).length).toBeGreaterThan(0);
    expect(
      links.filter((link) => !/floorplan/.test(link)).every((link) => link.endsWith('.pdf')),
    ).toBe(true);
    expect(parseDocumentName('floorplan-7.webp')).toEqual({ kind: 'floorplan', estateId: 7 });
    expect(parseDocumentName('floorplan-7.pdf')).toBeNull();
    expect(parseDocumentName('epc-7.webp')).toBeNull();
    const metadata = await sharp(await renderFloorPlan(7)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 1200]);
  });
});
