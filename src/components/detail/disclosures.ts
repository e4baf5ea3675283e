import type { Locale } from '../../domain/locales.ts';
import type { BackOfficeListing } from '../../schemas/back-office-listing.ts';
import type { Estate, Project } from '../../schemas/estate.ts';
import { displayFieldNames, isFieldVisible } from '../../domain/display-rules.ts';
import { displayEnumValue } from '../../domain/enum-display.ts';
import { groupBackOfficeFields } from '../../domain/back-office-field-groups.ts';
import { isDetailTabShown } from '../../domain/detail-tabs.ts';
import { useTranslations } from '../../i18n/translate.ts';
import { asbestosText, certificateText } from './certificate-text.ts';
import { energyRows } from './energy-rows.ts';
import { factRows, type FactRow } from './fact-row.ts';
import { floodScoreFields, planningRows } from './planning-rows.ts';

/** The parts of the disclosure pack, in the order they are printed. */
export const disclosureTopics = ['energy', 'flooding', 'planning', 'certificates'] as const;
export type DisclosureTopic = (typeof disclosureTopics)[number];

/** One part of the pack: its heading and rows, and for the energy part the certificate's label. */
export type DisclosureSection = {
  topic: DisclosureTopic;
  heading: string;
  rows: FactRow[];
  /** The EPC label value for its badge ('B', 'A_PLUS'), or the agency's own label text. */
  energyLabel?: { value: string | null; custom: string | null };
};

function headingOf(topic: DisclosureTopic, locale: Locale): string {
  const t = useTranslations(locale);
  switch (topic) {
    case 'energy':
      return t('disclosures.energy');
    case 'flooding':
      return t('disclosures.flooding');
    case 'planning':
      return t('disclosures.planning');
    case 'certificates':
      return t('disclosures.certificates');
  }
}

function sectionsOf(
  rowsByTopic: Readonly<Record<DisclosureTopic, FactRow[]>>,
  locale: Locale,
  energyLabel?: DisclosureSection['energyLabel'],
): DisclosureSection[] {
  const hasLabel = Boolean(energyLabel?.value || energyLabel?.custom);
  return disclosureTopics.flatMap((topic): DisclosureSection[] => {
    const rows = rowsByTopic[topic];
    const labelled = topic === 'energy' && hasLabel;
    if (rows.length === 0 && !labelled) return [];
    const section: DisclosureSection = { topic, heading: headingOf(topic, locale), rows };
    return labelled && energyLabel ? [{ ...section, energyLabel }] : [section];
  });
}

/**
 * The Belgian disclosures of an estate of the old data source (or a project's unit), each
 * value as its detail tab shows it, so every display rule holds here too (spec 5): the EPC
 * with its label, value and references; the flood scores (none in Wallonia) and the flood
 * sensitivity; planning and permits (Wallonia: only the fields with a value); the asbestos
 * certificate and the electrical inspection (shown only when defined). A part whose tab the
 * page hides is left out, and so is a part with nothing to say.
 */
export function estateDisclosures(
  estate: Pick<Estate | Project, 'energy' | 'planning' | 'technical'> & {
    general: Pick<Estate['general'], 'asbestosInventory' | 'certificateAsbestos'>;
  },
  region: string | null | undefined,
  hiddenTabs: readonly string[],
  locale: Locale,
): DisclosureSection[] {
  const t = useTranslations(locale);
  const shows = (tab: Parameters<typeof isDetailTabShown>[0]) => isDetailTabShown(tab, hiddenTabs);
  const planning = shows('planning') ? planningRows(estate.planning, region, locale) : [];
  const technical = shows('technical') ? (estate.technical ?? {}) : null;
  const electricity = technical?.certificateElectricity;
  const flooding: FactRow[] = [
    ...planning.filter((row) => floodScoreFields.includes(row.name)),
    ...(technical
      ? factRows([
          [
            t('detail.technical.flood.sensitive'),
            displayEnumValue('Flooding', technical.oLevelSensitivity, locale),
          ],
          [
            t('detail.technical.flood.zone'),
            displayEnumValue('Flooding', technical.oLevelZone, locale),
          ],
        ])
      : []),
  ];
  const certificates = technical
    ? factRows([
        [t('detail.technical.asbestos'), asbestosText(estate.general, locale)],
        isFieldVisible(displayFieldNames.electricityCertificate, electricity, locale)
          ? [
              t('detail.technical.electricity.certificate'),
              certificateText(electricity, 'ElectricityCertification', locale),
            ]
          : null,
      ])
    : [];
  const energy = shows('energy') ? estate.energy : null;
  return sectionsOf(
    {
      energy: energy ? energyRows(energy, locale) : [],
      flooding,
      planning: planning.filter((row) => !floodScoreFields.includes(row.name)),
      certificates,
    },
    locale,
    energy
      ? { value: energy.energyLabel ?? null, custom: energy.customEpcLabel?.trim() || null }
      : undefined,
  );
}

const energyLabelKey = 'certification.energy_label';

/** The pack's part of a back-office field, by its dotted key; null for the others. */
function backOfficeTopic(key: string): DisclosureTopic | null {
  if (key.startsWith('flood_information.')) return 'flooding';
  if (key.startsWith('planning.') || key === 'certification.as_built_certificate') {
    return 'planning';
  }
  if (
    key.startsWith('certification.asbestos_certificate') ||
    key.startsWith('certification.electrical_certificate')
  ) {
    return 'certificates';
  }
  if (
    /^certification\.(epc_|co2_emission|e_level|k_level|net_energy_heating)/.test(key) ||
    key === energyLabelKey
  ) {
    return 'energy';
  }
  return null;
}

/**
 * The Belgian disclosures of a back-office (v2) listing: its certification, planning and
 * flood-information fields as the page lists them (`groupBackOfficeFields`: the conditional
 * hiding and the Wallonia rules of spec 5, the page's hidden tabs), sorted into the pack's
 * parts; the energy label becomes the badge.
 */
export function backOfficeDisclosures(
  listing: Pick<BackOfficeListing, 'status' | 'type' | 'fields' | 'address'>,
  hiddenTabs: readonly string[],
  locale: Locale,
): DisclosureSection[] {
  const rows: Record<DisclosureTopic, FactRow[]> = {
    energy: [],
    flooding: [],
    planning: [],
    certificates: [],
  };
  let label: DisclosureSection['energyLabel'];
  for (const group of groupBackOfficeFields(listing, locale, { hiddenTabs })) {
    for (const row of group.rows) {
      const topic = backOfficeTopic(row.key);
      if (topic === null) continue;
      const value = listing.fields[row.key];
      if (row.key === energyLabelKey) {
        label = { value: typeof value === 'string' ? value : null, custom: row.value.text };
        continue;
      }
      const { text, href } = row.value;
      rows[topic].push(
        href ? { label: row.label, value: text, href } : { label: row.label, value: text },
      );
    }
  }
  return sectionsOf(rows, locale, label);
}
