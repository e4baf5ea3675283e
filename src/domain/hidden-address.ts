import type { BackOfficeListing } from '../schemas/back-office-listing.ts';
import type { Estate, EstateAddress, Project } from '../schemas/estate.ts';
import type { EstateSummary } from '../schemas/estate-summary.ts';
import { projectChildAddress } from './address.ts';

/*
 * Spec 2: "If the address is not visible, nothing is shown". The content service still sends
 * the street, number, box and exact point of such an estate (the agency typed them), so every
 * boundary where data leaves for a visitor (the build's loaders, the ajax routes, the marker
 * snapshot) passes records through these functions first: what is not there cannot leak
 * through a page, an island's props, JSON-LD, a mail or a map. The town stays (cards and
 * searches show it), and the estate is placed at its town's position.
 */

/** Where a town is on the map. */
export type TownPosition = { lat: number; lon: number };

/** Town positions by city id. */
export type TownPositions = ReadonlyMap<number, TownPosition>;

/** The estate-filter location fields a town position is read from (spec 3 "locations"). */
export type LocationInput = { id: number; lat?: number | null; lon?: number | null };

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The towns' positions from the service's estate-filter locations (spec 3: locations carry
 * lat and lon per city). A location without a usable point (or at 0,0, how un-geocoded
 * records arrive) is left out, so its hidden estates get no point at all.
 *
 * @example townPositions([{ id: 7, zip: '9000', name: { nl: 'Gent' }, lat: 51.05, lon: 3.72 }]).get(7) // { lat: 51.05, lon: 3.72 }
 */
export function townPositions(
  locations: readonly LocationInput[] | null | undefined,
): TownPositions {
  const towns = new Map<number, TownPosition>();
  for (const { id, lat, lon } of locations ?? []) {
    if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180) || (lat === 0 && lon === 0)) continue;
    if (!towns.has(id)) towns.set(id, { lat, lon });
  }
  return towns;
}

/** The address fields the hiding rule reads and clears; the summary's and the record's fit. */
export type HideableAddress = {
  visible: boolean;
  street?: unknown;
  street_address?: string | null;
  number?: string | null;
  box?: string | null;
  city?: { id: number } | null;
  geoLocation?: TownPosition | null;
};

/**
 * The address as a visitor may receive it: a visible one unchanged; a hidden one without
 * street, number and box, and with its town's position instead of its own (none when the town
 * has no known position, or the estate no point of its own). City, country and region stay: the town is public.
 *
 * @example shownAddress({ visible: false, street: { nl: 'Kerkstraat' }, number: '4', city: { id: 7 }, geoLocation: { lat: 51.06, lon: 3.71 } }, towns)
 * // { visible: false, street: null, street_address: null, number: null, box: null, city: { id: 7 }, geoLocation: { lat: 51.05, lon: 3.72 } }
 */
export function shownAddress<A extends HideableAddress>(address: A, towns: TownPositions): A {
  if (address.visible) return address;
  const town = address.city ? towns.get(address.city.id) : undefined;
  return {
    ...address,
    street: null,
    street_address: null,
    number: null,
    box: null,
    // spec 2: only a located estate has a marker, so one without a point gets none here either
    geoLocation: town && address.geoLocation ? { lat: town.lat, lon: town.lon } : null,
  };
}

/** A search result (listing card view) with its address as a visitor may receive it. */
export function summaryForVisitors(summary: EstateSummary, towns: TownPositions): EstateSummary {
  const { address } = summary.general;
  if (address.visible) return summary;
  return { ...summary, general: { ...summary.general, address: shownAddress(address, towns) } };
}

/** A full estate of the old data source with its address as a visitor may receive it. */
export function estateForVisitors(estate: Estate, towns: TownPositions): Estate {
  const { address } = estate.general;
  if (address.visible) return estate;
  return { ...estate, general: { ...estate.general, address: shownAddress(address, towns) } };
}

/**
 * A project and its units as a visitor may receive them. Spec 2: units derive their address
 * from the project, so a unit is judged by the address it is shown with
 * (`projectChildAddress`): a unit without a street of its own under a hidden project loses its
 * box and point too, even when its own flag says visible.
 */
export function projectForVisitors(project: Project, towns: TownPositions): Project {
  const children = project.children.map((unit) => {
    const derived: EstateAddress = projectChildAddress(project, unit);
    if (derived.visible) return unit;
    const own = unit.general.address;
    return {
      ...unit,
      general: {
        ...unit.general,
        address: shownAddress({ ...own, visible: false, city: own.city ?? derived.city }, towns),
      },
    };
  });
  return { ...estateForVisitors({ ...project, children: [] }, towns), children };
}

/** Back-office fields that are part of the address: the apartment number is its box. */
const backOfficeAddressFields = ['general.appartment_number'] as const;

/** A back-office (v2) listing with its address, and its address fields, as a visitor may receive them. */
export function listingForVisitors(
  listing: BackOfficeListing,
  towns: TownPositions,
): BackOfficeListing {
  if (listing.address.visible) return listing;
  const fields = { ...listing.fields };
  for (const key of backOfficeAddressFields) delete fields[key];
  return { ...listing, address: shownAddress(listing.address, towns), fields };
}
