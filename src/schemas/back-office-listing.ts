import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { addressSchema, idSchema, picturesSchema, salesRepSchema } from './estate.ts';

/**
 * A listing of the back-office data source (`estates/v2/{id}`), identified by a guid. Its
 * details are flat dotted keys grouped by prefix (`financial.price`, `comfort.alarm`), each
 * with a translatable label (spec 3 "Back-office listing").
 */
export const backOfficeStatuses = [
  'FOR_SALE',
  'TO_RENT',
  'TAKE_OVER',
  'SOLD',
  'RENTED',
  'TAKEN_OVER',
] as const;

export const backOfficeTypes = [
  'APARTMENT',
  'GARAGE',
  'PLOT',
  'COMMERCIAL',
  'HOUSE',
  'PROJECT',
] as const;

/** Field groups of the dotted keys, in display order. */
export const backOfficeFieldGroups = [
  'general',
  'financial',
  'notary_cost',
  'construction',
  'layout',
  'comfort',
  'certification',
  'planning',
  'flood_information',
  'notary',
  'other',
  'media',
  'project',
] as const;

export const backOfficeFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  localizedStringSchema,
]);
export type BackOfficeFieldValue = z.infer<typeof backOfficeFieldValueSchema>;

const dottedKey = z
  .string()
  .regex(/^[a-z_]+\.[A-Za-z0-9_]+$/, 'field keys are group.field (e.g. financial.price)');

export const backOfficeListingSchema = z.object({
  id: idSchema,
  guid: z.string().min(1),
  archived: z.boolean(),
  archived_at: z.string().nullish(),
  description: localizedStringSchema.nullish(),
  short_description: localizedStringSchema.nullish(),
  external_id: z.string().nullish(),
  status: z.enum(backOfficeStatuses),
  /** Numeric transaction status of the guid source: sold 1, 6, 7; rent 2, 4, 6, 8, 10 (spec 4). */
  statusId: z.number().int(),
  type: z.enum(backOfficeTypes),
  subType: z.string(),
  subTypeId: z.number().int().nullish(),
  headTypeId: z.number().int(),
  title: localizedStringSchema.nullish(),
  publicationDate: z.string(),
  address: addressSchema,
  pictures: picturesSchema,
  salesRep: salesRepSchema.nullish(),
  fields: z.record(dottedKey, backOfficeFieldValueSchema),
});

export type BackOfficeListing = z.infer<typeof backOfficeListingSchema>;
