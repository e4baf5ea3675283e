import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/content-service/index.ts';
import { startHarness, type Harness } from './service-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(160);
});
afterAll(() => h.close());

const someId = <T extends { id: number }>(
  list: T[],
  predicate: (item: T) => boolean = () => true,
) => {
  const found = list.find(predicate);
  if (!found) throw new Error('the demo data lacks a needed record');
  return found.id;
};

describe('the local content service answers the client for every endpoint', () => {
  it('site, by id and by hostname', async () => {
    const site = await h.api.site();
    expect(site.id).toBe('demo');
    await expect(h.api.siteByHostname(site.hostname)).resolves.toMatchObject({ id: 'demo' });
  });

  it('navigation, whole menu and one item subtree', async () => {
    const menu = await h.api.navigation('main');
    expect(menu.items.length).toBeGreaterThan(0);
    const parent = menu.items.find((item) => item.children.length > 0);
    if (parent) {
      const sub = await h.api.navigation('main', parent.id);
      expect(sub.items.map((item) => item.id)).toEqual(parent.children.map((item) => item.id));
    }
  });

  it('pages: list, by url and by id', async () => {
    const pages = await h.api.pages();
    const page = pages.find((candidate) => candidate.url.fr)!;
    await expect(h.api.page(page.id)).resolves.toEqual(page);
    const url = page.url.fr!;
    await expect(h.api.pageByUrl(url)).resolves.toMatchObject({ id: page.id });
  });

  it('entities and their items', async () => {
    const entities = await h.api.entities();
    const items = await h.api.entityItems(entities[0]!.id);
    expect(items.every((item) => item.entityId === entities[0]!.id)).toBe(true);
  });

  it('each single-estate source, project with its units, and contact info', async () => {
    const old = someId(h.data.estates, (e) => e.general.parentId == null && !e.general.project);
    await expect(h.api.estate(old)).resolves.toMatchObject({ id: old });
    const project = h.data.estates.find((e) => e.general.project)!;
    const full = await h.api.projectEstate(project.id);
    expect(full.children.length).toBe(project.children.length);
    expect(full.children.every((unit) => unit.general.parentId === project.id)).toBe(true);
    const listing = h.data.backOfficeListings[0]!;
    await expect(h.api.backOfficeEstate(listing.id)).resolves.toMatchObject({ guid: listing.guid });
    await expect(h.api.backOfficeEstate(listing.guid)).resolves.toMatchObject({ id: listing.id });
    const contact = h.data.contactInfo[0]!;
    await expect(h.api.contactInfo(contact.estateId)).resolves.toEqual(contact.info);
  });

  it('estate collections', async () => {
    const collection = h.data.collections[0]!;
    await expect(h.api.estateCollection(collection.id)).resolves.toEqual(collection);
  });

  it('rental units: search, filters, unit, periods, photo and a reservation request', async () => {
    const list = await h.api.searchRentalUnits({ query: {}, pagination: { from: 0, size: 5 } });
    expect(list.error).toBeUndefined();
    expect(list.total).toBe(h.data.rentalUnits.length);
    expect(list.results).toHaveLength(5);
    const filters = await h.api.rentalFilters({ query: {} });
    expect(filters.cities?.length).toBeGreaterThan(0);
    const unit = list.results[0]!;
    await expect(h.api.rentalUnit(unit.id)).resolves.toEqual(unit);
    const periods = await h.api.rentalPeriods(unit.id);
    const period = periods.find((p) => p.available)!;
    const reservation = await h.api.requestRentalReservation({
      unitId: unit.id,
      periodId: period.id,
      guests: 1,
      name: 'An Peeters',
      email: 'an@example.be',
      locale: 'nl',
    });
    expect(reservation.status).toBe('REQUESTED');
  });

  it('rental units: searching by period type finds the units with such a free period only', async () => {
    const filters = await h.api.rentalFilters({ query: {} });
    const type = filters.periodTypes?.[0] ?? '';
    expect(type).not.toBe('');
    expect(filters.periodDates?.some((period) => period.type === type)).toBe(true);
    const found = await h.api.searchRentalUnits({ query: { periodType: [type] } });
    const expected = h.data.rentalUnits.filter((unit) =>
      h.data.rentalPeriods.some((p) => p.unitId === unit.id && p.available && p.type === type),
    );
    expect(found.total).toBe(expected.length);
    expect(found.total).toBeLessThanOrEqual(h.data.rentalUnits.length);
    const none = await h.api.searchRentalUnits({ query: { periodType: ['NO_SUCH_TYPE'] } });
    expect(none.total).toBe(0);
  });

  it('agreements per locale, estate pages and translations', async () => {
    await expect(h.api.agreements('fr')).resolves.toBeInstanceOf(Array);
    const estatePage = h.data.estatePages[0]!;
    await expect(h.api.estatePage('skarabee', estatePage.estateId)).resolves.toMatchObject({
      estateId: estatePage.estateId,
    });
    const nl = await h.api.translations('nl');
    expect(Object.keys(nl).length).toBeGreaterThan(0);
  });

  it('live agenda: free slots, book, read, cancel and book again', async () => {
    const { estateId, slots } = h.data.agendaSlots.find((entry) => entry.slots.length > 0)!;
    const free = await h.api.agendaSlots(estateId);
    expect(free.length).toBeGreaterThan(0);
    const request = {
      estateId,
      slotId: free[0]!.id,
      name: 'Jan',
      email: 'jan@example.be',
      locale: 'en' as const,
    };
    const booked = await h.api.bookAppointment(request);
    expect(booked.status).toBe('BOOKED');
    await expect(h.api.appointment(booked.id)).resolves.toMatchObject({ id: booked.id });
    expect((await h.api.agendaSlots(estateId)).map((slot) => slot.id)).not.toContain(free[0]!.id);
    await expect(h.api.bookAppointment(request)).rejects.toMatchObject({ status: 409 });
    await h.api.cancelAppointment(booked.id);
    await expect(h.api.appointment(booked.id)).resolves.toMatchObject({ status: 'CANCELLED' });
    expect((await h.api.agendaSlots(estateId)).map((slot) => slot.id)).toContain(free[0]!.id);
    expect(slots.length).toBeGreaterThan(0);
  });

  it('answers an unknown site with 404', async () => {
    const error = await h.api.site({ siteId: 'nope' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404 });
  });
});

