/*
 * How the browser's code is cut into files (Rolldown's code-splitting groups, for Astro's client
 * build). Left to itself the bundler makes a chunk of every set of modules that two entries
 * share, and a listing page then loads some twenty files of a few hundred bytes each; gzip
 * compresses each file alone, so their sum is larger than one file of the same code. Each
 * group here is code that the pages that load one of its modules need whole; a group takes the
 * modules its own modules import (Rolldown's default), unless a group of higher priority has them.
 */

type ChunkGroup = {
  name: string;
  test: RegExp;
  priority: number;
  includeDependenciesRecursively: boolean;
};

const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

export const clientChunkGroups: ChunkGroup[] = [
  {
    // What every island stands on: React, its DOM renderer and Astro's React client, which every
    // page with an island runs before its first island. With them nanostores and its React hook,
    // which the stores of the forms, the listing and the favourites use on nearly every page, the
    // one hook of the site's that islands on every kind of page use (whether hydration is over),
    // and the site's reference data that the islands of every page type read: the languages and
    // the numbers as the site writes them, the search's values and their order, the addresses.
    // One file, as gzip compresses each file alone. (Nanostores' `computed` only with the
    // holiday search, the one store that derives.)
    name: 'islands',
    test: path(
      '(node_modules/((react|react-dom|scheduler|@astrojs/react|@nanostores/react)/|nanostores/(?!computed/))|src/features/use-in-browser\\.|src/domain/(whole-numbers|locales|localized-text|address|known-order)\\.|src/schemas/(search-constants|energy-grades)\\.|src/lib/is-record\\.)',
    ),
    priority: 8,
    includeDependenciesRecursively: true,
  },
  {
    // The header's script (its favourites count, the language links' search): on every page.
    name: 'site-header',
    test: path('src/features/(favorites/(stored-favorites|header-count)|language-links)\\.'),
    priority: 7,
    includeDependenciesRecursively: true,
  },
  {
    // Vite's helper that loads a dynamic import's files side by side: the pages with code that
    // loads on use take it, and only it (it would otherwise join the group of whichever module
    // first asks for it).
    name: 'preload-helper',
    test: /vite[\\/]preload-helper/,
    priority: 6,
    includeDependenciesRecursively: true,
  },
  {
    // What the listing island renders and hydrates with, before the visitor acts: one file
    // (its actions load with listing-behaviour.ts, the town combobox is shared with the forms).
    name: 'listing',
    test: path(
      '(src/features/listing/(ListingIsland|FilterForm|ListingResults|listing-stores|listing-actions|filter-choices|active-filters|folded-filters|use-lasting)\\.|src/domain/(listing-screens|city-options)\\.)',
    ),
    priority: 1,
    includeDependenciesRecursively: true,
  },
  {
    // The town field and its chips, shared with the forms and the holiday search, which take
    // it without the listing. Its typing half (the lookup, the list) loads on the field's
    // first use, a chunk of its own.
    name: 'city-combobox',
    test: path('src/features/listing/CityCombobox\\.'),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // The estate card as drawn from its view, and the favourites' list and its heart, kept in
    // this browser: the listing, which hydrates its pre-rendered cards from views the page
    // brings, the favourites, the holiday search, and every page with a heart (the header's
    // count reads the stored list without them).
    name: 'cards',
    test: path(
      '(node_modules/@nanostores/persistent/|src/features/(cards/(EstateCardView|template|price-drops)|favorites/(store|FavoriteToggle))\\.)',
    ),
    priority: 4,
    includeDependenciesRecursively: true,
  },
  {
    // What every visitor form and the one-button pages of a mail's link render with: the
    // controls, their texts, and what was done before hydration.
    name: 'form-controls',
    test: path(
      '(src/features/forms/(fields|texts|before-hydration)\\.|src/forms/(honeypot|form-limits)\\.)',
    ),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // The frame and store of a visitor form, with the criteria of a subscription: one file for
    // the subscribe and subscription pages rather than one per set of forms sharing a module.
    name: 'forms',
    test: path(
      'src/features/forms/(FormFrame|form-store|field-messages|submission-meta|CriteriaFields|CityPicker)\\.',
    ),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // A form page's calls to the site server: its endpoints, the client and the store of a
    // call (the pages of a mail's link load them at once, the forms when they send).
    name: 'site-calls',
    test: path('src/features/forms/(endpoints|site-client|request-store)\\.'),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // The reader of the site server's form answers and their keys: a form loads it when the
    // visitor starts to use it (with what sends, form-send.ts), the pages of a mail's link at once.
    name: 'form-answers',
    test: path('(src/features/forms/answer|src/forms/(field-errors|form-keys))\\.'),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // The site's addresses in every language: the cards' links, and the forms' endpoints and
    // pages (which need nothing else of the cards).
    name: 'routes',
    test: path('src/domain/routes\\.'),
    priority: 3,
    includeDependenciesRecursively: true,
  },
  {
    // Numbers, prices and dates as each language writes them, and the helper that keeps the
    // latest of several loads: the holiday search needs these, not the estate cards' rules.
    name: 'formats',
    test: path('src/domain/formats\\.|src/features/latest-request\\.'),
    priority: 3,
    includeDependenciesRecursively: true,
  },
  {
    // The card's rules (prices, labels): the favourites, the similar estates, the map's cards
    // and the listing's results once the visitor searches.
    name: 'card-rules',
    test: path(
      '(src/features/cards/(card-view|price-text|price-lowered)\\.|src/domain/(listing-card|price-history|transaction-status|sticker|epc|display-rules|picture-variants)\\.)',
    ),
    priority: 2,
    includeDependenciesRecursively: true,
  },
  {
    // The estate card that makes its own link, with the links' rules: the cards the browser
    // links itself (the listing's search results, the map, the similar estates), not the
    // favourites, whose links the site server makes. Below the card's rules, which keep theirs.
    name: 'estate-links',
    test: path('(src/features/cards/EstateCard\\.|src/domain/(estate-href|slugs)\\.)'),
    priority: 1,
    includeDependenciesRecursively: true,
  },
];

