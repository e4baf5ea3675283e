import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { linkUrlSchema, mediaUrlSchema, withSafeUrls } from './safe-url.ts';

/**
 * The full estate record of the old data source (`estates/skarabee/{id}`) and, with its
 * children, of a project (`estates/group/{id}`). Spec 3: most fields sit under `general`.
 * Real data leaves many fields out or null, so almost everything is nullish; the display
 * rules (spec 5) decide what a visitor sees.
 */
const num = z.number().nullish();
const text = z.string().nullish();
const flag = z.boolean().nullish();
const localized = localizedStringSchema.nullish();

export const idSchema = z.number().int().nonnegative();

export const namedSchema = z.object({ id: z.number().int().nullish(), name: localized });

export const stickerSchema = z.object({
  id: z.number().int(),
  name: localized,
  /** Hex without '#'; white with black text counts as unset (spec 5). */
  color: text,
  colorText: text,
});

export const citySchema = z.object({
  id: z.number().int(),
  zip: z.string(),
  name: localizedStringSchema,
  alias: localized,
});

export const geoLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

export const addressSchema = z.object({
  visible: z.boolean(),
  street: localized,
  street_address: text,
  number: text,
  box: text,
  city: citySchema.nullish(),
  country: z.object({ id: z.string() }).nullish(),
  /** 'FLANDERS', 'BRUSSELS' or 'WALLONIA' (spec 5: Wallonia rules). */
  region: text,
  geoLocation: geoLocationSchema.nullish(),
});

export const transactionSchema = z.object({ id: z.number().int(), name: localized });

export const generalSchema = z.object({
  id: idSchema,
  guid: text,
  parentId: z.number().int().nullish(),
  project: flag,
  transaction: transactionSchema,
  title: localized,
  description: localized,
  shortDescription: localized,
  subType: z.object({ id: z.number().int(), name: localized }),
  headType: z.object({ id: z.number().int() }),
  floor: num,
  floorId: num,
  price: num,
  architect: text,
  buildingName: text,
  reference: text,
  sticker: stickerSchema.nullish(),
  petsAllowed: flag,
  asbestosInventory: flag,
  certificateAsbestos: text,
  entityNumber: text,
  rentio: flag,
  investr: flag,
  address: addressSchema,
});

export const priceSchema = z.object({
  value: num,
  groundValue: num,
  infrastructureValue: num,
  furnitureValue: num,
  constructionValue: num,
  deposit: num,
  totalPrice: num,
  period: z.object({ name: localized }).nullish(),
  priceFrom: flag,
  tax: num,
  registrationCost: num,
  notarySalery: num,
});

export const kiSchema = z.object({ indexed: num, nonIndexed: num, communityTax: num });

export const dimensionsSchema = z.object({
  areaGround: num,
  areaBuild: num,
  areaBuildable: num,
  widthHouse: num,
  widthGround: num,
  depthHouse: num,
  depthGround: num,
  depthGroundFloor: num,
  depthFloor: num,
  commentArea: localized,
});

export const energySchema = z.object({
  epcValue: num,
  epcValueTotal: num,
  epbReference: text,
  epcReference: text,
  customEpcLabel: text,
  /** Enumeration value such as 'B' or 'C_A' (spec 3). */
  energyLabel: text,
  eLevel: num,
  kLevel: num,
  co2: num,
});

const certificateSchema = z.object({ value: text, conform: flag, date: text });

export const technicalSchema = z.object({
  constructionYear: num,
  renovationYear: num,
  buildingType: text,
  condition: text,
  newBuilding: flag,
  available: localized,
  availableDate: text,
  furniture: flag,
  petsAllowed: flag,
  directionGarden: text,
  oLevelSensitivity: text,
  oLevelZone: text,
  certificateConformity: certificateSchema.nullish(),
  certificateElectricity: certificateSchema.nullish(),
  elevator: flag,
  monthlyCost: num,
});

