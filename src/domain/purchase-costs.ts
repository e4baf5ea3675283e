import {
  constructionVatRates,
  deedCosts,
  mortgageTaxes,
  notaryCreditScale,
  notarySaleScale,
  notaryVatRate,
  ordinaryConstructionVatRate,
  registrationRates,
  type BelgianRegion,
  type ConstructionVatRate,
  type RegionalRegistration,
  type ScaleSlice,
} from './purchase-cost-rates.ts';

/*
 * What a purchase costs on top of its price, line by line, from the dated rates of
 * purchase-cost-rates.ts. Amounts are euros rounded to the cent; the result is an estimate, as
 * every notary's own calculator says, since deed costs vary by office.
 */

export type PurchaseCostInput = {
  price: number;
  region: BelgianRegion;
  /** The buyer, a natural person, buys it as their sole own home and will live there. */
  soleOwnHome: boolean;
  /** Flanders: the buyer renovates the sole own home deeply for energy (a lower rate). */
  energyRenovation?: boolean;
  /** The amount borrowed with a mortgage; 0 or absent when the buyer does not borrow. */
  loan?: number;
  /**
   * A new build sold under the VAT regime: the land's part of the price pays registration
   * duties, the rest VAT at `vatRate`.
   */
  newBuildVat?: { landPrice: number; vatRate?: ConstructionVatRate } | null;
  /** The deed's date (ISO), which chooses the rates; today by default. */
  date?: string;
};

export type PurchaseCostLineKey =
  | 'registration'
  | 'constructionVat'
  | 'notaryFee'
  | 'deedCosts'
  | 'notaryVat'
  | 'mortgageRegistration'
  | 'mortgageDuty'
  | 'creditNotaryFee'
  | 'creditDeedCosts'
  | 'creditNotaryVat';

export type PurchaseCostLine = { key: PurchaseCostLineKey; amount: number };

export type PurchaseCosts = {
  lines: PurchaseCostLine[];
  /** Everything but the price. */
  costs: number;
  /** The price plus the costs. */
  total: number;
  /** The rate of registration duties that applied, and the abatement deducted (Brussels). */
  registrationRate: number;
  abatement: number;
  /** The date the rates in force on the deed's date apply from. */
  ratesValidFrom: string;
};

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * A degressive scale applied slice by slice.
 * @example scaleAmount(notarySaleScale, 65_000) // 1394.16
 */
export function scaleAmount(scale: readonly ScaleSlice[], amount: number): number {
  let total = 0;
  let from = 0;
  for (const { upTo, rate } of scale) {
    if (amount <= from) break;
    total += (Math.min(amount, upTo) - from) * rate;
    from = upTo;
  }
  return cents(total);
}

/** The registration rates in force on a date (ISO `yyyy-mm-dd`). */
export function registrationRatesOn(date: string): (typeof registrationRates)[number] {
  const inForce = registrationRates.filter(({ validFrom }) => validFrom <= date);
  // Before the first entry, the oldest known rates are the best estimate.
  return inForce.at(-1) ?? registrationRates[0]!;
}

/** The duties on `base` (the price, or the land's part of it) for a region's rules. */
function registrationDuties(
  rules: RegionalRegistration,
  base: number,
  price: number,
  input: PurchaseCostInput,
  isLand: boolean,
): { amount: number; rate: number; abatement: number } {
  if (!input.soleOwnHome)
    return { amount: cents(base * rules.standard), rate: rules.standard, abatement: 0 };
  const rate =
    input.energyRenovation && rules.soleOwnHomeEnergyRenovation !== undefined
      ? rules.soleOwnHomeEnergyRenovation
      : rules.soleOwnHome;
  const abatementRules = rules.abatement;
  const abatement =
    abatementRules && price <= abatementRules.priceCeiling
      ? Math.min(base, isLand ? abatementRules.landAmount : abatementRules.amount)
      : 0;
  return { amount: cents((base - abatement) * rate), rate, abatement };
}

