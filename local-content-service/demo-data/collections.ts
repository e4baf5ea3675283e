import type { EstateCollection } from '../../src/schemas/cms.ts';
import type { BackOfficeListing } from '../../src/schemas/back-office-listing.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import { statusNameOf, type StatusCarrier } from '../../src/domain/transaction-status.ts';
import { municipalities } from './municipalities.ts';

/** Still on offer: for sale, to rent or to take over (not sold, rented or taken over). */
const onOffer = (listing: StatusCarrier) =>
  ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'].includes(statusNameOf(listing) ?? '');

const coastCityIds = new Set(
  municipalities.filter((entry) => entry.holiday === 'coast').map((entry) => entry.id),
);
const dayMs = 86_400_000;

type Candidate = {
  id: number;
  published: number;
  cityId: number | null;
  price: number;
  available: boolean;
  sale: boolean;
};

/**
 * The agency's curated collections (`estate-collections/{id}`): listings new in the last month,
 * homes by the sea, and the most expensive homes for sale. Both data sources take part;
 * project units are left out because their project stands for them.
 */
export function buildCollections(
  estates: readonly Estate[],
  listings: readonly BackOfficeListing[],
  now: Date,
): EstateCollection[] {
  const candidates: Candidate[] = [
    ...estates
      .filter((estate) => estate.general.parentId === null || estate.general.parentId === undefined)
      .map((estate) => ({
        id: estate.id,
        published: Date.parse(estate.publicationDate),
        cityId: estate.general.address.city?.id ?? null,
        price: estate.general.price ?? 0,
        available: onOffer(estate),
        sale: statusNameOf(estate) === 'FOR_SALE',
      })),
    ...listings
      .filter((listing) => !listing.archived)
      .map((listing) => ({
        id: listing.id,
        published: Date.parse(listing.publicationDate),
        cityId: listing.address.city?.id ?? null,
        price:
          typeof listing.fields['financial.price'] === 'number'
            ? listing.fields['financial.price']
            : 0,
        available: onOffer({ status: { id: listing.statusId }, guid: listing.guid }),
        sale: listing.status === 'FOR_SALE',
      })),
  ];
  const available = candidates.filter((candidate) => candidate.available);
  const newest = available
    .filter((candidate) => now.getTime() - candidate.published <= 30 * dayMs)
    .sort((a, b) => b.published - a.published || a.id - b.id)
    .slice(0, 24);
  const seaSide = available
    .filter((candidate) => candidate.cityId !== null && coastCityIds.has(candidate.cityId))
    .slice(0, 36);
  const exclusive = available
    .filter((candidate) => candidate.sale && candidate.price >= 750_000)
    .sort((a, b) => b.price - a.price || a.id - b.id)
    .slice(0, 24);
  return [
    {
      id: 1,
      name: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
      estateIds: newest.map((entry) => entry.id),
    },
    {
      id: 2,
      name: { nl: 'Zeezicht', fr: 'Vue sur mer', en: 'By the sea', de: 'Am Meer' },
      estateIds: seaSide.map((entry) => entry.id),
    },
    {
      id: 3,
      name: { nl: 'Exclusief', fr: 'Exclusivités', en: 'Exclusive', de: 'Exklusiv' },
      estateIds: exclusive.map((entry) => entry.id),
    },
  ];
}
