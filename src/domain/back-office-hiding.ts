/**
 * spec 5 "Back-office conditional hiding": fields of a back-office listing that make no
 * sense for its status, type or VAT regime are not shown.
 */

/** The parts of a back-office listing the rules read. */
export type BackOfficeHidingInput = {
  status: string;
  type: string;
  /** The listing's dotted fields; also lets the companions actually present be listed. */
  fields?: Readonly<Record<string, unknown>>;
};

/** A yes/no field of the financial group; `true` means the price is under the VAT regime. */
export const vatRegimeKey = 'financial.vat_regime';

/**
 * A certificate or a yes/no planning field may come with companion fields (its conformity,
 * its information text: spec 3 "Some pair a certificate with its conformity and
 * information"). A family is its key plus every key that extends it with '_…'
 * ('certification.electrical_certificate_conformity'); the companions named here are the
 * ones the set always holds, present or not.
 */
export const electricalCertificateKeys = [
  'certification.electrical_certificate',
  'certification.electrical_certificate_conformity',
  'certification.electrical_certificate_information',
] as const;

/** spec 5: hidden for TO_RENT and RENTED, besides the electrical certificate fields. */
export const rentalHiddenFamilies = [
  'planning.permission',
  'planning.most_recent_destination',
  'planning.proceeding',
  'planning.subdivision_permit',
  'certification.as_built_certificate',
] as const;

/** spec 5: hidden under the VAT regime. Exact keys: 'financial.price_per_square_meter' stays. */
export const vatHiddenKeys = [
  'financial.price',
  'financial.land_price',
  'financial.infrastructure_price',
  'notary_cost.total',
] as const;

const rentalStatuses: readonly string[] = ['TO_RENT', 'RENTED'];

const [electricalCertificateFamily] = electricalCertificateKeys;

function inFamily(key: string, family: string): boolean {
  return key === family || key.startsWith(`${family}_`);
}

function hiddenFamilies(listing: BackOfficeHidingInput): string[] {
  const families: string[] = [];
  const isRental = rentalStatuses.includes(listing.status);
  // spec 5: rentals and plots both drop the electrical certificate fields
  if (isRental || listing.type === 'PLOT') families.push(electricalCertificateFamily);
  if (isRental) families.push(...rentalHiddenFamilies);
  return families;
}

function isUnderVatRegime(listing: BackOfficeHidingInput): boolean {
  return listing.fields?.[vatRegimeKey] === true;
}

/**
 * Whether one dotted field key of a back-office listing is hidden by the status, type or
 * VAT rules.
 *
 * @example isBackOfficeFieldHidden('planning.permission', { status: 'RENTED', type: 'HOUSE' }) // true
 */
export function isBackOfficeFieldHidden(key: string, listing: BackOfficeHidingInput): boolean {
  if (hiddenFamilies(listing).some((family) => inFamily(key, family))) return true;
  return isUnderVatRegime(listing) && (vatHiddenKeys as readonly string[]).includes(key);
}

/**
 * Every dotted key hidden for a listing: the rules' own keys, and any companion key of a
 * hidden family that the listing's fields hold.
 *
 * @example hiddenBackOfficeFields({ status: 'FOR_SALE', type: 'PLOT' })
 * // Set { 'certification.electrical_certificate', '…_conformity', '…_information' }
 */
export function hiddenBackOfficeFields(listing: BackOfficeHidingInput): Set<string> {
  const families = hiddenFamilies(listing);
  const hidden = new Set<string>();
  if (families.includes(electricalCertificateFamily)) {
    for (const key of electricalCertificateKeys) hidden.add(key);
  }
  for (const family of families) hidden.add(family);
  if (isUnderVatRegime(listing)) for (const key of vatHiddenKeys) hidden.add(key);
  for (const key of Object.keys(listing.fields ?? {})) {
    if (isBackOfficeFieldHidden(key, listing)) hidden.add(key);
  }
  return hidden;
}
