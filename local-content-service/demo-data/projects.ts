import { freeOns } from '../../src/domain/reference-data/enumerations.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import { drawAddress, shownCity } from './addresses.ts';
import { stickers } from './agency.ts';
import { documentKinds, documentUrl } from './documents.ts';
import { projectTexts, projectUnitTitle } from './estate-texts.ts';
import { facilityNames } from './facilities.ts';
import { drawListingFacts, type DrawContext, type ListingStatus } from './listing-facts.ts';
import { municipalities, type Municipality } from './municipalities.ts';
import { linkOf, oldSourceTransaction, toOldSourceEstate } from './old-source-estates.ts';
import { pictureUrl, randomScene } from './picture-paths.ts';
import { projectHeadTypeId, propertyKind, type PropertyKind } from './property-kinds.ts';

/** A project record (spec 3: project flag, head type PROJECT) and its child units. */
export type ProjectBundle = { project: Estate; units: Estate[] };

/** Fewest and most units in one project. */
export const projectUnitRange = { min: 4, max: 12 } as const;

const projectNames = [
  'Zonnewende',
  'De Linde',
  'Scheldezicht',
  'Het Anker',
  'Panorama',
  'Les Jardins',
  'Kouterhof',
  'Horizon',
  'Duinenzicht',
  'Ter Beuken',
  'Le Parc',
  'Villa Flora',
  'De Meersen',
  'Lindenhof',
  'Les Terrasses',
  'Leiehof',
] as const;

// Projects go up in towns with a market for new builds.
const projectTowns = municipalities
  .filter((entry) => entry.weight >= 2)
  .map((entry) => [entry, entry.weight] as const);

function unitPlan(
  random: DrawContext['random'],
  count: number,
  housing: boolean,
): { kind: PropertyKind; level: number; box: string }[] {
  const garages = !housing && count >= 6 ? random.int(1, 2) : 0;
  const homes = count - garages;
  const plan: { kind: PropertyKind; level: number; box: string }[] = [];
  if (housing) {
    const kind = propertyKind(random.pick(['TERRACED_HOUSE', 'SEMI_DETACHED_HOUSE', 'HOUSE']));
    for (let index = 0; index < homes; index += 1) {
      plan.push({ kind, level: 0, box: `Lot ${index + 1}` });
    }
    return plan;
  }
  const perFloor = homes <= 4 ? 2 : 3;
  const floors = Math.ceil(homes / perFloor);
  for (let index = 0; index < homes; index += 1) {
    const level = Math.floor(index / perFloor);
    const top = level === floors - 1 && floors >= 3;
    const value =
      level === 0
        ? 'GROUND_FLOOR'
        : top
          ? index % perFloor === 0
            ? 'PENTHOUSE'
            : 'DUPLEX'
          : 'APARTMENT';
    plan.push({
      kind: propertyKind(value),
      level,
      box: `${level}.${String((index % perFloor) + 1).padStart(2, '0')}`,
    });
  }
  for (let index = 0; index < garages; index += 1) {
    plan.push({ kind: propertyKind('UNDERGROUND_PARKING'), level: -1, box: `P${index + 1}` });
  }
  return plan;
}

/**
 * A new-build project with `unitCount` child units, all records of the old source: the project
 * (head type 6, `children` referring to the units) and each unit with `parentId` pointing back.
 * Units share the project's address with their own box, are sold under the VAT regime, and
 * some are already sold.
 */
