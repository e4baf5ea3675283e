import { z } from './zod-browser.ts';

/*
 * URLs from the content service (documents, videos, virtual tours, pictures, social links, a
 * card's uri) end up in href and src attributes of the pages, the islands and the mails. One
 * rule decides which are kept: links may be http(s), mailto or tel (or a path of the site),
 * pictures only http(s) (or a path); javascript:, data:, vbscript: and the rest are dropped.
 * The schemas apply it to every URL field, so whatever reads a parsed answer (build, islands,
 * site server, mails) only ever sees safe URLs.
 */

/** What a URL is for: a link to follow, or a picture (or frame) to load. */
export type UrlUse = 'link' | 'media';

const allowedSchemes: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:', 'tel:']),
  media: new Set(['http:', 'https:']),
};

// Relative URLs resolve against this; its scheme is one both uses allow.
const base = 'https://relative.invalid/';

/** What browsers strip around a URL: C0 controls and space (the URL parser below does too). */
// eslint-disable-next-line no-control-regex
const strippedAround = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * Whether a character reference (`jav&#x09;ascript:`, `javascript&colon;`) could hide a scheme:
 * a `&` before the first '/', '?' or '#'. Escaped in an attribute it would be harmless, but a
 * value that ever reached markup unescaped must not pass as a relative path; no scheme has one.
 */
const referenceBeforePath = /^[^/?#]*&/;

function schemeAllowed(text: string, use: UrlUse): boolean {
  try {
    // The WHATWG parser strips what browsers strip (controls, tabs, newlines) before it reads
    // the scheme, so this is the scheme a browser would use.
    return allowedSchemes[use].has(new URL(text, base).protocol);
  } catch {
    return false;
  }
}

/**
 * The URL when a visitor may safely follow it (`link`) or load it (`media`), trimmed; null
 * otherwise (also for a blank value).
 *
 * @example safeUrl('https://example.com/plan.pdf', 'link') // 'https://example.com/plan.pdf'
 * @example safeUrl('/media/house-1/medium.webp', 'media') // '/media/house-1/medium.webp'
 * @example safeUrl(' javascript:alert(1)', 'link') // null
 * @example safeUrl('mailto:info@example.com', 'media') // null
 */
export function safeUrl(value: string | null | undefined, use: UrlUse): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(strippedAround, '');
  if (text === '') return null;
  return !referenceBeforePath.test(text) && schemeAllowed(text, use) ? text : null;
}

/** A link field: a safe link URL, else null. */
export const linkUrlSchema = z.string().transform((value) => safeUrl(value, 'link'));

/** A picture field: a safe picture URL, else null. */
export const mediaUrlSchema = z.string().transform((value) => safeUrl(value, 'media'));

/**
 * For a list whose items carry URLs: keeps the items whose URL fields all came out safe (see
 * `linkUrlSchema`, `mediaUrlSchema`), typed as having them.
 */
export function withSafeUrls<K extends string>(...keys: K[]) {
  return <T extends { [key in K]: string | null }>(items: T[]) =>
    items.filter((item) => keys.every((key) => item[key] !== null)) as (T & {
      [key in K]: string;
    })[];
}
