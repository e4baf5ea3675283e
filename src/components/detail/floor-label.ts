import type { Translate } from '../../i18n/translate.ts';

/**
 * The name of a floor level: ground floor for 0, "Floor 2" above, "Basement 1" below, and a
 * group name for rooms whose level is unknown (null).
 */
export function floorLabel(level: number | null | undefined, t: Translate): string {
  if (typeof level !== 'number' || !Number.isFinite(level)) return t('detail.floor.unknown');
  if (level === 0) return t('detail.floor.ground');
  return level > 0
    ? t('detail.floor.level', { level })
    : t('detail.floor.basement', { level: -level });
}