export function drawProject(
  context: DrawContext,
  projectId: number,
  unitCount: number,
): ProjectBundle {
  const { random, now } = context;
  const municipality: Municipality = random.weighted(projectTowns);
  const housing = random.chance(0.25);
  const name = random.pick(projectNames);
  const address = { ...drawAddress(random, municipality, null), visible: true };
  const environment = housing
    ? random.pick(['RESIDENTIAL', 'SUBURBAN_AREA', 'VILLAGE'] as const)
    : random.pick(['TOWN', 'RESIDENTIAL'] as const);
  const publicationDate = new Date(
    now.getTime() - random.int(5, 360) * 86_400_000 - random.int(0, 600) * 60_000,
  );
  const completionYear = now.getUTCFullYear() + random.int(0, 2);
  const eLevel = random.int(10, 30);
  const architect = random.pick([
    'Architectenbureau Vandenbroucke',
    'Atelier Lenaerts',
    'Bureau Verhaeghe & partners',
    'Studio Dumont',
  ]);
  const salesRep =
    context.salesReps.find((rep) => rep.lastname === 'Claes') ?? random.pick(context.salesReps);
  const plan = unitPlan(random, unitCount, housing);
  const texts = projectTexts(
    {
      name,
      housing,
      units: plan.filter((unit) => unit.kind.family !== 'GARAGE').length,
      city: shownCity(municipality),
      environment,
      eLevel,
      completionYear,
    },
    random,
  );

  const units = plan.map((unit, index): Estate => {
    const id = projectId + index + 1;
    const status: ListingStatus = random.chance(0.3) ? 'SOLD' : 'FOR_SALE';
    const facts = drawListingFacts(context, {
      kind: unit.kind,
      status,
      municipality,
      address: { ...address, box: unit.box },
      environment,
      newBuilding: true,
      floor: unit.level,
      publicationDate,
    });
    const estate = toOldSourceEstate({ ...facts, salesRep }, id, random);
    estate.general.parentId = projectId;
    estate.general.title = projectUnitTitle(unit.kind, unit.box, texts.title);
    estate.general.floor = unit.level;
    estate.general.floorId = (unit.level + 1) * 100 + index;
    estate.general.architect = architect;
    estate.general.buildingName = texts.title.nl;
    estate.general.sticker = null;
    if (estate.technical) estate.technical.constructionYear = completionYear;
    estate.uri = linkOf(estate);
    return estate;
  });

  const homes = units.filter((unit) => unit.general.headType.id !== 5);
  const forSale = homes.filter((unit) => !unit.isSold);
  const prices = (forSale.length > 0 ? forSale : homes).map((unit) => unit.price?.value ?? 0);
  const labels = homes
    .map((unit) => unit.energy?.energyLabel)
    .filter((label): label is string => typeof label === 'string');
  const allSold = units.every((unit) => unit.isSold);
  const exterior = housing ? 'house' : 'apartment';
  const pictureNames = [
    randomScene(random, exterior),
    randomScene(random, exterior),
    randomScene(random, 'interior'),
    randomScene(random, 'interior'),
  ];
  const mainUnit = homes[0] ?? units[0];
  const project: Estate = {
    id: projectId,
    uri: null,
    guid: null,
    isSold: allSold,
    status: { id: allSold ? 5 : 1 },
    bedroomCount: null,
    bathroomCount: null,
    publicationDate: publicationDate.toISOString(),
    general: {
      id: projectId,
      guid: null,
      parentId: null,
      project: true,
      transaction: oldSourceTransaction(allSold ? 'SOLD' : 'FOR_SALE'),
      title: texts.title,
      description: texts.description,
      shortDescription: texts.shortDescription,
      subType: mainUnit ? mainUnit.general.subType : { id: 201, name: null },
      headType: { id: projectHeadTypeId },
      floor: null,
      floorId: null,
      price: Math.min(...prices),
      architect,
      buildingName: texts.title.nl,
      reference: `PR${String(projectId).padStart(6, '0')}`,
      sticker: random.chance(0.5) ? (stickers[5] ?? null) : (stickers[0] ?? null),
      petsAllowed: null,
      asbestosInventory: null,
      certificateAsbestos: null,
      entityNumber: null,
      rentio: false,
      investr: false,
      address,
    },
    price: {
      value: Math.min(...prices),
      groundValue: null,
      infrastructureValue: null,
      furnitureValue: null,
      constructionValue: null,
      deposit: null,
      totalPrice: null,
      period: null,
      priceFrom: true,
      tax: 0,
      registrationCost: null,
      notarySalery: null,
    },
    ki: null,
    dimensions: {
      areaGround: housing ? units.length * random.int(180, 350) : random.int(600, 2200),
    },
    energy: {
      epcValue: Math.round(eLevel * 1.6),
      energyLabel: labels.every((label) => label === labels[0]) ? (labels[0] ?? 'A') : 'B_A',
      eLevel,
    },
    technical: {
      constructionYear: completionYear,
      condition: 'NEW',
      newBuilding: true,
      available: freeOns.find((entry) => entry.value === 'DELIVERY')?.labels ?? null,
      elevator: !housing,
    },
    planning: {
      townPlanningValue: municipality.region === 'WALLONIA' ? null : 'WG',
      buildingLicense: 'YES',
      allocationLicense: housing ? 'YES' : 'NO',
      presaleRight: 'NO',
      heritageProtected: 'NO',
      floodingBuildingScore: municipality.region === 'FLANDERS' ? 'A' : null,
      floodingParcelScore: municipality.region === 'FLANDERS' ? 'A' : null,
    },
    rooms: [],
    facilities: [
      facilityNames.heatPump,
      facilityNames.solar,
      facilityNames.charger,
      ...(housing ? [] : [facilityNames.lift]),
    ].map((name) => ({ name })),
    buildTechnicals: [],
    files: (['brochure', 'floorplan'] as const).map((kind) => ({
      type: { name: documentKinds[kind] },
      link: documentUrl(kind, projectId),
      comment: null,
    })),
    environments: [],
    virtualVisits: random.chance(0.4)
      ? [{ type: { id: 2 }, link: `https://my.matterport.com/show/?m=${random.token(11)}` }]
      : [],
    rentalOptions: [],
    pictures: pictureNames.map((scene, index) => ({
      file: pictureUrl(scene, 'original'),
      thumbnail: pictureUrl(scene, 'thumbnail'),
      index,
      description: null,
    })),
    videos: [],
    extraFields: [],
    salesRep,
    children: units.map((unit) => ({ general: { id: unit.id } })),
  };
  project.uri = linkOf(project);
  return { project, units };
}