/**
 * The costs of buying at `price` in a region, with or without a mortgage, line by line.
 * @example purchaseCosts({ price: 300_000, region: 'WALLONIA', soleOwnHome: true }).lines[0] // { key: 'registration', amount: 9000 }
 */
export function purchaseCosts(input: PurchaseCostInput): PurchaseCosts {
  const price = Math.max(0, input.price);
  const date = input.date ?? new Date().toISOString().slice(0, 10);
  const rates = registrationRatesOn(date);
  const rules = rates.regions[input.region];
  const lines: PurchaseCostLine[] = [];

  const vat = input.newBuildVat;
  const land = vat ? Math.min(price, Math.max(0, vat.landPrice)) : price;
  const duties = registrationDuties(rules, land, price, input, Boolean(vat));
  lines.push({ key: 'registration', amount: duties.amount });
  if (vat) {
    const vatRate = vat.vatRate ?? ordinaryConstructionVatRate;
    if (!constructionVatRates.includes(vatRate)) throw new RangeError(`VAT rate ${vatRate}`);
    lines.push({ key: 'constructionVat', amount: cents((price - land) * vatRate) });
  }
  const notaryFee = scaleAmount(notarySaleScale, price);
  const saleDeedCosts = deedCosts.saleAdministrative + deedCosts.writingDuty;
  lines.push({ key: 'notaryFee', amount: notaryFee });
  lines.push({ key: 'deedCosts', amount: saleDeedCosts });
  lines.push({ key: 'notaryVat', amount: cents((notaryFee + saleDeedCosts) * notaryVatRate) });

  const loan = Math.max(0, input.loan ?? 0);
  if (loan > 0) {
    const mortgaged = loan * (1 + mortgageTaxes.accessoriesShare);
    const creditFee = scaleAmount(notaryCreditScale, loan);
    const creditCosts =
      deedCosts.creditAdministrative +
      deedCosts.creditOutlays +
      deedCosts.writingDuty +
      deedCosts.mortgageRegistrar;
    lines.push({
      key: 'mortgageRegistration',
      amount: cents(mortgaged * mortgageTaxes.registrationRate),
    });
    lines.push({ key: 'mortgageDuty', amount: cents(mortgaged * mortgageTaxes.mortgageDutyRate) });
    lines.push({ key: 'creditNotaryFee', amount: creditFee });
    lines.push({ key: 'creditDeedCosts', amount: creditCosts });
    lines.push({
      key: 'creditNotaryVat',
      amount: cents(
        (creditFee + deedCosts.creditAdministrative + deedCosts.writingDuty) * notaryVatRate,
      ),
    });
  }

  const costs = cents(lines.reduce((sum, { amount }) => sum + amount, 0));
  return {
    lines,
    costs,
    total: cents(price + costs),
    registrationRate: duties.rate,
    abatement: duties.abatement,
    ratesValidFrom: rates.validFrom,
  };
}

/**
 * The region of an address: the content service's region code, or else the postcode's (Brussels
 * 1000–1299, Wallonia 1300–1499 and 4000–7999, Flanders the rest). Null outside Belgium's ranges.
 * @example regionOfAddress(null, '1050') // 'BRUSSELS'
 */
export function regionOfAddress(
  region: string | null | undefined,
  zip: string | null | undefined,
): BelgianRegion | null {
  const code = region?.trim().toUpperCase();
  if (code === 'FLANDERS' || code === 'WALLONIA' || code === 'BRUSSELS') return code;
  const postcode = Number.parseInt(zip?.trim() ?? '', 10);
  if (!Number.isInteger(postcode) || postcode < 1000 || postcode > 9999) return null;
  if (postcode < 1300) return 'BRUSSELS';
  if (postcode < 1500 || (postcode >= 4000 && postcode < 8000)) return 'WALLONIA';
  return 'FLANDERS';
}
