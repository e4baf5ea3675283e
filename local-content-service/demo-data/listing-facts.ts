import type {
  BathroomType,
  Carpentry,
  Condition,
  ConstructionType,
  Environment,
  FreeOn,
  Heating,
  KitchenType,
  Orientation,
  RoofType,
  WindowGlazing,
} from '../../src/domain/reference-data/enumerations.ts';
import type { backOfficeStatuses } from '../../src/schemas/back-office-listing.ts';
import type { EstateAddress, SalesRep, Sticker } from '../../src/schemas/estate.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';
import { drawAddress, shownCity } from './addresses.ts';
import { stickers } from './agency.ts';
import { drawEnergy, type EnergyFacts } from './energy-certificates.ts';
import {
  estateTexts,
  type EstateTexts,
  type ExtraFeature,
  type OutdoorSpace,
} from './estate-texts.ts';
import type { FacilityKey } from './facilities.ts';
import { municipalities, type Municipality } from './municipalities.ts';
import { pictureUrl, randomScene, type SceneKind } from './picture-paths.ts';
import { drawPlanning, type PlanningFacts } from './planning.ts';
import { drawPrice, type PriceFacts, type Transaction } from './prices.ts';
import { propertyKinds, type Family, type PropertyKind } from './property-kinds.ts';
import type { Random } from './random.ts';
import { drawRooms, type RoomFact } from './room-layout.ts';

/** The six listing states of spec 3 ("status"), shared by both data sources. */
export type ListingStatus = (typeof backOfficeStatuses)[number];

export type { Transaction };

export type ListingTexts = {
  title: LocalizedString;
  description: LocalizedString;
  shortDescription: LocalizedString;
};

export type PictureFact = { file: string; thumbnail: string; caption: LocalizedString | null };

/** Everything drawn about one listing, before it is shaped for a data source. */
export type ListingFacts = {
  kind: PropertyKind;
  status: ListingStatus;
  transaction: Transaction;
  municipality: Municipality;
  address: EstateAddress;
  environment: Environment;
  publicationDate: Date;
  livingArea: number | null;
  plotArea: number | null;
  buildableArea: number | null;
  streetWidth: number | null;
  plotDepth: number | null;
  houseWidth: number | null;
  houseDepth: number | null;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  floorsCount: number | null;
  /** Apartment level (0 ground floor). */
  floor: number | null;
  facades: number | null;
  constructionType: ConstructionType | null;
  constructionYear: number | null;
  renovationYear: number | null;
  condition: Condition;
  newBuilding: boolean;
  energy: EnergyFacts | null;
  heating: Heating | null;
  glazing: WindowGlazing | null;
  carpentry: Carpentry | null;
  roof: RoofType | null;
  kitchen: KitchenType | null;
  bathroomType: BathroomType | null;
  garden: OutdoorSpace | null;
  terrace: OutdoorSpace | null;
  extras: ExtraFeature[];
  facilities: FacilityKey[];
  lift: boolean;
  furnished: boolean;
  petsAllowed: boolean | null;
  parkingCount: number;
  price: PriceFacts;
  ki: { nonIndexed: number; indexed: number; communityTax: number } | null;
  planning: PlanningFacts;
  availability: FreeOn;
  availableFrom: Date | null;
  /** Title and texts; de may be empty or missing (spec 3). */
  texts: ListingTexts;
  pictures: PictureFact[];
  salesRep: SalesRep;
  sticker: Sticker | null;
  virtualTour: string | null;
  panorama: string | null;
  video: string | null;
  rooms: RoomFact[];
  electricalConform: boolean | null;
  electricalDate: string | null;
  asbestos: boolean | null;
  /** Sold through an online public auction (the back office's notary fields). */
  auction: boolean;
};

/** Overrides for listings whose frame is fixed by something else (project units). */
export type ListingOverrides = {
  kind?: PropertyKind;
  status?: ListingStatus;
  municipality?: Municipality;
  address?: EstateAddress;
  environment?: Environment;
  newBuilding?: boolean;
  floor?: number;
  auction?: boolean;
  publicationDate?: Date;
};

export type DrawContext = {
  random: Random;
  now: Date;
  salesReps: readonly SalesRep[];
};

const dayMs = 24 * 60 * 60 * 1000;

// --- choosing what is listed ----------------------------------------------------------------

