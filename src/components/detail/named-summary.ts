import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { BackOfficeListing } from '../../schemas/back-office-listing.ts';
import { findEnumEntry, subTypeById } from '../../domain/reference-data/index.ts';

/**
 * The card data of a back-office listing with its subtype and transaction named from the
 * reference data when the summary lacks them (`backOfficeToSummary` names them only when given
 * labels), so titles composed from it read "Villa te koop in Gent" rather than "in Gent".
 */
export function namedBackOfficeSummary(
  summary: EstateSummary,
  listing: BackOfficeListing,
): EstateSummary {
  const subType = summary.general.subType;
  const subTypeLabels = subTypeById(listing.subTypeId)?.labels ?? null;
  return {
    ...summary,
    general: {
      ...summary.general,
      subType:
        subType?.name || listing.subTypeId == null
          ? subType
          : { id: listing.subTypeId, name: subTypeLabels },
      transaction: {
        ...summary.general.transaction,
        name:
          summary.general.transaction.name ??
          findEnumEntry('Status', listing.status)?.labels ??
          null,
      },
    },
  };
}
