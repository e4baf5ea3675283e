/*
 * What buying a home costs in Belgium besides its price: the rates and scales the purchase-cost
 * calculator uses, dated, each with the public source it was taken from. The agency updates
 * them here, and only here: a new rate is a new entry with the date it applies from, so a deed
 * dated before it keeps the old one.
 */

/** The three regions, as the content service writes an address's region (spec 3). */
export type BelgianRegion = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

/** One slice of a degressive scale: the rate applies to the part of the amount up to `upTo`. */
export type ScaleSlice = { upTo: number; rate: number };

export type RegionalRegistration = {
  /** The ordinary rate: a second home, an investment, a buyer that is a company. */
  standard: number;
  /** The rate for a natural person's sole own home, under the conditions of `conditions`. */
  soleOwnHome: number;
  /** Flanders: the rate for a sole own home that the buyer renovates deeply for energy. */
  soleOwnHomeEnergyRenovation?: number;
  /**
   * Brussels: the part of the price free of duties for a sole own home, when the price is at
   * most `priceCeiling`; `landAmount` for a building plot or the land of a new build.
   */
  abatement?: { amount: number; landAmount: number; priceCeiling: number };
  source: string;
};

export type RegistrationRates = {
  validFrom: string;
  regions: Readonly<Record<BelgianRegion, RegionalRegistration>>;
};

/**
 * Registration duties (Flanders: "verkooprecht"), by region, newest last.
 */
export const registrationRates: readonly RegistrationRates[] = [
  {
    validFrom: '2025-01-01',
    regions: {
      FLANDERS: {
        standard: 0.12,
        soleOwnHome: 0.02,
        soleOwnHomeEnergyRenovation: 0.01,
        source:
          'Vlaamse Belastingdienst, verkooprecht (belastingen.vlaanderen.be); 2 % for a sole own ' +
          'home since 1 January 2025 (livios.be, "De registratierechten zakken in 2025 naar 2%"); ' +
          '12 % ordinary rate and 1 % after a deep energy renovation since 1 January 2022 ' +
          '(Plus Magazine, "Een huis kopen: hoeveel verkooprechten betaal je?", 2022)',
      },
      WALLONIA: {
        standard: 0.125,
        soleOwnHome: 0.03,
        source:
          'Décret wallon du 5 décembre 2024 (MB 13.12.2024) and circulaire 2025/C/42: 3 % for an ' +
          '"habitation propre et unique" from 1 January 2025, without a price ceiling; 12,5 % ' +
          'ordinary rate',
      },
      BRUSSELS: {
        standard: 0.125,
        soleOwnHome: 0.125,
        abatement: { amount: 200_000, landAmount: 100_000, priceCeiling: 600_000 },
        source:
          'Brussels Fiscaliteit, abattement (be.brussels, "Réduction des droits ' +
          'd\'enregistrement"): no duties on the first € 200.000 of a sole own home priced at ' +
          'most € 600.000 (€ 100.000 for a building plot), since 1 April 2023; 12,5 % rate',
      },
    },
  },
];

/**
 * The notary's fee on a sale by private treaty, degressive by slice of the price (Royal Decree of
 * 16 December 1950 on notaries' fees, scale for sales). Worked example of the notaries' own
 * pages: a sale of € 65.000 gives € 1.394,16.
 * Source: notaris.be, "Kosten verbonden aan de aankoop"; 3270notaris.be, "Kosten bij verkoop uit
 * de hand".
 */
export const notarySaleScale: readonly ScaleSlice[] = [
  { upTo: 7_500, rate: 0.0456 },
  { upTo: 17_500, rate: 0.0285 },
  { upTo: 30_000, rate: 0.0228 },
  { upTo: 45_495, rate: 0.0171 },
  { upTo: 64_095, rate: 0.0114 },
  { upTo: 250_095, rate: 0.0057 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.00057 },
];

/**
 * The notary's fee on a credit deed with a mortgage, degressive by slice of the loan (Royal
 * Decree of 16 December 1950, scale for credit openings). Source: notaris.be, "Kosten verbonden
 * aan het hypothecair krediet" and its calculator (notaris.be/rekenmodules/kredieten).
 */
export const notaryCreditScale: readonly ScaleSlice[] = [
  { upTo: 7_500, rate: 0.01425 },
  { upTo: 17_500, rate: 0.0114 },
  { upTo: 30_000, rate: 0.00684 },
  { upTo: 45_495, rate: 0.0057 },
  { upTo: 64_095, rate: 0.00456 },
  { upTo: 250_095, rate: 0.00228 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.000456 },
];

/** VAT on the notary's fee and costs since 1 January 2012 (notaris.be). */
export const notaryVatRate = 0.21;

/**
 * The deed's other costs, which each notary's office sets within a range: the estimates the
 * calculator shows, excluding VAT. Sources: notaris.be ("administratieve kosten", "recht op
 * geschriften" of € 50), bouwinfo.be ("Hoeveel kost een notaris?": € 800 to € 1.100 for a sale).
 */
export const deedCosts = {
  /** The sale deed's administrative costs and searches (estimate). */
  saleAdministrative: 1_100,
  /** The duty on writings ("recht op geschriften"), one per deed. */
  writingDuty: 50,
  /** The credit deed's administrative costs (a fixed rate) and outlays to third parties. */
  creditAdministrative: 550,
  creditOutlays: 40,
  /** The mortgage registrar's fee, which grows with the mortgage: its lower bound. */
  mortgageRegistrar: 230,
} as const;

/**
 * Taxes on a credit deed with a mortgage, on the mortgaged amount (the loan plus the
 * "accessories" a bank registers with it, commonly 10 %). Source: notaris.be, "Kosten verbonden
 * aan het hypothecair krediet": 1 % registration duty and 0,3 % mortgage duty;
 * belastingen.vlaanderen.be, "recht op hypotheekvestiging: 1 %".
 */
export const mortgageTaxes = {
  registrationRate: 0.01,
  mortgageDutyRate: 0.003,
  accessoriesShare: 0.1,
} as const;

/**
 * VAT on a new build sold under the VAT regime, on the building's part of the price; the land
 * pays registration duties (spec 3 names the three rates). 21 % is the ordinary rate; 6 % and
 * 12 % apply in the cases the law names (demolition and reconstruction, social housing).
 */
export const constructionVatRates = [0.06, 0.12, 0.21] as const;
export type ConstructionVatRate = (typeof constructionVatRates)[number];
export const ordinaryConstructionVatRate: ConstructionVatRate = 0.21;
