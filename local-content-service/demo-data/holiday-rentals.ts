import type { Locale } from '../../src/domain/locales.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';
import type { RentalPeriod, RentalUnit } from '../../src/schemas/rental-unit.ts';
import { holidayMunicipalities, type Municipality } from './municipalities.ts';
import { pictureUrl, randomScene, sceneVariants } from './picture-paths.ts';
import type { Random } from './random.ts';

/** Where a holiday rental lies; codes the site translates. */
export type HolidayLocation = 'COAST' | 'ARDENNES';

type UnitKind = 'APARTMENT' | 'STUDIO' | 'HOUSE' | 'VILLA' | 'CHALET' | 'BUNGALOW';

const kindsByArea: Record<HolidayLocation, readonly (readonly [UnitKind, number])[]> = {
  COAST: [
    ['APARTMENT', 60],
    ['STUDIO', 15],
    ['HOUSE', 15],
    ['VILLA', 10],
  ],
  ARDENNES: [
    ['CHALET', 35],
    ['HOUSE', 30],
    ['BUNGALOW', 15],
    ['APARTMENT', 10],
    ['VILLA', 10],
  ],
};

// Weekly price in the low season, before the town's price level.
const weeklyBase: Record<UnitKind, number> = {
  STUDIO: 360,
  APARTMENT: 560,
  BUNGALOW: 590,
  CHALET: 690,
  HOUSE: 920,
  VILLA: 1650,
};

const occupation: Record<UnitKind, readonly [number, number]> = {
  STUDIO: [2, 3],
  APARTMENT: [4, 6],
  BUNGALOW: [4, 6],
  CHALET: [4, 8],
  HOUSE: [6, 10],
  VILLA: [8, 14],
};

const coastBuildings = [
  'Residentie Zeezicht',
  'Residentie Albatros',
  'Residentie Duinenhof',
  'Residentie Belle Vue',
  'Residentie Astrid',
  'Residentie Noordzee',
];
const ardennesNames = [
  'Les Sapins',
  'La Source',
  'Le Vieux Moulin',
  "L'Ourthe",
  'Les Genêts',
  'La Clairière',
  'Le Chant des Oiseaux',
  'Les Hêtres',
];
const coastHouseNames = [
  'Zonneduin',
  'Helmgras',
  'Zeewind',
  'De Golfbreker',
  'Strandloper',
  'Meeuwennest',
];

const kindNames: Record<UnitKind, Record<Locale, string>> = {
  APARTMENT: { nl: 'appartement', fr: 'appartement', en: 'apartment', de: 'Ferienwohnung' },
  STUDIO: { nl: 'studio', fr: 'studio', en: 'studio', de: 'Studio' },
  HOUSE: { nl: 'vakantiewoning', fr: 'maison de vacances', en: 'holiday home', de: 'Ferienhaus' },
  VILLA: { nl: 'villa', fr: 'villa', en: 'villa', de: 'Villa' },
  CHALET: { nl: 'chalet', fr: 'chalet', en: 'chalet', de: 'Chalet' },
  BUNGALOW: { nl: 'bungalow', fr: 'bungalow', en: 'bungalow', de: 'Bungalow' },
};

/** How many holiday units a demo agency of `estates` listings offers: about 40 at 300, growing slowly. */
export function holidayUnitCount(estates: number): number {
  if (estates <= 0) return 0;
  return Math.max(8, Math.round(40 * Math.pow(estates / 300, 0.3)));
}

function localName(municipality: Municipality): string {
  const names = municipality.alias ?? municipality.name;
  return municipality.region === 'FLANDERS' ? names.nl : names.fr;
}