/** Chunks every page with an island has loaded before any of its code asks for more. */
const alwaysLoaded = /(^|\/)(islands|site-header|preload-helper)\.[\w-]+\.js$/;

type BundleChunk = { type: string; fileName: string; imports?: string[] };

/** The files a chunk imports statically, itself and on down: loaded before its code runs. */
function staticClosure(graph: ReadonlyMap<string, readonly string[]>, file: string): Set<string> {
  const seen = new Set<string>();
  const next = [file];
  for (let name = next.pop(); name !== undefined; name = next.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    next.push(...(graph.get(name) ?? []));
  }
  return seen;
}

/**
 * A code-loaded-on-use import names the files it needs, so the browser fetches them side by side
 * (Vite's module preload): every name costs bytes in the file that asks, before interaction.
 * The chunks every page has already loaded need no name, nor the files the asking chunk imports
 * itself (the browser ran them before it). Set per environment, as Astro sets the client build's
 * own options over the shared ones; the client bundle's static imports are read before Vite
 * writes the names.
 */
export function preloadOnlyWhatPagesLack() {
  let graph = new Map<string, readonly string[]>();
  return {
    name: 'preload-only-what-pages-lack',
    configEnvironment(name: string) {
      if (name !== 'client') return undefined;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (
              _file: string,
              deps: string[],
              { hostId }: { hostId: string },
            ) => {
              const loaded = staticClosure(graph, hostId);
              return deps.filter((dep) => !alwaysLoaded.test(dep) && !loaded.has(dep));
            },
          },
        },
      };
    },
    generateBundle: {
      order: 'pre' as const,
      handler(
        this: { environment?: { name: string } },
        _options: unknown,
        bundle: Record<string, BundleChunk>,
      ) {
        if (this.environment?.name !== 'client') return;
        graph = new Map(
          Object.values(bundle)
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk.imports ?? []]),
        );
      },
    },
  };
}
