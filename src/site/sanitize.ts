import sanitizeHtml from 'sanitize-html';
import type { LocalizedString } from '../schemas/localized.ts';

/**
 * HTML from the content service (descriptions, energy labels, CMS pages) is cleaned at build
 * time with an allow-list: text formatting, lists, headings, tables and safe links only.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'small',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'hr',
    'a',
    'abbr',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Headings of service HTML sit below the page's own h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

/** Cleans one HTML text; null and undefined stay as they are. */
export function sanitizeServiceHtml<T extends string | null | undefined>(html: T): T {
  if (typeof html !== 'string') return html;
  return sanitizeHtml(html, options) as T;
}

/** Cleans every language of a localized HTML text. */
export function sanitizeLocalizedHtml(
  text: LocalizedString | null | undefined,
): LocalizedString | null | undefined {
  if (!text) return text;
  return {
    nl: sanitizeServiceHtml(text.nl),
    fr: sanitizeServiceHtml(text.fr),
    en: sanitizeServiceHtml(text.en),
    de: sanitizeServiceHtml(text.de),
  };
}
