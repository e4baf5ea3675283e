import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import CancelAppointment from '../../src/views/CancelAppointment.astro';
import Favorites from '../../src/views/Favorites.astro';
import GenericDetail from '../../src/views/GenericDetail.astro';
import Subscribe from '../../src/views/Subscribe.astro';
import SubscribeSuccess from '../../src/views/SubscribeSuccess.astro';
import SubscriptionToken from '../../src/views/SubscriptionToken.astro';
import { locales, type Locale } from '../../src/domain/locales.ts';
import { alternatePaths, buildPath } from '../../src/domain/routes.ts';
import type { Alternates, SiteFrame } from '../../src/site/types.ts';
import { shellPath } from '../../src/site/static-pages.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';
import { createViewContainer } from './view-container.ts';

const demo = generateDemoData({ estates: 10 });
const frame: SiteFrame = { site: demo.site, menus: { main: null, footer: null }, pages: [] };
const email = demo.site.agency.email;

/** The subscription forms' choices, as the build reads them from the content service. */
const choices = {
  languages: [{ value: 'nl' as const, label: 'Nederlands' }],
  headTypes: [{ id: 1, label: 'Huis' }],
  subTypes: [{ id: 102, label: 'Villa', headTypeId: 1 }],
  towns: [{ id: 7, label: '9000 Gent' }],
};

const perLocale = (path: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((locale) => [locale, path(locale)])) as Alternates;
const routeAlternates = (route: 'favorites' | 'subscribe' | 'subscribeSuccess' | 'detail') =>
  perLocale((locale) => buildPath(route, locale));

let container: AstroContainer;
beforeAll(async () => {
  container = await createViewContainer();
});

const noindex = /<meta name="robots" content="noindex"/;
const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

