import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import HolidayRentals from '../../src/views/HolidayRentals.astro';
import HolidayRentalUnit from '../../src/views/HolidayRentalUnit.astro';
import { alternatePaths, buildPath } from '../../src/domain/routes.ts';
import { namesakeIds } from '../../src/domain/namesakes.ts';
import { jsonLdOf, jsonLdProblems } from '../fixtures/json-ld-shape.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { RentalUnitRecord, SiteFrame } from '../../src/site/types.ts';
import type { RentalFilterOptions } from '../../src/schemas/rental-unit.ts';
import { holidayOpenedFilteredScript } from '../../src/site/inline-scripts.ts';
import { inlineScriptSources } from '../../src/site/security-headers.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { islandScripts } from '../../src/site/island-scripts.ts';
import { $, $$ } from './dom.ts';
import { createViewContainer } from './view-container.ts';

const demo = generateDemoData({ estates: 40 });
const frame: SiteFrame = { site: demo.site, menus: { main: null, footer: null }, pages: [] };
const records: RentalUnitRecord[] = demo.rentalUnits.map((unit) => ({
  unit,
  periods: demo.rentalPeriods.filter((period) => period.unitId === unit.id),
}));
const coastal = records.find((record) => record.unit.general.location === 'COAST');
if (!coastal) throw new Error('the demo data has no unit at the coast');

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

/** The search's choices as the service offers them for these units (rental-units/filters). */
const unique = <T>(values: T[]) => [...new Set(values)].sort();
const availablePeriods = records.flatMap((record) => record.periods.filter((p) => p.available));
const options: RentalFilterOptions = {
  locations: unique(records.map(({ unit }) => unit.general.location ?? '').filter(Boolean)),
  maxOccupations: unique(records.map(({ unit }) => unit.general.maxOccupation)).sort(
    (a, b) => a - b,
  ),
  subKinds: unique(records.map(({ unit }) => unit.general.subKind)),
  cities: unique(records.map(({ unit }) => unit.general.city)),
  periodTypes: unique(availablePeriods.map((period) => period.type)),
  periodStartDates: unique(availablePeriods.map((period) => period.from)),
  periodDates: availablePeriods.map(({ from, to, type }) => ({ from, to, type })),
};

const renderList = (locale: Locale, units = records) =>
  container.renderToString(HolidayRentals, {
    props: {
      locale,
      frame,
      alternates: alternatePaths(buildPath('holidayRentals', locale)),
      units,
      options,
    },
  });

const renderUnit = (locale: Locale, record: RentalUnitRecord, namesake = false) =>
  container.renderToString(HolidayRentalUnit, {
    props: {
      locale,
      frame,
      alternates: alternatePaths(
        buildPath('holidayRentalUnit', locale, { rentalUnitId: record.unit.id }),
      ),
      record,
      namesake,
    },
  });

describe('holiday unit titles and descriptions', () => {
  const namesakes = namesakeIds(
    records.map(({ unit }) => ({
      id: unit.id,
      rentalName: unit.rentalName,
      city: unit.general.city,
    })),
  );
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) =>
    /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  it('gives every unit page its own title and description in each language', async () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const record of records) {
        const html = await renderUnit(locale, record, namesakes.has(record.unit.id));
        titles.add(titleOf(html)!);
        descriptions.add(descriptionOf(html)!);
      }
      expect(titles.size, `titles in ${locale}`).toBe(records.length);
      expect(descriptions.size, `descriptions in ${locale}`).toBe(records.length);
    }
  });

  it("names the unit, its kind, its town and the language's word for holiday rentals", async () => {
    const html = await renderUnit('fr', coastal);
    const { unit } = coastal;
    expect(titleOf(html)).toContain(`${unit.rentalName}, `);
    expect(titleOf(html)).toContain(`à ${unit.general.city}`);
    expect(titleOf(html)).toContain('Locations de vacances');
    expect(titleOf(await renderUnit('nl', coastal))).toContain('Vakantieverhuur');
  });

  it('describes the unit as a VacationRental with its free periods as offers, for search engines', async () => {
    const html = await renderUnit('nl', coastal);
    const graph = jsonLdOf(html);
    expect(jsonLdProblems(graph)).toEqual([]);
    const rental = graph.find((node) => node['@type'] === 'VacationRental');
    expect(rental).toMatchObject({ identifier: String(coastal.unit.id), inLanguage: 'nl' });
    expect((rental?.makesOffer as unknown[]).length).toBe(
      coastal.periods.filter((period) => period.available).length,
    );
  });

  it('tells two units of the same name in the same town apart by their reference', async () => {
    const twin: RentalUnitRecord = {
      ...coastal,
      unit: { ...coastal.unit, id: coastal.unit.id + 1000 },
    };
    const found = namesakeIds(
      [coastal, twin].map(({ unit }) => ({
        id: unit.id,
        rentalName: unit.rentalName,
        city: unit.general.city,
      })),
    );
    expect([...found]).toEqual([coastal.unit.id, twin.unit.id]);
    const one = await renderUnit('en', coastal, true);
    const other = await renderUnit('en', twin, true);
    expect(titleOf(one)).toContain(`ref. ${coastal.unit.id}`);
    expect(titleOf(one)).not.toBe(titleOf(other));
    expect(descriptionOf(one)).not.toBe(descriptionOf(other));
  });
});

