import { isLocale, locales, type Locale } from './locales.ts';

/*
 * The one table of every screen in the four languages (spec 2). Patterns are relative to the
 * language prefix (`/{lang}/`); `{name}` marks a parameter. Page `getStaticPaths`, the link
 * builders, the language switcher and hreflang all read this table, so a path exists only here.
 */

/** spec 2: the subscribe path is the base of success, unsubscribe and edit. */
const subscribe = {
  nl: 'hou-me-op-de-hoogte',
  fr: 'tenez-moi-au-courant',
  en: 'keep-me-informed',
  de: 'halte-mich-auf-dem-laufenden',
} as const;

/** spec 2: the estate detail routes share this segment. */
const offer = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

const routeTable = {
  // Routes we design ourselves (spec 2: "The routes of the listing/search page and of the home
  // page are not shown").
  home: { nl: '', fr: '', en: '', de: '' },
  buy: { nl: 'kopen', fr: 'acheter', en: 'buy', de: 'kaufen' },
  rent: { nl: 'huren', fr: 'louer', en: 'rent', de: 'mieten' },
  projects: { nl: 'projecten', fr: 'projets', en: 'projects', de: 'projekte' },
  // The later pages of an unfiltered listing, pre-rendered so crawlers reach every listing
  // (src/domain/listing-pages.ts); the word for "page" is the language's own.
  buyPage: {
    nl: 'kopen/pagina/{page}',
    fr: 'acheter/page/{page}',
    en: 'buy/page/{page}',
    de: 'kaufen/seite/{page}',
  },
  rentPage: {
    nl: 'huren/pagina/{page}',
    fr: 'louer/page/{page}',
    en: 'rent/page/{page}',
    de: 'mieten/seite/{page}',
  },
  projectsPage: {
    nl: 'projecten/pagina/{page}',
    fr: 'projets/page/{page}',
    en: 'projects/page/{page}',
    de: 'projekte/seite/{page}',
  },
  holidayRentals: {
    nl: 'vakantieverhuur',
    fr: 'locations-de-vacances',
    en: 'holiday-rentals',
    de: 'ferienwohnungen',
  },
  // spec 2: the screens, letter-exact.
  privacy: {
    nl: 'privacy-verklaring',
    fr: 'declaration-de-confidentialite',
    en: 'privacy-statement',
    de: 'datenschutzerklarung',
  },
  terms: {
    nl: 'gebruiksvoorwaarden',
    fr: 'conditions-d-utilisation',
    en: 'terms-of-use',
    de: 'agb',
  },
  favorites: { nl: 'favorieten', fr: 'favoris', en: 'favorites', de: 'favoriten' },
  subscribe,
  subscribeSuccess: {
    nl: `${subscribe.nl}/succes`,
    fr: `${subscribe.fr}/reussi`,
    en: `${subscribe.en}/success`,
    de: `${subscribe.de}/gelungen`,
  },
  unsubscribe: {
    nl: `${subscribe.nl}/uitschrijven/{token}`,
    fr: `${subscribe.fr}/desinscrire/{token}`,
    en: `${subscribe.en}/unsubscribe/{token}`,
    de: `${subscribe.de}/abbestellen/{token}`,
  },
  editSubscription: {
    nl: `${subscribe.nl}/{token}`,
    fr: `${subscribe.fr}/{token}`,
    en: `${subscribe.en}/{token}`,
    de: `${subscribe.de}/{token}`,
  },
  estateDetailShort: {
    nl: `${offer.nl}/{estateId}`,
    fr: `${offer.fr}/{estateId}`,
    en: `${offer.en}/{estateId}`,
    de: `${offer.de}/{estateId}`,
  },
  estateDetail: {
    nl: `${offer.nl}/{estateId}/{slug}`,
    fr: `${offer.fr}/{estateId}/{slug}`,
    en: `${offer.en}/{estateId}/{slug}`,
    de: `${offer.de}/{estateId}/{slug}`,
  },
  projectEntityDetail: {
    nl: `${offer.nl}/{estateId}/{slug}/{entityId}`,
    fr: `${offer.fr}/{estateId}/{slug}/{entityId}`,
    en: `${offer.en}/{estateId}/{slug}/{entityId}`,
    de: `${offer.de}/{estateId}/{slug}/{entityId}`,
  },
  cancelAppointment: {
    nl: 'afspraak-annuleren/{appointmentId}',
    fr: 'annuler-rendez-vous/{appointmentId}',
    en: 'cancel-appointment/{appointmentId}',
    de: 'termin-absagen/{appointmentId}',
  },
  holidayRentalUnit: {
    nl: 'vakantie/{rentalUnitId}',
    fr: 'vacances/{rentalUnitId}',
    en: 'holiday/{rentalUnitId}',
    de: 'feiertage/{rentalUnitId}',
  },
  detail: { nl: 'detail', fr: 'detail', en: 'detail', de: 'detail' },
  // spec 2: site-internal ajax routes, the same under every language prefix.
  ajaxNotifications: {
    nl: 'ajax/notifications',
    fr: 'ajax/notifications',
    en: 'ajax/notifications',
    de: 'ajax/notifications',
  },
  ajaxContactFormHandler: {
    nl: 'ajax/contact-form-handler',
    fr: 'ajax/contact-form-handler',
    en: 'ajax/contact-form-handler',
    de: 'ajax/contact-form-handler',
  },
  ajaxEstate: {
    nl: 'ajax/estate/{estateId}',
    fr: 'ajax/estate/{estateId}',
    en: 'ajax/estate/{estateId}',
    de: 'ajax/estate/{estateId}',
  },
  ajaxSearchCity: {
    nl: 'ajax/search-city',
    fr: 'ajax/search-city',
    en: 'ajax/search-city',
    de: 'ajax/search-city',
  },
  ajaxSendToAFriend: {
    nl: 'ajax/send-to-a-friend',
    fr: 'ajax/send-to-a-friend',
    en: 'ajax/send-to-a-friend',
    de: 'ajax/send-to-a-friend',
  },
  ajaxSimilarEstate: {
    nl: 'ajax/similar-estate/{estateId}',
    fr: 'ajax/similar-estate/{estateId}',
    en: 'ajax/similar-estate/{estateId}',
    de: 'ajax/similar-estate/{estateId}',
  },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

type RouteTable = typeof routeTable;

export type RouteName = keyof RouteTable;

/** Every route name, in table order; lets callers iterate the screens (sitemap, tests). */
export const routeNames = Object.keys(routeTable) as readonly RouteName[];

type ParamNamesOf<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | ParamNamesOf<Rest>
  : never;

/** The parameter names a route needs, read from its pattern (`'estateId' | 'slug'`). */
export type RouteParamName<N extends RouteName> = ParamNamesOf<RouteTable[N][Locale]>;

/** What `buildPath` needs to fill a route: numbers are accepted for ids. */
export type RouteParams<N extends RouteName> = {
  readonly [K in RouteParamName<N>]: string | number;
};

/** What `matchPath` gives back: decoded strings. */
export type MatchedParams<N extends RouteName> = { [K in RouteParamName<N>]: string };

/** Parameters for a name only known at run time (from a menu, a CMS field). */
export type LooseRouteParams = Readonly<Record<string, string | number | null | undefined>>;

type BuildPathRest<N extends string> = N extends RouteName
  ? [RouteParamName<N>] extends [never]
    ? [params?: RouteParams<N>]
    : [params: RouteParams<N>]
  : [params?: LooseRouteParams];

/** One segment of a route pattern after the language prefix. */
export type RouteSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string };