const familyWeights: readonly (readonly [Family, number])[] = [
  ['HOUSE', 38],
  ['APARTMENT', 34],
  ['PLOT', 9],
  ['COMMERCIAL', 10],
  ['GARAGE', 9],
];

/** A property family in the agency's usual mix. */
export function drawFamily(random: Random): Family {
  return random.weighted(familyWeights);
}

/** A subtype of the family; takeover statuses only go with businesses. */
export function drawKind(random: Random, family: Family, status?: ListingStatus): PropertyKind {
  const takeover = status === 'TAKE_OVER' || status === 'TAKEN_OVER';
  const kinds = propertyKinds[family].filter((kind) => !takeover || kind.takeover);
  return random.weighted(kinds.map((kind) => [kind, kind.weight] as const));
}

/** A status that fits the kind: plots are only sold, businesses may be taken over. */
export function drawStatus(random: Random, kind: PropertyKind): ListingStatus {
  switch (kind.family) {
    case 'PLOT':
      return random.weighted([
        ['FOR_SALE', 85],
        ['SOLD', 15],
      ]);
    case 'COMMERCIAL':
      return random.weighted([
        ['FOR_SALE', 35],
        ['TO_RENT', 35],
        ['TAKE_OVER', kind.takeover ? 18 : 0],
        ['SOLD', 5],
        ['RENTED', 5],
        ['TAKEN_OVER', kind.takeover ? 5 : 0],
      ]);
    case 'GARAGE':
      return random.weighted([
        ['FOR_SALE', 50],
        ['TO_RENT', 40],
        ['SOLD', 5],
        ['RENTED', 5],
      ]);
    case 'APARTMENT':
      return random.weighted([
        ['FOR_SALE', 52],
        ['TO_RENT', 30],
        ['SOLD', 11],
        ['RENTED', 7],
      ]);
    case 'HOUSE':
      return random.weighted([
        ['FOR_SALE', 66],
        ['TO_RENT', 14],
        ['SOLD', 14],
        ['RENTED', 6],
      ]);
  }
}

/** What kind of deal a status belongs to; the texts and prices follow it. */
export function transactionOf(status: ListingStatus): Transaction {
  if (status === 'TO_RENT' || status === 'RENTED') return 'rent';
  if (status === 'TAKE_OVER' || status === 'TAKEN_OVER') return 'takeover';
  return 'sale';
}

const weightedMunicipalities = municipalities.map((entry) => [entry, entry.weight] as const);
const coastMunicipalities = municipalities.filter((entry) => entry.holiday === 'coast');
const holidayMunicipalities = municipalities.filter((entry) => entry.holiday !== null);

function drawMunicipality(random: Random, kind: PropertyKind): Municipality {
  const value = kind.subType.value;
  if (value === 'HOLIDAY_APARTMENT' || value === 'FISHERMANS_COTTAGE')
    return random.pick(coastMunicipalities);
  if (value === 'CHALET' || value === 'HOLIDAY_HOME') return random.pick(holidayMunicipalities);
  return random.weighted(weightedMunicipalities);
}

function drawEnvironment(
  random: Random,
  kind: PropertyKind,
  municipality: Municipality,
): Environment {
  if (kind.headTypeId === 10 || kind.subType.value === 'INDUSTRIAL_LAND') {
    return random.pick(['INDUSTRIAL', 'CRAFT_INDUSTRY'] as const);
  }
  if (municipality.holiday === 'coast' && kind.family !== 'PLOT' && random.chance(0.55))
    return 'SEA_BEACH_DUNE';
  if (['AGRICULTURAL_LAND', 'MEADOW', 'FOREST', 'ORCHARD'].includes(kind.subType.value))
    return 'COUNTRYSIDE';
  const urban = municipality.region === 'BRUSSELS' || municipality.weight >= 3;
  if (kind.family === 'COMMERCIAL')
    return urban ? 'TOWN' : random.pick(['TOWN', 'VILLAGE'] as const);
  if (urban) {
    return random.weighted([
      ['TOWN', 45],
      ['RESIDENTIAL', 45],
      ['SUBURBAN_AREA', 10],
    ]);
  }
  return random.weighted([
    ['RESIDENTIAL', 35],
    ['VILLAGE', 30],
    ['COUNTRYSIDE', 15],
    ['SUBURBAN_AREA', 15],
    ['TOWN', 5],
  ]);
}

