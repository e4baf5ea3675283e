import { defaultLocale } from '../src/domain/locales.ts';
import { findEnumEntry, subTypeById } from '../src/domain/reference-data/index.ts';
import { estateLink } from '../src/domain/slugs.ts';
import { backOfficeToSummary, estateToSummary } from '../src/domain/listing-card.ts';
import type { BackOfficeListing } from '../src/schemas/back-office-listing.ts';
import type { EstateCollection } from '../src/schemas/cms.ts';
import type { Estate } from '../src/schemas/estate.ts';
import type { EstateSummary } from '../src/schemas/estate-summary.ts';
import type { RentalPeriod, RentalUnit } from '../src/schemas/rental-unit.ts';
import { EstateIndex, indexEstate, type IndexedEstate } from './estate-index.ts';
import { backOfficeSearchFacts, estateSearchFacts } from '../src/domain/search-facts.ts';
import type { Store } from './store.ts';

/**
 * The read model of one site, built from the store on first use: the estate search index and
 * the rental units with their periods. A change of some estates or back-office listings updates
 * it (updateSiteData) without reading every document again; any other change drops it.
 */
export type SiteData = {
  estates: EstateIndex;
  rentalUnits: RentalUnit[];
  rentalPeriods: Map<number, RentalPeriod[]>;
  /** What an update needs to rebuild the index from the groups it keeps. */
  groups: IndexGroups;
};

/** The indexed groups, by kind and document id, and how estates relate to them. */
type IndexGroups = {
  estate: Map<string, IndexedEstate>;
  backOffice: Map<string, IndexedEstate>;
  /** A project's unit ids, in the store's order. */
  unitsOf: Map<number, number[]>;
  /** A unit's project. */
  projectOf: Map<number, number>;
  collectionsOf: Map<number, number[]>;
};

/** The documents whose change a read model can follow without reading everything again. */
export type ChangedDocuments = { estate?: (string | number)[]; backOffice?: (string | number)[] };

/** The store's order of document ids (`ORDER BY id` of text: byte order). */
const storeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The index of the groups: the estates in the store's order, then the back-office listings. */
function groupIndex(groups: IndexGroups): EstateIndex {
  const inOrder = (map: Map<string, IndexedEstate>) =>
    [...map.keys()].sort(storeOrder).map((key) => map.get(key)!);
  return new EstateIndex([...inOrder(groups.estate), ...inOrder(groups.backOffice)]);
}

/** A project's card shows the lowest unit price as "from" when it has no price of its own. */
function projectSummary(project: Estate, units: Estate[]): EstateSummary {
  const summary = estateToSummary({
    ...project,
    children: units.map((unit) => ({ general: { id: unit.id } })),
  });
  if (summary.general.price == null) {
    const prices = units
      .filter((unit) => !unit.isSold)
      .map((unit) => unit.general.price ?? unit.price?.value)
      .filter((price): price is number => typeof price === 'number' && price > 0);
    if (prices.length > 0) {
      summary.general.price = Math.min(...prices);
      summary.general.priceFrom = true;
    }
  }
  return summary;
}

/** The search entry of a top-level estate, a standalone one or a project with its units. */
function estateGroup(estate: Estate, units: Estate[], groups: IndexGroups): IndexedEstate {
  const summary =
    units.length > 0 || estate.general.project
      ? projectSummary(estate, units)
      : estateToSummary(estate);
  return indexEstate(
    summary,
    groups.collectionsOf.get(summary.id),
    estateSearchFacts([estate, ...units]),
  );
}

/**
 * A back-office listing's search entry, named as the listing card view of spec 3 asks (subtype
 * and transaction names) and with its `uri`, as old-source results carry theirs.
 */
function backOfficeGroup(listing: BackOfficeListing, groups: IndexGroups): IndexedEstate {
  const summary = backOfficeToSummary(listing, {
    status: (status) => findEnumEntry('Status', status)?.labels ?? null,
    subType: () => subTypeById(listing.subTypeId)?.labels ?? null,
  });
  try {
    summary.uri = estateLink(summary, defaultLocale);
  } catch {
    summary.uri = null;
  }
  return indexEstate(
    summary,
    groups.collectionsOf.get(summary.id),
    backOfficeSearchFacts(listing, summary.energy?.energyLabel),
  );
}

