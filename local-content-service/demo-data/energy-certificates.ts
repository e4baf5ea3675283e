import type { EnergyLabel } from '../../src/domain/reference-data/energy-labels.ts';
import type { Condition } from '../../src/domain/reference-data/enumerations.ts';
import type { Municipality } from './municipalities.ts';
import type { Family } from './property-kinds.ts';
import type { Random } from './random.ts';

const dayMs = 24 * 60 * 60 * 1000;

export type EnergyFacts = {
  /** kWh/m² per year; negative for a net producer. */
  epcValue: number;
  /** kWh per year. */
  totalValue: number;
  label: EnergyLabel;
  co2: number;
  eLevel: number | null;
  kLevel: number | null;
  reference: string;
  /** The certificate covers the whole building (collective heating), spec 3 "energyShared". */
  shared: boolean;
  certificateDate: string;
};

// Typical primary energy use per m² by building period; a renovation roughly halves it.
function drawEpcValue(
  random: Random,
  year: number,
  renovated: boolean,
  newBuilding: boolean,
): number {
  if (newBuilding) return random.int(-12, 60);
  const ranges: readonly [number, number, number][] = [
    [1945, 420, 750],
    [1970, 330, 600],
    [1990, 250, 450],
    [2005, 170, 320],
    [2014, 90, 200],
    [2020, 40, 110],
    [9999, 0, 70],
  ];
  const [, low, high] = ranges.find(([until]) => year <= until) ?? [0, 200, 400];
  const value = random.int(low, high);
  return renovated ? Math.round(value * random.float(0.4, 0.65)) : value;
}

// Regional EPC scales: Flanders' residential scale, Brussels' and Wallonia's PEB scales.
function energyLabelFor(epc: number, region: Municipality['region']): EnergyLabel {
  const scales: Record<Municipality['region'], readonly [number, EnergyLabel][]> = {
    FLANDERS: [
      [0, 'A_PLUS'],
      [100, 'A'],
      [200, 'B'],
      [300, 'C'],
      [400, 'D'],
      [500, 'E'],
    ],
    BRUSSELS: [
      [0, 'A_PLUS'],
      [45, 'A'],
      [95, 'B'],
      [150, 'C'],
      [210, 'D'],
      [275, 'E'],
      [345, 'F'],
    ],
    WALLONIA: [
      [0, 'A_PLUS_PLUS'],
      [45, 'A_PLUS'],
      [85, 'A'],
      [170, 'B'],
      [255, 'C'],
      [340, 'D'],
      [425, 'E'],
      [510, 'F'],
    ],
  };
  const found = scales[region].find(([limit]) => epc <= limit);
  if (found) return found[1];
  return region === 'FLANDERS' ? 'F' : 'G';
}

const letterGrades = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The energy certificate of an existing or new building: primary energy use typical of its
 * building period (halved or so by a renovation), labelled on its region's scale, with the
 * occasional two-grade label of a planned renovation (spec 3: C_A, D_B).
 */
export function drawEnergy(
  random: Random,
  facts: {
    year: number;
    renovated: boolean;
    newBuilding: boolean;
    area: number;
    region: Municipality['region'];
    family: Family;
    condition: Condition;
  },
  now: Date,
): EnergyFacts {
  const epcValue = drawEpcValue(random, facts.year, facts.renovated, facts.newBuilding);
  let label = energyLabelFor(epcValue, facts.region);
  // A certificate with the grade reachable after the planned renovation (spec 3: C_A, D_B).
  const grade = letterGrades.indexOf(label as (typeof letterGrades)[number]);
  if (facts.condition === 'TO_RENOVATE' && grade >= 2 && random.chance(0.3)) {
    label = `${letterGrades[grade]}_${letterGrades[random.int(0, grade - 1)]}` as EnergyLabel;
  }
  const issued = new Date(now.getTime() - random.int(30, 3000) * dayMs);
  const day = isoDate(issued).replaceAll('-', '');
  return {
    epcValue,
    totalValue: Math.max(0, Math.round(epcValue * facts.area)),
    label,
    co2: random.chance(0.05) ? -1 : Math.max(0, Math.round(epcValue * random.float(0.17, 0.23))),
    eLevel:
      facts.newBuilding || facts.year >= 2012
        ? random.int(facts.newBuilding ? 10 : 30, facts.newBuilding ? 35 : 70)
        : null,
    kLevel: facts.newBuilding || facts.year >= 2012 ? random.int(15, 40) : null,
    reference:
      facts.region === 'WALLONIA'
        ? `${day}${random.int(10000, 99999)}${random.int(1000, 9999)}`
        : `${day}-${String(random.int(1, 9_999_999_999)).padStart(10, '0')}-${facts.family === 'COMMERCIAL' ? 'NRES' : 'RES'}-1`,
    shared: facts.family === 'APARTMENT' && random.chance(0.15),
    certificateDate: isoDate(issued),
  };
}
