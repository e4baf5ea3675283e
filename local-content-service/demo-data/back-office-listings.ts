import type {
  BackOfficeFieldValue,
  BackOfficeListing,
} from '../../src/schemas/back-office-listing.ts';
import { statusIdsBySource } from '../../src/domain/transaction-status.ts';
import type { ListingFacts, ListingStatus } from './listing-facts.ts';
import type { Random } from './random.ts';
import type { RoomFact } from './room-layout.ts';

/**
 * A status id for the listing's status from the guid source's table (src/domain): a status with
 * several ids (to rent: 2, 4, 8, 10) draws one, most rentals 2.
 */
export function drawBackOfficeStatusId(random: Random, status: ListingStatus): number {
  const ids: readonly number[] = statusIdsBySource.guid[status];
  if (ids.length === 1) return ids[0]!;
  return random.weighted(ids.map((id, index): [number, number] => [id, index === 0 ? 70 : 10]));
}

type Fields = Record<string, BackOfficeFieldValue>;

const layoutSlots: Partial<Record<RoomFact['type'], { slot: string; numbered: number }>> = {
  bedroom: { slot: 'bedroom', numbered: 7 },
  bathroom: { slot: 'bathroom', numbered: 3 },
  kitchen: { slot: 'kitchen', numbered: 2 },
  toilet: { slot: 'toilet', numbered: 2 },
  attic: { slot: 'attic', numbered: 2 },
  living: { slot: 'living', numbered: 0 },
  dining: { slot: 'dining', numbered: 0 },
  hall: { slot: 'hall', numbered: 0 },
  terrace: { slot: 'terrace', numbered: 0 },
  cellar: { slot: 'cellar', numbered: 0 },
  garage: { slot: 'garage', numbered: 0 },
  office: { slot: 'office', numbered: 0 },
  laundry: { slot: 'laundry', numbered: 0 },
  storage: { slot: 'storage', numbered: 0 },
  salesFloor: { slot: 'commercial_space', numbered: 0 },
  workspace: { slot: 'workshop', numbered: 0 },
};

