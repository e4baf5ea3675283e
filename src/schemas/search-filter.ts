import { z } from './zod-browser.ts';
import {
  DEFAULT_SORT_ORDER,
  DEFAULT_SORT_TYPE,
  sortOrders,
  sortTypes,
  VIEW_GALLERY,
  VIEW_MAP,
  searchStatuses,
} from './search-constants.ts';
import {
  energyGrades,
  isGeoRange,
  MAX_AREA,
  MAX_LIST_LENGTH,
  MAX_PRICE,
  type GeoRange,
} from './search-limits.ts';
import { groupOptionSchema } from './estate-query.ts';

/*
 * The search filter a visitor sets (spec 3 "Filter query fields", spec 5), as a schema: the
 * contract that the address parser and the form's changes (domain/search-filters.ts) keep, and
 * the type they share. The parser itself needs no zod, so the listing starts without it.
 */

const isUnique = (values: readonly unknown[]) => new Set(values).size === values.length;

const idListSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(MAX_LIST_LENGTH)
  .refine(isUnique, 'ids are listed once');

/** A circle around a point: the validated `geo_range` parameter (spec 5, `isGeoRange`). */
export const geoRangeSchema: z.ZodType<GeoRange> = z
  .object({ distanceKm: z.number(), lat: z.number(), lon: z.number() })
  .refine(isGeoRange, 'a positive distance around a point on the globe, decimals as written');

const priceSchema = z.number().int().nonnegative().max(MAX_PRICE);
const bedroomCountSchema = z.number().int().positive();
const areaSchema = z.number().int().nonnegative().max(MAX_AREA);

/**
 * A valid search filter. Optional fields are absent rather than empty (spec 5: empty filters are
 * removed); sort and view always hold a value, their defaults when not chosen.
 */
export const searchFilterSchema = z
  .object({
    status: z.enum(searchStatuses).optional(),
    country: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(MAX_LIST_LENGTH)
      .refine(isUnique, 'countries are listed once')
      .optional(),
    city: idListSchema.optional(),
    geo_range: geoRangeSchema.optional(),
    type: idListSchema.optional(),
    subType: idListSchema.optional(),
    'price-min': priceSchema.optional(),
    'price-max': priceSchema.optional(),
    bedrooms: bedroomCountSchema.optional(),
    'bed-min': bedroomCountSchema.optional(),
    // Beyond spec 5: living and plot area in m², an EPC label or better, and "with …" choices.
    'area-min': areaSchema.optional(),
    'area-max': areaSchema.optional(),
    'plot-min': areaSchema.optional(),
    'plot-max': areaSchema.optional(),
    epc: z.enum(energyGrades).optional(),
    garden: z.literal(true).optional(),
    terrace: z.literal(true).optional(),
    garage: z.literal(true).optional(),
    sortType: z.enum(sortTypes).default(DEFAULT_SORT_TYPE),
    sortOrder: z.enum(sortOrders).default(DEFAULT_SORT_ORDER),
    viewType: z.union([z.literal(VIEW_GALLERY), z.literal(VIEW_MAP)]).default(VIEW_GALLERY),
    groupBy: groupOptionSchema.optional(),
  })
  .refine((filter) => filter.city === undefined || filter.geo_range === undefined, {
    message: 'geo_range replaces the city filter',
  });

export type SearchFilter = z.output<typeof searchFilterSchema>;
