import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ListingCard from '../../src/components/listing/ListingCard.astro';
import CardGrid from '../../src/components/listing/CardGrid.astro';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, islandPropsIn } from './view-container.ts';

const demo = generateDemoData({ estates: 120 });
const site = demo.site;
const summaries = demo.estates.map(estateToSummary);

function find(predicate: (summary: EstateSummary) => boolean): EstateSummary {
  const found = summaries.find(predicate);
  if (!found) throw new Error('the demo data lacks the listing this test needs');
  return found;
}

/** An ordinary listing for sale with a picture, a price and no sticker. */
const forSale = find(
  (s) =>
    !s.isSold &&
    s.status.id === 1 &&
    s.thumbnail != null &&
    (s.general.price ?? 0) > 0 &&
    s.general.sticker == null,
);

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

async function renderCard(
  summary: EstateSummary,
  options: { locale?: Locale; href?: string | null; eager?: boolean } = {},
) {
  return container.renderToString(ListingCard, {
    props: {
      summary,
      locale: options.locale ?? 'en',
      site,
      href: options.href === undefined ? `/en/offer/${summary.id}` : options.href,
      eager: options.eager,
    },
  });
}

const links = (html: string) => [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)];

describe('listing card picture', () => {
  it('shows the thumbnail with the title as alt text, lazy and sized', async () => {
    const html = await renderCard(forSale);
    const img = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${forSale.thumbnail}"`);
    expect(img).toContain(`alt="${forSale.general.title?.en}"`);
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/width="400"[^>]*height="300"/);
    expect(img).toContain('medium.webp 1024w');
    expect(html).not.toContain('No picture');
  });

  it('loads the picture at once when the card is above the fold', async () => {
    const img = /<img\b[^>]*>/.exec(await renderCard(forSale, { eager: true }))?.[0] ?? '';
    expect(img).toContain('loading="eager"');
    // HTML attribute names are case-insensitive; React writes fetchPriority
    expect(img).toMatch(/fetchpriority="high"/i);
  });

  it('shows the placeholder with the translated no-picture label when there is no thumbnail', async () => {
    const withoutPicture = { ...forSale, thumbnail: null };
    const en = await renderCard(withoutPicture);
    expect(en).not.toContain('<img');
    expect(en).toContain('No picture');
    expect(await renderCard(withoutPicture, { locale: 'nl' })).toContain('Geen foto');
    expect(await renderCard(withoutPicture, { locale: 'de' })).toContain('Kein Foto');
  });
});

describe('listing card labels', () => {
  it('shows the transaction name and no price on a sold listing', async () => {
    const sold = find((s) => s.isSold && (s.general.price ?? 0) > 0);
    const html = await renderCard(sold);
    expect(html).toMatch(/class="card__sold[^"]*"[^>]*>Sold</);
    expect(html).not.toContain('card__price');
    expect(html).not.toContain('€');
  });

  it('shows the sold label once when the sticker says the same', async () => {
    const sold = find((s) => s.isSold);
    const html = await renderCard({
      ...sold,
      general: {
        ...sold.general,
        sticker: { id: 7, name: { en: 'sold' }, color: 'c1121f', colorText: 'ffffff' },
      },
    });
    expect(html).toContain('card__sold');
    expect(html).not.toContain('card__sticker');
  });

  it('shows a styled sticker in the visitor language', async () => {
    const styled = {
      ...forSale,
      general: {
        ...forSale.general,
        sticker: { id: 1, name: { nl: 'Nieuw', en: 'New' }, color: 'b42318', colorText: 'ffffff' },
      },
    };
    const html = await renderCard(styled);
    expect(html).toMatch(
      /class="card__sticker[^"]*" style="background:#b42318;color:#ffffff"[^>]*>\s*New/,
    );
  });

  it('leaves out a sticker that is white with black text', async () => {
    const unset = {
      ...forSale,
      general: {
        ...forSale.general,
        sticker: { id: 1, name: { en: 'Unstyled' }, color: 'FFFFFF', colorText: '000000' },
      },
    };
    const html = await renderCard(unset);
    expect(html).not.toContain('card__sticker');
    expect(html).not.toContain('Unstyled');
  });

  it('shows the energy label badge with an accessible name', async () => {
    const html = await renderCard({ ...forSale, energy: { energyLabel: 'A_PLUS', epcValue: 80 } });
    expect(html).toMatch(/class="card__epc epc-label--a-plus[^"]*"/);
    expect(html).toContain('Energy label A+');
  });

  it('shows no energy badge without a readable label', async () => {
    const html = await renderCard({ ...forSale, energy: { energyLabel: 'XYZ', epcValue: null } });
    expect(html).not.toContain('card__epc');
  });
});

