import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { mediaUrlSchema } from './safe-url.ts';

/** A menu item links to a CMS page, a route of the site, or an external URL. */
export type MenuItem = {
  id: number;
  label: z.infer<typeof localizedStringSchema>;
  url?: z.infer<typeof localizedStringSchema> | null | undefined;
  route?: string | null | undefined;
  external?: boolean | null | undefined;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: localizedStringSchema,
    url: localizedStringSchema.nullish(),
    route: z.string().nullish(),
    external: z.boolean().nullish(),
    children: z.array(menuItemSchema).default([]),
  }),
);

/** `GET navigation/{menu}` and `navigation/{menu}/{id}`. */
export const menuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** A CMS page (`pages/`, `pages/by-url/{url}`, `pages/{id}`); content is HTML to sanitize. */
export const pageSchema = z.object({
  id: z.number().int(),
  /** Path per language, without the language prefix (e.g. 'over-ons'). */
  url: localizedStringSchema,
  title: localizedStringSchema,
  content: localizedStringSchema.nullish(),
  description: localizedStringSchema.nullish(),
  /** 'home', 'privacy', 'terms' or 'page'. */
  kind: z.string().default('page'),
  /** Detail tabs this page hides (spec 2 "per-page list of hidden tabs"). */
  hiddenTabs: z.array(z.string()).default([]),
  updatedAt: z.string().nullish(),
});
export type Page = z.infer<typeof pageSchema>;

export const entitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: localizedStringSchema.nullish(),
});
export type Entity = z.infer<typeof entitySchema>;

/** Items of a CMS entity (e.g. testimonials, team members). */
export const entityItemSchema = z.object({
  id: z.number().int(),
  entityId: z.number().int(),
  title: localizedStringSchema.nullish(),
  body: localizedStringSchema.nullish(),
  image: mediaUrlSchema.nullish(),
  sort: z.number().int().default(0),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type EntityItem = z.infer<typeof entityItemSchema>;

/** `GET estate-pages/{a}/{b}`: the CMS page that frames an estate detail. */
export const estatePageSchema = z.object({
  estateId: z.number().int(),
  pageId: z.number().int().nullish(),
  hiddenTabs: z.array(z.string()).default([]),
  title: localizedStringSchema.nullish(),
  content: localizedStringSchema.nullish(),
});
export type EstatePage = z.infer<typeof estatePageSchema>;

/** `GET agreements?locale=`: consent texts for forms. */
export const agreementSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  text: z.string(),
  required: z.boolean(),
});
export const agreementsSchema = z.array(agreementSchema);
export type Agreement = z.infer<typeof agreementSchema>;

/**
 * `GET /translations/{locale}`: flat key → text; a CMS field left empty may come as null (the
 * site's own text shows then, src/i18n/translation-system.ts).
 */
export const translationsSchema = z.record(z.string(), z.string().nullable());

/** `GET estate-collections/{id}`. */
export const estateCollectionSchema = z.object({
  id: z.number().int(),
  name: localizedStringSchema,
  estateIds: z.array(z.number().int()),
});
export type EstateCollection = z.infer<typeof estateCollectionSchema>;

/** `GET estates/{id}/contact-info`: who to contact about an estate (optional). */
export const contactInfoSchema = z.object({
  name: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  mobile: z.string().nullish(),
  picture: mediaUrlSchema.nullish(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
