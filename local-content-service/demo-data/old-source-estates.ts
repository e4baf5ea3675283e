import { defaultLocale } from '../../src/domain/locales.ts';
import {
  bathroomTypes,
  carpentries,
  environments,
  freeOns,
  heatings,
  kitchenTypes,
  roofTypes,
  statuses,
  windowGlazings,
} from '../../src/domain/reference-data/enumerations.ts';
import type { EnumEntry } from '../../src/domain/reference-data/enum-entry.ts';
import { estateLink } from '../../src/domain/slugs.ts';
import { isSold, statusIdOf } from '../../src/domain/transaction-status.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';
import { documentKinds, documentUrl, type DocumentKind } from './documents.ts';
import { buildTechnicalCriteria, facilityNames } from './facilities.ts';
import type { ListingFacts, ListingStatus } from './listing-facts.ts';
import type { Random } from './random.ts';
import { roomTypes } from './room-types.ts';

const statusLabels = new Map<string, LocalizedString>(
  statuses.map((entry) => [entry.value, entry.labels]),
);

/** The transaction block of an old-source record: the status id with its name per language. */
export function oldSourceTransaction(status: ListingStatus): {
  id: number;
  name: LocalizedString | null;
} {
  return { id: statusIdOf('old', status), name: statusLabels.get(status) ?? null };
}

/** A reference value as the old source names it: its position in the list as id, and its labels. */
function named(
  list: readonly EnumEntry[],
  value: string | null,
): { id: number; name: LocalizedString } | null {
  if (value === null) return null;
  const index = list.findIndex((entry) => entry.value === value);
  if (index < 0) return null;
  return { id: index + 1, name: (list[index] as EnumEntry).labels };
}

function labelsOf(list: readonly EnumEntry[], value: string): LocalizedString | null {
  return list.find((entry) => entry.value === value)?.labels ?? null;
}

const monthly: LocalizedString = {
  nl: 'per maand',
  fr: 'par mois',
  en: 'per month',
  de: 'pro Monat',
};

// A cadastral parcel key (CAPAKEY): division, section letter, parcel number, bis, exponent, power.
function capakey(random: Random, nisLike: number): string {
  const section = random.pick(['A', 'B', 'C', 'D', 'E', 'F']);
  const parcel = String(random.int(1, 2400)).padStart(4, '0');
  const exponent = random.pick(['A', 'B', 'C', 'D', 'F', 'G', 'H', 'K']);
  return `${String(nisLike).padStart(5, '0')}${section}${parcel}/00${exponent}000`;
}

const extraFieldTemplates: readonly ((random: Random) => Estate['extraFields'][number])[] = [
  () => ({
    extra_field_autoid: 11,
    type: 'TEXT',
    value: null,
    value_lang_string: {
      nl: 'Fietsenberging aanwezig',
      fr: 'Local vélos disponible',
      en: 'Bicycle storage available',
      de: null,
    },
  }),
  (random) => ({
    extra_field_autoid: 12,
    type: 'NUMBER',
    value: random.int(150, 2500),
    value_lang_string: null,
  }),
  () => ({
    extra_field_autoid: 13,
    type: 'BIGTEXT',
    value: null,
    value_lang_string: {
      nl: 'De buurt telt verschillende speelpleinen, een sporthal en een wekelijkse markt.\nScholen en kinderopvang liggen op fietsafstand.',
      fr: 'Le quartier compte plusieurs plaines de jeux, un hall omnisports et un marché hebdomadaire.\nÉcoles et crèches sont accessibles à vélo.',
      en: 'The neighbourhood has several playgrounds, a sports hall and a weekly market.\nSchools and childcare are within cycling distance.',
      de: '',
    },
  }),
  (random) => ({
    extra_field_autoid: 14,
    type: 'BOOLEAN',
    value: random.chance(0.5),
    value_lang_string: null,
  }),
];

function files(facts: ListingFacts, id: number, random: Random): Estate['files'] {
  const kinds: DocumentKind[] = [];
  if (facts.energy) kinds.push('epc');
  if (facts.kind.family !== 'PLOT' && random.chance(0.4)) kinds.push('floorplan');
  if (facts.electricalDate !== null && random.chance(0.6)) kinds.push('electrical');
  if (
    facts.municipality.region === 'FLANDERS' &&
    facts.transaction === 'sale' &&
    random.chance(0.5)
  )
    kinds.push('soil');
  if (facts.asbestos) kinds.push('asbestos');
  return kinds.map((kind) => ({
    type: { name: documentKinds[kind] },
    link: documentUrl(kind, id),
    comment: null,
  }));
}

