import type { Locale } from '../locales.ts';

/**
 * The label of one reference value in every site language. A language may be null or '' because
 * the content service's data often lacks it (spec 3: many de labels, some fr/en subtype labels).
 */
export type EnumLabels = Readonly<Record<Locale, string | null>>;

/** One value of a reference list, as the content service sends it, with its labels. */
export type EnumEntry = {
  readonly value: string;
  /** Numeric id, for the lists the content service refers to by number (types, subtypes, geo precision). */
  readonly id?: number;
  readonly labels: EnumLabels;
};