// --- building ---------------------------------------------------------------------------------

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function drawConstructionYear(random: Random, family: Family): number {
  const era = random.weighted(
    family === 'APARTMENT'
      ? ([
          [[1900, 1945], 5],
          [[1946, 1970], 15],
          [[1971, 1990], 25],
          [[1991, 2010], 30],
          [[2011, 2024], 25],
        ] as const)
      : ([
          [[1880, 1945], 16],
          [[1946, 1970], 24],
          [[1971, 1990], 26],
          [[1991, 2010], 20],
          [[2011, 2024], 14],
        ] as const),
  );
  return random.int(era[0], era[1]);
}

function drawCondition(random: Random, year: number): Condition {
  const age = 2026 - year;
  if (age < 8) return random.pick(['EXCELLENT_CONDITION', 'GOOD_CONDITION'] as const);
  return random.weighted([
    ['TO_RENOVATE', age > 50 ? 25 : 8],
    ['TO_FRESHEN_UP', 20],
    ['GOOD_CONDITION', 35],
    ['EXCELLENT_CONDITION', 10],
    ['RENEWED', age > 25 ? 22 : 5],
  ]);
}

// --- pictures -------------------------------------------------------------------------------

const captions: Partial<Record<SceneKind, LocalizedString>> = {
  house: { nl: 'Voorgevel', fr: 'Façade', en: 'Front', de: 'Vorderansicht' },
  apartment: { nl: 'Gebouw', fr: 'Immeuble', en: 'Building', de: 'Gebäude' },
  interior: { nl: 'Interieur', fr: 'Intérieur', en: 'Interior', de: 'Innenansicht' },
  plot: { nl: 'Perceel', fr: 'Terrain', en: 'Plot', de: null },
};

function drawPictures(random: Random, kind: PropertyKind): PictureFact[] {
  if (random.chance(0.03)) return [];
  const exterior: SceneKind =
    kind.family === 'HOUSE'
      ? 'house'
      : kind.family === 'APARTMENT'
        ? 'apartment'
        : kind.family === 'PLOT'
          ? 'plot'
          : kind.family === 'COMMERCIAL'
            ? 'commercial'
            : 'garage';
  const scenes: SceneKind[] = [exterior];
  if (kind.family === 'HOUSE' || kind.family === 'APARTMENT') {
    for (let index = random.int(3, 11); index > 0; index -= 1) scenes.push('interior');
    if (random.chance(0.5)) scenes.push(exterior);
  } else if (kind.family === 'COMMERCIAL') {
    for (let index = random.int(1, 4); index > 0; index -= 1) scenes.push('interior');
  } else {
    for (let index = random.int(0, 2); index > 0; index -= 1) scenes.push(exterior);
  }
  return scenes.map((scene) => {
    const name = randomScene(random, scene);
    return {
      file: pictureUrl(name, 'original'),
      thumbnail: pictureUrl(name, 'thumbnail'),
      caption: random.chance(0.25) ? (captions[scene] ?? null) : null,
    };
  });
}

// --- texts ----------------------------------------------------------------------------------

/**
 * Real data often lacks the German texts (spec 3): about 30% of listings get an empty or
 * missing de description, a few of them a missing de title too.
 */
function dropGerman(random: Random, texts: EstateTexts): ListingTexts {
  if (!random.chance(0.3)) return texts;
  const empty = random.chance(0.5) ? '' : null;
  return {
    title: random.chance(0.3) ? { ...texts.title, de: empty } : texts.title,
    description: { ...texts.description, de: empty },
    shortDescription: { ...texts.shortDescription, de: empty },
  };
}

// --- the listing ----------------------------------------------------------------------------

function orientation(random: Random): Orientation {
  return random.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const);
}