function rentalOptions(facts: ListingFacts): Estate['rentalOptions'] {
  if (facts.transaction !== 'rent') return [];
  const m = facts.price.depositMonths;
  const options: Estate['rentalOptions'] = [
    {
      description: {
        nl: `Huurwaarborg: ${m} maanden`,
        fr: `Garantie locative : ${m} mois`,
        en: `Deposit: ${m} months`,
        de: `Kaution: ${m} Monatsmieten`,
      },
    },
  ];
  if (facts.price.monthlyCost !== null) {
    options.push({
      description: {
        nl: `Gemeenschappelijke kosten: € ${facts.price.monthlyCost} per maand`,
        fr: `Charges communes : ${facts.price.monthlyCost} € par mois`,
        en: `Service charge: €${facts.price.monthlyCost} per month`,
        de: null,
      },
    });
  }
  if (facts.furnished) {
    options.push({
      description: { nl: 'Gemeubeld', fr: 'Meublé', en: 'Furnished', de: 'Möbliert' },
    });
  }
  return options;
}

/**
 * Shapes a listing's facts as an estate of the old data source (`estates/skarabee/{id}`, spec 3):
 * nested blocks under `general`, status ids 1..7, no guid. Some figures are -1 or 0, as in the
 * real data, where they mean "not entered" (spec 5).
 */
