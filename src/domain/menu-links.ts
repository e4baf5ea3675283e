import type { Locale } from './locales.ts';
import type { MenuItem } from '../schemas/cms.ts';
import { safeUrl } from '../schemas/safe-url.ts';
import { pickLocalized } from './localized-text.ts';
import { buildPath, isRouteName, routeSegments } from './routes.ts';

/*
 * CMS menus (spec 1: "menus come from a headless content service") point at three kinds of
 * target: a screen of the route table (`route`), a CMS page (`url` per language, a path without
 * the language prefix) or another site (`external`). This rule turns an item into the link a
 * visitor follows in one language.
 */

/** One resolved menu entry, ready to render. */
export type MenuLink = {
  id: number;
  label: string;
  href: string;
  external: boolean;
  children: MenuLink[];
};

/** An external address (absolute, with a scheme `safeUrl` allows for links); else null. */
function externalHref(value: string | null): string | null {
  const href = safeUrl(value, 'link');
  return href !== null && URL.canParse(href) ? href : null;
}

/**
 * The path of a CMS page in a language. '' is a real path (the home page), so only a missing
 * value means "this page has no version in this language".
 */
function cmsPageHref(item: MenuItem, locale: Locale): string | null {
  const raw = item.url?.[locale];
  if (typeof raw !== 'string') return null;
  const segments = raw
    .trim()
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => encodeURIComponent(safeDecode(segment)));
  return `/${locale}/${segments.join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function routeHref(route: string, locale: Locale): string | null {
  // A screen that needs a parameter (an estate, a token) cannot be a menu entry.
  if (isRouteName(route) && routeSegments(route, locale).some((s) => s.kind === 'param')) {
    return null;
  }
  return buildPath<string>(route, locale); // spec 2: an unknown route name gives '/'
}

/**
 * Where a menu item leads in a language, or null when it leads nowhere there (a CMS page
 * without a version in that language, an external URL with an unsafe scheme, a screen that
 * needs parameters). A route wins over a URL; an external URL falls back to another language,
 * because a web address rarely differs per language.
 *
 * @example menuItemHref({ id: 1, label: {}, route: 'buy', children: [] }, 'fr') // '/fr/acheter'
 * @example menuItemHref({ id: 2, label: {}, url: { nl: 'over-ons' }, children: [] }, 'nl') // '/nl/over-ons'
 */
export function menuItemHref(item: MenuItem, locale: Locale): string | null {
  const route = item.route?.trim();
  if (route) return routeHref(route, locale);
  if (item.external) return externalHref(pickLocalized(item.url, locale, { fallback: true }));
  return cmsPageHref(item, locale);
}

/**
 * A menu in one language: every item with a label and a target, children resolved the same
 * way. A label missing in the language falls back to another one (a menu entry in the wrong
 * language beats a hole in the navigation); an item without any target is left out, but its
 * children are kept in its place.
 */
export function resolveMenu(items: readonly MenuItem[], locale: Locale): readonly MenuLink[] {
  // Every page of a build shows the same menus: resolve each list once per language.
  const byLocale = resolvedMenus.get(items) ?? {};
  resolvedMenus.set(items, byLocale);
  byLocale[locale] ??= resolveItems(items, locale);
  return byLocale[locale];
}

const resolvedMenus = new WeakMap<readonly MenuItem[], Partial<Record<Locale, MenuLink[]>>>();

function resolveItems(items: readonly MenuItem[], locale: Locale): MenuLink[] {
  return items.flatMap((item): MenuLink[] => {
    const children = resolveItems(item.children, locale);
    const label = pickLocalized(item.label, locale, { fallback: true });
    const href = menuItemHref(item, locale);
    if (label === null || href === null) return children;
    return [{ id: item.id, label, href, external: item.external === true, children }];
  });
}

function normalizedPath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * True when a menu link points at the page being shown, so the menu can mark it with
 * `aria-current="page"`. A trailing slash, query string and hash do not count.
 *
 * @example isCurrentLink('/nl/', '/nl') // true
 */
export function isCurrentLink(href: string, currentPath: string): boolean {
  return href.startsWith('/') && normalizedPath(href) === normalizedPath(currentPath);
}

/**
 * The menu without the entries that lead to `href`, at any depth, for a page frame that
 * already links there in its own way (the header's favourites link with its count).
 */
export function withoutLink(links: readonly MenuLink[], href: string): MenuLink[] {
  return links.flatMap((link) =>
    isCurrentLink(link.href, href) ? [] : [{ ...link, children: withoutLink(link.children, href) }],
  );
}
