import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { estateLink } from '../../src/domain/slugs.ts';
import { EstateCard, type EstateCardProps } from '../../src/features/cards/EstateCard.tsx';
import { estateHref } from '../../src/domain/estate-href.ts';
import { cardStrings } from '../../src/features/cards/strings.ts';
import { fillTemplate, pluralText } from '../../src/features/cards/template.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

const demo = generateDemoData({ estates: 60 });
const summaries = demo.estates.map(estateToSummary);
const forSale = summaries.find(
  (summary) => !summary.isSold && summary.status.id === 1 && (summary.bedroom_count ?? 0) > 1,
) as EstateSummary;

function render(props: Partial<EstateCardProps> & { locale?: Locale } = {}): string {
  const locale = props.locale ?? 'en';
  return renderToStaticMarkup(
    createElement(EstateCard, {
      summary: forSale,
      strings: cardStrings(locale),
      hiddenStatus: [],
      ...props,
      locale,
    }),
  );
}

describe('card strings', () => {
  it('keeps the placeholders the card fills in the browser', () => {
    const strings = cardStrings('nl');
    expect(strings.noPicture).toBe('Geen foto');
    expect(strings.priceFrom).toBe('vanaf {{price}}');
    expect(strings.favorite).toBe('Bewaar {{title}} als favoriet');
    expect(strings.bedrooms).toEqual({
      one: '{{count}} slaapkamer',
      other: '{{count}} slaapkamers',
    });
  });
});

describe('card templates', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(fillTemplate('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });

  it('picks the plural form of the language', () => {
    const forms = cardStrings('fr').bedrooms;
    expect(pluralText(forms, 1, 'fr')).toBe('1 chambre');
    // French counts 0 as singular; English does not
    expect(pluralText(forms, 0, 'fr')).toBe('0 chambre');
    expect(pluralText(cardStrings('en').bedrooms, 0, 'en')).toBe('0 bedrooms');
    expect(pluralText(forms, 3, 'fr')).toBe('3 chambres');
  });
});

describe('estate card', () => {
  it('links to the canonical detail page when the caller gives no link', () => {
    expect(render()).toContain(`href="${estateLink(forSale, 'en')}"`);
    expect(estateHref(forSale, 'fr')).toBe(estateLink(forSale, 'fr'));
  });

  it('falls back to the listing uri of the same language when no slug can be built', () => {
    const broken = {
      ...forSale,
      general: { ...forSale.general, address: { ...forSale.general.address, city: null } },
    };
    expect(forSale.uri).toMatch(/^\/nl\//);
    expect(estateHref(broken, 'nl')).toBe(forSale.uri);
  });

  it('falls back to the short link when neither slug nor a uri of the language exists', () => {
    const unnamed = {
      ...forSale,
      uri: null,
      general: { ...forSale.general, subType: { id: 5, name: null } },
    };
    expect(estateHref(unnamed, 'fr')).toBe(`/fr/offre/${forSale.id}`);
    expect(estateHref({ ...unnamed, uri: forSale.uri }, 'de')).toBe(`/de/angebot/${forSale.id}`);
  });

  it('links a project by its title, as the build does', () => {
    const project = estateToSummary(demo.estates.find((estate) => estate.general.project)!);
    expect(project.isProject).toBe(true);
    expect(estateHref(project, 'nl')).toBe(
      estateLink({ ...project, general: { ...project.general, project: true } }, 'nl'),
    );
    expect(estateHref(project, 'nl')).toBe(project.uri);
  });

  it('links every back-office result of the local service, named or not', async () => {
    const { backOfficeToSummary } = await import('../../src/domain/listing-card.ts');
    for (const listing of demo.backOfficeListings) {
      const href = estateHref(backOfficeToSummary(listing), 'en');
      expect(href.startsWith(`/en/offer/${listing.id}`)).toBe(true);
    }
  });

  it('is inert for a hidden status, or when the caller gives null', () => {
    expect(render({ hiddenStatus: [forSale.status.id] })).not.toContain('<a ');
    expect(render({ href: null })).not.toContain('<a ');
  });

  it('counts bedrooms in the visitor language', () => {
    const count = forSale.bedroom_count ?? 0;
    expect(render({ locale: 'de' })).toContain(`${count} Schlafzimmer`);
    expect(render({ locale: 'nl' })).toContain(`${count} slaapkamers`);
  });

  it('puts the heart the page gives (an island of its own) in its place', () => {
    const html = render({ favorite: createElement('astro-static-slot', { id: 'heart' }) });
    expect(html).toContain('<astro-static-slot id="heart">');
    expect(html).not.toContain('<button');
  });

  it('renders a live heart, hidden until it runs in the browser', () => {
    const button = /<button\b[^>]*>/.exec(render())?.[0] ?? '';
    expect(button).toContain('favorite-toggle favorite-toggle--overlay');
    expect(button).not.toContain('data-island');
    expect(button).toContain('hidden=""');
  });
});