/** A route in one language, ready for `getStaticPaths`, sitemaps and matching. */
export interface RouteDefinition {
  readonly name: RouteName;
  readonly locale: Locale;
  /** The full pattern with the language prefix, e.g. `/en/offer/{estateId}/{slug}`. */
  readonly pattern: string;
  readonly segments: readonly RouteSegment[];
  readonly paramNames: readonly string[];
}

function parseSegments(pattern: string): RouteSegment[] {
  if (pattern === '') return [];
  return pattern.split('/').map((part) => {
    const param = /^\{(\w+)\}$/.exec(part);
    return param?.[1] ? { kind: 'param', name: param[1] } : { kind: 'static', value: part };
  });
}

/** Every route in every language, in table order then locale order. */
export const routes: readonly RouteDefinition[] = routeNames.flatMap((name) =>
  locales.map((locale): RouteDefinition => {
    const relative = routeTable[name][locale];
    const segments = parseSegments(relative);
    return {
      name,
      locale,
      pattern: `/${locale}/${relative}`,
      segments,
      paramNames: segments.flatMap((s) => (s.kind === 'param' ? [s.name] : [])),
    };
  }),
);

const routeIndex = new Map(routes.map((route) => [`${route.name} ${route.locale}`, route]));

/** Narrows a run-time string (menu entry, CMS field) to a known route name. */
export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(routeTable, name);
}

function routeFor(name: RouteName, locale: Locale): RouteDefinition {
  const route = isLocale(locale) ? routeIndex.get(`${name} ${locale}`) : undefined;
  if (!route) throw new Error(`Route "${name}": unknown locale "${String(locale)}"`);
  return route;
}

