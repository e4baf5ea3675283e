import type { Locale } from '../../domain/locales.ts';
import type { Estate } from '../../schemas/estate.ts';
import { notEnteredText, planningViolationText } from '../../domain/display-rules.ts';
import { displayEnumValue } from '../../domain/enum-display.ts';
import { floodingNeedsIcon } from '../../domain/flooding.ts';
import { isPlanningFieldShown } from '../../domain/wallonia.ts';
import type { EnumName } from '../../domain/reference-data/index.ts';
import { useTranslations } from '../../i18n/translate.ts';
import type { FactRow } from './fact-row.ts';

type Planning = NonNullable<Estate['planning']>;

/** A shown planning row, with the field it comes from. */
export type PlanningRow = FactRow & { name: keyof Planning };

/** The flood scores among the planning fields (spec 3); the disclosure pack lists them apart. */
export const floodScoreFields: readonly (keyof Planning)[] = [
  'floodingBuildingScore',
  'floodingParcelScore',
];

/**
 * The planning rows of an estate (spec 2, 3, 5), for the planning tab and the disclosure pack.
 * Outside Wallonia every planning value is listed, an absent one as "not entered" and an absent
 * planning violation as the legal statement that no measure was imposed. In Wallonia (spec 5)
 * empty planning fields are left out, and the as-built certificate, flood scores and heritage
 * inventory are not listed at all. A flood score after C carries a warning (spec 5).
 */
export function planningRows(
  planning: Estate['planning'],
  region: string | null | undefined,
  locale: Locale,
): PlanningRow[] {
  const t = useTranslations(locale);
  const p: Partial<Planning> = planning ?? {};
  type Field = {
    name: keyof Planning;
    label: string;
    /** The reference list of its values; none for the flood score letters. */
    list?: EnumName;
  };
  const fields: Field[] = [
    {
      name: 'townPlanningValue',
      label: t('detail.planning.town.planning'),
      list: 'RecentDestination',
    },
    { name: 'townPlanningViolation', label: t('detail.planning.violation'), list: 'Planning' },
    { name: 'buildingLicense', label: t('detail.planning.building.license'), list: 'Planning' },
    {
      name: 'allocationLicense',
      label: t('detail.planning.allocation.license'),
      list: 'Planning',
    },
    { name: 'presaleRight', label: t('detail.planning.presale.right'), list: 'Planning' },
    { name: 'certificateAsBuilt', label: t('detail.planning.as.built'), list: 'Planning' },
    {
      name: 'heritageProtected',
      label: t('detail.planning.heritage.protected'),
      list: 'Planning',
    },
    {
      name: 'heritageInventoried',
      label: t('detail.planning.heritage.inventoried'),
      list: 'Planning',
    },
    {
      name: 'renovationObligation',
      label: t('detail.planning.renovation.obligation'),
      list: 'Planning',
    },
    { name: 'floodingBuildingScore', label: t('detail.planning.flooding.building') },
    { name: 'floodingParcelScore', label: t('detail.planning.flooding.parcel') },
  ];

  return fields.flatMap(({ name, label, list }): PlanningRow[] => {
    const raw = p[name];
    if (!isPlanningFieldShown(name, raw, region)) return [];
    const shown = list ? displayEnumValue(list, raw, locale) : raw?.trim() || null;
    if (name === 'townPlanningViolation') {
      return [{ name, label, value: planningViolationText(shown, locale) }];
    }
    if (shown === null) return [{ name, label, value: notEnteredText(locale) }];
    return floodScoreFields.includes(name) && floodingNeedsIcon(raw)
      ? [{ name, label, value: shown, warning: t('detail.planning.flood.risk') }]
      : [{ name, label, value: shown }];
  });
}
