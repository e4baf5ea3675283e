import type { Locale } from '../domain/locales.ts';
import { findEnumEntry, subTypeById } from '../domain/reference-data/index.ts';
import { estateLink, type EstateLinkInput } from '../domain/slugs.ts';
import type { EstateRecord } from './types.ts';

/**
 * What the slug rules need of a record. A back-office listing names its subtype by value, so
 * its name comes from the reference data; its transaction name is the summary's.
 */
export function estateLinkInput(record: EstateRecord): EstateLinkInput {
  switch (record.source) {
    case 'skarabee':
      return record.estate;
    case 'group':
      return record.project;
    case 'v2': {
      const { listing, summary } = record;
      const subType = subTypeById(listing.subTypeId);
      return {
        id: listing.id,
        general: {
          project: false,
          title: listing.title ?? null,
          subType: { name: summary.general.subType?.name ?? subType?.labels ?? null },
          transaction: {
            name:
              summary.general.transaction.name ??
              findEnumEntry('Status', listing.status)?.labels ??
              null,
          },
          address: listing.address,
        },
      };
    }
  }
}

/** The canonical detail path of a record in a language. */
export function recordLink(record: EstateRecord, locale: Locale): string {
  return estateLink(estateLinkInput(record), locale);
}
