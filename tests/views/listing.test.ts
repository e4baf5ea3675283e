import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Listing from '../../src/views/Listing.astro';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { alternatePaths, buildPath } from '../../src/domain/routes.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { EstateFilterOptions } from '../../src/schemas/estate-filters.ts';
import type { SiteFrame } from '../../src/site/types.ts';
import {
  foldFiltersScript,
  foldingFiltersScript,
  listingOpenedOnMapScript,
} from '../../src/site/inline-scripts.ts';
import { inlineScriptSources } from '../../src/site/security-headers.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { islandScripts } from '../../src/site/island-scripts.ts';
import { createViewContainer, islandPropsIn } from './view-container.ts';

const demo = generateDemoData({ estates: 120 });
const frame: SiteFrame = { site: demo.site, menus: { main: null, footer: null }, pages: [] };
const summaries = demo.estates.map(estateToSummary);
const hidden = new Set(demo.site.hiddenStatus);
const cardHref = (summary: EstateSummary) =>
  hidden.has(summary.status.id) ? null : `/en/offer/${summary.id}`;

/** Filter values as the service computes them: the towns and types of the listings. */
function optionsOf(results: readonly EstateSummary[]): EstateFilterOptions {
  const cities = results.flatMap((summary) =>
    summary.general.address.city ? [summary.general.address.city] : [],
  );
  const typeIds = [...new Set(results.map((summary) => summary.general.headType.id))];
  return {
    headTypes: typeIds.map((id) => ({ id, count: 1 })),
    subTypes: [],
    bedrooms: [],
    locations: cities.map((city) => ({ ...city, zip: city.zip ?? '', lat: null, lon: null })),
    prices: null,
    transactions: [],
    countries: [{ id: 'BE', count: results.length }],
  };
}

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

