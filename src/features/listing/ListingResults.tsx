import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  PAGE_SIZE,
  VIEW_GALLERY,
  VIEW_MAP,
  type ViewType,
} from '../../schemas/search-constants.ts';
import type { EstateSummary } from '../../schemas/estate-summary.ts';
import type { SearchFilter } from '../../schemas/search-filter.ts';
import { EstateCardView } from '../cards/EstateCardView.tsx';
import { useStore } from '@nanostores/react';
import { $priceDrops } from '../cards/price-drops.ts';
import { countText, fillTemplate, pluralText } from '../cards/template.ts';
import { act, loadedBehaviour } from './listing-actions.ts';
import type { ListingIslandProps } from './listing-props.ts';
import { hasMoreEstates, type EstateListState } from './listing-stores.ts';
import type { ListingStrings } from './strings.ts';
import { useLasting } from './use-lasting.ts';

type ListingResultsProps = ListingIslandProps & {
  list: EstateListState;
  /** What the visitor asked for (the filter store's query; its options are the form's). */
  filterQuery: SearchFilter;
  inBrowser: boolean;
};

/** Cards above the fold load their picture at once (the page's first row). */
const EAGER_CARDS = 3;

/**
 * How long the results shown stay while a new search loads before skeletons replace them: a
 * quick answer (the usual case) replaces them directly, in one paint, with no flash of
 * skeletons; a slow one still shows skeletons of the card's size.
 */
export const SKELETON_DELAY_MS = 300;