export function loadSiteData(store: Store, siteId: string): SiteData {
  const estates = store.documents<Estate>(siteId, 'estate');
  const groups: IndexGroups = {
    estate: new Map(),
    backOffice: new Map(),
    unitsOf: new Map(),
    projectOf: new Map(),
    collectionsOf: new Map(),
  };
  const byId = new Map(estates.map((estate) => [estate.id, estate]));
  for (const estate of estates) {
    const parent = estate.general.parentId;
    if (parent == null) continue;
    groups.unitsOf.set(parent, [...(groups.unitsOf.get(parent) ?? []), estate.id]);
    groups.projectOf.set(estate.id, parent);
  }
  for (const collection of store.documents<EstateCollection>(siteId, 'collection')) {
    for (const id of collection.estateIds) {
      groups.collectionsOf.set(id, [...(groups.collectionsOf.get(id) ?? []), collection.id]);
    }
  }
  for (const estate of estates) {
    if (estate.general.parentId != null) continue;
    const units = (groups.unitsOf.get(estate.id) ?? []).map((unit) => byId.get(unit)!);
    groups.estate.set(String(estate.id), estateGroup(estate, units, groups));
  }
  for (const listing of store.documents<BackOfficeListing>(siteId, 'backOffice')) {
    if (!listing.archived)
      groups.backOffice.set(String(listing.id), backOfficeGroup(listing, groups));
  }
  return { ...loadRentals(store, siteId), estates: groupIndex(groups), groups };
}

function loadRentals(
  store: Store,
  siteId: string,
): Pick<SiteData, 'rentalUnits' | 'rentalPeriods'> {
  const rentalUnits = store.documents<RentalUnit>(siteId, 'rentalUnit');
  const rentalPeriods = new Map<number, RentalPeriod[]>();
  for (const unit of rentalUnits) {
    rentalPeriods.set(
      unit.id,
      store.document<RentalPeriod[]>(siteId, 'rentalPeriods', unit.id) ?? [],
    );
  }
  return { rentalUnits, rentalPeriods };
}

/**
 * The read model after some estates or back-office listings changed (stored, replaced or
 * deleted): only those documents, and the projects they belong to, are read again; every other
 * group keeps its entry (and the answer bytes the service made of it). The result equals what
 * loadSiteData would build from the store now.
 */
export function updateSiteData(
  data: SiteData,
  store: Store,
  siteId: string,
  changed: ChangedDocuments,
): SiteData {
  const groups: IndexGroups = {
    ...data.groups,
    estate: new Map(data.groups.estate),
    backOffice: new Map(data.groups.backOffice),
    unitsOf: new Map(data.groups.unitsOf),
    projectOf: new Map(data.groups.projectOf),
  };
  const topLevel = new Set<number>();
  for (const id of new Set((changed.estate ?? []).map(Number))) {
    const before = groups.projectOf.get(id);
    if (before != null) {
      groups.unitsOf.set(
        before,
        (groups.unitsOf.get(before) ?? []).filter((unit) => unit !== id),
      );
      groups.projectOf.delete(id);
      topLevel.add(before);
    }
    const estate = store.document<Estate>(siteId, 'estate', id);
    const parent = estate?.general.parentId;
    if (parent != null) {
      groups.unitsOf.set(
        parent,
        [...(groups.unitsOf.get(parent) ?? []), id].sort((a, b) =>
          storeOrder(String(a), String(b)),
        ),
      );
      groups.projectOf.set(id, parent);
      topLevel.add(parent);
    }
    // Still, or no longer, a group of its own.
    topLevel.add(id);
  }
  for (const id of topLevel) {
    const estate = store.document<Estate>(siteId, 'estate', id);
    if (!estate || estate.general.parentId != null) {
      groups.estate.delete(String(id));
      continue;
    }
    const units = (groups.unitsOf.get(id) ?? []).flatMap(
      (unit) => store.document<Estate>(siteId, 'estate', unit) ?? [],
    );
    groups.estate.set(String(id), estateGroup(estate, units, groups));
  }
  for (const id of new Set((changed.backOffice ?? []).map(String))) {
    const listing = store.document<BackOfficeListing>(siteId, 'backOffice', id);
    if (listing && !listing.archived) groups.backOffice.set(id, backOfficeGroup(listing, groups));
    else groups.backOffice.delete(id);
  }
  return { ...data, estates: groupIndex(groups), groups };
}
