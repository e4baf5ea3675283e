import type { ContentService } from '../../src/content-service/index.ts';
import {
  addressLines,
  cityName,
  projectChildAddress,
  type AddressInput,
  type AddressLine,
} from '../../src/domain/address.ts';
import { buildFavoritesBody } from '../../src/domain/estate-query.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { SalesRep } from '../../src/schemas/estate.ts';
import type { Site } from '../../src/schemas/site.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { ViewingAgent, ViewingPlace } from '../mail/payloads.ts';

/*
 * Where a viewing takes place and with whom, for its mails and calendar file, resolved when it
 * is booked (the mails are written later without asking the service again). Spec 2: a hidden
 * address is shown nowhere, so a viewing of such a listing meets at the agency's office; the
 * agent is the listing's sales representative, or the agency when the listing names none.
 */

/** The content-service calls the lookup makes: the search, then the record of its source. */
export type ViewingLookup = Pick<
  ContentService,
  'searchEstates' | 'estate' | 'projectEstate' | 'backOfficeEstate' | 'site'
>;

export type ViewingDetails = { place: ViewingPlace; agent: ViewingAgent | null };

type ViewingRecord = { address: AddressInput; salesRep: SalesRep | null | undefined };

/** The full record of the estate (a project's unit within its project), by its data source. */
async function recordOf(
  api: ViewingLookup,
  summary: EstateSummary,
  estateId: number,
): Promise<ViewingRecord | null> {
  if (summary.guid) {
    const listing = await api.backOfficeEstate(summary.id);
    return { address: listing.address, salesRep: listing.salesRep };
  }
  if (summary.isProject) {
    const project = await api.projectEstate(summary.id);
    if (project.id === estateId) {
      return { address: project.general.address, salesRep: project.salesRep };
    }
    const unit = project.children.find((child) => child.general.id === estateId);
    if (!unit) return null;
    return {
      address: projectChildAddress(project, unit),
      salesRep: unit.salesRep ?? project.salesRep,
    };
  }
  const estate = await api.estate(summary.id);
  return { address: estate.general.address, salesRep: estate.salesRep };
}

/** The sales rep as the calendar names the organizer: a name and an address to write to. */
function agentOf(rep: SalesRep | null | undefined): ViewingAgent | null {
  const email = rep?.email?.trim();
  if (!rep || !email) return null;
  const name = [rep.firstname, rep.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { name: name || email, email };
}

/** The agency's office as address lines in the visitor's language (spec 1 site settings). */
export function agencyAddressLines(agency: Site['agency'], locale: Locale): AddressLine[] {
  const street = agency.street?.trim();
  const city = cityName({ zip: agency.zip ?? null, name: agency.city ?? null }, locale);
  const locality = [agency.zip?.trim(), city].filter(Boolean).join(' ');
  return [
    ...(street ? [{ kind: 'street' as const, text: street }] : []),
    ...(locality ? [{ kind: 'locality' as const, text: locality }] : []),
  ];
}

/**
 * The place and agent of a viewing of `estateId`, in the visitor's language. Null when the
 * estate is not found; throws when the service cannot answer (the caller books without them).
 */
export async function lookUpViewingDetails(
  api: ViewingLookup,
  estateId: number,
  locale: Locale,
): Promise<ViewingDetails | null> {
  const answer = await api.searchEstates(buildFavoritesBody([String(estateId)]), { locale });
  if (answer.error !== undefined) throw new Error('The content service could not search');
  const summary =
    answer.results.find((result) => result.id === estateId) ??
    answer.results.find((result) => result.children.some((child) => child.general.id === estateId));
  if (!summary) return null;
  const record = await recordOf(api, summary, estateId);
  const address = record?.address ?? (summary.id === estateId ? summary.general.address : null);
  const lines = address ? addressLines(address, locale) : [];
  const agent = agentOf(record?.salesRep);
  if (lines.length > 0) return { place: { at: 'property', lines }, agent };
  // spec 2: a hidden address gives no lines, so the viewing meets at the office.
  const office = await api.site().then(
    (site) => agencyAddressLines(site.agency, locale),
    () => [],
  );
  return { place: { at: 'agency', lines: office }, agent };
}
