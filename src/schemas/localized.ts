import { z } from './zod-browser.ts';

/**
 * A text the content service stores once per language. Any language may be missing or null:
 * real data often has an empty de (spec 3).
 */
export const localizedStringSchema = z.object({
  nl: z.string().nullish(),
  fr: z.string().nullish(),
  en: z.string().nullish(),
  de: z.string().nullish(),
});

export type LocalizedString = z.infer<typeof localizedStringSchema>;