describe('subscription token shells', () => {
  const renderToken = (locale: Locale, mode: 'edit' | 'unsubscribe') =>
    container.renderToString(SubscriptionToken, {
      props: {
        locale,
        frame,
        mode,
        choices,
        alternates: perLocale((other) =>
          shellPath(mode === 'edit' ? 'editSubscription' : 'unsubscribe', other),
        ),
      },
    });

  it('holds no token and stays out of search results', async () => {
    for (const mode of ['edit', 'unsubscribe'] as const) {
      const page = await renderToken('nl', mode);
      expect(page).toMatch(noindex);
      // The island gets the routes as patterns whose parameter stays `{token}`; apart from
      // them, the subscribe route with its parameter is never filled in.
      expect(page).toContain('/nl/hou-me-op-de-hoogte/uitschrijven/{token}');
      const html = page.replaceAll(/\/nl\/hou-me-op-de-hoogte(\/uitschrijven)?\/\{token\}/g, '');
      expect(html).not.toMatch(/token/i);
      expect(html).not.toMatch(/hou-me-op-de-hoogte\/(uitschrijven\/)?[^"'/\s<]+/);
    }
  });

  it('is titled for its mode in the visitor language', async () => {
    expect(h1(await renderToken('fr', 'edit'))).toBe('Modifier mon inscription');
    expect(h1(await renderToken('de', 'unsubscribe'))).toBe('Abbestellen');
  });

  it('leaves a mount point for its island with the agency e-mail as the fallback', async () => {
    const edit = await renderToken('en', 'edit');
    expect(edit).toMatch(
      /data-island="subscription-edit"[\s\S]*?<\/astro-island><noscript>[\s\S]*?This form needs JavaScript/,
    );
    expect(edit).toContain(`href="mailto:${email}"`);
    expect(await renderToken('en', 'unsubscribe')).toContain('data-island="unsubscribe"');
  });
});

describe('subscribe shells', () => {
  it('keeps the subscribe page indexable, with its form mount point', async () => {
    const html = await container.renderToString(Subscribe, {
      props: { locale: 'nl', frame, choices, alternates: routeAlternates('subscribe') },
    });
    expect(html).not.toMatch(noindex);
    expect(h1(html)).toBe('Hou me op de hoogte');
    expect(html).toContain('data-island="subscribe-form"');
    expect(html).toContain('<meta name="description" content="Schrijf u in');
  });

  it('starts every required drop-down list with an empty choice, in every form it shows', async () => {
    const pages = [
      await container.renderToString(Subscribe, {
        props: { locale: 'fr', frame, choices, alternates: routeAlternates('subscribe') },
      }),
      await container.renderToString(SubscriptionToken, {
        props: {
          locale: 'fr',
          frame,
          mode: 'edit',
          choices,
          alternates: perLocale((other) => shellPath('editSubscription', other)),
        },
      }),
    ];
    const required = pages.flatMap((html) => [
      ...html.matchAll(/<select\b[^>]*\brequired\b[^>]*>\s*<option\b([^>]*)>([^<]*)</g),
    ]);
    expect(required.length).toBeGreaterThan(0);
    for (const [, attributes] of required) expect(attributes).toMatch(/\bvalue=""/);
  });

  it('confirms the subscription on a page kept out of search results', async () => {
    const html = await container.renderToString(SubscribeSuccess, {
      props: { locale: 'en', frame, alternates: routeAlternates('subscribeSuccess') },
    });
    expect(html).toMatch(noindex);
    expect(h1(html)).toBe('Please confirm your subscription');
    expect(html).toContain('Follow the link in it to confirm your subscription');
  });
});

describe('cancel appointment shell', () => {
  it('has its heading and mount point and stays out of search results', async () => {
    const html = await container.renderToString(CancelAppointment, {
      props: {
        locale: 'de',
        frame,
        alternates: perLocale((locale) => shellPath('cancelAppointment', locale)),
      },
    });
    expect(h1(html)).toBe('Termin absagen');
    expect(html).toContain('data-island="cancel-appointment"');
    expect(html).toMatch(noindex);
  });
});

describe('generic detail shell', () => {
  it('points to the buy listing without JavaScript', async () => {
    const html = await container.renderToString(GenericDetail, {
      props: { locale: 'fr', frame, alternates: routeAlternates('detail') },
    });
    expect(html).toMatch(noindex);
    const mount =
      /<div class="shell__island[^"]*" data-island="generic-detail"[\s\S]*?<\/div>/.exec(
        html,
      )?.[0] ?? '';
    expect(mount).toMatch(/<noscript>[\s\S]*href="\/fr\/acheter"[^>]*>Voir nos biens à vendre</);
    expect(mount).not.toContain('mailto:');
  });
});

describe('favorites page', () => {
  const renderFavorites = (locale: Locale) =>
    container.renderToString(Favorites, {
      props: {
        locale,
        frame,
        alternates: alternatePaths(buildPath('favorites', locale)) ?? routeAlternates('favorites'),
      },
    });

  it('has the favorites.title heading in the visitor language', async () => {
    expect(h1(await renderFavorites('nl'))).toBe('Mijn favorieten');
    expect(h1(await renderFavorites('fr'))).toBe('Mes favoris');
  });

  it('holds the empty grid, the hidden empty message and a no-JavaScript note in the island', async () => {
    const html = await renderFavorites('en');
    const mount = html.slice(html.indexOf('data-island="favorites"'));
    expect(mount).toMatch(/<ul class="grid card-grid"[^>]*id="favorites-grid"[^>]*><\/ul>/);
    expect(mount).toMatch(
      /<p class="favorites__empty"[^>]*data-favorites-empty[^>]*hidden[^>]*>You have no favourites yet/,
    );
    expect(mount).toMatch(/<noscript>\s*<p[^>]*>Your favourites are kept in this browser/);
  });

  it('is kept out of search engines (a crawler sees no favourites), with no canonical link', async () => {
    const html = await renderFavorites('de');
    expect(html).toMatch(noindex);
    expect(html).not.toMatch(/<link rel="canonical"/);
  });
});
