import { featureRoomTypes } from './estate-query.ts';
import type { BackOfficeListing } from '../schemas/back-office-listing.ts';
import type { Estate } from '../schemas/estate.ts';
import type { SearchField } from '../schemas/estate-query.ts';

/**
 * What the listing's own filters beyond spec 7 search on (living and plot area, EPC label,
 * garden, terrace and garage), read from the full records, which the search entry (the card
 * view) does not carry. A project holds the values of its units too, so "EPC at most B" finds a
 * project with such a unit, as the service's index of groups does.
 *
 * One reading for both sides of a search: the bundled content service indexes these facts
 * (local-content-service/site-data.ts), and the build keeps them with each estate's entry and
 * in the listing manifest, so the alerts test a subscription's filters on the same values
 * (listing-changes.ts `criteriaMatcher`).
 */

/** The search fields only the full record knows. */
export const searchFactFields = [
  'dimensions.areaBuild',
  'dimensions.areaGround',
  'energy.energyLabel',
  'rooms.value.id',
  'technical.directionGarden',
] as const satisfies readonly SearchField[];
export type SearchFactField = (typeof searchFactFields)[number];

export type SearchFacts = Partial<Record<SearchFactField, (string | number)[]>>;

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function add(facts: SearchFacts, field: SearchFactField, value: string | number): void {
  const values = (facts[field] ??= []);
  if (!values.includes(value)) values.push(value);
}

/** The facts of an old-source estate, or of a project and its units. */
export function estateSearchFacts(
  estates: readonly Pick<Estate, 'dimensions' | 'energy' | 'rooms' | 'technical'>[],
): SearchFacts {
  const facts: SearchFacts = {};
  for (const estate of estates) {
    const { areaBuild, areaGround } = estate.dimensions ?? {};
    if (positive(areaBuild)) add(facts, 'dimensions.areaBuild', areaBuild);
    if (positive(areaGround)) add(facts, 'dimensions.areaGround', areaGround);
    const label = estate.energy?.energyLabel;
    if (text(label)) add(facts, 'energy.energyLabel', label.trim().toUpperCase());
    for (const room of estate.rooms) add(facts, 'rooms.value.id', room.value.id);
    const garden = estate.technical?.directionGarden;
    if (text(garden)) add(facts, 'technical.directionGarden', garden);
  }
  return facts;
}

/**
 * The facts of a back-office listing: its surfaces, its energy label as its card shows it, and
 * its layout and "other" fields as the room types of spec 3 (a garage slot or count, a terrace
 * slot, the garden flag).
 */
export function backOfficeSearchFacts(
  listing: BackOfficeListing,
  energyLabel: string | null | undefined,
): SearchFacts {
  const facts: SearchFacts = {};
  const { fields } = listing;
  const number = (key: string) => {
    const value = fields[key];
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return positive(parsed) ? parsed : null;
  };
  const living = number('construction.living_surface');
  if (living !== null) add(facts, 'dimensions.areaBuild', living);
  const plot = number('construction.ground_surface');
  if (plot !== null) add(facts, 'dimensions.areaGround', plot);
  if (text(energyLabel)) add(facts, 'energy.energyLabel', energyLabel.trim().toUpperCase());
  if (number('layout.garage') !== null || number('other.garages_count') !== null) {
    add(facts, 'rooms.value.id', featureRoomTypes.garage);
  }
  if (fields['layout.terrace'] != null && fields['layout.terrace'] !== false) {
    add(facts, 'rooms.value.id', featureRoomTypes.terrace);
  }
  if (fields['other.garden'] === true) add(facts, 'rooms.value.id', featureRoomTypes.garden);
  return facts;
}
