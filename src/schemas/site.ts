import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { linkUrlSchema, mediaUrlSchema, withSafeUrls } from './safe-url.ts';

/** Site settings (`GET /sites/{siteId}` or by hostname), passed to cards among others (spec 1). */
export const siteSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  hostname: z.string(),
  defaultLocale: z.enum(['nl', 'fr', 'en', 'de']),
  locales: z.array(z.enum(['nl', 'fr', 'en', 'de'])).min(1),
  /** Listing cards whose status id is listed here are inert (spec 2). */
  hiddenStatus: z.array(z.number().int()).default([]),
  /** Detail-page tabs hidden site-wide (spec 2); pages may hide more. */
  hiddenTabs: z.array(z.string()).default([]),
  agency: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullish(),
    vat: z.string().nullish(),
    biv: z.string().nullish(),
    street: z.string().nullish(),
    zip: z.string().nullish(),
    city: localizedStringSchema.nullish(),
    country: z.string().nullish(),
    lat: z.number().nullish(),
    lon: z.number().nullish(),
    logo: mediaUrlSchema.nullish(),
    /** A picture of the agency for link previews (og:image) of pages without one of their own. */
    image: mediaUrlSchema.nullish(),
    social: z
      .array(z.object({ name: z.string(), url: linkUrlSchema }))
      .default([])
      .transform(withSafeUrls('url')),
  }),
});
export type Site = z.infer<typeof siteSchema>;