/**
 * The segments of a route after the language prefix, so a page's `getStaticPaths` reads the
 * table instead of repeating the words.
 * @example routeSegments('estateDetail', 'fr')
 * // [{ kind: 'static', value: 'offre' }, { kind: 'param', name: 'estateId' }, { kind: 'param', name: 'slug' }]
 */
export function routeSegments(name: RouteName, locale: Locale): readonly RouteSegment[] {
  return routeFor(name, locale).segments;
}

/**
 * True for the site-internal `/{lang}/ajax/*` routes (spec 2), which the site server answers
 * instead of a pre-rendered page.
 */
export function isAjaxRoute(name: string): boolean {
  if (!isRouteName(name)) return false;
  const first = routeFor(name, 'en').segments[0];
  return first?.kind === 'static' && first.value === 'ajax';
}

/**
 * Builds the path of a screen in a language. Parameters are url-encoded so a token or slug can
 * never add a path segment. An unknown route name gives '/' (spec 2), so names from menus and
 * other run-time data are accepted; a known route with a missing parameter throws.
 * @example buildPath('estateDetail', 'fr', { estateId: 12, slug: 'maison-a-vendre' })
 * // '/fr/offre/12/maison-a-vendre'
 */
export function buildPath<N extends string>(
  name: N,
  locale: Locale,
  ...[params]: BuildPathRest<N>
): string {
  if (!isRouteName(name)) return '/'; // spec 2: an unknown route name gives '/'
  const route = routeFor(name, locale);
  const values: LooseRouteParams = params ?? {};
  const parts = route.segments.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    const value = values[segment.name];
    if (value === undefined || value === null || value === '') {
      throw new Error(
        `Route "${name}" (${locale}) needs the parameter "${segment.name}", which is missing`,
      );
    }
    return encodeURIComponent(String(value));
  });
  return `/${locale}/${parts.join('/')}`;
}

/** A path recognised as one of the screens, with its decoded parameters. */
export type RouteMatch = {
  [N in RouteName]: { name: N; locale: Locale; params: MatchedParams<N> };
}[RouteName];

/*
 * Most specific first: compared segment by segment, a static word beats a parameter, so
 * `/en/keep-me-informed/success` is the success page, not a subscription with token 'success'.
 */
function compareSpecificity(a: RouteDefinition, b: RouteDefinition): number {
  const length = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i++) {
    const aStatic = a.segments[i]?.kind === 'static';
    const bStatic = b.segments[i]?.kind === 'static';
    if (aStatic !== bStatic) return aStatic ? -1 : 1;
  }
  return 0;
}

const routesBySegmentCount = new Map<string, RouteDefinition[]>();
for (const route of routes) {
  const key = `${route.locale} ${route.segments.length}`;
  const bucket = routesBySegmentCount.get(key) ?? [];
  bucket.push(route);
  routesBySegmentCount.set(key, bucket);
}
for (const bucket of routesBySegmentCount.values()) bucket.sort(compareSpecificity);

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Recognises a path (a query string, hash and trailing slash are ignored) as a screen, so the
 * site can tell which page and language a visitor is on. Parameters come back decoded.
 * @example matchPath('/nl/hou-me-op-de-hoogte/uitschrijven/a%2Fb')
 * // { name: 'unsubscribe', locale: 'nl', params: { token: 'a/b' } }
 */
export function matchPath(path: string): RouteMatch | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const parts = pathname.slice(1).split('/');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop(); // tolerate a trailing slash
  const [locale, ...rest] = parts;
  if (!isLocale(locale)) return null;

  const candidates = routesBySegmentCount.get(`${locale} ${rest.length}`) ?? [];
  for (const route of candidates) {
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = rest[i] ?? '';
      if (segment.kind === 'static') return part === segment.value;
      const decoded = part === '' ? undefined : safeDecode(part);
      if (decoded === undefined) return false;
      params[segment.name] = decoded;
      return true;
    });
    if (matches) return { name: route.name, locale, params } as RouteMatch;
  }
  return null;
}

/**
 * The same page in every language, for the language switcher and `hreflang` links. Route
 * parameters are kept as they are (a slug stays in the language it was written in; a page that
 * knows its estate can build localized slugs instead), and so are a query string and hash, so a
 * search survives a change of language.
 * @example alternatePaths('/en/offer/12?view=1').fr // '/fr/offre/12?view=1'
 */
export function alternatePaths(path: string): Record<Locale, string> | null {
  const match = matchPath(path);
  if (!match) return null;
  const suffix = path.slice(path.search(/[?#]|$/));
  const params: LooseRouteParams = match.params;
  return Object.fromEntries(
    locales.map((locale) => [locale, buildPath<string>(match.name, locale, params) + suffix]),
  ) as Record<Locale, string>;
}
