/*
 * Meta descriptions must be plain text and short (search engines cut them near 160
 * characters), and every page needs its own. When the CMS gives no description, the page's own
 * (already sanitized) HTML content is the best source for one.
 */

/** Search engines show about this many characters of a meta description. */
export const META_DESCRIPTION_LENGTH = 160;

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of an HTML fragment: tags become spaces (so 'a</p><p>b' stays two words),
 * character references are decoded and white space is collapsed.
 *
 * @example htmlToText('<h2>Welkom</h2><p>Wij &amp; u</p>') // 'Welkom Wij & u'
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A plain-text excerpt of at most `maxLength` characters, cut at a word boundary and ended with
 * '…' when shortened; null when the HTML holds no text.
 *
 * @example excerptFromHtml('<p>Een ruime woning met tuin</p>', 16) // 'Een ruime…'
 */
export function excerptFromHtml(
  html: string | null | undefined,
  maxLength: number = META_DESCRIPTION_LENGTH,
): string | null {
  if (typeof html !== 'string') return null;
  const text = htmlToText(html);
  if (text === '') return null;
  if (text.length <= maxLength) return text;
  const room = Math.max(1, maxLength - 1); // keep a character for the ellipsis
  const cut = text.slice(0, room + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = (lastSpace > room / 2 ? cut.slice(0, lastSpace) : text.slice(0, room)).trimEnd();
  const tidy = head.replace(/[\s,;:.!?–-]+$/u, '');
  return `${tidy === '' ? head : tidy}…`;
}
