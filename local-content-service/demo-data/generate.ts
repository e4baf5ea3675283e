import type { Locale } from '../../src/domain/locales.ts';
import type { AgendaSlot } from '../../src/schemas/agenda.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type {
  Agreement,
  ContactInfo,
  Entity,
  EntityItem,
  EstateCollection,
  EstatePage,
  Menu,
  Page,
} from '../../src/schemas/cms.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { RentalPeriod, RentalUnit } from '../../src/schemas/rental-unit.ts';
import type { Site } from '../../src/schemas/site.ts';
import { drawAgendaSlots } from './agenda-slots.ts';
import { drawSalesReps } from './agency.ts';
import { toBackOfficeListing } from './back-office-listings.ts';
import {
  buildAgreements,
  buildEntities,
  buildMenus,
  buildPages,
  buildSite,
  buildTranslations,
} from './cms-content.ts';
import { buildCollections } from './collections.ts';
import { contactInfoOf } from './contact-info.ts';
import { buildEstatePages } from './estate-pages.ts';
import { drawHolidayRentals, holidayUnitCount } from './holiday-rentals.ts';
import {
  drawKind,
  drawListingFacts,
  type DrawContext,
  type ListingFacts,
  type ListingOverrides,
  type ListingStatus,
} from './listing-facts.ts';
import { toOldSourceEstate } from './old-source-estates.ts';
import { drawProject, projectUnitRange } from './projects.ts';
import type { Family } from './property-kinds.ts';
import { createRandom, type Random } from './random.ts';

export type DemoData = {
  site: Site;
  menus: Menu[];
  pages: Page[];
  entities: Entity[];
  entityItems: EntityItem[];
  /** Old-source estates: ordinary ones, projects and their units as separate records. */
  estates: Estate[];
  backOfficeListings: BackOfficeListing[];
  collections: EstateCollection[];
  estatePages: EstatePage[];
  agreements: { locale: Locale; items: Agreement[] }[];
  rentalUnits: RentalUnit[];
  rentalPeriods: RentalPeriod[];
  agendaSlots: { estateId: number; slots: AgendaSlot[] }[];
  translations: Record<Locale, Record<string, string>>;
  contactInfo: { estateId: number; info: ContactInfo }[];
};

export type DemoDataOptions = {
  /** Total number of estate records: old-source estates, projects, project units and back-office listings. */
  estates: number;
  seed?: number;
  siteId?: string;
  /** The moment the data is generated for; it never comes from the clock, so a seed always gives the same data. */
  now?: Date;
};

/** The fixed "now" of the demo data when none is given. */
export const defaultDemoNow = '2026-11-01T09:00:00Z';
/** The seed used when none is given. */
export const defaultDemoSeed = 20261101;
/** The demo site's id when none is given. */
export const defaultSiteId = 'immo-horizon';

/** First ids per record kind; each kind has its own range so ids never collide. */
export const demoIdRanges = {
  oldSource: 1000,
  backOffice: 500_000,
  rentalUnit: 800_000,
} as const;

/** The share of each source in the requested total: about 70% old source, 20% back office, 10% projects. */
export type EstateMix = { oldSource: number; backOffice: number; projectUnits: number[] };

/**
 * Splits the requested number of estates over the sources. A project counts as one record
 * plus its units (4 to 12), so the parts always add up to `total` exactly.
 */
export function planEstateMix(random: Random, total: number): EstateMix {
  const backOffice = Math.round(total * 0.2);
  let projectBudget = Math.round(total * 0.1);
  const projectUnits: number[] = [];
  while (projectBudget >= projectUnitRange.min + 1) {
    const units = Math.min(
      random.int(projectUnitRange.min, projectUnitRange.max),
      projectBudget - 1,
    );
    projectUnits.push(units);
    projectBudget -= units + 1;
  }
  const projectRecords = projectUnits.reduce((sum, units) => sum + units + 1, 0);
  return { oldSource: total - backOffice - projectRecords, backOffice, projectUnits };
}

// The first listings of each source cover every status id, family and field group, so even a
// small data set shows them all; the rest follow the drawn mix.
type Coverage = {
  family: Family;
  status: ListingStatus;
  /** Back-office status id, for the statuses that have several. */
  statusId?: number;
  overrides?: ListingOverrides;
};

const oldSourceCoverage: readonly Coverage[] = [
  { family: 'HOUSE', status: 'FOR_SALE' },
  { family: 'APARTMENT', status: 'TO_RENT' },
  { family: 'PLOT', status: 'FOR_SALE' },
  { family: 'COMMERCIAL', status: 'TAKE_OVER' },
  { family: 'GARAGE', status: 'TO_RENT' },
  { family: 'HOUSE', status: 'SOLD' },
  { family: 'APARTMENT', status: 'RENTED' },
  { family: 'COMMERCIAL', status: 'TAKEN_OVER' },
];

const backOfficeCoverage: readonly Coverage[] = [
  { family: 'HOUSE', status: 'FOR_SALE', statusId: 3 },
  { family: 'APARTMENT', status: 'TO_RENT', statusId: 2 },
  { family: 'APARTMENT', status: 'TO_RENT', statusId: 4 },
  { family: 'HOUSE', status: 'TO_RENT', statusId: 8 },
  { family: 'APARTMENT', status: 'TO_RENT', statusId: 10 },
  { family: 'HOUSE', status: 'SOLD', statusId: 1 },
  { family: 'APARTMENT', status: 'RENTED', statusId: 6 },
  { family: 'COMMERCIAL', status: 'TAKEN_OVER', statusId: 7 },
  { family: 'COMMERCIAL', status: 'TAKE_OVER', statusId: 5 },
  { family: 'PLOT', status: 'FOR_SALE', statusId: 3 },
  { family: 'GARAGE', status: 'FOR_SALE', statusId: 3 },
  // A new build under the VAT regime (project phase) and a public auction (notary fields).
  { family: 'APARTMENT', status: 'FOR_SALE', statusId: 3, overrides: { newBuilding: true } },
  { family: 'HOUSE', status: 'FOR_SALE', statusId: 3, overrides: { auction: true } },
];