function drawAreas(
  random: Random,
  kind: PropertyKind,
): { living: number | null; plot: number | null } {
  const value = kind.subType.value;
  switch (kind.family) {
    case 'HOUSE': {
      const living = Math.round(
        random.int(95, 240) *
          (value === 'VILLA'
            ? 1.35
            : value === 'CASTLE'
              ? 3
              : value === 'APARTMENT_BLOCK'
                ? 2.6
                : value === 'MIXED_USE_BUILDING'
                  ? 1.8
                  : value === 'TERRACED_HOUSE' || value === 'BUNGALOW'
                    ? 0.85
                    : value === 'CHALET' || value === 'FISHERMANS_COTTAGE'
                      ? 0.55
                      : 1),
      );
      const plot =
        value === 'TERRACED_HOUSE' || value === 'TOWN_HOUSE' || value === 'FISHERMANS_COTTAGE'
          ? random.int(90, 320)
          : value === 'VILLA' || value === 'DETACHED_HOUSE' || value === 'COUNTRY_HOUSE'
            ? random.int(650, 2600)
            : value === 'FARMHOUSE' || value === 'FERMETTE' || value === 'CASTLE'
              ? random.int(1800, 16000)
              : random.int(250, 950);
      return { living, plot };
    }
    case 'APARTMENT': {
      const [low, high] =
        value === 'STUDIO'
          ? [24, 45]
          : value === 'STUDENT_ROOM'
            ? [12, 24]
            : value === 'PENTHOUSE'
              ? [115, 230]
              : value === 'LOFT'
                ? [85, 180]
                : value === 'DUPLEX' || value === 'TRIPLEX'
                  ? [90, 165]
                  : [55, 135];
      return { living: random.int(low, high), plot: null };
    }
    case 'PLOT': {
      const [low, high] = ['AGRICULTURAL_LAND', 'MEADOW'].includes(value)
        ? [3000, 25000]
        : value === 'FOREST'
          ? [5000, 40000]
          : value === 'INDUSTRIAL_LAND' || value === 'DEVELOPMENT_LAND'
            ? [1500, 9000]
            : value === 'ORCHARD'
              ? [2000, 8000]
              : value === 'SUBDIVISION_LOT'
                ? [380, 900]
                : [350, 1500];
      return { living: null, plot: round(random.int(low, high), 5) };
    }
    case 'COMMERCIAL': {
      const living = kind.headTypeId === 10 ? random.int(250, 2800) : random.int(45, 480);
      return {
        living,
        plot:
          kind.headTypeId === 10 || random.chance(0.3)
            ? Math.round(living * random.float(1.2, 2.5))
            : null,
      };
    }
    case 'GARAGE':
      return {
        living: value === 'MOTORCYCLE_SPACE' ? random.int(3, 5) : random.int(12, 22),
        plot: null,
      };
  }
}

function drawExtras(
  random: Random,
  family: Family,
  seaSide: boolean,
  newBuilding: boolean,
): ExtraFeature[] {
  const pool: [ExtraFeature, number][] =
    family === 'COMMERCIAL'
      ? [
          ['parking', 0.5],
          ['airco', 0.4],
          ['storage', 0.4],
        ]
      : [
          ['garage', family === 'HOUSE' ? 0.45 : 0.15],
          ['carport', family === 'HOUSE' ? 0.1 : 0],
          ['cellar', family === 'HOUSE' ? 0.4 : 0.5],
          ['solar', newBuilding ? 0.9 : 0.25],
          ['heatPump', newBuilding ? 0.8 : 0.08],
          ['fireplace', family === 'HOUSE' ? 0.2 : 0.03],
          ['office', 0.2],
          ['attic', family === 'HOUSE' ? 0.35 : 0],
          ['airco', 0.08],
          ['storage', family === 'APARTMENT' ? 0.3 : 0.1],
          ['seaView', seaSide ? 0.6 : 0],
          ['pool', family === 'HOUSE' ? 0.04 : 0],
          ['parking', family === 'APARTMENT' ? 0.35 : 0],
        ];
  return pool.filter(([, chance]) => random.chance(chance)).map(([extra]) => extra);
}

/**
 * Draws one listing's facts: what it is, where, its state, figures and texts. Shared by the
 * old-source estates, the back-office listings and the project units, which then shape them.
 */
