import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { Document } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ListingCard from '../../src/components/listing/ListingCard.astro';
import Favorites from '../../src/views/Favorites.astro';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { alternatePaths, buildPath } from '../../src/domain/routes.ts';
import { createTranslationSystem, type ServiceTexts } from '../../src/i18n/translation-system.ts';
import { builtInTranslations, setTranslationSystem, uiStrings } from '../../src/i18n/translate.ts';
import type { FavoritesPageStrings } from '../../src/features/favorites/FavoritesPage.tsx';
import type { Alternates, SiteFrame } from '../../src/site/types.ts';
import { buildTranslations } from '../../local-content-service/demo-data/cms-content.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer, islandProps } from './view-container.ts';
import { $$, $ } from './dom.ts';

/*
 * The agency's texts from the content service (spec 7: /translations/{locale}) as a visitor
 * reads them: in the page the build writes and in the texts the favourites island draws with.
 */

const demo = generateDemoData({ estates: 120 });
const frame: SiteFrame = { site: demo.site, menus: { main: null, footer: null }, pages: [] };
const agency = buildTranslations();
const withoutPicture = demo.estates.map(estateToSummary).find((s) => s.thumbnail == null);

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});
afterEach(() => setTranslationSystem(builtInTranslations));

/** Sets the translation system a build makes from these service texts. */
function agencyTexts(texts: Partial<Record<Locale, ServiceTexts>>): void {
  setTranslationSystem(createTranslationSystem(texts).system);
}

async function renderFavorites(locale: Locale): Promise<Document> {
  const alternates = alternatePaths(buildPath('favorites', locale)) as Alternates;
  const html = await container.renderToString(Favorites, {
    props: { locale, frame, alternates },
  });
  return parseDocument(html);
}

const islandStrings = (doc: Document) =>
  islandProps($('[data-island="favorites"] astro-island', doc)!.attribs.props)
    .strings as FavoritesPageStrings;

describe("the agency's texts on the favourites page", () => {
  it.each(['en', 'nl'] as const)(
    "heads the %s page, titles it and tells of no favourites in the agency's words",
    async (locale) => {
      agencyTexts(agency);
      const doc = await renderFavorites(locale);
      expect(textContent($('main h1', doc)!)).toBe(agency[locale]['favorites.title']);
      expect(textContent($('title', doc)!)).toContain(agency[locale]['favorites.title']);
      expect(textContent($('[data-favorites-empty]', doc)!).trim()).toBe(
        agency[locale]['favorites.no.estates'],
      );
      // {{agency}} of the agency's own description is filled in.
      expect($('meta[name="description"]', doc)!.attribs.content).toBe(
        agency[locale]['favorites.description']!.replace('{{agency}}', demo.site.agency.name),
      );
    },
  );

  it("hands the island the agency's texts for the cards and the empty list", async () => {
    agencyTexts(agency);
    const strings = islandStrings(await renderFavorites('en'));
    expect(strings.card.noPicture).toBe('Photo coming soon');
    expect(strings.empty).toBe(agency.en['favorites.no.estates']);
    // A key the agency left alone keeps the built-in text.
    expect(strings.retry).toBe(uiStrings.en['favorites.retry']);
  });

  it('keeps the built-in texts where the service has none for the language', async () => {
    agencyTexts({ nl: agency.nl });
    const doc = await renderFavorites('fr');
    expect(textContent($('main h1', doc)!)).toBe(uiStrings.fr['favorites.title']);
    expect(islandStrings(doc).card.noPicture).toBe(uiStrings.fr['card.no.picture']);
  });

  it('keeps the built-in heading when the service text is blank', async () => {
    agencyTexts({ de: { 'favorites.title': '   ' } });
    const doc = await renderFavorites('de');
    expect(textContent($('main h1', doc)!)).toBe('Meine Favoriten');
  });

  it('writes a service text that holds markup as text, never as elements', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>Saved</b>';
    agencyTexts({ en: { 'favorites.title': markup, 'card.no.picture': '</script><i>x</i>' } });
    const doc = await renderFavorites('en');
    expect(textContent($('main h1', doc)!)).toBe(markup);
    expect($$('main img, main b, main i', doc)).toEqual([]);
    expect(islandStrings(doc).card.noPicture).toBe('</script><i>x</i>');
  });
});

describe("the agency's no-picture label on a listing card", () => {
  if (!withoutPicture) throw new Error('the demo data has no listing without a picture');

  it.each(['en', 'nl'] as const)('labels a card without a picture in %s', async (locale) => {
    agencyTexts(agency);
    const html = await container.renderToString(ListingCard, {
      props: { summary: withoutPicture, locale, site: frame.site, href: '/x' },
    });
    expect(textContent(parseDocument(html))).toContain(agency[locale]['card.no.picture']);
    expect(html).not.toContain(uiStrings[locale]['card.no.picture']);
  });
});
