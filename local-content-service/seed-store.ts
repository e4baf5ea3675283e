import type { DemoData } from './demo-data/generate.ts';
import type { Store } from './store.ts';

/** Replaces a site's content with the demo data, in one transaction. */
export function writeDemoData(store: Store, data: DemoData): void {
  const siteId = data.site.id;
  store.transaction(() => {
    store.clearSite(siteId);
    store.putSite(siteId, data.site.hostname, data.site);
    for (const menu of data.menus) store.putDocument(siteId, 'menu', menu.name, menu);
    for (const page of data.pages) store.putDocument(siteId, 'page', page.id, page);
    for (const entity of data.entities) store.putDocument(siteId, 'entity', entity.id, entity);
    for (const item of data.entityItems) store.putDocument(siteId, 'entityItem', item.id, item);
    for (const estate of data.estates) store.putDocument(siteId, 'estate', estate.id, estate);
    for (const listing of data.backOfficeListings) {
      store.putDocument(siteId, 'backOffice', listing.id, listing);
    }
    for (const collection of data.collections) {
      store.putDocument(siteId, 'collection', collection.id, collection);
    }
    for (const page of data.estatePages)
      store.putDocument(siteId, 'estatePage', page.estateId, page);
    for (const { locale, items } of data.agreements) {
      store.putDocument(siteId, 'agreements', locale, items);
    }
    for (const unit of data.rentalUnits) store.putDocument(siteId, 'rentalUnit', unit.id, unit);
    const periodsByUnit = Map.groupBy(data.rentalPeriods, (period) => period.unitId);
    for (const [unitId, periods] of periodsByUnit) {
      store.putDocument(siteId, 'rentalPeriods', unitId, periods);
    }
    for (const { estateId, slots } of data.agendaSlots) {
      store.putDocument(siteId, 'agendaSlots', estateId, slots);
    }
    for (const { estateId, info } of data.contactInfo) {
      store.putDocument(siteId, 'contactInfo', estateId, info);
    }
    for (const [locale, strings] of Object.entries(data.translations)) {
      store.putTranslations(locale, strings);
    }
    store.setMeta(
      `seed:${siteId}`,
      JSON.stringify({ estates: data.estates.length + data.backOfficeListings.length }),
    );
  });
}