export function drawListingFacts(
  context: DrawContext,
  overrides: ListingOverrides = {},
): ListingFacts {
  const { random, now } = context;
  const family = overrides.kind?.family ?? drawFamily(random);
  const kind = overrides.kind ?? drawKind(random, family, overrides.status);
  const status = overrides.status ?? drawStatus(random, kind);
  const transaction = transactionOf(status);
  const municipality = overrides.municipality ?? drawMunicipality(random, kind);
  const environment = overrides.environment ?? drawEnvironment(random, kind, municipality);
  const built = kind.family !== 'PLOT';
  const newBuilding =
    overrides.newBuilding ?? (built && kind.family !== 'GARAGE' && random.chance(0.05));
  const constructionYear = !built
    ? null
    : newBuilding
      ? now.getUTCFullYear() + random.int(0, 1)
      : drawConstructionYear(random, kind.family);
  const condition: Condition = newBuilding
    ? 'NEW'
    : constructionYear !== null
      ? drawCondition(random, constructionYear)
      : 'GOOD_CONDITION';
  const renovationYear =
    condition === 'RENEWED' && constructionYear !== null
      ? random.int(Math.max(constructionYear + 15, 1995), 2025)
      : null;
  const { living, plot } = drawAreas(random, kind);
  const residential = kind.family === 'HOUSE' || kind.family === 'APARTMENT';
  const value = kind.subType.value;
  const bedrooms = residential
    ? value === 'STUDIO' || value === 'STUDENT_ROOM'
      ? 0
      : clamp(
          Math.round(
            (living ?? 80) / (kind.family === 'HOUSE' ? 48 : 38) + random.float(-0.6, 0.6),
          ),
          1,
          kind.family === 'HOUSE' ? 7 : 4,
        )
    : 0;
  const bathrooms = residential
    ? clamp(
        1 + ((living ?? 0) > 170 ? 1 : 0) + ((living ?? 0) > 90 && random.chance(0.15) ? 1 : 0),
        1,
        4,
      )
    : 0;
  const toilets = residential
    ? clamp(bathrooms + random.int(-1, 1), 1, 3)
    : kind.family === 'COMMERCIAL'
      ? 1
      : 0;
  const floorsCount =
    kind.family === 'HOUSE'
      ? value === 'BUNGALOW' || value === 'CHALET'
        ? 1
        : random.int(2, 3)
      : kind.family === 'APARTMENT'
        ? null
        : null;
  const floor =
    overrides.floor ??
    (kind.family === 'APARTMENT'
      ? value === 'GROUND_FLOOR' || value === 'GARDEN_FLAT'
        ? 0
        : value === 'PENTHOUSE'
          ? random.int(4, 9)
          : random.int(0, 6)
      : null);
  const facades =
    kind.family === 'HOUSE'
      ? value === 'TERRACED_HOUSE' || value === 'TOWN_HOUSE'
        ? 2
        : value === 'SEMI_DETACHED_HOUSE'
          ? 3
          : value === 'VILLA' || value === 'DETACHED_HOUSE' || value === 'BUNGALOW'
            ? 4
            : random.int(2, 4)
      : null;
  const constructionType: ConstructionType | null =
    facades === null ? null : facades === 2 ? 'CLOSED' : facades === 3 ? 'HALF_OPEN' : 'OPEN';
  const seaSide = environment === 'SEA_BEACH_DUNE' && kind.family === 'APARTMENT';
  const extras = drawExtras(random, kind.family, seaSide, newBuilding);
  const garden =
    (kind.family === 'HOUSE' && facades !== null && random.chance(0.9)) ||
    value === 'GROUND_FLOOR' ||
    value === 'GARDEN_FLAT'
      ? {
          area: round(Math.max(20, (plot ?? 150) * random.float(0.35, 0.7)), 5),
          orientation: orientation(random),
        }
      : null;
  const terrace =
    (kind.family === 'APARTMENT' && value !== 'STUDENT_ROOM' && random.chance(0.75)) ||
    (kind.family === 'HOUSE' && random.chance(0.5))
      ? {
          area: value === 'PENTHOUSE' ? random.int(35, 120) : random.int(6, 32),
          orientation: orientation(random),
        }
      : null;
  const lift =
    kind.family === 'APARTMENT' && ((floor ?? 0) >= 2 ? random.chance(0.9) : random.chance(0.45));
  const furnished =
    (transaction === 'rent' && residential && random.chance(0.15)) || value === 'STUDENT_ROOM';
  const region = municipality.region;
  const energy =
    built && kind.family !== 'GARAGE' && constructionYear !== null
      ? drawEnergy(
          random,
          {
            year: constructionYear,
            renovated: renovationYear !== null,
            newBuilding,
            area: living ?? 100,
            region,
            family: kind.family,
            condition,
          },
          now,
        )
      : null;
  const price = drawPrice(random, {
    kind,
    transaction,
    municipality,
    livingArea: living,
    plotArea: plot,
    condition,
    newBuilding,
    furnished,
  });
  const kiBase =
    kind.family === 'PLOT'
      ? random.int(5, 180)
      : kind.family === 'GARAGE'
        ? random.int(60, 180)
        : kind.family === 'COMMERCIAL'
          ? random.int(1200, 6000)
          : Math.round(
              random.int(450, 1600) * Math.sqrt(municipality.priceLevel) * ((living ?? 100) / 120),
            );
  const ki =
    newBuilding && random.chance(0.6)
      ? null
      : {
          nonIndexed: kiBase,
          indexed: Math.round(kiBase * 2.2446),
          communityTax: random.chance(0.1) ? -1 : Math.round(kiBase * random.float(0.9, 1.6)),
        };
  const planning = drawPlanning(random, kind, region, constructionYear);
  const publicationDate =
    overrides.publicationDate ??
    new Date(
      now.getTime() -
        (random.int(
          status === 'FOR_SALE' || status === 'TO_RENT' || status === 'TAKE_OVER' ? 0 : 20,
          547,
        ) *
          dayMs +
          random.int(0, 600) * 60_000),
    );
  const availability: FreeOn = newBuilding
    ? 'DELIVERY'
    : transaction === 'rent'
      ? random.pick(['IMMEDIATE', 'TBD'] as const)
      : random.weighted([
          ['DEED', 55],
          ['IMMEDIATE', 25],
          ['AFTER_NOTICE_PERIOD', 8],
          ['TBD', 10],
          ['UNKNWON', 2],
        ]);
  const availableFrom =
    transaction === 'rent' ? new Date(now.getTime() + random.int(0, 75) * dayMs) : null;
  const city = shownCity(municipality);
  const texts = estateTexts(
    {
      kind,
      transaction,
      closed: status === 'SOLD' || status === 'RENTED' || status === 'TAKEN_OVER',
      city,
      environment,
      bedrooms,
      bathrooms,
      livingArea: living,
      plotArea: plot,
      streetWidth: kind.family === 'PLOT' ? random.int(8, 32) : null,
      constructionYear,
      renovationYear,
      condition,
      floor,
      lift,
      garden,
      terrace,
      extras,
      zoning: planning.zoneLabels,
      eLevel: energy?.eLevel ?? null,
      availability,
      availableFrom,
      depositMonths: price.depositMonths,
      vatRegime: price.vatRegime,
    },
    random,
  );
  const facilities: FacilityKey[] = [];
  const facilityChances: [FacilityKey, number][] = [
    ['alarm', 0.3],
    ['videophone', kind.family === 'APARTMENT' ? 0.6 : 0.1],
    ['shutters', 0.3],
    ['floorHeating', newBuilding ? 0.9 : 0.1],
    ['rainwater', kind.family === 'HOUSE' ? 0.5 : 0],
    ['charger', newBuilding ? 0.5 : 0.05],
    ['fibre', 0.3],
    ['domotics', newBuilding ? 0.4 : 0.03],
    ['sauna', kind.family === 'HOUSE' ? 0.03 : 0],
    ['disabledAccess', lift ? 0.4 : 0.02],
  ];
  if (residential || kind.family === 'COMMERCIAL') {
    for (const [facility, chance] of facilityChances)
      if (random.chance(chance)) facilities.push(facility);
    if (extras.includes('solar')) facilities.push('solar');
    if (extras.includes('heatPump')) facilities.push('heatPump');
    if (extras.includes('airco')) facilities.push('airco');
    if (extras.includes('pool')) facilities.push('pool');
    if (extras.includes('fireplace')) facilities.push('fireplace');
    if (lift) facilities.push('lift');
  }
  const rooms =
    kind.family === 'PLOT'
      ? []
      : drawRooms(random, {
          family: kind.family,
          kind,
          bedrooms,
          bathrooms,
          toilets,
          livingArea: living ?? 0,
          floorsCount: floorsCount ?? 1,
          garage: extras.includes('garage'),
          cellar: extras.includes('cellar'),
          attic: extras.includes('attic'),
          office: extras.includes('office'),
          parking: extras.includes('parking'),
          terrace,
        });
  const sold = status === 'SOLD' || status === 'TAKEN_OVER';
  const recent = now.getTime() - publicationDate.getTime() < 30 * dayMs;
  const sticker =
    sold && random.chance(0.5)
      ? stickers[6]
      : status === 'RENTED' && random.chance(0.5)
        ? stickers[7]
        : newBuilding && random.chance(0.4)
          ? stickers[5]
          : recent && random.chance(0.5)
            ? stickers[0]
            : random.chance(0.15)
              ? random.pick([stickers[1], stickers[2], stickers[3], stickers[4]])
              : null;
  const visual = residential && random.chance(0.2);
  const buildingDate = (from: number) =>
    isoDate(new Date(now.getTime() - random.int(from, 2500) * dayMs));
  return {
    kind,
    status,
    transaction,
    municipality,
    address:
      overrides.address ??
      drawAddress(
        random,
        municipality,
        kind.family === 'APARTMENT' ? `${floor ?? 0}.${random.int(1, 4)}` : null,
      ),
    environment,
    publicationDate,
    livingArea: living,
    plotArea: plot,
    buildableArea:
      kind.family === 'PLOT' &&
      ['BUILDING_PLOT', 'SUBDIVISION_LOT', 'DEVELOPMENT_LAND'].includes(value)
        ? round((plot ?? 0) * random.float(0.25, 0.45), 5)
        : null,
    streetWidth: plot !== null && kind.family !== 'APARTMENT' ? random.int(7, 32) : null,
    plotDepth: plot !== null ? random.int(20, 70) : null,
    houseWidth: kind.family === 'HOUSE' ? random.int(5, 16) : null,
    houseDepth: kind.family === 'HOUSE' ? random.int(8, 15) : null,
    bedrooms,
    bathrooms,
    toilets,
    floorsCount,
    floor,
    facades,
    constructionType,
    constructionYear: constructionYear !== null && random.chance(0.04) ? 0 : constructionYear,
    renovationYear: renovationYear ?? (built && random.chance(0.3) ? 0 : null),
    condition,
    newBuilding,
    energy,
    // New builds heat with a heat pump (electricity); older homes mostly with gas or oil.
    heating: !residential
      ? null
      : newBuilding
        ? 'ELECTRICITY'
        : random.weighted([
            ['GAS', 55],
            ['OIL', 15],
            ['ELECTRICITY', 10],
            ['HEAT_ACCUMULATION', 3],
            ['PELLET', 3],
            ['WOOD', 2],
            ['PROPANE_GAS', 2],
          ]),
    glazing:
      built && kind.family !== 'GARAGE'
        ? newBuilding
          ? 'TRIPLE'
          : random.weighted([
              ['DOUBLE', 85],
              ['SINGLE', 5],
              ['TRIPLE', 10],
            ])
        : null,
    carpentry:
      built && kind.family !== 'GARAGE'
        ? random.pick(['WOOD', 'ALUMINUM', 'PLASTIC'] as const)
        : null,
    roof:
      kind.family === 'HOUSE'
        ? random.weighted([
            ['SADDLEBACK', 60],
            ['FLAT', 20],
            ['HIPPED', 10],
            ['LEAN_TO', 5],
            ['KERB', 5],
          ])
        : null,
    kitchen: residential
      ? random.weighted([
          ['EQUIPPED', 45],
          ['HYPER_EQUIPPED', 15],
          ['SEMI_EQUIPPED', 15],
          ['AMERICAN_EQUIPPED', 15],
          ['NOT_EQUIPPED', 5],
          ['AMERICAN_HYPER_EQUIPPED', 5],
        ])
      : null,
    bathroomType: residential ? (random.chance(0.9) ? 'EQUIPPED' : 'NOT_EQUIPPED') : null,
    garden,
    terrace,
    extras,
    facilities,
    lift,
    furnished,
    petsAllowed: transaction === 'rent' && residential ? random.chance(0.4) : null,
    parkingCount: extras.includes('parking') ? random.int(1, 2) : 0,
    price,
    ki,
    planning,
    availability,
    availableFrom,
    texts: dropGerman(random, texts),
    pictures: drawPictures(random, kind),
    salesRep: random.pick(context.salesReps),
    sticker: sticker ?? null,
    virtualTour: visual ? `https://my.matterport.com/show/?m=${random.token(11)}` : null,
    panorama:
      residential && random.chance(0.05)
        ? `https://kuula.co/share/collection/${random.token(5)}`
        : null,
    video:
      built && random.chance(0.08) ? `https://www.youtube.com/watch?v=${random.token(11)}` : null,
    rooms,
    electricalConform: residential && !newBuilding ? random.chance(0.7) : newBuilding ? true : null,
    electricalDate: residential ? buildingDate(60) : null,
    asbestos:
      residential && region === 'FLANDERS' && constructionYear !== null && constructionYear < 2001
        ? random.chance(0.8)
        : null,
    auction: overrides.auction ?? (transaction === 'sale' && random.chance(0.04)),
  };
}
