import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import {
  childReferenceSchema,
  citySchema,
  geoLocationSchema,
  idSchema,
  stickerSchema,
  transactionSchema,
} from './estate.ts';
import { linkUrlSchema, mediaUrlSchema } from './safe-url.ts';

const localized = localizedStringSchema.nullish();

/**
 * One result of the estates search (`POST estates`): the listing-card view of spec 3, shared
 * by both data sources. `guid` is set for back-office (v2) listings, whose status ids differ
 * (spec 4); the full record comes from the endpoint of its source.
 */
export const estateSummarySchema = z.object({
  id: idSchema,
  uri: linkUrlSchema.nullish(),
  guid: z.string().nullish(),
  isSold: z.boolean(),
  /** True for a project (new-build with child units). */
  isProject: z.boolean(),
  status: z.object({ id: z.number().int() }),
  publicationDate: z.string(),
  general: z.object({
    title: localized,
    subType: z.object({ id: z.number().int(), name: localized }).nullish(),
    headType: z.object({ id: z.number().int() }),
    transaction: transactionSchema,
    address: z.object({
      visible: z.boolean(),
      street: localized,
      street_address: z.string().nullish(),
      number: z.string().nullish(),
      box: z.string().nullish(),
      city: citySchema.nullish(),
      country: z.object({ id: z.string() }).nullish(),
      region: z.string().nullish(),
      geoLocation: geoLocationSchema.nullish(),
    }),
    price: z.number().nullish(),
    totalPrice: z.number().nullish(),
    priceFrom: z.boolean().nullish(),
    sticker: stickerSchema.nullish(),
  }),
  energy: z
    .object({
      /** Enumeration value (e.g. 'B'); cards render it as the label badge. */
      energyLabel: z.string().nullish(),
      epcValue: z.number().nullish(),
    })
    .nullish(),
  bedroom_count: z.number().int().nullish(),
  bathroom_count: z.number().int().nullish(),
  children: z.array(childReferenceSchema).default([]),
  thumbnail: mediaUrlSchema.nullish(),
});

export type EstateSummary = z.infer<typeof estateSummarySchema>;

/** Wire shape of a paged search answer (Elasticsearch-like `total.value`). */
export const estateSearchResponseSchema = z.object({
  total: z.object({ value: z.number().int().nonnegative() }),
  results: z.array(estateSummarySchema),
});