function covered(context: DrawContext, entry: Coverage | undefined): ListingFacts {
  if (!entry) return drawListingFacts(context);
  const kind = drawKind(context.random, entry.family, entry.status);
  return drawListingFacts(context, { kind, status: entry.status, ...entry.overrides });
}

/**
 * Generates the complete, deterministic demo content of one site: settings, menus, pages and
 * entities, `estates` estate records in a realistic Belgian mix, holiday rentals with periods,
 * viewing slots and the rest. The same options always give deep-equal output.
 *
 * @example generateDemoData({ estates: 300 }).estates.length // about 240 (the rest are back-office listings)
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const total = options.estates;
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`estates must be a whole number >= 0, got ${total}`);
  const seed = options.seed ?? defaultDemoSeed;
  const siteId = options.siteId ?? defaultSiteId;
  const now = new Date(options.now ? options.now.getTime() : Date.parse(defaultDemoNow));
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  const root = createRandom(seed);
  const salesReps = drawSalesReps(root.fork('people'));
  const mix = planEstateMix(root.fork('mix'), total);

  const estates: Estate[] = [];
  const oldContext: DrawContext = { random: root.fork('old-source'), now, salesReps };
  for (let index = 0; index < mix.oldSource; index += 1) {
    const facts = covered(oldContext, oldSourceCoverage[index]);
    estates.push(toOldSourceEstate(facts, demoIdRanges.oldSource + index, oldContext.random));
  }
  const projectContext: DrawContext = { random: root.fork('projects'), now, salesReps };
  let nextId = demoIdRanges.oldSource + mix.oldSource;
  for (const units of mix.projectUnits) {
    const { project, units: children } = drawProject(projectContext, nextId, units);
    estates.push(project, ...children);
    nextId += units + 1;
  }

  const backOfficeContext: DrawContext = { random: root.fork('back-office'), now, salesReps };
  const backOfficeListings: BackOfficeListing[] = [];
  for (let index = 0; index < mix.backOffice; index += 1) {
    const facts = covered(backOfficeContext, backOfficeCoverage[index]);
    const statusId = backOfficeCoverage[index]?.statusId;
    backOfficeListings.push(
      toBackOfficeListing(
        facts,
        demoIdRanges.backOffice + index,
        backOfficeContext.random,
        now,
        statusId,
      ),
    );
  }

  const holiday = drawHolidayRentals(
    root.fork('holiday'),
    now,
    holidayUnitCount(total),
    demoIdRanges.rentalUnit + 1,
  );

  const agendaRandom = root.fork('agenda');
  const agendaSlots: DemoData['agendaSlots'] = [];
  const bookable = [
    ...estates
      .filter(
        (estate) => !estate.general.project && (estate.status.id === 1 || estate.status.id === 2),
      )
      .map((estate) => ({ id: estate.id, rep: estate.salesRep })),
    ...backOfficeListings
      .filter(
        (listing) =>
          !listing.archived && (listing.status === 'FOR_SALE' || listing.status === 'TO_RENT'),
      )
      .map((listing) => ({ id: listing.id, rep: listing.salesRep })),
  ];
  for (const candidate of bookable) {
    if (agendaSlots.length >= 400 || !agendaRandom.chance(0.25)) continue;
    const name = candidate.rep
      ? `${candidate.rep.firstname ?? ''} ${candidate.rep.lastname ?? ''}`.trim()
      : null;
    const slots = drawAgendaSlots(agendaRandom, now, candidate.id, name);
    if (slots.length > 0) agendaSlots.push({ estateId: candidate.id, slots });
  }

  const contactRandom = root.fork('contact');
  const contactInfo: DemoData['contactInfo'] = [];
  for (const record of [...estates, ...backOfficeListings]) {
    if (!contactRandom.chance(0.3)) continue;
    const info = contactInfoOf(contactRandom, record.salesRep);
    if (info) contactInfo.push({ estateId: record.id, info });
  }

  const { entities, entityItems } = buildEntities(salesReps);
  return {
    site: buildSite(siteId),
    menus: buildMenus(),
    pages: buildPages(now),
    entities,
    entityItems,
    estates,
    backOfficeListings,
    collections: buildCollections(estates, backOfficeListings, now),
    estatePages: buildEstatePages(
      root.fork('estate-pages'),
      estates.filter((estate) => !estate.general.parentId),
    ),
    agreements: buildAgreements(),
    rentalUnits: holiday.units,
    rentalPeriods: holiday.periods,
    agendaSlots,
    translations: buildTranslations(),
    contactInfo,
  };
}

/**
 * The "now" a seeded demo starts from: DEMO_NOW when set (a fixed date reproduces a demo
 * exactly), else today at 09:00 UTC, so viewing slots and holiday periods lie ahead of the
 * visitor rather than behind a date fixed when the generator was written.
 */
export function demoNowFor(env: Record<string, string | undefined>, today = new Date()): Date {
  if (env.DEMO_NOW) {
    const fixed = new Date(env.DEMO_NOW);
    if (!Number.isNaN(fixed.getTime())) return fixed;
  }
  return new Date(`${today.toISOString().slice(0, 10)}T09:00:00Z`);
}