describe('holiday rentals list', () => {
  it('shows every unit as a card linking to its page', async () => {
    const html = await renderList('de');
    expect(html.match(/<article class="holiday-card"/g)).toHaveLength(records.length);
    for (const { unit } of records) expect(html).toContain(`href="/de/feiertage/${unit.id}"`);
  });

  it('names the location in the visitor language', async () => {
    const html = await renderList('nl', [coastal]);
    expect(html).toMatch(/class="holiday-card__location[^"]*"[^>]*>Kust</);
    const ardennes = records.find((record) => record.unit.general.location === 'ARDENNES');
    expect(await renderList('fr', ardennes ? [ardennes] : [])).toMatch(/>Ardennes</);
  });

  it('shows capacity and the price of the cheapest period still available', async () => {
    const record: RentalUnitRecord = {
      unit: { ...coastal.unit, general: { ...coastal.unit.general, maxOccupation: 6 } },
      periods: [
        {
          id: 1,
          unitId: coastal.unit.id,
          type: 'WEEK',
          from: '2026-11-07',
          to: '2026-11-14',
          price: 560,
          available: true,
        },
        {
          id: 2,
          unitId: coastal.unit.id,
          type: 'WEEKEND',
          from: '2026-11-13',
          to: '2026-11-16',
          price: 210,
          available: false,
        },
        {
          id: 3,
          unitId: coastal.unit.id,
          type: 'MIDWEEK',
          from: '2026-11-09',
          to: '2026-11-13',
          price: 345,
          available: true,
        },
      ],
    };
    const html = await renderList('en', [record]);
    expect(html).toContain('Sleeps 6');
    expect(html).toContain('from €\u00a0345');
    expect(html).not.toContain('210');
  });

  it('wraps the cards in the mount point of the holiday search island', async () => {
    const html = await renderList('en');
    expect(html).toContain(`data-island="holiday-search" data-total="${records.length}"`);
  });

  it("offers the search's choices the build read in its form, before any script runs", async () => {
    const html = await renderList('nl');
    const form = $('form[role="search"]', parseDocument(html))!;
    const values = (name: string) =>
      $$(`select[name="${name}"] option`, form)
        .map((option) => option.attribs.value)
        .filter(Boolean);
    // In the order of their labels in the page's language.
    expect(values('city').toSorted()).toEqual(options.cities.toSorted());
    expect(values('location').toSorted()).toEqual(options.locations.toSorted());
    expect(values('kind').toSorted()).toEqual(options.subKinds.toSorted());
  });

  it('ends with </html>: its module script is inside the document, not after it', async () => {
    const html = await renderList('nl');
    expect(html).toMatch(/<script type="module"[^>]*>/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('runs inline only the script that hides the list opened on a search, as the policy hashes it', async () => {
    const html = await renderList('nl');
    const scripts = inlineScriptSources(html);
    // Besides Astro's island runtime and directive scripts, which the policy hashes too.
    expect(scripts.filter((script) => !islandScripts.includes(script))).toEqual([
      holidayOpenedFilteredScript,
    ]);
    expect(scripts.filter((script) => islandScripts.includes(script)).length).toBeGreaterThan(0);
  });

  it('says so when there are no units', async () => {
    const html = await renderList('en', []);
    expect(html).toContain('There are no holiday rentals available at the moment.');
  });
});

describe('holiday rental unit page', () => {
  it('lists the periods in calendar order with dd/mm/yyyy dates, prices and availability', async () => {
    const record: RentalUnitRecord = {
      unit: coastal.unit,
      periods: [
        {
          id: 2,
          unitId: coastal.unit.id,
          type: 'WEEKEND',
          from: '2026-12-04',
          to: '2026-12-07',
          price: 1250.5,
          available: false,
        },
        {
          id: 1,
          unitId: coastal.unit.id,
          type: 'WEEK',
          from: '2026-11-28',
          to: '2026-12-05',
          price: 560,
          available: true,
        },
      ],
    };
    const html = await renderUnit('nl', record);
    const rows = [...html.matchAll(/<tr data-period-id="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual(['1', '2']);
    const cells = (row: string) =>
      [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]);
    expect(cells(rows[0]?.[2] ?? '')).toEqual([
      'Week',
      '28/11/2026',
      '05/12/2026',
      '€\u00a0560',
      'Beschikbaar',
    ]);
    expect(cells(rows[1]?.[2] ?? '')).toEqual([
      'Weekend',
      '04/12/2026',
      '07/12/2026',
      '€\u00a01.250,50',
      'Volzet',
    ]);
  });

  it('names the table columns for screen readers', async () => {
    const html = await renderUnit('en', coastal);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      m[1]?.trim(),
    );
    expect(headers).toEqual(['Stay', 'From', 'To', 'Price', 'Availability']);
  });

  it('shows the main photo at once with its sizes, and the others lazily', async () => {
    const html = await renderUnit('en', coastal);
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(coastal.unit.photos.length);
    const [main, ...others] = images;
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');
    expect(main).toContain(`${coastal.unit.photos[0]?.original} 1600w`);
    expect(main).toContain(`alt="${coastal.unit.rentalName}, photo 1"`);
    for (const image of others) expect(image).toContain('loading="lazy"');
  });

  it('has the rental name as its only h1', async () => {
    const html = await renderUnit('fr', coastal);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${coastal.unit.rentalName}</h1>`));
  });

  it('keeps the paragraphs of a plain-text description', async () => {
    const html = await renderUnit('en', {
      ...coastal,
      unit: {
        ...coastal.unit,
        general: {
          ...coastal.unit.general,
          description: { en: 'Close to the beach.\n\nSea view.\nNo pets.' },
        },
      },
    });
    const prose = /<div class="prose[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    const paragraphs = [...prose.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(['Close to the beach.', 'Sea view.<br />No pets.']);
  });

  it('renders a rich description as the HTML it is', async () => {
    const html = await renderUnit('en', {
      ...coastal,
      unit: {
        ...coastal.unit,
        general: {
          ...coastal.unit.general,
          description: { en: '<p>Close to the <strong>beach</strong>.</p>' },
        },
      },
    });
    expect(html).toContain('<p>Close to the <strong>beach</strong>.</p>');
  });

  it('has no description section without a description in the language', async () => {
    const html = await renderUnit('de', {
      ...coastal,
      unit: {
        ...coastal.unit,
        general: { ...coastal.unit.general, description: { nl: 'Alleen Nederlands' } },
      },
    });
    expect(html).not.toContain('Alleen Nederlands');
    expect(html).not.toContain('id="unit-description"');
  });

  it('shows capacity and rooms with translated labels', async () => {
    const html = await renderUnit('en', {
      ...coastal,
      unit: {
        ...coastal.unit,
        general: {
          ...coastal.unit.general,
          subKind: 'STUDIO',
          floor: 0,
          garage: true,
          buildingName: 'Residentie Astrid',
        },
      },
    });
    const facts = /<dl class="unit__facts[\s\S]*?<\/dl>/.exec(html)?.[0] ?? '';
    const pairs = [...facts.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    expect(pairs).toEqual([
      'Type: Studio',
      `Maximum number of guests: ${coastal.unit.general.maxOccupation}`,
      `Bedrooms: ${coastal.unit.general.rooms.bedrooms}`,
      `Bathrooms: ${coastal.unit.general.rooms.bathrooms}`,
      'Garage: Yes',
      'Floor: Ground floor',
      'Building: Residentie Astrid',
    ]);
  });

  it('leaves a mount point for the reservation request, with the agency e-mail without JavaScript', async () => {
    const html = await renderUnit('de', coastal);
    // The box: the island first, then what shows without JavaScript.
    const mount =
      /<div data-island="holiday-reservation"[\s\S]*?<\/astro-island><noscript>[\s\S]*?<\/noscript>/.exec(
        html,
      )?.[0] ?? '';
    expect(mount).toContain(`data-unit-id="${coastal.unit.id}"`);
    expect(mount).toMatch(/<noscript>[\s\S]*Dieses Formular benötigt JavaScript/);
    expect(mount).toContain(`href="mailto:${demo.site.agency.email}?subject=`);
  });

  it('says so when no period is offered', async () => {
    const html = await renderUnit('en', { ...coastal, periods: [] });
    expect(html).toContain('There are no dates to book at the moment.');
    expect(html).not.toContain('<table');
  });
});
