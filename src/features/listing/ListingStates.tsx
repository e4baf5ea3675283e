import type { ListingStrings } from './strings.ts';

/*
 * What the results show while a search loads or after it failed: states that only the
 * visitor's actions reach, so they load with the listing's behaviour (listing-behaviour.ts).
 */

/** Grey cards of the card's own size while a page loads, so nothing moves when it arrives. */
export function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="col-12 col-sm-6 col-md-4 col-lg-3" aria-hidden="true">
      <div className="card card--skeleton">
        <div className="card__media" />
        <div className="card__body">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--short" />
        </div>
      </div>
    </li>
  ));
}

/** The translated error of a failed search, with a retry (spec 8: what was chosen is kept). */
export function ResultsError({
  strings,
  onRetry,
}: {
  strings: ListingStrings;
  onRetry: () => void;
}) {
  return (
    <div className="listing-results__error" role="alert">
      <p>{strings.loadError}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  );
}