describe('listing card link', () => {
  it('links the title to the detail page', async () => {
    const html = await renderCard(forSale, { href: '/en/offer/1000/house-for-sale' });
    const found = links(html);
    expect(found).toHaveLength(1);
    expect(found[0]?.[0]).toContain('href="/en/offer/1000/house-for-sale"');
    expect(found[0]?.[1]).toBe(forSale.general.title?.en);
  });

  it('is inert, with no link at all, when the status is hidden by the site', async () => {
    const hidden = find((s) => site.hiddenStatus.includes(s.status.id));
    const html = await renderCard(hidden, { href: '/en/offer/1' });
    expect(html).not.toMatch(/<a\b/);
    expect(html).toContain('card__title');
  });

  it('is inert when the caller gives no link', async () => {
    const html = await renderCard(forSale, { href: null });
    expect(html).not.toMatch(/<a\b/);
  });
});

describe('listing card favourite heart', () => {
  it('names the toggle once, with the title in the visitor language, outside the link', async () => {
    const html = await renderCard(forSale, { locale: 'nl', href: '/nl/aanbod/1' });
    const button = /<button\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain(`aria-label="Bewaar ${forSale.general.title?.nl} als favoriet"`);
    expect(button).toContain('type="button"');
    expect(button).toContain(`data-estate-id="${forSale.id}"`);
    // An island of its own, in the card's heart slot, hydrated after the first paint when idle.
    expect(islandPropsIn(html, 'FavoriteToggle')).toMatchObject({ estateId: String(forSale.id) });
    expect(html).toMatch(/<astro-island [^>]*client="paint"[^>]*&quot;idle&quot;:true/);
    expect(button).toContain('aria-pressed="false"');
    // hidden until the island makes it work, so keyboard users never reach a dead control
    expect(button).toMatch(/\shidden(\s|>|=)/);
    for (const [, inner] of links(html)) expect(inner).not.toContain('<button');
  });
});

describe('listing card facts and price', () => {
  it('formats the price with the euro sign first', async () => {
    const html = await renderCard({
      ...forSale,
      general: { ...forSale.general, price: 250000, priceFrom: false },
    });
    expect(html).toMatch(/class="card__price[^"]*"[^>]*>€\u00a0250\.000</);
  });

  it('prefixes a starting price in the visitor language', async () => {
    const from = { ...forSale, general: { ...forSale.general, price: 250000, priceFrom: true } };
    expect(await renderCard(from, { locale: 'fr' })).toContain('à partir de €\u00a0250.000');
    expect(await renderCard(from, { locale: 'nl' })).toContain('vanaf €\u00a0250.000');
  });

  it('counts bedrooms and bathrooms with plural labels and hidden icons', async () => {
    const html = await renderCard({ ...forSale, bedroom_count: 1, bathroom_count: 2 });
    expect(html).toContain('1 bedroom<');
    expect(html).toContain('2 bathrooms<');
    const facts = /<ul class="card__facts[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(facts.match(/<svg\b[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  it('leaves out a bedroom count of 0', async () => {
    const html = await renderCard({ ...forSale, bedroom_count: 0, bathroom_count: null });
    expect(html).not.toContain('card__facts');
  });

  it('shows zip and city', async () => {
    const city = forSale.general.address.city;
    const html = await renderCard(forSale);
    expect(html).toContain(`${city?.zip} ${city?.name.en}`);
  });
});

describe('card grid', () => {
  it('lists each card on the 12, 6, 4, 3 grid and loads only the first pictures at once', async () => {
    const items = summaries
      .filter((s) => s.thumbnail)
      .slice(0, 5)
      .map((summary) => ({ summary, href: `/en/offer/${summary.id}` }));
    const html = await container.renderToString(CardGrid, {
      props: { items, locale: 'en', site, eagerCount: 2 },
    });
    expect(html.match(/<li class="col-12 col-sm-6 col-md-4 col-lg-3"/g)).toHaveLength(5);
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
  });
});