function renderListing(
  options: { locale?: Locale; kind?: 'buy' | 'rent' | 'projects'; results?: EstateSummary[] } = {},
) {
  const locale = options.locale ?? 'en';
  const kind = options.kind ?? 'buy';
  const results = options.results ?? summaries;
  return container.renderToString(Listing, {
    props: {
      locale,
      frame,
      alternates: alternatePaths(buildPath(kind, locale)),
      kind,
      results,
      total: results.length,
      cardHref,
      filterOptions: optionsOf(results),
    },
  });
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('listing page', () => {
  it('ends with </html>: its module script is inside the document, not after it', async () => {
    for (const kind of ['buy', 'rent', 'projects'] as const) {
      const html = await renderListing({ kind });
      expect(html).toMatch(/<script type="module"[^>]*>/);
      expect(html.trimEnd().endsWith('</html>'), kind).toBe(true);
    }
  });

  it('runs inline only the scripts that fold the filters and open on the map, as the policy hashes them', async () => {
    const html = await renderListing();
    const scripts = inlineScriptSources(html);
    // Besides Astro's island runtime and directive scripts, which the policy hashes too.
    // The page's look from the first paint before the island, the fold closed after it.
    expect(scripts.filter((script) => !islandScripts.includes(script))).toEqual([
      foldingFiltersScript,
      listingOpenedOnMapScript,
      foldFiltersScript,
    ]);
    expect(scripts.filter((script) => islandScripts.includes(script)).length).toBeGreaterThan(0);
  });

  it('pre-renders the first page of 15 cards, the first 3 pictures at once', async () => {
    const html = await renderListing();
    expect(count(html, /<article class="card"/g)).toBe(15);
    expect(count(html, /loading="eager"/g)).toBe(3);
  });

  it('links the next page of the unfiltered listing for crawlers and visitors without JavaScript', async () => {
    const html = await renderListing({ locale: 'nl' });
    expect(html).toMatch(
      /<a class="button button--primary" href="\/nl\/kopen\/pagina\/2" rel="next"[^>]*>Volgende pagina<\/a>/,
    );
    expect(html).not.toContain('rel="prev"');
    expect(html).toContain('15 van 96 getoond');
  });

  it('renders a later page with its own 15 results, title, canonical link, languages and neighbours', async () => {
    const page = 3;
    const shown = summaries.slice(30, 45);
    const html = await container.renderToString(Listing, {
      props: {
        locale: 'fr',
        frame,
        alternates: alternatePaths(buildPath('buyPage', 'fr', { page })),
        kind: 'buy',
        page,
        pages: Math.ceil(summaries.length / 15),
        results: shown,
        total: summaries.length,
        cardHref,
        filterOptions: optionsOf(summaries),
      },
    });
    expect(count(html, /<article class="card"/g)).toBe(15);
    for (const summary of shown.filter((summary) => cardHref(summary))) {
      expect(html).toContain(`href="/en/offer/${summary.id}"`);
    }
    expect(html).toMatch(/<h1[^>]*>Biens à vendre – page 3<\/h1>/);
    expect(html).toContain('<title>Biens à vendre – page 3 | Immo Horizon</title>');
    expect(html).toMatch(
      new RegExp(
        `<meta name="description" content="[^"]* Page 3 sur ${Math.ceil(summaries.length / 15)}\\."`,
      ),
    );
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/acheter\/page\/3"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="de" href="[^"]*\/de\/kaufen\/seite\/3"/);
    expect(html).toMatch(/href="\/fr\/acheter\/page\/2" rel="prev"/);
    expect(html).toMatch(/href="\/fr\/acheter\/page\/4" rel="next"/);
    expect(html).toContain(`31–45 sur ${summaries.length} affichés`);
    // A search asked on a later page is a new search of the whole listing.
    expect(html).toMatch(/<form\b[^>]*action="\/fr\/acheter"/);
    const props = islandPropsIn(html, 'ListingIsland') as {
      prerendered: { offset: number; estates: { id: number }[] };
    };
    expect(props.prerendered.offset).toBe(30);
    expect(props.prerendered.estates.map((estate) => estate.id)).toEqual(shown.map((s) => s.id));
  });

  it('shows the number of results in the heading of the results', async () => {
    const html = await renderListing({ locale: 'nl' });
    expect(html).toMatch(/<h2 class="listing__count[^"]*"[^>]*>96 resultaten<\/h2>/);
  });

  it('is titled per listing kind in the visitor language', async () => {
    expect(await renderListing({ kind: 'buy' })).toMatch(/<h1[^>]*>Properties for sale<\/h1>/);
    expect(await renderListing({ kind: 'rent', locale: 'fr' })).toMatch(
      /<h1[^>]*>Biens à louer<\/h1>/,
    );
    expect(await renderListing({ kind: 'projects', locale: 'de' })).toContain(
      '<title>Neubauprojekte',
    );
  });

  it('offers a plain GET search form with the spec 5 parameters, sent to the same page', async () => {
    const html = await renderListing({ locale: 'fr' });
    const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/fr\/acheter"/);
    for (const name of ['city', 'price-min', 'price-max', 'bedrooms']) {
      const field = new RegExp(`<(select|input)\\b[^>]*id="([^"]+)"[^>]*name="${name}"`).exec(form);
      expect(field, name).not.toBeNull();
      // every field has a visible label
      expect(form).toContain(`<label for="${field?.[2]}"`);
    }
    // Types are checkboxes in a disclosure that opens without scripts, each labelled by its
    // name, submitted as repeated parameters; the summary is named by the field's label.
    const types = /<details\b[^>]*>\s*<summary id="filter-type"[\s\S]*?<\/details>/.exec(form)?.[0];
    expect(types).toMatch(/aria-labelledby="filter-type-label filter-type"/);
    expect(types).toMatch(/<legend[^>]*>Type<\/legend>/);
    expect(types).toMatch(
      /<label[^>]*><input type="checkbox" name="type" value="\d+"\/?>[^<]+<\/label>/,
    );
    expect(form).toContain('>6+</option>');
  });

  it('offers the filters beyond spec 5 without scripts too, behind "More filters"', async () => {
    const html = await renderListing({ locale: 'fr' });
    const more = /<details class="listing-filters__more"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(more).toMatch(/<summary[^>]*>Plus de filtres<\/summary>/);
    // Inside noscript: a browser that runs scripts loads them when the fold first opens.
    const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(more)?.[1] ?? '';
    for (const name of ['area-min', 'area-max', 'plot-min', 'plot-max']) {
      expect(fallback).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    }
    expect(fallback).toMatch(/<select id="filter-epc" name="epc"/);
    expect(fallback).toContain('<option value="A_PLUS_PLUS">A++</option>');
    for (const name of ['garden', 'terrace', 'garage']) {
      expect(fallback).toMatch(new RegExp(`<input type="checkbox" name="${name}" value="1"`));
    }
    expect(fallback).toContain('Classe PEB : au plus');
  });

  it('offers the towns of the filter values by city id', async () => {
    const html = await renderListing();
    const city = summaries[0]?.general.address.city;
    expect(html).toMatch(
      new RegExp(`<option value="${city?.id}"[^>]*>${city?.zip} ${city?.name.en}</option>`),
    );
  });

  it('renders the island in its box, hydrated right after the first paint', async () => {
    const html = await renderListing({ kind: 'rent' });
    expect(html).toMatch(
      /<div class="listing__island[^"]*" data-island="listing" data-kind="rent" data-total="96"/,
    );
    // the island's own markup follows at once (after Astro's island style and scripts, which
    // come before a page's first island): hydration sees only it
    expect(html).toMatch(
      /data-island="listing"[^>]*>(?:<style>[^<]*<\/style>(?:<script>[\s\S]*?<\/script>)*)?<astro-island [^>]*component-export="ListingIsland"[^>]* client="paint"[^>]*><section class="listing-filters"/,
    );
  });

  it('hands the island its props: the first page, its links, the strings and the connection', async () => {
    const html = await renderListing({ kind: 'rent', locale: 'fr' });
    const props = islandPropsIn(html, 'ListingIsland') as {
      kind: string;
      locale: string;
      prerendered: {
        estates: EstateSummary[];
        total: number;
        cards: Record<string, { href: string | null; title: string }>;
      };
      strings: { loadMore: string };
      connection: { baseUrl: string; siteId: string };
    };
    expect(props.kind).toBe('rent');
    expect(props.locale).toBe('fr');
    expect(props.prerendered.estates).toHaveLength(15);
    expect(props.prerendered.total).toBe(96);
    const first = props.prerendered.estates[0] as EstateSummary;
    // The cards come made, with the page's links: the island hydrates them as they are.
    expect(props.prerendered.cards[String(first.id)]?.href).toBe(cardHref(first));
    expect(Object.keys(props.prerendered.cards)).toHaveLength(15);
    expect(props.strings.loadMore).toBe('Afficher plus de résultats');
    expect(props.connection.baseUrl).toMatch(/^http/);
    // Once: the page carries the data only in the island's props.
    expect(html).not.toContain('listing-island-props');
  });

  it('links to the subscribe page with the listing kind', async () => {
    const html = await renderListing({ locale: 'nl', kind: 'rent' });
    expect(html).toContain('href="/nl/hou-me-op-de-hoogte?kind=rent"');
  });

  it('leaves the card of a hidden status without a link', async () => {
    const inert = summaries.find((summary) => hidden.has(summary.status.id));
    expect(inert).toBeDefined();
    const html = await renderListing({ results: [inert as EstateSummary] });
    expect(html).not.toContain(`href="/en/offer/${inert?.id}"`);
    expect(count(html, /<article class="card"/g)).toBe(1);
  });

  it('says so when nothing matches', async () => {
    const html = await renderListing({ results: [] });
    expect(html).toContain('No properties match your search.');
    expect(html).toContain('0 results');
    expect(html).not.toContain('<article');
  });
});