function texts(
  random: Random,
  kind: UnitKind,
  area: HolidayLocation,
  city: string,
  guests: number,
  bedrooms: number,
): { description: LocalizedString; descriptionShort: LocalizedString } {
  const noun = kindNames[kind];
  const short: Record<Locale, string> =
    area === 'COAST'
      ? {
          nl: `Gezellig ${noun.nl} voor ${guests} personen in ${city}, vlak bij het strand.`,
          fr: `Charmant ${noun.fr} pour ${guests} personnes à ${city}, tout près de la plage.`,
          en: `Cosy ${noun.en} for ${guests} guests in ${city}, close to the beach.`,
          de: `Gemütliche Unterkunft (${noun.de}) für ${guests} Personen in ${city}, nahe am Strand.`,
        }
      : {
          nl: `Rustig gelegen ${noun.nl} voor ${guests} personen in ${city}, midden in de natuur.`,
          fr: `${noun.fr.charAt(0).toUpperCase()}${noun.fr.slice(1)} au calme pour ${guests} personnes à ${city}, en pleine nature.`,
          en: `Quiet ${noun.en} for ${guests} guests in ${city}, surrounded by nature.`,
          de: `Ruhig gelegene Unterkunft (${noun.de}) für ${guests} Personen in ${city}, mitten in der Natur.`,
        };
  const rooms: Record<Locale, string> =
    bedrooms === 0
      ? {
          nl: 'Open ruimte met slaaphoek, kitchenette en douchekamer.',
          fr: 'Espace ouvert avec coin nuit, kitchenette et salle de douche.',
          en: 'Open-plan space with a sleeping area, kitchenette and shower room.',
          de: 'Offener Raum mit Schlafecke, Kochnische und Duschbad.',
        }
      : {
          nl: `${bedrooms} slaapkamer${bedrooms > 1 ? 's' : ''}, ingerichte keuken en gezellige living.`,
          fr: `${bedrooms} chambre${bedrooms > 1 ? 's' : ''}, cuisine équipée et séjour convivial.`,
          en: `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}, a fitted kitchen and a cosy living room.`,
          de: `${bedrooms} Schlafzimmer, Einbauküche und gemütliches Wohnzimmer.`,
        };
  const extra: Record<Locale, string> =
    area === 'COAST'
      ? {
          nl: 'Bed- en badlinnen op aanvraag. Huisdieren niet toegelaten.',
          fr: 'Linge de lit et de bain sur demande. Animaux non admis.',
          en: 'Bed linen and towels on request. No pets.',
          de: 'Bett- und Badwäsche auf Anfrage. Keine Haustiere.',
        }
      : {
          nl: 'Wandel- en fietsroutes vertrekken aan de deur. Houtkachel aanwezig.',
          fr: 'Promenades et circuits vélo au départ de la porte. Poêle à bois.',
          en: 'Walking and cycling routes start at the door. Wood stove.',
          de: 'Wander- und Radwege beginnen direkt vor der Tür. Holzofen vorhanden.',
        };
  const germanMissing = random.chance(0.3);
  const description: LocalizedString = {
    nl: `${short.nl}\n\n${rooms.nl} ${extra.nl}`,
    fr: `${short.fr}\n\n${rooms.fr} ${extra.fr}`,
    en: `${short.en}\n\n${rooms.en} ${extra.en}`,
    de: germanMissing ? '' : `${short.de}\n\n${rooms.de} ${extra.de}`,
  };
  return { description, descriptionShort: germanMissing ? { ...short, de: null } : short };
}

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Season factor of a stay starting on a given day: school holidays cost more, November less.
function seasonFactor(day: Date): number {
  const month = day.getUTCMonth() + 1;
  const date = day.getUTCDate();
  if ((month === 12 && date >= 19) || (month === 1 && date <= 3)) return 1.5;
  if (month === 7 || month === 8) return 1.8;
  if (month === 2 && date >= 8 && date <= 21) return 1.25;
  if ((month === 3 && date >= 28) || (month === 4 && date <= 12)) return 1.35;
  if (month === 11 || month === 1) return 0.8;
  return 1;
}

/**
 * Holiday rental units at the coast and in the Ardennes, with bookable weeks (Saturday to
 * Saturday), weekends (Friday to Monday) and midweeks (Monday to Friday) for the six months
 * after `now`, priced by kind, town and season.
 */
