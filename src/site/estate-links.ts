import { locales, type Locale } from '../domain/locales.ts';
import { findEnumEntry, subTypeById } from '../domain/reference-data/index.ts';
import {
  EstateLinkError,
  estateLink,
  projectEntityLink,
  type EstateLinkInput,
} from '../domain/slugs.ts';
import {
  backOfficeSearchFacts,
  estateSearchFacts,
  type SearchFacts,
} from '../domain/search-facts.ts';
import type { EstateEntry, EstateRecord } from './types.ts';

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

/** The canonical detail path of an estate in a language. */
export function recordLink(entry: Pick<EstateEntry, 'linkInput'>, locale: Locale): string {
  return estateLink(entry.linkInput, locale);
}

/** Only the fields the slug rules read, so an entry does not drag a whole record along. */
function slimLinkInput(input: EstateLinkInput): EstateLinkInput {
  const { general } = input;
  return {
    id: input.id,
    address: input.address,
    general: general && {
      id: general.id,
      project: general.project,
      title: general.title,
      subType: general.subType && { name: general.subType.name },
      transaction: general.transaction && { name: general.transaction.name },
      address: general.address,
    },
  };
}

/**
 * What the listing's filters beyond spec 7 read of a record (areas, EPC label, rooms, garden),
 * as the bundled content service indexes them: a project with its units' values, a back-office
 * listing with the energy label its card shows.
 */
export function recordSearchFacts(record: EstateRecord): SearchFacts {
  switch (record.source) {
    case 'skarabee':
      return estateSearchFacts([record.estate]);
    case 'group':
      return estateSearchFacts([record.project, ...record.project.children]);
    case 'v2':
      return backOfficeSearchFacts(record.listing, record.summary.energy?.energyLabel);
  }
}

/** The in-memory entry of a record whose full form is kept in `recordFile`. */
export function estateEntry(record: EstateRecord, recordFile: string): EstateEntry {
  return {
    source: record.source,
    id: record.id,
    summary: record.summary,
    estatePage: record.estatePage,
    linkInput: slimLinkInput(estateLinkInput(record)),
    unitIds: record.source === 'group' ? record.project.children.map((unit) => unit.id) : [],
    facts: recordSearchFacts(record),
    recordFile,
  };
}

/** The longest file or folder name (bytes) common file systems allow. */
const maxNameBytes = 255;

/**
 * Why the pages of an entry cannot be written, or undefined: a segment of one of its paths (in
 * any language, its units' too) longer than a folder name may be. Slugs are kept short
 * (slugMaxBytes), so this is what is left, such as an id of hundreds of characters; a link that
 * cannot be built at all is not this check's to report.
 */
export function unwritablePath(
  entry: Pick<EstateEntry, 'linkInput' | 'unitIds'>,
): string | undefined {
  const encoder = new TextEncoder();
  for (const locale of locales) {
    let paths: string[];
    try {
      paths = [
        estateLink(entry.linkInput, locale),
        ...entry.unitIds.map((unit) => projectEntityLink(entry.linkInput, unit, locale)),
      ];
    } catch (error) {
      if (error instanceof EstateLinkError) return undefined;
      throw error;
    }
    for (const path of paths) {
      const segment = path
        .split('/')
        .map((part) => decodeURIComponent(part))
        .find((part) => encoder.encode(part).length > maxNameBytes);
      if (segment !== undefined) {
        return `a segment of its path ${path.slice(0, 60)}… is longer than ${maxNameBytes} bytes`;
      }
    }
  }
  return undefined;
}
