import type { ContentService } from '../../src/content-service/index.ts';
import { buildFavoritesBody } from '../../src/domain/estate-query.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';

/*
 * What the ajax routes estate/{id} and similar-estate/{id} read of one estate, fresh from the
 * content service (spec 2): price and status may have changed since the page was built.
 */

/** The calls an estate lookup makes. */
export type EstateFactsSource = Pick<ContentService, 'searchEstates' | 'projectEstate'>;

/** One estate as the live routes need it. */
export type EstateFacts = {
  id: number;
  status: { id: number };
  /** Set for a back-office listing: its status id is read with the guid table (spec 4). */
  guid: string | null;
  isSold: boolean;
  transaction: { id: number };
  headTypeId: number;
  price: number | null;
  totalPrice: number | null;
  priceFrom: boolean;
  /** Where it is, only when its address may be shown (spec 2: a hidden address stays hidden). */
  place: { lat: number; lon: number } | null;
};

/** The content service could not answer (not: the estate does not exist). */
export class EstateUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The content service could not look up the estate', { cause });
    this.name = 'EstateUnavailableError';
  }
}

function fromSummary(summary: EstateSummary): EstateFacts {
  const { general } = summary;
  return {
    id: summary.id,
    status: { id: summary.status.id },
    guid: summary.guid ?? null,
    isSold: summary.isSold,
    transaction: { id: general.transaction.id },
    headTypeId: general.headType.id,
    price: general.price ?? null,
    totalPrice: general.totalPrice ?? null,
    priceFrom: general.priceFrom ?? false,
    place: general.address.visible ? (general.address.geoLocation ?? null) : null,
  };
}

function fromUnit(unit: Estate): EstateFacts {
  const { general } = unit;
  return {
    id: unit.id,
    status: { id: unit.status.id },
    guid: unit.guid ?? unit.general.guid ?? null,
    isSold: unit.isSold,
    transaction: { id: general.transaction.id },
    headTypeId: general.headType.id,
    price: general.price ?? unit.price?.value ?? null,
    totalPrice: unit.price?.totalPrice ?? null,
    priceFrom: unit.price?.priceFrom ?? false,
    place: general.address.visible ? (general.address.geoLocation ?? null) : null,
  };
}

/**
 * An estate's live facts: found by the favourites' search (spec 7: a terms query on
 * children.general.id finds the estate, or the project that holds it); a project's unit is then
 * read from the project's record. Null when no such estate is on offer.
 * @throws EstateUnavailableError when the service cannot answer
 */
export async function lookUpEstateFacts(
  api: EstateFactsSource,
  estateId: number,
): Promise<EstateFacts | null> {
  const answer = await api.searchEstates(buildFavoritesBody([String(estateId)]));
  if (answer.error !== undefined) throw new EstateUnavailableError(answer.error);
  const own = answer.results.find((result) => result.id === estateId);
  if (own) return fromSummary(own);
  const project = answer.results.find((result) =>
    result.children.some((child) => child.general.id === estateId),
  );
  if (!project) return null;
  let record: Awaited<ReturnType<EstateFactsSource['projectEstate']>>;
  try {
    record = await api.projectEstate(project.id);
  } catch (error) {
    throw new EstateUnavailableError(error);
  }
  const unit = record.children.find((child) => child.id === estateId);
  return unit ? fromUnit(unit) : null;
}