/** A search that must succeed: a failed call would make every check below vacuous. */
async function search(query: Parameters<Harness['api']['searchEstates']>[0]) {
  const answer = await h.api.searchEstates(query);
  expect(answer.error).toBeUndefined();
  expect(answer.results.length).toBeGreaterThan(0);
  return answer;
}

describe('estate search semantics', () => {
  it('pages through all groups with stable totals', async () => {
    const first = await search({ query: {}, pagination: { from: 0, size: 15 } });
    const second = await search({ query: {}, pagination: { from: 15, size: 15 } });
    expect(first.error).toBeUndefined();
    expect(first.results).toHaveLength(15);
    expect(second.total).toBe(first.total);
    const ids = new Set([...first.results, ...second.results].map((estate) => estate.id));
    expect(ids.size).toBe(first.results.length + second.results.length);
  });

  it('filters by terms, range and match', async () => {
    const answer = await search({
      query: {
        terms: { 'transaction.id': [1] },
        range: { price: { gte: 100000, lte: 500000 } },
        match: { isProject: false },
      },
      pagination: { from: 0, size: 500 },
    });
    expect(answer.error).toBeUndefined();
    expect(answer.total).toBeGreaterThan(0);
    for (const estate of answer.results) {
      expect(estate.general.transaction.id).toBe(1);
      expect(estate.general.price).toBeGreaterThanOrEqual(100000);
      expect(estate.general.price).toBeLessThanOrEqual(500000);
      expect(estate.isProject).toBe(false);
    }
  });

  it('finds only estates within a geo distance', async () => {
    const answer = await search({
      query: { geo_distance: { distance: '15km', lat: 51.054, lon: 3.717 } },
      pagination: { from: 0, size: 500 },
    });
    expect(answer.error).toBeUndefined();
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(h.data.estates.length);
    for (const estate of answer.results) {
      const point = estate.general.address.geoLocation!;
      const dLat = (point.lat - 51.054) * 111;
      const dLon = (point.lon - 3.717) * 111 * Math.cos((51.054 * Math.PI) / 180);
      expect(Math.hypot(dLat, dLon)).toBeLessThan(15.5);
    }
  });

  it('sorts by price ascending with missing prices last', async () => {
    const answer = await search({
      query: {},
      sort: [{ field: 'price', order: 'asc' }],
      pagination: { from: 0, size: 500 },
    });
    const prices = answer.results.map(
      (estate) => estate.general.price ?? estate.general.totalPrice ?? null,
    );
    const present = prices.filter((price): price is number => price !== null);
    expect(present).toEqual([...present].sort((a, b) => a - b));
    expect(prices.slice(present.length).every((price) => price === null)).toBe(true);
  });

  it('sorts grouped results by the head-type order of spec 9', async () => {
    const order = [1, 3, 7, 2, 4, 6, 10, 5, 9];
    const answer = await search({
      query: {},
      groupOptions: { groupBy: 'TYPE' },
      pagination: { from: 0, size: 500 },
    });
    const positions = answer.results.map((estate) => {
      const index = order.indexOf(estate.general.headType.id);
      return index === -1 ? order.length : index;
    });
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('finds favourites by children.general.id', async () => {
    const some = (await search({ query: {}, pagination: { from: 0, size: 3 } })).results;
    const ids = some.map((estate) => estate.id);
    const answer = await search({
      query: { terms: { 'children.general.id': ids } },
      pagination: { from: 0, size: 50 },
    });
    expect(answer.results.map((estate) => estate.id).sort()).toEqual([...ids].sort());
  });

  it('restricts to a collection', async () => {
    const collection = h.data.collections[0]!;
    const answer = await search({
      query: {},
      collections: [{ id: collection.id }],
      pagination: { from: 0, size: 500 },
    });
    expect(answer.results.every((estate) => collection.estateIds.includes(estate.id))).toBe(true);
  });

  it('aggregates filter values from the estates that match', async () => {
    const all = await search({ query: { terms: { 'transaction.id': [2] } } });
    const filters = await h.api.estateFilters({ query: { terms: { 'transaction.id': [2] } } });
    expect(filters.transactions).toEqual([{ id: 2, count: all.total }]);
    expect(filters.headTypes!.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total);
  });
});