export const planningSchema = z.object({
  townPlanningValue: text,
  townPlanningViolation: text,
  buildingLicense: text,
  allocationLicense: text,
  presaleRight: text,
  certificateAsBuilt: text,
  heritageProtected: text,
  heritageInventoried: text,
  floodingBuildingScore: text,
  floodingParcelScore: text,
  renovationObligation: text,
});

export const roomSchema = z.object({
  /** Room type: bedroom 1, bathroom 5, toilet 16, garage 6, parking space 14, terrace 10 (spec 3). */
  value: z.object({ id: z.number().int(), name: localized }),
  surface: num,
  comment: localized,
  common: flag,
  /** Level of the floor the room is on (0 ground floor, -1 cellar). */
  floor: num,
  floorId: num,
  count: num,
  sort: num,
});

export const salesRepSchema = z.object({
  firstname: text,
  lastname: text,
  picture: mediaUrlSchema.nullish(),
  mobile: text,
  phone: text,
  email: text,
  description: localized,
});

export const pictureSchema = z.object({
  file: mediaUrlSchema,
  thumbnail: mediaUrlSchema,
  index: z.number().int(),
  description: localized,
});

/** The pictures of a listing; one without a safe file and thumbnail URL is left out. */
export const picturesSchema = z
  .array(pictureSchema)
  .default([])
  .transform(withSafeUrls('file', 'thumbnail'));

export const extraFieldSchema = z.object({
  extra_field_autoid: z.number().int(),
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  value_lang_string: localized,
});

const estateFields = {
  id: idSchema,
  /** Relative link chosen by the service; the site builds its own from the slug rules. */
  uri: linkUrlSchema.nullish(),
  guid: text,
  isSold: z.boolean(),
  status: z.object({ id: z.number().int() }),
  bedroomCount: num,
  bathroomCount: num,
  publicationDate: z.string(),
  general: generalSchema,
  price: priceSchema.nullish(),
  ki: kiSchema.nullish(),
  dimensions: dimensionsSchema.nullish(),
  energy: energySchema.nullish(),
  energyShared: energySchema.nullish(),
  technical: technicalSchema.nullish(),
  planning: planningSchema.nullish(),
  rooms: z.array(roomSchema).default([]),
  facilities: z.array(z.object({ name: localized })).default([]),
  buildTechnicals: z
    .array(z.object({ criteria: namedSchema, value: namedSchema, comment: localized }))
    .default([]),
  files: z
    .array(
      z.object({ type: z.object({ name: localized }), link: linkUrlSchema, comment: localized }),
    )
    .default([])
    .transform(withSafeUrls('link')),
  environments: z
    .array(z.object({ environment: z.object({ name: localized }), comment: localized }))
    .default([]),
  /** type.id 2 is the virtual-tour link (spec 3). */
  virtualVisits: z
    .array(z.object({ type: z.object({ id: z.number().int() }), link: linkUrlSchema }))
    .default([])
    .transform(withSafeUrls('link')),
  rentalOptions: z.array(z.object({ description: localized })).default([]),
  pictures: picturesSchema,
  videos: z
    .array(z.object({ link: linkUrlSchema, title: localized }))
    .default([])
    .transform(withSafeUrls('link')),
  extraFields: z.array(extraFieldSchema).default([]),
  salesRep: salesRepSchema.nullish(),
};

/** A child reference: children link to their project via parentId (spec 3). */
export const childReferenceSchema = z.object({ general: z.object({ id: idSchema }) });

export const estateSchema = z.object({
  ...estateFields,
  children: z.array(childReferenceSchema).default([]),
});

/** A project (`estates/group/{id}`) carries its child units in full. */
export const projectSchema = z.object({
  ...estateFields,
  children: z.array(estateSchema).default([]),
});

export type Estate = z.infer<typeof estateSchema>;
export type Project = z.infer<typeof projectSchema>;
export type EstateAddress = z.infer<typeof addressSchema>;
export type EstateRoom = z.infer<typeof roomSchema>;
export type Sticker = z.infer<typeof stickerSchema>;
export type SalesRep = z.infer<typeof salesRepSchema>;