// spec 3: about 45 layout slots, numbered ones for the rooms that come in several.
function layoutFields(rooms: readonly RoomFact[]): Fields {
  const fields: Fields = {};
  const counters = new Map<string, number>();
  for (const room of rooms) {
    const slot = layoutSlots[room.type];
    if (!slot) continue;
    const count = (counters.get(slot.slot) ?? 0) + 1;
    counters.set(slot.slot, count);
    if (slot.numbered > 0) {
      if (count <= slot.numbered) fields[`layout.${slot.slot}${count}`] = room.surface;
    } else if (count === 1) {
      fields[`layout.${slot.slot}`] = room.surface;
    } else if (room.surface !== null) {
      // A second terrace or cellar adds to the single slot.
      const previous = fields[`layout.${slot.slot}`];
      fields[`layout.${slot.slot}`] = (typeof previous === 'number' ? previous : 0) + room.surface;
    }
  }
  return fields;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Shapes a listing's facts as a back-office listing (`estates/v2/{id}`, spec 3): a guid, a
 * string status with its numeric id, and flat dotted fields across the groups of spec 3.
 */
export function toBackOfficeListing(
  facts: ListingFacts,
  id: number,
  random: Random,
  now: Date,
  statusId: number = drawBackOfficeStatusId(random, facts.status),
): BackOfficeListing {
  const family = facts.kind.family;
  const residential = family === 'HOUSE' || family === 'APARTMENT';
  const plot = family === 'PLOT';
  const sale = facts.transaction === 'sale';
  const price = facts.price;
  const energy = facts.energy;
  const planning = facts.planning;
  const extras = new Set(facts.extras);
  const facilities = new Set(facts.facilities);
  const fields: Fields = {};
  const set = (key: string, value: BackOfficeFieldValue | undefined) => {
    if (value !== undefined) fields[key] = value;
  };

  // general
  if (family === 'APARTMENT') set('general.appartment_number', facts.address.box ?? null);
  set(
    'general.dossierNumber',
    `D${facts.publicationDate.getUTCFullYear()}-${String(id % 100_000).padStart(5, '0')}`,
  );
  set('general.exclusive', random.chance(0.6));
  set('general.investment_property', facts.kind.headTypeId === 7 || random.chance(0.04));
  set('general.key', random.chance(0.7) ? `K${random.int(1, 250)}` : null);
  set('general.advertiser_id', random.int(1, 9));
  set('general.project_id', facts.newBuilding ? random.int(100, 140) : null);
  set('general.revenue_property', facts.kind.headTypeId === 7);

  // financial; spec 5: a VAT regime hides price, land price, infrastructure price, notary total
  set('financial.price', price.value);
  if (sale && facts.livingArea)
    set('financial.price_per_square_meter', Math.round(price.value / facts.livingArea));
  if (sale && plot && facts.plotArea)
    set('financial.price_per_square_meter', Math.round(price.value / facts.plotArea));
  set('financial.vat_regime', price.vatRegime);
  if (price.vatRegime) {
    set('financial.vat_rate', random.chance(0.9) ? 21 : 6);
    set('financial.land_price', price.groundValue);
    set('financial.infrastructure_price', Math.round(price.value * 0.02));
  }
  if (facts.ki) {
    set('financial.cadastral_income', facts.ki.nonIndexed);
    set(
      'financial.property_tax',
      facts.ki.communityTax < 0 ? -1 : Math.round(facts.ki.indexed * 0.42),
    );
  }
  if (price.monthlyCost !== null) {
    set('financial.monthly_costs', price.monthlyCost);
    set('financial.common_costs', price.monthlyCost * 12);
  }
  if (facts.transaction === 'rent') set('financial.warranty', price.deposit);
  if (sale) set('financial.registration_costs', price.registrationCost);
  if (facts.kind.headTypeId === 7) {
    const rent = Math.round((price.value * random.float(0.04, 0.06)) / 12) * 12;
    set('financial.rent_per_year', rent);
    set('financial.net_revenue', Math.round(rent * 0.8));
    set('financial.purchase_price', Math.round(price.value * random.float(0.5, 0.8)));
  }

  // notary costs
  if (sale && price.notaryCost !== null && price.registrationCost !== null) {
    const fixedFee = 1150 + random.int(0, 20) * 10;
    const total = price.notaryCost + price.registrationCost + fixedFee;
    set('notary_cost.fixed_fee', fixedFee);
    set('notary_cost.notary_fee', price.notaryCost);
    set('notary_cost.registration_fee', price.registrationCost);
    set('notary_cost.total', total);
    set('notary_cost.total_including_costs', price.value + price.tax + total);
  }

  // construction
  if (!plot) {
    if (residential) {
      set('construction.bedrooms_count', facts.bedrooms);
      set('construction.bathrooms_count', facts.bathrooms);
      set('construction.toilets_count', facts.toilets);
    }
    set('construction.living_surface', facts.livingArea);
    set('construction.condition', facts.condition);
    set('construction.construction_year', facts.constructionYear);
    set('construction.renovation_year', facts.renovationYear);
    set('construction.new_construction', facts.newBuilding);
    set('construction.low_energy', energy !== null && energy.epcValue < 100);
    set('construction.passive', energy !== null && energy.epcValue <= 15);
    if (facts.condition === 'TO_RENOVATE')
      set(
        'construction.renovation_costs',
        Math.round(((facts.livingArea ?? 100) * random.int(600, 1200)) / 1000) * 1000,
      );
  }
  if (family === 'HOUSE') {
    set('construction.facades_count', facts.facades);
    set('construction.construction_type', facts.constructionType);
    set('construction.floors_count', facts.floorsCount);
    set('construction.roof_type', facts.roof);
  }
  if (family === 'APARTMENT') {
    set('construction.floor', facts.floor);
    set('construction.floors_count', Math.max((facts.floor ?? 0) + 1, random.int(2, 8)));
  }
  if (facts.plotArea !== null) {
    set('construction.ground_surface', facts.plotArea);
    set('construction.plot_width', facts.streetWidth);
    set('construction.plot_depth', facts.plotDepth);
  }
  set(
    'construction.cadastral_division',
    // The land registry's own wording: Dutch in Flanders, French elsewhere.
    facts.municipality.region === 'FLANDERS'
      ? `${facts.municipality.name.nl} ${random.int(1, 6)}e afdeling`
      : `${facts.municipality.name.fr} ${random.int(1, 6)}e division`,
  );
  set('construction.cadastral_section', random.pick(['A', 'B', 'C', 'D', 'E']));
  set(
    'construction.cadastral_parcel',
    `${random.int(1, 2400)}${random.pick(['', 'A', 'B', 'C', 'D', 'F'])}`,
  );

  // layout
  Object.assign(fields, layoutFields(facts.rooms));

  // comfort
  set('comfort.electricity_connection', true);
  set('comfort.water_connection', !plot || random.chance(0.7));
  set('comfort.gas_connection', facts.heating === 'GAS' || (plot && random.chance(0.5)));
  set('comfort.sewer_connection', !plot || random.chance(0.6));
  if (residential || family === 'COMMERCIAL') {
    set('comfort.alarm', facilities.has('alarm'));
    set('comfort.central_heating', facts.heating !== null && facts.heating !== 'GAS_HEATERS');
    set('comfort.heating', facts.heating);
    set('comfort.floor_heating', facilities.has('floorHeating'));
    set('comfort.heat_pump', extras.has('heatPump'));
    set('comfort.solar_panels', extras.has('solar'));
    set('comfort.solar_boiler', random.chance(0.05));
    set('comfort.airconditioning', extras.has('airco'));
    set('comfort.glazing_type', facts.glazing);
    set('comfort.outside_carpentry', facts.carpentry);
    set('comfort.shutters', facilities.has('shutters'));
    set('comfort.domotics', facilities.has('domotics'));
    set('comfort.disabled_access', facilities.has('disabledAccess'));
    set('comfort.lift', facts.lift);
    set(
      'comfort.intercom',
      facilities.has('videophone') || (family === 'APARTMENT' && random.chance(0.5)),
    );
  }
  if (residential) {
    set('comfort.bathroom_type', facts.bathroomType);
    set('comfort.kitchen_type', facts.kitchen);
    set('comfort.furnished', facts.furnished);
    set('comfort.domestic_animals_allowed', facts.petsAllowed);
    set('comfort.dressing', random.chance(0.25));
    set(
      'comfort.luxuryLevel',
      random.weighted([
        ['MODEST', 20],
        ['AVERAGE', 60],
        ['LUXURIOUS', 20],
      ]),
    );
    set(
      'comfort.ready_to_move_in',
      facts.condition !== 'TO_RENOVATE' && facts.condition !== 'TO_FRESHEN_UP',
    );
    set('comfort.swimming_pool', extras.has('pool'));
    set('comfort.tennis_court', family === 'HOUSE' && random.chance(0.01));
    set('comfort.water_well', family === 'HOUSE' && random.chance(0.1));
    set('comfort.rainwater_tank', facilities.has('rainwater'));
    set('comfort.windmill', false);
    set('comfort.concierge', family === 'APARTMENT' && random.chance(0.08));
    set(
      'comfort.common_meter',
      family === 'APARTMENT' ? random.pick(['INDIVIDUAL', 'COMMON']) : 'NOT_APPLICABLE',
    );
    set('comfort.common_meter_type', random.pick(['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER']));
    set(
      'comfort.common_heating',
      family === 'APARTMENT' && energy?.shared ? 'COMMON' : 'INDIVIDUAL',
    );
  }

  // certification (spec 5: hidden for rentals and plots where it concerns electricity)
  if (energy) {
    set('certification.energy_label', energy.label);
    set('certification.epc_number', energy.reference);
    set('certification.epc_value', energy.epcValue);
    set('certification.epc_year_value', energy.totalValue);
    set('certification.co2_emission', energy.co2);
    set('certification.e_level', energy.eLevel);
    set('certification.k_level', energy.kLevel);
    set(
      'certification.net_energy_heating',
      Math.max(0, Math.round(energy.epcValue * random.float(0.5, 0.7))),
    );
  }
  if (facts.electricalConform !== null) {
    set(
      'certification.electrical_certificate',
      facts.electricalConform ? 'OBTAINED' : 'NOT_OBTAINED',
    );
    set(
      'certification.electrical_certificate_conformity',
      facts.electricalConform ? 'VALID' : 'INVALID',
    );
    set('certification.electrical_certificate_date', facts.electricalDate);
  }
  if (!plot)
    set(
      'certification.as_built_certificate',
      planning.asBuilt === null ? null : planning.asBuilt === 'YES',
    );
  if (facts.heating === 'OIL') set('certification.heating_oil_certificate', random.chance(0.7));

  // planning (Wallonia leaves many empty)
  set('planning.destination', planning.zone);
  set('planning.most_recent_destination', planning.zone);
  set('planning.permission', planning.buildingLicense);
  set('planning.subdivision_permit', planning.allocationLicense);
  set(
    'planning.protected_heritage',
    planning.heritageProtected === null ? null : planning.heritageProtected === 'YES',
  );
  set(
    'planning.inventoried_heritage',
    planning.heritageInventoried === null ? null : planning.heritageInventoried === 'YES',
  );
  set(
    'planning.priority_purchase',
    planning.presaleRight === null ? null : planning.presaleRight === 'YES',
  );
  set('planning.proceeding', planning.violation === null ? null : planning.violation === 'YES');
  set('planning.proceeding_description', null);

  // flood information (spec 3), derived from the Flemish parcel score where there is one
  const parcel = planning.floodingParcelScore;
  set('flood_information.effectively_vulnerable', parcel === null ? null : parcel === 'D');
  set(
    'flood_information.possibly_vulnerable',
    parcel === null ? null : parcel === 'B' || parcel === 'C',
  );
  set(
    'flood_information.defined_floodplain',
    parcel === null ? null : parcel === 'D' && random.chance(0.5),
  );
  set('flood_information.defined_bank_area', parcel === null ? null : random.chance(0.02));
  set(
    'flood_information.risk_zone_for_floods',
    facts.municipality.region === 'FLANDERS' ? null : random.chance(0.05),
  );

  // notary: a few sales go through an online public auction
  if (sale && facts.auction) {
    const start = new Date(now.getTime() + random.int(3, 20) * 86_400_000);
    const end = new Date(start.getTime() + 8 * 86_400_000);
    set('notary.bid_start_date', isoDay(start));
    set('notary.bid_end_date', isoDay(end));
    set(
      'notary.bid_url',
      `https://www.biddit.be/nl/catalog/detail/${random.int(100_000, 999_999)}`,
    );
    set('notary.increment', 1000);
    set('notary.setting_price', Math.round((price.value * 0.8) / 1000) * 1000);
    set('notary.visit_date', isoDay(new Date(start.getTime() - 2 * 86_400_000)));
  }

  // other
  set('other.available', facts.availability);
  set('other.available_at', facts.availableFrom ? isoDay(facts.availableFrom) : null);
  if (facts.municipality.holiday === 'coast') set('other.distance_beach', random.int(20, 1500));
  if (!plot) {
    set('other.distance_school', random.int(200, 3000));
    set('other.distance_shops', random.int(100, 2500));
    set('other.distance_public_transport', random.int(50, 1500));
    set('other.garages_count', extras.has('garage') ? 1 : 0);
    set('other.carports_count', extras.has('carport') ? 1 : 0);
    set('other.parking_spaces_count', facts.parkingCount);
  }
  set('other.garden', facts.garden !== null);
  if (facts.garden) {
    set('other.garden_surface', facts.garden.area);
    set('other.garden_orientation', facts.garden.orientation);
    set('other.garden_type', random.pick(['ONLY_LAWN', 'FULLY_LANDSCAPED', 'FULLY_LANDSCAPED']));
  }
  set('other.environment', facts.environment);
  set('other.sea_view', extras.has('seaView'));
  set('other.sms_text', `${facts.kind.nouns.nl} ${facts.municipality.zip} - ${price.value} EUR`);

  // media and project
  set('media.virtual_visit_url', facts.virtualTour);
  if (facts.newBuilding)
    set(
      'project.project_phase',
      random.pick(['PLANNED', 'UNDER_CONSTRUCTION', 'UNDER_CONSTRUCTION', 'DELIVERED']),
    );

  const archived = (facts.status === 'SOLD' || facts.status === 'RENTED') && random.chance(0.1);
  return {
    id,
    guid: random.guid(),
    archived,
    archived_at: archived
      ? new Date(
          Math.min(
            now.getTime(),
            facts.publicationDate.getTime() + random.int(20, 120) * 86_400_000,
          ),
        ).toISOString()
      : null,
    description: facts.texts.description,
    short_description: facts.texts.shortDescription,
    external_id: `HZ-${facts.publicationDate.getUTCFullYear()}-${String(id % 100_000).padStart(5, '0')}`,
    status: facts.status,
    statusId,
    type: family,
    subType: facts.kind.subType.value,
    subTypeId: facts.kind.subType.id,
    headTypeId: facts.kind.headTypeId,
    title: facts.texts.title,
    publicationDate: facts.publicationDate.toISOString(),
    address: facts.address,
    pictures: facts.pictures.map((picture, index) => ({
      file: picture.file,
      thumbnail: picture.thumbnail,
      index,
      description: picture.caption,
    })),
    salesRep: facts.salesRep,
    fields,
  };
}
