import type { Locale } from '../../domain/locales.ts';
import type { Estate } from '../../schemas/estate.ts';
import { isVisibleValue } from '../../domain/display-rules.ts';
import { formatEpc, formatNumber, formatYearlyEpc } from '../../domain/formats.ts';
import { useTranslations } from '../../i18n/translate.ts';
import { factRows, type FactRow } from './fact-row.ts';

/** The EPC value to draw on the bar, or null when spec 5 counts it as empty. */
export function shownEpcValue(energy: Estate['energy']): number | null {
  const value = energy?.epcValue;
  return isVisibleValue(value) && typeof value === 'number' ? value : null;
}

/**
 * The figures of an energy certificate (spec 2, 3, 5) as the energy tab and the disclosure
 * pack show them: EPC value in kWh/m², total yearly use, E- and K-level, CO₂ and the
 * certificate references; empty values are left out (spec 5). The label has a badge of its own.
 */
export function energyRows(energy: Estate['energy'], locale: Locale): FactRow[] {
  const t = useTranslations(locale);
  const e = energy ?? {};
  const shown = <T>(value: T | null | undefined, format: (value: T) => string) =>
    isVisibleValue(value) ? format(value as T) : null;
  const text = (value: string | null | undefined) => value?.trim() || null;
  const epcValue = shownEpcValue(energy);
  return factRows([
    [t('detail.energy.epc.value'), epcValue === null ? null : formatEpc(epcValue, locale)],
    [t('detail.energy.epc.total'), shown(e.epcValueTotal, (v) => formatYearlyEpc(v, locale))],
    [t('detail.energy.e.level'), shown(e.eLevel, (v) => formatNumber(v, locale))],
    [t('detail.energy.k.level'), shown(e.kLevel, (v) => formatNumber(v, locale))],
    [t('detail.energy.co2'), shown(e.co2, (v) => `${formatNumber(v, locale)}\u00a0kg\u00a0CO₂/m²`)],
    [t('detail.energy.epc.reference'), text(e.epcReference)],
    [t('detail.energy.epb.reference'), text(e.epbReference)],
  ]);
}
