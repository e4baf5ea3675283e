import type { MessageKey, PluralKey, Translate } from '../../i18n/translate.ts';

/*
 * The content service sends holiday-rental codes (location, unit kind, period type); the site
 * shows them in the visitor's language. Unknown codes give null, so a page leaves the label out
 * rather than show a raw code.
 */

/** A holiday key without plural forms, so it translates without a count. */
type PlainKey = Exclude<Extract<MessageKey, `holiday.${string}`>, PluralKey>;

const locationKeys: Readonly<Record<string, PlainKey>> = {
  COAST: 'holiday.location.coast',
  ARDENNES: 'holiday.location.ardennes',
};

const kindKeys: Readonly<Record<string, PlainKey>> = {
  APARTMENT: 'holiday.kind.apartment',
  STUDIO: 'holiday.kind.studio',
  HOUSE: 'holiday.kind.house',
  VILLA: 'holiday.kind.villa',
  CHALET: 'holiday.kind.chalet',
  BUNGALOW: 'holiday.kind.bungalow',
};

const periodTypeKeys: Readonly<Record<string, PlainKey>> = {
  WEEK: 'holiday.period.week',
  WEEKEND: 'holiday.period.weekend',
  MIDWEEK: 'holiday.period.midweek',
  CUSTOM: 'holiday.period.custom',
};

function label(
  keys: Readonly<Record<string, PlainKey>>,
  code: string | null | undefined,
  t: Translate,
): string | null {
  const normalized = code?.trim().toUpperCase() ?? '';
  const key = Object.hasOwn(keys, normalized) ? keys[normalized] : undefined;
  return key === undefined ? null : t(key);
}

/** Where a unit lies: COAST reads 'Kust', ARDENNES 'Ardennen' in Dutch. */
export function holidayLocationLabel(
  location: string | null | undefined,
  t: Translate,
): string | null {
  return label(locationKeys, location, t);
}

/** The kind of unit (the service's subKind): APARTMENT, STUDIO, HOUSE, VILLA, ... */
export function holidayKindLabel(subKind: string | null | undefined, t: Translate): string | null {
  return label(kindKeys, subKind, t);
}

/** A stay type: WEEK, WEEKEND, MIDWEEK; another type reads as "other stay". */
export function periodTypeLabel(type: string | null | undefined, t: Translate): string {
  return label(periodTypeKeys, type, t) ?? t('holiday.period.custom');
}