function ViewSwitch({
  viewType,
  strings,
  hidden,
}: {
  viewType: ViewType;
  strings: ListingStrings;
  hidden: boolean;
}) {
  const views: { value: ViewType; label: string }[] = [
    { value: VIEW_GALLERY, label: strings.viewGallery },
    { value: VIEW_MAP, label: strings.viewMap },
  ];
  return (
    <div className="listing-view" role="group" aria-label={strings.view} hidden={hidden}>
      {views.map((view) => (
        <button
          key={view.value}
          type="button"
          className="listing-view__button"
          aria-pressed={viewType === view.value}
          onClick={() => act((listing) => listing.changeView(view.value))}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The results of the search (spec 2 "Listing screen"): their number, announced politely; the
 * gallery of cards, grouped when the visitor groups (spec 9), or the map; 15 more on request;
 * while loading, the results shown or, when that lasts, skeletons of the card's size; a
 * translated error with a retry when the service fails, with what the visitor chose kept.
 */
export function ListingResults(props: ListingResultsProps) {
  const { locale, strings, cardStrings, hiddenStatus, prerendered, list, filterQuery, inBrowser } =
    props;
  const results = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusFrom = useRef<number | null>(null);

  const failed = list.error !== null && list.error !== undefined;
  const loading = list.isLoading;
  const mapView = filterQuery.viewType === VIEW_MAP;
  const groupBy = list.node?.groupOptions?.groupBy;
  const more = !loading && !failed && hasMoreEstates(list);
  const shownCount = list.estates.length;
  // While a new search loads, the results shown stay as they were (grouped as they were) until
  // it answers or SKELETON_DELAY_MS pass; with nothing shown, skeletons come at once.
  const [shownGroupBy, setShownGroupBy] = useState(groupBy);
  if (!loading && shownGroupBy !== groupBy) setShownGroupBy(groupBy);
  const slow = useLasting(loading && shownCount > 0, SKELETON_DELAY_MS);
  const skeletons = loading && (shownCount === 0 || slow);
  const resultsGroupBy = loading ? shownGroupBy : groupBy;

  // After "load more", the first new result takes the focus, so keyboard users read on there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.isLoadingNextPage) return;
    focusFrom.current = null;
    if (shownCount <= from) return;
    const target = results.current?.querySelectorAll<HTMLElement>('[data-result]')[from];
    const link = target?.querySelector<HTMLElement>('a');
    if (link) link.focus();
    else if (target) {
      target.tabIndex = -1;
      target.focus();
    }
  }, [shownCount, list.isLoadingNextPage]);

  const onLoadMore = () => {
    focusFrom.current = shownCount;
    act((listing) => void listing.loadNextPage());
  };

  // The unfiltered listing is also pre-rendered in pages of 15 (src/domain/listing-pages.ts):
  // its "more" is a link to the next page, which a crawler follows and a visitor without
  // JavaScript opens; in the browser the link loads the next 15 in place, as a button does.
  // Until the listing's behaviour has loaded the list is the pre-rendered page, with its links.
  const { kind } = props;
  const behaviour = loadedBehaviour();
  const paged =
    !loading && !groupBy && (!behaviour || behaviour.sameFilter(filterQuery, prerendered.filter));
  const offset = list.offset;
  const pageLinks = behaviour
    ? behaviour.listingPageLinks(kind, locale, { offset, shown: shownCount, total: list.total })
    : prerendered.pageLinks;
  const nextHref = paged && more ? pageLinks.next : null;
  const previousHref = paged ? pageLinks.previous : null;
  const onMoreLink = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the next page itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onLoadMore();
  };
  const onMoreKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // Announced as a button in the browser, it answers the space bar as a button does.
    if (event.key !== ' ') return;
    event.preventDefault();
    onLoadMore();
  };
  const shownText = fillTemplate(strings.shown, {
    shown:
      offset > 0
        ? `${countText(offset + 1, locale)}–${countText(offset + shownCount, locale)}`
        : countText(shownCount, locale),
    total: countText(list.total, locale),
  });
  const onRetry = () => {
    heading.current?.focus();
    act((listing) => void listing.retryList());
  };

  // The page's own links for the pre-rendered results; the canonical link for any other.
  const hrefOf = (summary: EstateSummary): string | null | undefined =>
    prerendered.cards[String(summary.id)]?.href;
  // The recent price drops, read with the listing's behaviour once results other than the
  // page's own are shown (those arrived through it).
  const drops = useStore($priceDrops);
  const searched = list.estates.some((summary) => !prerendered.cards[String(summary.id)]);
  useEffect(() => {
    if (searched) void loadedBehaviour()?.loadPriceDrops();
  }, [searched]);
  // The cards are made again only for new results, not when the list only turns busy. The
  // page's own cards come made (their views are in the props); any other result arrived
  // through the listing's behaviour, which makes its card.
  const cards = useMemo(
    () =>
      list.estates.map((summary, index) => {
        const view =
          prerendered.cards[String(summary.id)] ??
          loadedBehaviour()!.cardView(summary, {
            locale,
            strings: cardStrings,
            hiddenStatus,
            priceLowered: loadedBehaviour()!.priceLoweredNow(drops, summary),
          });
        return (
          <li key={summary.id} className="col-12 col-sm-6 col-md-4 col-lg-3" data-result>
            <EstateCardView view={view} summary={summary} eager={index < EAGER_CARDS} />
          </li>
        );
      }),
    [list.estates, locale, cardStrings, hiddenStatus, prerendered.cards, drops],
  );
  // As many skeletons as cards were shown (the page keeps its height), a page's worth at first.
  const skeletonCount = shownCount > 0 ? Math.min(PAGE_SIZE, shownCount) : PAGE_SIZE;
  const resultCount = pluralText(strings.count, list.total, locale);

  return (
    <div
      ref={results}
      className="listing__results"
      data-listing-results
      aria-busy={loading || list.isLoadingNextPage}
    >
      <div className="listing-results__head">
        <h2 className="listing__count" ref={heading} tabIndex={-1} aria-live="polite">
          {loading && shownCount === 0
            ? strings.loading
            : failed && shownCount === 0
              ? strings.results
              : resultCount}
        </h2>
        <ViewSwitch viewType={filterQuery.viewType} strings={strings} hidden={!inBrowser} />
      </div>

      {failed && !loading && behaviour && (
        <behaviour.ResultsError strings={strings} onRetry={onRetry} />
      )}

      {mapView ? (
        behaviour && <behaviour.MapView {...props} />
      ) : skeletons && behaviour ? (
        <ul className="grid card-grid">
          <behaviour.SkeletonCards count={skeletonCount} />
        </ul>
      ) : resultsGroupBy && shownCount > 0 && behaviour ? (
        <behaviour.GroupedView
          skeletonCount={skeletonCount}
          estates={list.estates}
          groupBy={resultsGroupBy}
          locale={locale}
          strings={strings}
          labels={props.labels}
          hiddenStatus={hiddenStatus}
          hrefOf={hrefOf}
        />
      ) : shownCount > 0 ? (
        <ul className="grid card-grid">
          {cards}
          {list.isLoadingNextPage && behaviour && (
            <behaviour.SkeletonCards count={Math.min(PAGE_SIZE, list.total - shownCount)} />
          )}
        </ul>
      ) : (
        !failed && <p className="listing__none">{strings.none}</p>
      )}

      {!mapView && shownCount > 0 && !loading && (
        <nav className="listing-results__more" aria-label={strings.pages}>
          <p className="listing-results__shown">{shownText}</p>
          {previousHref && (
            <a className="listing-results__previous" href={previousHref} rel="prev">
              {strings.previousPage}
            </a>
          )}
          {nextHref ? (
            <a
              className="button button--primary"
              href={nextHref}
              rel="next"
              role={inBrowser ? 'button' : undefined}
              aria-disabled={list.isLoadingNextPage || undefined}
              onClick={onMoreLink}
              onKeyDown={onMoreKey}
            >
              {!inBrowser
                ? strings.nextPage
                : list.isLoadingNextPage
                  ? strings.loading
                  : strings.loadMore}
            </a>
          ) : (
            inBrowser &&
            (more || list.isLoadingNextPage) && (
              <button
                type="button"
                className="button button--primary"
                onClick={onLoadMore}
                disabled={list.isLoadingNextPage}
              >
                {list.isLoadingNextPage ? strings.loading : strings.loadMore}
              </button>
            )
          )}
        </nav>
      )}
    </div>
  );
}
