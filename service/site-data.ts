import { findEnumEntry } from '../src/domain/reference-data/index.ts';
import { backOfficeToSummary, estateToSummary } from '../src/domain/listing-card.ts';
import type { BackOfficeListing } from '../src/schemas/back-office-listing.ts';
import type { EstateCollection } from '../src/schemas/cms.ts';
import type { Estate } from '../src/schemas/estate.ts';
import type { EstateSummary } from '../src/schemas/estate-summary.ts';
import type { RentalPeriod, RentalUnit } from '../src/schemas/rental-unit.ts';
import { EstateIndex, indexEstate } from './estate-index.ts';
import type { Store } from './store.ts';

/**
 * The read model of one site, built from the store on first use and dropped when the site's
 * data changes: the estate search index and the rental units with their periods.
 */
export type SiteData = {
  estates: EstateIndex;
  rentalUnits: RentalUnit[];
  rentalPeriods: Map<number, RentalPeriod[]>;
};

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

export function loadSiteData(store: Store, siteId: string): SiteData {
  const estates = store.documents<Estate>(siteId, 'estate');
  const unitsByProject = new Map<number, Estate[]>();
  for (const estate of estates) {
    const parent = estate.general.parentId;
    if (parent != null) unitsByProject.set(parent, [...(unitsByProject.get(parent) ?? []), estate]);
  }
  const collectionsOf = new Map<number, number[]>();
  for (const collection of store.documents<EstateCollection>(siteId, 'collection')) {
    for (const id of collection.estateIds) {
      collectionsOf.set(id, [...(collectionsOf.get(id) ?? []), collection.id]);
    }
  }

  const summaries: EstateSummary[] = [];
  for (const estate of estates) {
    if (estate.general.parentId != null) continue;
    const units = unitsByProject.get(estate.id);
    summaries.push(
      units || estate.general.project
        ? projectSummary(estate, units ?? [])
        : estateToSummary(estate),
    );
  }
  for (const listing of store.documents<BackOfficeListing>(siteId, 'backOffice')) {
    if (listing.archived) continue;
    summaries.push(
      backOfficeToSummary(listing, {
        status: (status) => findEnumEntry('Status', status)?.labels ?? null,
      }),
    );
  }

  const rentalUnits = store.documents<RentalUnit>(siteId, 'rentalUnit');
  const rentalPeriods = new Map<number, RentalPeriod[]>();
  for (const unit of rentalUnits) {
    rentalPeriods.set(
      unit.id,
      store.document<RentalPeriod[]>(siteId, 'rentalPeriods', unit.id) ?? [],
    );
  }
  return {
    estates: new EstateIndex(
      summaries.map((summary) => indexEstate(summary, collectionsOf.get(summary.id))),
    ),
    rentalUnits,
    rentalPeriods,
  };
}
