import type { Locale } from '../../src/domain/locales.ts';
import { recentDestinations } from '../../src/domain/reference-data/recent-destinations.ts';
import type { Text4 } from './estate-texts.ts';
import type { Municipality } from './municipalities.ts';
import type { PropertyKind } from './property-kinds.ts';
import type { Random } from './random.ts';

export type PlanningFacts = {
  /** Zone code of the regional land-use plan (recent destination list). */
  zone: string | null;
  zoneLabels: Text4 | null;
  violation: string | null;
  buildingLicense: string | null;
  allocationLicense: string | null;
  presaleRight: string | null;
  asBuilt: string | null;
  heritageProtected: string | null;
  heritageInventoried: string | null;
  floodingBuildingScore: string | null;
  floodingParcelScore: string | null;
  renovationObligation: string | null;
  /** Flood-prone answer of the old source's technical block (UNKNOWN/NO/YES). */
  floodSensitivity: string | null;
  floodZone: string | null;
};

const zoneLabels = new Map<string, Record<Locale, string | null>>(
  recentDestinations.map((entry) => [entry.value, entry.labels]),
);

function text4(labels: Record<Locale, string | null> | undefined): Text4 | null {
  if (!labels || !labels.nl) return null;
  const nl = labels.nl;
  return { nl, fr: labels.fr ?? nl, en: labels.en ?? nl, de: labels.de ?? labels.fr ?? nl };
}

/**
 * The urban-planning and flood information of a listing. Flood scores exist in Flanders only,
 * and Wallonia leaves many planning fields empty (spec 5 hides them there).
 */
export function drawPlanning(
  random: Random,
  kind: PropertyKind,
  region: Municipality['region'],
  year: number | null,
): PlanningFacts {
  const rural = ['AGRICULTURAL_LAND', 'MEADOW', 'ORCHARD'].includes(kind.subType.value);
  const zone = rural
    ? 'AG'
    : kind.subType.value === 'FOREST'
      ? 'BG'
      : kind.headTypeId === 10 || kind.subType.value === 'INDUSTRIAL_LAND'
        ? random.pick(['IGB', 'GG'])
        : random.weighted([
            ['WG', 60],
            ['WGL', 18],
            ['WUG', 7],
            ['WP', 5],
            ['WCHE', 3],
            ['WIG', 4],
            ['RG', 3],
          ]);
  const yesNo = (yes: number) => (random.chance(yes) ? 'YES' : 'NO');
  const buildingLicense =
    kind.family === 'PLOT'
      ? null
      : year !== null && year > 0 && year < 1962
        ? 'BEFORE_1962'
        : random.weighted([
            ['YES', 80],
            ['NO', 5],
            ['UNKNOWN', 10],
            ['PENDING', 5],
          ]);
  const flanders = region === 'FLANDERS';
  const facts: PlanningFacts = {
    zone,
    zoneLabels: text4(zoneLabels.get(zone)),
    violation: random.chance(0.12) ? 'NO' : null,
    buildingLicense,
    allocationLicense: kind.family === 'PLOT' || random.chance(0.5) ? yesNo(0.4) : null,
    presaleRight: yesNo(0.04),
    asBuilt:
      kind.family === 'PLOT'
        ? null
        : random.weighted([
            ['YES', 20],
            ['NO', 70],
            ['PENDING', 10],
          ]),
    heritageProtected: yesNo(year !== null && year > 0 && year < 1920 ? 0.15 : 0.01),
    heritageInventoried: yesNo(year !== null && year > 0 && year < 1945 ? 0.3 : 0.02),
    // The P- and G-scores (A: no risk .. D: effectively flood-prone) exist in Flanders only.
    floodingBuildingScore:
      flanders && kind.family !== 'PLOT'
        ? random.weighted([
            ['A', 80],
            ['B', 10],
            ['C', 6],
            ['D', 4],
          ])
        : null,
    floodingParcelScore: flanders
      ? random.weighted([
          ['A', 76],
          ['B', 12],
          ['C', 7],
          ['D', 5],
        ])
      : null,
    renovationObligation:
      flanders && kind.family !== 'PLOT' && kind.family !== 'GARAGE' ? yesNo(0.35) : null,
    floodSensitivity: flanders
      ? random.weighted([
          ['NO', 85],
          ['YES', 8],
          ['UNKNOWN', 7],
        ])
      : null,
    floodZone: flanders
      ? random.weighted([
          ['NO', 88],
          ['YES', 12],
        ])
      : null,
  };
  if (region === 'WALLONIA') {
    // spec 5: Wallonia has no as-built certificate, flood scores or heritage inventory, and
    // leaves many planning fields empty.
    facts.asBuilt = null;
    facts.heritageInventoried = null;
    if (random.chance(0.5)) facts.presaleRight = null;
    if (random.chance(0.4)) facts.allocationLicense = null;
    if (random.chance(0.3)) facts.buildingLicense = null;
    if (random.chance(0.3)) {
      facts.zone = null;
      facts.zoneLabels = null;
    }
  }
  return facts;
}
