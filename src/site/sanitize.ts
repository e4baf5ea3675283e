import sanitizeHtml from 'sanitize-html';
import type { LocalizedString } from '../schemas/localized.ts';
import { safeUrl } from '../schemas/safe-url.ts';

/**
 * HTML from the content service (descriptions, extra fields, holiday units, CMS pages) is
 * cleaned at build time with this one allow-list: text formatting, lists, headings, tables and
 * safe links only. No attribute but those named, no style, no picture, frame, form or script;
 * the contents of script, style and the like go with them, anything else keeps its text only.
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
    // Links pass the site's one URL rule (src/schemas/safe-url.ts) besides the schemes below.
    a: (tagName, { href: given, ...attribs }) => {
      const href = safeUrl(given, 'link');
      if (href === null) return { tagName, attribs };
      return {
        tagName,
        attribs: /^https?:/i.test(href)
          ? { ...attribs, href, rel: 'noopener noreferrer' }
          : { ...attribs, href },
      };
    },
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

/** Cleans the texts of an estate's extra fields (spec 3: TEXT and BIGTEXT carry HTML). */
export function sanitizeExtraFields<T extends { value_lang_string?: LocalizedString | null }>(
  fields: readonly T[],
): T[] {
  return fields.map((field) => ({
    ...field,
    value_lang_string: sanitizeLocalizedHtml(field.value_lang_string),
  }));
}
