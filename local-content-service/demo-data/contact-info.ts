import type { ContactInfo } from '../../src/schemas/cms.ts';
import type { SalesRep } from '../../src/schemas/estate.ts';
import type { Random } from './random.ts';

/**
 * The optional contact block of an estate (`estates/{id}/contact-info`): its sales
 * representative, sometimes without mobile number or picture.
 */
export function contactInfoOf(
  random: Random,
  salesRep: SalesRep | null | undefined,
): ContactInfo | null {
  if (!salesRep) return null;
  return {
    name: `${salesRep.firstname ?? ''} ${salesRep.lastname ?? ''}`.trim(),
    email: salesRep.email ?? null,
    phone: salesRep.phone ?? null,
    mobile: random.chance(0.8) ? (salesRep.mobile ?? null) : null,
    picture: random.chance(0.9) ? (salesRep.picture ?? null) : null,
  };
}
