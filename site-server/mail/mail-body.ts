/*
 * A mail body as a short list of blocks, rendered twice: as the plain-text part and as the HTML
 * part. The HTML renderer escapes every text it writes — ours and the visitor's alike — so
 * nothing a visitor typed can become markup, a link or a hidden part of the mail. Links are
 * only ever built by the server from the site's address.
 */
import { safeUrl } from '../../src/schemas/safe-url.ts';
import { escapeHtml } from '../../src/lib/escape-html.ts';

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Text the visitor typed, shown as a quotation with its line breaks. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'small'; text: string }
  /** The title of a section of the mail (new listings, price drops). */
  | { kind: 'heading'; text: string }
  /**
   * One property of an alert: its title as the link to its page, the place, and the price; a
   * price drop also shows the previous price, written "old → new".
   */
  | {
      kind: 'listing';
      title: string;
      url: string;
      place: string | null;
      price: string;
      previousPrice?: string | undefined;
    };

export type MailBody = {
  /** `lang` of the HTML part: the visitor's language. */
  lang: string;
  title: string;
  blocks: readonly MailBlock[];
};

/**
 * Only absolute links the server built, to web pages: the site's one URL rule for what may be
 * loaded over http(s) (a mail has no page to resolve a path against); anything else is refused
 * loudly.
 */
function mailHref(url: string): string {
  const parsed = new URL(url);
  if (safeUrl(parsed.href, 'media') === null) {
    throw new Error(`Refusing a ${parsed.protocol} link in a mail`);
  }
  return parsed.href;
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

/** The place and price line of a listing, in plain text. */
function listingLine(block: Extract<MailBlock, { kind: 'listing' }>): string {
  const price = block.previousPrice ? `${block.previousPrice} → ${block.price}` : block.price;
  return block.place ? `${block.place} · ${price}` : price;
}

/** The plain-text part: readable as is in any mail program. */
export function renderText(body: MailBody): string {
  const parts = body.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
      case 'small':
        return block.text;
      case 'quote':
        return `${block.label}\n${lines(block.text)
          .map((line) => `> ${line}`)
          .join('\n')}`;
      case 'facts':
        return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      case 'link':
        return `${block.label}:\n${mailHref(block.url)}`;
      case 'heading':
        return `${block.text}\n${'-'.repeat(block.text.length)}`;
      case 'listing':
        return `${block.title}\n${listingLine(block)}\n${mailHref(block.url)}`;
    }
  });
  return `${parts.join('\n\n')}\n`;
}

const paragraphStyle = 'margin:0 0 16px;line-height:1.5';

/** The HTML part: a plain, single-column mail with inline styles only. */
export function renderHtml(body: MailBody): string {
  const parts = body.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p style="${paragraphStyle}">${lines(block.text).map(escapeHtml).join('<br>')}</p>`;
      case 'small':
        return `<p style="${paragraphStyle};font-size:12px;color:#666">${escapeHtml(block.text)}</p>`;
      case 'quote':
        return (
          `<p style="margin:0 0 4px">${escapeHtml(block.label)}</p>` +
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">` +
          `${lines(block.text).map(escapeHtml).join('<br>')}</blockquote>`
        );
      case 'facts':
        return (
          `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">` +
          block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th>` +
                `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
            )
            .join('') +
          `</table>`
        );
      case 'link':
        return `<p style="${paragraphStyle}"><a href="${escapeHtml(mailHref(block.url))}">${escapeHtml(block.label)}</a></p>`;
      case 'heading':
        return `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(block.text)}</h2>`;
      case 'listing': {
        const price = block.previousPrice
          ? `<s>${escapeHtml(block.previousPrice)}</s> → <strong>${escapeHtml(block.price)}</strong>`
          : `<strong>${escapeHtml(block.price)}</strong>`;
        return (
          `<p style="${paragraphStyle}"><a href="${escapeHtml(mailHref(block.url))}">${escapeHtml(block.title)}</a><br>` +
          `${block.place ? `${escapeHtml(block.place)} · ` : ''}${price}</p>`
        );
      }
    }
  });
  return (
    `<!doctype html><html lang="${escapeHtml(body.lang)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(body.title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;max-width:600px">` +
    `${parts.join('\n')}</body></html>`
  );
}