export function toOldSourceEstate(facts: ListingFacts, id: number, random: Random): Estate {
  const statusId = statusIdOf('old', facts.status);
  const residential = facts.kind.family === 'HOUSE' || facts.kind.family === 'APARTMENT';
  const energy = facts.energy;
  const planning = facts.planning;
  const price = facts.price;
  const reference = `${facts.transaction === 'rent' ? 'HU' : 'VK'}${String(id).padStart(6, '0')}`;
  const estate: Estate = {
    id,
    uri: null,
    guid: null,
    isSold: isSold({ status: { id: statusId } }),
    status: { id: statusId },
    bedroomCount: facts.kind.family === 'PLOT' ? null : facts.bedrooms,
    bathroomCount: facts.kind.family === 'PLOT' ? null : facts.bathrooms,
    publicationDate: facts.publicationDate.toISOString(),
    general: {
      id,
      guid: null,
      parentId: null,
      project: false,
      transaction: oldSourceTransaction(facts.status),
      title: facts.texts.title,
      description: facts.texts.description,
      shortDescription: facts.texts.shortDescription,
      subType: { id: facts.kind.subType.id, name: facts.kind.subType.labels },
      headType: { id: facts.kind.headTypeId },
      floor: facts.floor,
      floorId: null,
      price: price.value,
      architect: facts.newBuilding
        ? random.pick([
            'Architectenbureau Vandenbroucke',
            'Atelier Lenaerts',
            'Bureau Verhaeghe & partners',
          ])
        : null,
      buildingName:
        facts.kind.family === 'APARTMENT' && random.chance(0.4)
          ? `Residentie ${random.pick(['Astrid', 'Albert', 'Belvédère', 'Ter Linden', 'Het Park', 'Les Tilleuls', 'Europa'])}`
          : null,
      reference,
      sticker: facts.sticker,
      petsAllowed: facts.petsAllowed,
      asbestosInventory: facts.asbestos,
      certificateAsbestos: facts.asbestos
        ? `ASB-${facts.publicationDate.getUTCFullYear()}-${String(random.int(1, 999_999)).padStart(6, '0')}`
        : null,
      entityNumber: capakey(random, 10000 + (facts.municipality.id % 90000)),
      rentio: facts.transaction === 'rent' && random.chance(0.3),
      investr: facts.kind.headTypeId === 7 || random.chance(0.03),
      address: facts.address,
    },
    price: {
      value: price.value,
      groundValue: price.groundValue,
      infrastructureValue: price.vatRegime ? Math.round(price.value * 0.02) : null,
      furnitureValue: price.furnitureValue,
      constructionValue: price.constructionValue,
      deposit: price.deposit,
      totalPrice: price.totalPrice,
      period: price.monthly ? { name: monthly } : null,
      priceFrom: price.priceFrom,
      // spec 5: 0 reads as empty; most resale estates carry no VAT.
      tax: price.tax,
      registrationCost: price.registrationCost,
      notarySalery: price.notaryCost,
    },
    ki: facts.ki,
    dimensions: {
      areaGround: facts.plotArea,
      areaBuild: facts.livingArea,
      areaBuildable: facts.buildableArea,
      widthHouse: facts.houseWidth,
      widthGround: facts.streetWidth !== null && random.chance(0.08) ? -1 : facts.streetWidth,
      depthHouse: facts.houseDepth,
      depthGround: facts.plotDepth,
      depthGroundFloor: facts.houseDepth,
      depthFloor: facts.kind.family === 'HOUSE' && random.chance(0.5) ? random.int(6, 12) : null,
      commentArea:
        facts.kind.family === 'PLOT' && random.chance(0.2)
          ? {
              nl: 'Oppervlakte volgens kadaster',
              fr: 'Superficie selon le cadastre',
              en: 'Area according to the land registry',
              de: null,
            }
          : null,
    },
    energy: energy
      ? {
          epcValue: energy.epcValue,
          epcValueTotal: energy.totalValue,
          epbReference: facts.newBuilding ? `EPB-${energy.reference}` : null,
          epcReference: energy.reference,
          customEpcLabel: null,
          energyLabel: energy.label,
          eLevel: energy.eLevel,
          kLevel: energy.kLevel,
          co2: energy.co2,
        }
      : null,
    energyShared:
      energy?.shared === true
        ? {
            epcValue: Math.round(energy.epcValue * 0.9),
            epcValueTotal: energy.totalValue * random.int(8, 40),
            epbReference: null,
            epcReference: `${energy.reference.slice(0, -1)}2`,
            customEpcLabel: null,
            energyLabel: energy.label,
            eLevel: null,
            kLevel: null,
            co2: Math.max(0, Math.round(energy.co2 * 0.9)),
          }
        : null,
    technical:
      facts.kind.family === 'PLOT'
        ? {
            available: labelsOf(freeOns, facts.availability),
            availableDate: null,
            oLevelSensitivity: planning.floodSensitivity,
            oLevelZone: planning.floodZone,
          }
        : {
            constructionYear: facts.constructionYear,
            renovationYear: facts.renovationYear,
            buildingType: facts.constructionType,
            condition: facts.condition,
            newBuilding: facts.newBuilding,
            available: labelsOf(freeOns, facts.availability),
            availableDate: facts.availableFrom
              ? facts.availableFrom.toISOString().slice(0, 10)
              : null,
            furniture: facts.furnished,
            petsAllowed: facts.petsAllowed,
            directionGarden: facts.garden?.orientation ?? null,
            oLevelSensitivity: planning.floodSensitivity,
            oLevelZone: planning.floodZone,
            certificateConformity: residential
              ? {
                  value: random.chance(0.85) ? 'VALID' : 'INVALID',
                  conform: random.chance(0.85),
                  date: facts.electricalDate,
                }
              : null,
            certificateElectricity:
              facts.electricalConform === null
                ? null
                : {
                    value: facts.electricalConform
                      ? 'OBTAINED'
                      : random.pick(['NOT_OBTAINED', 'UNKNOWN']),
                    conform: facts.electricalConform,
                    date: facts.electricalDate,
                  },
            elevator: facts.kind.family === 'APARTMENT' ? facts.lift : null,
            monthlyCost: price.monthlyCost,
          },
    planning: {
      townPlanningValue: planning.zone,
      townPlanningViolation: planning.violation,
      buildingLicense: planning.buildingLicense,
      allocationLicense: planning.allocationLicense,
      presaleRight: planning.presaleRight,
      certificateAsBuilt: planning.asBuilt,
      heritageProtected: planning.heritageProtected,
      heritageInventoried: planning.heritageInventoried,
      floodingBuildingScore: planning.floodingBuildingScore,
      floodingParcelScore: planning.floodingParcelScore,
      renovationObligation: planning.renovationObligation,
    },
    rooms: facts.rooms.map((room, index) => ({
      value: roomTypes[room.type],
      surface: room.surface,
      comment: room.comment,
      common: room.common,
      floor: room.level,
      floorId: index + 1,
      count: room.count,
      sort: index,
    })),
    facilities: facts.facilities.map((facility) => ({ name: facilityNames[facility] })),
    buildTechnicals: (
      [
        [buildTechnicalCriteria.heating, named(heatings, facts.heating)],
        [buildTechnicalCriteria.glazing, named(windowGlazings, facts.glazing)],
        [buildTechnicalCriteria.carpentry, named(carpentries, facts.carpentry)],
        [buildTechnicalCriteria.roof, named(roofTypes, facts.roof)],
        [buildTechnicalCriteria.kitchen, named(kitchenTypes, facts.kitchen)],
        [buildTechnicalCriteria.bathroom, named(bathroomTypes, facts.bathroomType)],
      ] as const
    ).flatMap(([criteria, value]) => (value ? [{ criteria, value, comment: null }] : [])),
    files: files(facts, id, random),
    environments: [
      { environment: { name: labelsOf(environments, facts.environment) }, comment: null },
    ],
    virtualVisits: [
      ...(facts.virtualTour ? [{ type: { id: 2 }, link: facts.virtualTour }] : []),
      ...(facts.panorama ? [{ type: { id: 1 }, link: facts.panorama }] : []),
    ],
    rentalOptions: rentalOptions(facts),
    pictures: facts.pictures.map((picture, index) => ({
      file: picture.file,
      thumbnail: picture.thumbnail,
      index,
      description: picture.caption,
    })),
    videos: facts.video
      ? [
          {
            link: facts.video,
            title: {
              nl: 'Videorondleiding',
              fr: 'Visite vidéo',
              en: 'Video tour',
              de: 'Videorundgang',
            },
          },
        ]
      : [],
    extraFields: random.chance(0.3)
      ? random.sample(extraFieldTemplates, random.int(1, 2)).map((make) => make(random))
      : [],
    salesRep: facts.salesRep,
    children: [],
  };
  estate.uri = linkOf(estate);
  return estate;
}

/** The site's own detail link in the default language, as the service would choose it. */
export function linkOf(estate: Estate): string | null {
  try {
    return estateLink(estate, defaultLocale);
  } catch {
    return null;
  }
}
