import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';

/** Filter options aggregated from the estates that match a query (spec 3, 7). */
const countOf = <T extends z.ZodType>(id: T) => z.object({ id, count: z.number().int() });

export const estateFilterOptionsSchema = z.object({
  headTypes: z.array(countOf(z.number().int())).default([]),
  subTypes: z
    .array(
      z.object({ id: z.number().int(), headTypeId: z.number().int(), count: z.number().int() }),
    )
    .default([]),
  bedrooms: z.array(countOf(z.number().int())).default([]),
  locations: z
    .array(
      z.object({
        id: z.number().int(),
        zip: z.string(),
        name: localizedStringSchema,
        lat: z.number().nullish(),
        lon: z.number().nullish(),
        count: z.number().int().optional(),
      }),
    )
    .default([]),
  prices: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullish(),
  transactions: z.array(countOf(z.number().int())).default([]),
  countries: z.array(countOf(z.string())).default([]),
});

export type EstateFilterOptions = z.infer<typeof estateFilterOptionsSchema>;
