import type { Condition } from '../../src/domain/reference-data/enumerations.ts';
import type { Municipality } from './municipalities.ts';
import type { PropertyKind } from './property-kinds.ts';
import type { Random } from './random.ts';

/** What kind of deal a listing is; its texts and prices follow it. */
export type Transaction = 'sale' | 'rent' | 'takeover';

export type PriceFacts = {
  /** Asking price, monthly rent or takeover sum. */
  value: number;
  monthly: boolean;
  deposit: number | null;
  depositMonths: number;
  priceFrom: boolean;
  vatRegime: boolean;
  groundValue: number | null;
  constructionValue: number | null;
  tax: number;
  registrationCost: number | null;
  notaryCost: number | null;
  totalPrice: number | null;
  monthlyCost: number | null;
  furnitureValue: number | null;
};

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

const saleBase: Partial<Record<string, number>> = {
  VILLA: 1.45,
  CASTLE: 3.2,
  MANSION: 1.25,
  TERRACED_HOUSE: 0.8,
  TOWN_HOUSE: 0.9,
  FARMHOUSE: 1.35,
  COUNTRY_HOUSE: 1.3,
  CHALET: 0.55,
  KANGAROO_HOUSE: 1.2,
  APARTMENT_BLOCK: 2.3,
  MIXED_USE_BUILDING: 1.6,
  PENTHOUSE: 1.6,
  LOFT: 1.15,
  STUDENT_ROOM: 1.2,
  SERVICE_FLAT: 0.9,
};

const conditionFactor: Record<Condition, number> = {
  TO_RENOVATE: 0.72,
  TO_FRESHEN_UP: 0.88,
  GOOD_CONDITION: 1,
  EXCELLENT_CONDITION: 1.1,
  RENEWED: 1.08,
  NEW: 1.18,
};

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

// Belgian asking prices end in thousands, often just under a round figure (349.000).
function askingPrice(random: Random, value: number): number {
  const rounded = value >= 100_000 ? round(value, 5000) : round(value, 500);
  return rounded >= 100_000 && random.chance(0.4) ? rounded - 1000 : rounded;
}

/**
 * Asking price, monthly rent or takeover sum of a listing, priced by kind, size, condition and
 * the town's price level, with the costs a Belgian buyer pays: registration duty by region,
 * notary fees and, for new builds, 21% VAT on the construction share.
 */
export function drawPrice(
  random: Random,
  facts: {
    kind: PropertyKind;
    transaction: Transaction;
    municipality: Municipality;
    livingArea: number | null;
    plotArea: number | null;
    condition: Condition;
    newBuilding: boolean;
    furnished: boolean;
  },
): PriceFacts {
  const { kind, transaction, municipality } = facts;
  const level = municipality.priceLevel;
  const living = facts.livingArea ?? 0;
  const plot = facts.plotArea ?? 0;
  const subFactor = saleBase[kind.subType.value] ?? 1;
  const noise = random.float(0.9, 1.12);
  let value: number;
  if (transaction === 'rent') {
    if (kind.family === 'GARAGE') value = round(clamp(70 * level * noise, 50, 160), 5);
    else if (kind.subType.value === 'STUDENT_ROOM')
      value = round(clamp(390 * level * noise, 330, 560), 5);
    else if (kind.family === 'COMMERCIAL') {
      // Warehouses and workshops let by the square metre for far less than shops and offices.
      const perM2 = kind.headTypeId === 10 ? 4.5 : 11;
      value = round(clamp(living * perM2 * level * noise, 750, 6000), 25);
    } else {
      const perM2 = kind.family === 'HOUSE' ? 7.2 : 10.5;
      value = round(clamp((living * perM2 + 250) * level * noise, 650, 2500), 25);
    }
  } else if (transaction === 'takeover') {
    value = round(random.int(25, 160) * 1000, 1000);
  } else {
    switch (kind.family) {
      case 'HOUSE':
        value =
          (120_000 + living * 1500) * level * subFactor * conditionFactor[facts.condition] * noise;
        break;
      case 'APARTMENT':
        value =
          (40_000 + living * 2550) * level * subFactor * conditionFactor[facts.condition] * noise;
        break;
      case 'PLOT': {
        const value2 = kind.subType.value;
        const perM2 = ['AGRICULTURAL_LAND', 'MEADOW', 'FOREST', 'ORCHARD'].includes(value2)
          ? random.float(2.5, 7)
          : value2 === 'INDUSTRIAL_LAND'
            ? random.float(70, 140) * level
            : (municipality.region === 'WALLONIA'
                ? random.float(55, 120)
                : random.float(230, 420)) * level;
        value = plot * perM2;
        break;
      }
      case 'COMMERCIAL':
        value =
          Math.max(living, 60) *
          (kind.headTypeId === 10 ? random.float(450, 850) : random.float(1100, 2300)) *
          level;
        break;
      case 'GARAGE':
        value = clamp(21_000 * level * noise, 15_000, 45_000);
        break;
    }
    value = askingPrice(random, value);
  }
  const vatRegime = transaction === 'sale' && facts.newBuilding && kind.family !== 'PLOT';
  const groundValue = vatRegime ? round(value * random.float(0.18, 0.32), 500) : null;
  const constructionValue = groundValue !== null ? value - groundValue : null;
  const tax = constructionValue !== null ? Math.round(constructionValue * 0.21) : 0;
  const sale = transaction !== 'rent';
  // Registration duty on the sale price (or the land share under VAT): Flanders 2% for a sole
  // own home, 12% otherwise; Wallonia 3% / 12.5%; Brussels 12.5% after its 200.000 abatement.
  const taxable = groundValue ?? value;
  const ownHome = random.chance(0.6);
  const rate =
    municipality.region === 'FLANDERS'
      ? ownHome
        ? 0.02
        : 0.12
      : municipality.region === 'WALLONIA'
        ? ownHome
          ? 0.03
          : 0.125
        : 0.125;
  const base =
    municipality.region === 'BRUSSELS' && ownHome ? Math.max(0, taxable - 200_000) : taxable;
  const registrationCost = sale && transaction === 'sale' ? Math.round(base * rate) : null;
  const notaryCost = sale && transaction === 'sale' ? Math.round(1200 + value * 0.0065) : null;
  const depositMonths = transaction === 'rent' ? random.pick([2, 2, 3]) : 0;
  return {
    value,
    monthly: transaction === 'rent',
    deposit: transaction === 'rent' ? value * depositMonths : null,
    depositMonths,
    priceFrom: false,
    vatRegime,
    groundValue,
    constructionValue,
    tax,
    registrationCost,
    notaryCost,
    totalPrice:
      registrationCost !== null && notaryCost !== null
        ? value + tax + registrationCost + notaryCost
        : null,
    monthlyCost: kind.family === 'APARTMENT' ? round(random.int(50, 320), 5) : null,
    furnitureValue:
      facts.furnished && transaction === 'sale' ? round(random.int(3000, 25000), 500) : null,
  };
}
