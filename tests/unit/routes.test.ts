import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import { locales, type Locale } from '../../src/domain/locales.ts';
import {
  alternatePaths,
  buildPath,
  isAjaxRoute,
  isRouteName,
  matchPath,
  routeNames,
  routeSegments,
  routes,
  type LooseRouteParams,
  type RouteName,
  type RouteParamName,
} from '../../src/domain/routes.ts';

// Sample values, so each expected path below is readable letter by letter.
const sample = {
  token: 'tok',
  estateId: 12,
  slug: 'slug',
  entityId: 34,
  appointmentId: 56,
  rentalUnitId: 78,
  page: 3,
};

// spec 2, written out by hand for every screen and language (plus our own listing routes).
const expectedPaths: Record<RouteName, Record<Locale, string>> = {
  home: { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' },
  buy: { nl: '/nl/kopen', fr: '/fr/acheter', en: '/en/buy', de: '/de/kaufen' },
  rent: { nl: '/nl/huren', fr: '/fr/louer', en: '/en/rent', de: '/de/mieten' },
  projects: { nl: '/nl/projecten', fr: '/fr/projets', en: '/en/projects', de: '/de/projekte' },
  buyPage: {
    nl: '/nl/kopen/pagina/3',
    fr: '/fr/acheter/page/3',
    en: '/en/buy/page/3',
    de: '/de/kaufen/seite/3',
  },
  rentPage: {
    nl: '/nl/huren/pagina/3',
    fr: '/fr/louer/page/3',
    en: '/en/rent/page/3',
    de: '/de/mieten/seite/3',
  },
  projectsPage: {
    nl: '/nl/projecten/pagina/3',
    fr: '/fr/projets/page/3',
    en: '/en/projects/page/3',
    de: '/de/projekte/seite/3',
  },
  holidayRentals: {
    nl: '/nl/vakantieverhuur',
    fr: '/fr/locations-de-vacances',
    en: '/en/holiday-rentals',
    de: '/de/ferienwohnungen',
  },
  privacy: {
    nl: '/nl/privacy-verklaring',
    fr: '/fr/declaration-de-confidentialite',
    en: '/en/privacy-statement',
    de: '/de/datenschutzerklarung',
  },
  terms: {
    nl: '/nl/gebruiksvoorwaarden',
    fr: '/fr/conditions-d-utilisation',
    en: '/en/terms-of-use',
    de: '/de/agb',
  },
  favorites: { nl: '/nl/favorieten', fr: '/fr/favoris', en: '/en/favorites', de: '/de/favoriten' },
  subscribe: {
    nl: '/nl/hou-me-op-de-hoogte',
    fr: '/fr/tenez-moi-au-courant',
    en: '/en/keep-me-informed',
    de: '/de/halte-mich-auf-dem-laufenden',
  },
  subscribeSuccess: {
    nl: '/nl/hou-me-op-de-hoogte/succes',
    fr: '/fr/tenez-moi-au-courant/reussi',
    en: '/en/keep-me-informed/success',
    de: '/de/halte-mich-auf-dem-laufenden/gelungen',
  },
  unsubscribe: {
    nl: '/nl/hou-me-op-de-hoogte/uitschrijven/tok',
    fr: '/fr/tenez-moi-au-courant/desinscrire/tok',
    en: '/en/keep-me-informed/unsubscribe/tok',
    de: '/de/halte-mich-auf-dem-laufenden/abbestellen/tok',
  },
  editSubscription: {
    nl: '/nl/hou-me-op-de-hoogte/tok',
    fr: '/fr/tenez-moi-au-courant/tok',
    en: '/en/keep-me-informed/tok',
    de: '/de/halte-mich-auf-dem-laufenden/tok',
  },
  estateDetailShort: {
    nl: '/nl/aanbod/12',
    fr: '/fr/offre/12',
    en: '/en/offer/12',
    de: '/de/angebot/12',
  },
  estateDetail: {
    nl: '/nl/aanbod/12/slug',
    fr: '/fr/offre/12/slug',
    en: '/en/offer/12/slug',
    de: '/de/angebot/12/slug',
  },
  projectEntityDetail: {
    nl: '/nl/aanbod/12/slug/34',
    fr: '/fr/offre/12/slug/34',
    en: '/en/offer/12/slug/34',
    de: '/de/angebot/12/slug/34',
  },
  cancelAppointment: {
    nl: '/nl/afspraak-annuleren/56',
    fr: '/fr/annuler-rendez-vous/56',
    en: '/en/cancel-appointment/56',
    de: '/de/termin-absagen/56',
  },
  holidayRentalUnit: {
    nl: '/nl/vakantie/78',
    fr: '/fr/vacances/78',
    en: '/en/holiday/78',
    de: '/de/feiertage/78',
  },
  detail: { nl: '/nl/detail', fr: '/fr/detail', en: '/en/detail', de: '/de/detail' },
  ajaxNotifications: {
    nl: '/nl/ajax/notifications',
    fr: '/fr/ajax/notifications',
    en: '/en/ajax/notifications',
    de: '/de/ajax/notifications',
  },
  ajaxContactFormHandler: {
    nl: '/nl/ajax/contact-form-handler',
    fr: '/fr/ajax/contact-form-handler',
    en: '/en/ajax/contact-form-handler',
    de: '/de/ajax/contact-form-handler',
  },
  ajaxEstate: {
    nl: '/nl/ajax/estate/12',
    fr: '/fr/ajax/estate/12',
    en: '/en/ajax/estate/12',
    de: '/de/ajax/estate/12',
  },
  ajaxSearchCity: {
    nl: '/nl/ajax/search-city',
    fr: '/fr/ajax/search-city',
    en: '/en/ajax/search-city',
    de: '/de/ajax/search-city',
  },
  ajaxSendToAFriend: {
    nl: '/nl/ajax/send-to-a-friend',
    fr: '/fr/ajax/send-to-a-friend',
    en: '/en/ajax/send-to-a-friend',
    de: '/de/ajax/send-to-a-friend',
  },
  ajaxSimilarEstate: {
    nl: '/nl/ajax/similar-estate/12',
    fr: '/fr/ajax/similar-estate/12',
    en: '/en/ajax/similar-estate/12',
    de: '/de/ajax/similar-estate/12',
  },
};

const ajaxNames = [
  'ajaxNotifications',
  'ajaxContactFormHandler',
  'ajaxEstate',
  'ajaxSearchCity',
  'ajaxSendToAFriend',
  'ajaxSimilarEstate',
];

/** Every static word of the table: a parameter equal to one may be shadowed (see below). */
const staticWords = new Set(
  routes.flatMap((route) => route.segments.flatMap((s) => (s.kind === 'static' ? [s.value] : []))),
);

const paramValue = fc.oneof(
  fc.nat().map(String),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom('a/b', 'a b', '?x=1#y', '100%', '..', 'é'),
);

const routeWithParams = fc.constantFrom(...routes).chain((route) =>
  fc.tuple(...route.paramNames.map(() => paramValue)).map((values) => ({
    route,
    params: Object.fromEntries(route.paramNames.map((name, i) => [name, values[i] ?? ''])),
  })),
);

describe('route table', () => {
  it('builds every screen of spec 2 to the letter in all four languages', () => {
    for (const name of routeNames) {
      for (const locale of locales) {
        expect(buildPath<string>(name, locale, sample)).toBe(expectedPaths[name][locale]);
      }
    }
  });

  it('holds exactly the routes listed above', () => {
    expect([...routeNames].sort()).toEqual(Object.keys(expectedPaths).sort());
    expect(routes).toHaveLength(routeNames.length * locales.length);
  });

  it('starts every pattern with the language code', () => {
    for (const route of routes) expect(route.pattern.startsWith(`/${route.locale}/`)).toBe(true);
  });

  it('exposes the segments after the language prefix for getStaticPaths', () => {
    expect(routeSegments('estateDetail', 'fr')).toEqual([
      { kind: 'static', value: 'offre' },
      { kind: 'param', name: 'estateId' },
      { kind: 'param', name: 'slug' },
    ]);
    expect(routeSegments('home', 'de')).toEqual([]);
  });

  it('reads parameter names from the patterns into the types', () => {
    expectTypeOf<RouteParamName<'projectEntityDetail'>>().toEqualTypeOf<
      'estateId' | 'slug' | 'entityId'
    >();
    expectTypeOf<RouteParamName<'privacy'>>().toEqualTypeOf<never>();
  });
});

describe('buildPath', () => {
  it('url-encodes a token holding a slash or spaces, so it stays one segment', () => {
    expect(buildPath('unsubscribe', 'en', { token: 'a/b c' })).toBe(
      '/en/keep-me-informed/unsubscribe/a%2Fb%20c',
    );
    expect(buildPath('editSubscription', 'fr', { token: '?x=1#y&z' })).toBe(
      '/fr/tenez-moi-au-courant/%3Fx%3D1%23y%26z',
    );
  });

  it('accepts numeric ids', () => {
    expect(buildPath('cancelAppointment', 'de', { appointmentId: 0 })).toBe('/de/termin-absagen/0');
  });

  it('gives / for an unknown route name (spec 2)', () => {
    expect(buildPath('nope', 'nl')).toBe('/');
    expect(buildPath('constructor', 'fr', { token: 'x' })).toBe('/');
    expect(buildPath('toString', 'en')).toBe('/');
  });

  it('throws naming the route and the parameter when one is missing', () => {
    // @ts-expect-error the token is required
    expect(() => buildPath('unsubscribe', 'en', {})).toThrow(
      'Route "unsubscribe" (en) needs the parameter "token", which is missing',
    );
    expect(() => buildPath('estateDetail', 'nl', { estateId: 1, slug: '' })).toThrow(/"slug"/);
    expect(() => buildPath<string>('holidayRentalUnit', 'fr')).toThrow(/rentalUnitId/);
  });

  it('throws on a locale that is not one of the four', () => {
    expect(() => buildPath('privacy', 'es' as Locale)).toThrow(/unknown locale "es"/);
  });
});

describe('matchPath', () => {
  it('prefers a static word over a parameter', () => {
    expect(matchPath('/en/keep-me-informed/success')).toEqual({
      name: 'subscribeSuccess',
      locale: 'en',
      params: {},
    });
    expect(matchPath('/nl/hou-me-op-de-hoogte/succes')?.name).toBe('subscribeSuccess');
    expect(matchPath('/en/keep-me-informed/abc')).toEqual({
      name: 'editSubscription',
      locale: 'en',
      params: { token: 'abc' },
    });
    expect(matchPath('/en/keep-me-informed/unsubscribe/abc')).toEqual({
      name: 'unsubscribe',
      locale: 'en',
      params: { token: 'abc' },
    });
  });

  it('decodes parameters', () => {
    expect(matchPath('/de/halte-mich-auf-dem-laufenden/abbestellen/a%2Fb%20c')?.params).toEqual({
      token: 'a/b c',
    });
  });

  it('tolerates a trailing slash, a query string and a hash', () => {
    expect(matchPath('/fr/offre/12/maison/')).toEqual({
      name: 'estateDetail',
      locale: 'fr',
      params: { estateId: '12', slug: 'maison' },
    });
    expect(matchPath('/nl/kopen?city=1#top')?.name).toBe('buy');
    expect(matchPath('/nl')?.name).toBe('home');
    expect(matchPath('/nl/')?.name).toBe('home');
  });

  it('recognises the ajax routes under every language', () => {
    expect(matchPath('/de/ajax/similar-estate/5')).toEqual({
      name: 'ajaxSimilarEstate',
      locale: 'de',
      params: { estateId: '5' },
    });
  });

  it('returns null for what is not a screen', () => {
    for (const path of [
      '/',
      '',
      'en/offer/1',
      '/es/offer/1',
      '/en/aanbod/1',
      '/en/offer',
      '/en/offer//slug',
      '/en/offer/1/2/3/4',
      '/en/offer/%E0%A4%A',
      '/en/privacy-statement/extra',
    ]) {
      expect(matchPath(path), path).toBeNull();
    }
  });

  it('gives back the route, locale and parameters buildPath was given', () => {
    fc.assert(
      fc.property(routeWithParams, ({ route, params }) => {
        // A parameter spelled like a word of the table can be shadowed (next test).
        fc.pre(Object.values(params).every((value) => !staticWords.has(value)));
        const path = buildPath<string>(route.name, route.locale, params);
        expect(matchPath(path)).toEqual({ name: route.name, locale: route.locale, params });
        const withSlash = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        expect(matchPath(withSlash)).toEqual({ name: route.name, locale: route.locale, params });
      }),
    );
  });

  it('reads a subscription token spelled like the success word as the success page', () => {
    const path = buildPath('editSubscription', 'en', { token: 'success' });
    expect(matchPath(path)?.name).toBe('subscribeSuccess');
  });
});

describe('alternatePaths', () => {
  it('gives the same page in every language, parameters kept', () => {
    fc.assert(
      fc.property(routeWithParams, ({ route, params }) => {
        fc.pre(Object.values(params).every((value) => !staticWords.has(value)));
        const alternates = alternatePaths(buildPath<string>(route.name, route.locale, params));
        const looseParams: LooseRouteParams = params;
        expect(alternates).toEqual(
          Object.fromEntries(
            locales.map((locale) => [locale, buildPath<string>(route.name, locale, looseParams)]),
          ),
        );
      }),
    );
  });

  it('keeps the query string and hash so a search survives a change of language', () => {
    expect(alternatePaths('/nl/kopen?city=1&type=2#results')).toEqual({
      nl: '/nl/kopen?city=1&type=2#results',
      fr: '/fr/acheter?city=1&type=2#results',
      en: '/en/buy?city=1&type=2#results',
      de: '/de/kaufen?city=1&type=2#results',
    });
  });

  it('returns null for an unknown path', () => {
    expect(alternatePaths('/en/nowhere')).toBeNull();
  });
});

describe('isAjaxRoute', () => {
  it('is true only for the six site-internal ajax routes', () => {
    expect(routeNames.filter(isAjaxRoute).sort()).toEqual([...ajaxNames].sort());
  });

  it('is false for an unknown name', () => {
    expect(isAjaxRoute('ajax')).toBe(false);
    expect(isRouteName('ajax')).toBe(false);
  });
});
