import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { groupOptions, type GroupOption } from './search-constants.ts';

/**
 * The wire format of the estate query (spec 7): the body of `POST estates` and, query only,
 * of `POST estate-filters`. The local content service implements exactly this; any other
 * service the site points at must accept it.
 */

/** Backend fields a query may filter on (spec 7 mapping of search terms). */
export const searchFields = [
  'id',
  'transaction.id',
  'status.id',
  'address.city.id',
  'address.city.zip',
  'address.country.id',
  'headType.id',
  'subType.id',
  'bedroomCount',
  'price',
  'isProject',
  'parentId',
  'children.general.id',
  'children.collections',
  'publicationDate',
  'guid',
  // Beyond spec 7's mapping: the listing's area, EPC and "with …" filters (README).
  'dimensions.areaBuild',
  'dimensions.areaGround',
  'energy.energyLabel',
  'rooms.value.id',
  'technical.directionGarden',
] as const;
export const searchFieldSchema = z.enum(searchFields);
export type SearchField = z.infer<typeof searchFieldSchema>;

/** Fields a result list can be sorted by (spec 9: price, city name, date, type) plus group keys. */
export const sortFields = [
  'price',
  'address.city.name',
  'publicationDate',
  'subType.name',
  'headType.id',
  'transaction.id',
  'id',
] as const;
export const sortFieldSchema = z.enum(sortFields);
export type SortField = z.infer<typeof sortFieldSchema>;

const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const rangeSchema = z
  .object({ gte: z.number().optional(), lte: z.number().optional() })
  .refine((range) => range.gte !== undefined || range.lte !== undefined, {
    message: 'a range needs gte or lte',
  });

/** `{n}km` around a point; matches the geo_range filter of spec 5. */
export const geoDistanceSchema = z.object({
  distance: z.string().regex(/^\d+(\.\d+)?km$/, 'distance must look like 10km'),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

/**
 * One clause: every part of it must hold. `exists` asks that a field has a value (true) or has
 * none (false); `anyOf` that at least one of its clauses holds (Elasticsearch's `bool.should`),
 * which is how a status filter reads each data source's ids by its own table (spec 4); `allOf`
 * that every one of its clauses holds (`bool.filter`), so two conditions on one field (a garage
 * room and a terrace room) can both be asked.
 */
export const queryClauseSchema = z.object({
  terms: z.partialRecord(searchFieldSchema, z.array(scalar).max(1000)).optional(),
  range: z.partialRecord(searchFieldSchema, rangeSchema).optional(),
  match: z.partialRecord(searchFieldSchema, scalar).optional(),
  exists: z.partialRecord(searchFieldSchema, z.boolean()).optional(),
  geo_distance: geoDistanceSchema.optional(),
  get anyOf() {
    return z.array(queryClauseSchema).min(1).max(8).optional();
  },
  get allOf() {
    return z.array(queryClauseSchema).min(1).max(8).optional();
  },
});
export type QueryClause = z.infer<typeof queryClauseSchema>;

export const sortEntrySchema = z.object({
  field: sortFieldSchema,
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Sort by the position of the field's value in this list (e.g. head type 1,3,7,2,...). */
  values: z.array(scalar).max(100).optional(),
});
export type SortEntry = z.infer<typeof sortEntrySchema>;

export const groupOptionSchema = z.enum(groupOptions);
export type { GroupOption };

/** Display-field configuration for grouped results (spec 3). */
export const displayFieldSchema = z.object({
  value: z.string(),
  label: localizedStringSchema,
  visible: z.boolean(),
  fallback: z.string().optional(),
});
export type DisplayField = z.infer<typeof displayFieldSchema>;

export const groupOptionsSchema = z.object({
  groupBy: groupOptionSchema,
  displayFields: z.array(displayFieldSchema).max(50).optional(),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;

export const paginationSchema = z.object({
  from: z.number().int().min(0).max(1_000_000),
  size: z.number().int().min(1).max(500),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const estateQuerySchema = z.object({
  query: queryClauseSchema.default({}),
  sort: z.array(sortEntrySchema).max(10).optional(),
  pagination: paginationSchema.optional(),
  groupOptions: groupOptionsSchema.optional(),
  /** Restrict to estate collections (spec 3: collections each with an id). */
  collections: z
    .array(z.object({ id: z.number().int() }))
    .max(50)
    .optional(),
});
export type EstateQuery = z.input<typeof estateQuerySchema>;

export const estateFilterQuerySchema = z.object({ query: queryClauseSchema.default({}) });
export type EstateFilterQuery = z.input<typeof estateFilterQuerySchema>;
