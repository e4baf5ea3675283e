import type { Locale } from './locales.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import { pickLocalized } from './localized-text.ts';

/** Estate fields whose visibility does not follow the generic rule (spec 5 "Display rules"). */
export const displayFieldNames = {
  available: 'technical.available',
  electricityCertificate: 'technical.certificateElectricity',
  conformityCertificate: 'technical.certificateConformity',
  newBuilding: 'technical.newBuilding',
  planningViolation: 'planning.townPlanningViolation',
} as const;

/** spec 5: what an absent value shows. */
export const notEnteredTexts: Record<Locale, string> = {
  nl: 'Niet ingegeven',
  fr: 'Non renseigné',
  en: 'Not entered',
  de: 'Nicht eingegeben',
};

/** spec 5: yes/no labels per language. */
export const yesNoLabels: Record<Locale, { yes: string; no: string }> = {
  nl: { yes: 'Ja', no: 'Nee' },
  fr: { yes: 'Oui', no: 'Non' },
  en: { yes: 'Yes', no: 'No' },
  de: { yes: 'Ja', no: 'Nein' },
};

/** spec 5: a planning violation without a value means none was imposed; the legal wording. */
export const planningViolationDefaultTexts: Record<Locale, string> = {
  nl: 'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
  fr: "Aucune mesure de réparation judiciaire ni aucune mesure administrative n'a été imposée.",
  en: 'No judicial remedial measure or administrative measure has been imposed.',
  de: 'Es wurde keine gerichtliche Wiederherstellungsmaßnahme oder Verwaltungsmaßnahme auferlegt.',
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The generic display rule: a field is shown unless its value is empty. Empty means
 * `undefined`, `null`, a blank string, an empty array or plain object, `0`, `-1` or `NaN`.
 * `false` is a real answer (shown as "Nee"), so it stays visible.
 *
 * @example isVisibleValue(-1) // false: spec 5 treats -1 as empty
 */
export function isVisibleValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  // spec 5: 0 is empty, and -1 counts as empty too
  if (typeof value === 'number') return !Number.isNaN(value) && value !== 0 && value !== -1;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}

/**
 * Visibility of one estate field, by its dotted name (`technical.available`). Applies the
 * per-field exceptions of spec 5 and otherwise the generic empty-value rule.
 *
 * @example isFieldVisible('technical.certificateConformity', null, 'nl') // true: defined
 */
export function isFieldVisible(field: string, value: unknown, locale: Locale): boolean {
  switch (field) {
    case displayFieldNames.available:
      // spec 5: only if a value exists for the current language
      return isPlainObject(value) && pickLocalized(value as LocalizedString, locale) !== null;
    case displayFieldNames.electricityCertificate:
      // spec 5: only if defined and not null
      return value !== undefined && value !== null;
    case displayFieldNames.conformityCertificate:
      // spec 5: "shows if defined": null is defined, only undefined hides it
      return value !== undefined;
    case displayFieldNames.newBuilding:
      return value === true;
    case displayFieldNames.planningViolation:
      // spec 5: with no value it shows the default text, so it is always shown
      return true;
    default:
      return isVisibleValue(value);
  }
}

/** What an absent value shows, in the visitor's language (spec 5). */
export function notEnteredText(locale: Locale): string {
  return notEnteredTexts[locale];
}

/**
 * A yes/no answer in the visitor's language; an unanswered question shows the
 * "not entered" text rather than guessing "no".
 */
export function yesNo(value: boolean | null | undefined, locale: Locale): string {
  if (value === true) return yesNoLabels[locale].yes;
  if (value === false) return yesNoLabels[locale].no;
  return notEnteredText(locale);
}

/**
 * The planning-violation text: the value itself when there is one, otherwise the legal
 * statement that no measure was imposed (spec 5). Pass an already translated text, or a
 * per-language value.
 *
 * @example planningViolationText(null, 'en') // 'No judicial remedial measure or administrative measure has been imposed.'
 */
export function planningViolationText(
  value: string | LocalizedString | null | undefined,
  locale: Locale,
): string {
  const text = typeof value === 'string' ? value.trim() : pickLocalized(value, locale);
  return text ? text : planningViolationDefaultTexts[locale];
}