export function drawHolidayRentals(
  random: Random,
  now: Date,
  count: number,
  firstId: number,
): { units: RentalUnit[]; periods: RentalPeriod[] } {
  const coast = holidayMunicipalities.filter((entry) => entry.holiday === 'coast');
  const ardennes = holidayMunicipalities.filter((entry) => entry.holiday === 'ardennes');
  const today = utcDay(now);
  const firstSaturday = addDays(today, ((6 - today.getUTCDay() + 7) % 7) + 1);
  const units: RentalUnit[] = [];
  const periods: RentalPeriod[] = [];
  let periodId = 1;
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    const area: HolidayLocation = random.chance(0.65) ? 'COAST' : 'ARDENNES';
    const municipality = random.pick(area === 'COAST' ? coast : ardennes);
    const kind = random.weighted(kindsByArea[area]);
    const [low, high] = occupation[kind];
    const guests = random.int(low, high);
    const bedrooms =
      kind === 'STUDIO'
        ? 0
        : Math.max(1, Math.min(6, Math.round(guests / 2) - (random.chance(0.5) ? 1 : 0)));
    const city = localName(municipality);
    const building =
      area === 'COAST' && (kind === 'APARTMENT' || kind === 'STUDIO')
        ? random.pick(coastBuildings)
        : null;
    const floor = building ? random.int(0, 9) : null;
    const rentalName = building
      ? `${building} ${floor ?? 0}${String(random.int(1, 6)).padStart(2, '0')}`
      : area === 'COAST'
        ? `${kind === 'VILLA' ? 'Villa' : 'Vakantiewoning'} ${random.pick(coastHouseNames)}`
        : `${kind === 'CHALET' ? 'Chalet' : kind === 'VILLA' ? 'Villa' : 'Gîte'} ${random.pick(ardennesNames)}`;
    const photoNames = [
      // Holiday scenes 1-3 are at the sea, 4-6 in the Ardennes.
      `holiday-${area === 'COAST' ? random.int(1, 3) : random.int(4, 6)}-${random.int(1, sceneVariants)}`,
      ...Array.from({ length: random.int(2, 7) }, () => randomScene(random, 'interior')),
    ];
    const weekly =
      weeklyBase[kind] *
      Math.sqrt(municipality.priceLevel) *
      random.float(0.9, 1.15) *
      (1 + (guests - low) * 0.06);
    let priceFrom = Number.POSITIVE_INFINITY;
    for (let week = 0; week < 26; week += 1) {
      const saturday = addDays(firstSaturday, week * 7);
      const stays: [type: string, from: Date, nights: number, share: number][] = [
        ['WEEK', saturday, 7, 1],
        ['MIDWEEK', addDays(saturday, 2), 4, 0.62],
        ['WEEKEND', addDays(saturday, 6), 3, 0.55],
      ];
      for (const [type, from, nights, share] of stays) {
        const factor = seasonFactor(from);
        const price = Math.round((weekly * share * factor) / 5) * 5;
        priceFrom = Math.min(priceFrom, price);
        periods.push({
          id: periodId,
          unitId: id,
          type,
          from: isoDay(from),
          to: isoDay(addDays(from, nights)),
          price,
          available: !random.chance(factor > 1.2 ? 0.4 : 0.15),
        });
        periodId += 1;
      }
    }
    units.push({
      id,
      rentalName,
      photos: photoNames.map((name) => ({
        original: pictureUrl(name, 'original'),
        medium: pictureUrl(name, 'medium'),
        thumbnail: pictureUrl(name, 'thumbnail'),
      })),
      general: {
        ...texts(random, kind, area, city, guests, bedrooms),
        location: area,
        city,
        zip: municipality.zip,
        lat: Math.round((municipality.lat + random.float(-0.01, 0.01)) * 1e6) / 1e6,
        lon: Math.round((municipality.lon + random.float(-0.015, 0.015)) * 1e6) / 1e6,
        maxOccupation: guests,
        subKind: kind,
        rooms: { bedrooms, bathrooms: guests >= 8 ? random.int(2, 3) : 1 },
        garage: random.chance(area === 'COAST' ? 0.3 : 0.15),
        floor,
        buildingName: building,
      },
      priceFrom,
    });
  }
  return { units, periods };
}
