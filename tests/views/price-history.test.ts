import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import ListingCard from '../../src/components/listing/ListingCard.astro';
import EstateDetail from '../../src/views/EstateDetail.astro';
import { formatCurrency } from '../../src/domain/formats.ts';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { PriceChange } from '../../src/domain/price-history.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import type { Alternates, PagePrices, SiteFrame } from '../../src/site/types.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, islandPropsIn } from './view-container.ts';
import { $, $$, text } from './dom.ts';

const demo = generateDemoData({ estates: 120 });
const frame: SiteFrame = {
  site: demo.site,
  menus: { main: null, footer: null },
  pages: demo.pages,
};
const alternates: Alternates = {
  nl: '/nl/aanbod/1/test',
  fr: '/fr/offre/1/test',
  en: '/en/offer/1/test',
  de: '/de/angebot/1/test',
};

const house = structuredClone(
  demo.estates.find(
    (estate) =>
      !estate.general.parentId &&
      !estate.general.project &&
      estate.status.id === 1 &&
      (estate.general.price ?? 0) > 100_000,
  )!,
);
const price = house.general.price!;
const history: PriceChange[] = [
  { at: '2026-09-01T06:00:00.000Z', price: price + 20_000 },
  { at: '2026-10-15T06:00:00.000Z', price: null },
  { at: '2026-11-20T06:00:00.000Z', price },
];
const prices = (changes: PriceChange[], lowered = false): PagePrices => ({
  lowered: () => lowered,
  history: (id) => (id === house.id ? changes : []),
});

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function renderHtml(
  estate: Estate,
  locale: Locale,
  pagePrices: PagePrices | undefined,
): Promise<string> {
  return container.renderToString(EstateDetail, {
    props: {
      locale,
      frame,
      alternates,
      hiddenTabs: [],
      record: { source: 'skarabee', id: estate.id, summary: estateToSummary(estate), estate },
      prices: pagePrices,
    },
  });
}

const renderDetail = async (estate: Estate, locale: Locale, pagePrices: PagePrices | undefined) =>
  parseDocument(await renderHtml(estate, locale, pagePrices)) as Document;

describe('the price history of a detail page', () => {
  it('shows each change newest first: date, price and how it changed', async () => {
    const page = await renderDetail(house, 'nl', prices(history));
    const table = $('table.price-history', page);
    expect(table).not.toBeNull();
    expect(text($('#price-history-heading', page))).toBe('Prijsgeschiedenis');
    expect($$('thead th[scope=col]', table!).map(text)).toEqual(['Datum', 'Prijs', 'Wijziging']);
    const rows = $$('tbody tr', table!).map((row) => $$('th, td', row).map(text));
    expect(rows).toEqual([
      ['20 nov 2026', formatCurrency(price, 'nl'), 'Prijs opnieuw vermeld'],
      ['15 okt 2026', 'Prijs op aanvraag', 'Prijs niet langer vermeld'],
      ['1 sep 2026', formatCurrency(price + 20_000, 'nl'), 'Eerste vraagprijs'],
    ]);
    expect($$('tbody th[scope=row] time', table!).map((time) => time.attribs.datetime)).toEqual([
      history[2]!.at,
      history[1]!.at,
      history[0]!.at,
    ]);
  });

  it('writes dates and the change in the page language', async () => {
    const lowered = [history[0]!, { at: '2026-11-20T06:00:00.000Z', price }];
    const de = await renderDetail(house, 'de', prices(lowered));
    const cells = $$('table.price-history tbody tr', de)[0]!;
    expect($$('th, td', cells).map(text)).toEqual([
      '20.11.2026',
      formatCurrency(price, 'de'),
      `Um ${formatCurrency(20_000, 'de')} gesenkt`,
    ]);
    const fr = await renderDetail(house, 'fr', prices(lowered));
    expect(text($('#price-history-heading', fr))).toBe('Historique du prix');
    expect(text($$('table.price-history tbody tr td', fr)[1]!)).toBe(
      `Baissé de ${formatCurrency(20_000, 'fr')}`,
    );
  });

  it('shows no table for a price that never changed, but offers the alert', async () => {
    const html = await renderHtml(house, 'en', prices([history[0]!]));
    const page = parseDocument(html);
    expect($('table.price-history', page)).toBeNull();
    const alert = $('[data-island="price-alert"]', page);
    expect(alert).not.toBeNull();
    expect(text($('#price-alert-form-heading', page))).toBe('Alert me when the price drops');
    const props = islandPropsIn(html, 'PriceAlertForm') as {
      estateId: number;
      transaction: string;
    };
    expect(props).toMatchObject({ estateId: house.id, transaction: 'FOR_SALE' });
  });

  it('shows neither history nor alert on a sold listing', async () => {
    const sold = structuredClone(demo.estates.find((estate) => estate.status.id === 5)!);
    const page = await renderDetail(sold, 'nl', {
      lowered: () => false,
      history: () => history,
    });
    expect($('table.price-history', page)).toBeNull();
    expect($('[data-island="price-alert"]', page)).toBeNull();
  });
});

describe('the similar properties of a detail page', () => {
  it('label the cards whose price was lowered, as the build says', async () => {
    const others = demo.estates
      .filter((estate) => estate.id !== house.id && !estate.general.parentId && !estate.isSold)
      .slice(0, 2)
      .map(estateToSummary);
    const html = await container.renderToString(EstateDetail, {
      props: {
        locale: 'fr',
        frame,
        alternates,
        hiddenTabs: [],
        record: {
          source: 'skarabee',
          id: house.id,
          summary: estateToSummary(house),
          estate: house,
        },
        similar: others,
        prices: {
          lowered: (summary: EstateSummary) => summary.id === others[0]!.id,
          history: () => [],
        },
      },
    });
    const labelled = $$('.similar article.card', parseDocument(html)).map((card) => [
      card.attribs['data-estate-id'],
      text($('.card__lowered', card)),
    ]);
    expect(labelled).toEqual([
      [String(others[0]!.id), 'Prix baissé'],
      [String(others[1]!.id), ''],
    ]);
  });
});

describe('the price lowered label of a card', () => {
  const summary = estateToSummary(house);
  const render = (locale: Locale, priceLowered: boolean | undefined) =>
    container.renderToString(ListingCard, {
      props: { summary, locale, site: demo.site, href: '/x', priceLowered },
    });

  it('says so in the card language when the build says the price was lowered', async () => {
    const labels = await Promise.all(
      (['nl', 'fr', 'en', 'de'] as const).map(async (locale) =>
        text($('.card__lowered', parseDocument(await render(locale, true)))),
      ),
    );
    expect(labels).toEqual(['Prijs verlaagd', 'Prix baissé', 'Price lowered', 'Preis gesenkt']);
  });

  it('has no label otherwise', async () => {
    expect(await render('nl', false)).not.toContain('card__lowered');
    expect(await render('nl', undefined)).not.toContain('card__lowered');
  });
});
