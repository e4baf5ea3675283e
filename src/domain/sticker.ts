import { defaultLocale, type Locale } from './locales.ts';
import type { LocalizedString } from '../schemas/localized.ts';
import { pickLocalized } from './localized-text.ts';

/** The sticker fields this rule reads; the estate schema's `Sticker` fits it. */
export type StickerInput = {
  name?: LocalizedString | string | null;
  /** Background colour, hex without '#' (spec 5). */
  color?: string | null;
  /** Text colour, hex without '#'. */
  colorText?: string | null;
};

export type EffectiveSticker = {
  label: string;
  /** '#rrggbb', lower case. */
  background: string;
  /** '#rrggbb', lower case. */
  text: string;
};

/** The back office's default sticker colours; a sticker left at them was never styled. */
const unsetBackground = '#ffffff';
const unsetText = '#000000';

/**
 * Normalizes a stored sticker colour to CSS '#rrggbb' in lower case. The service stores hex
 * without '#' (spec 5); a leading '#' and the 3-digit short form are accepted too. Anything
 * that is not 3 or 6 hex digits gives null.
 *
 * @example normalizeHexColor('F0a') // '#ff00aa'
 */
export function normalizeHexColor(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((digit) => digit + digit).join('')}`;
  return null;
}

/**
 * The sticker's own colours, or null when it has none: unreadable, or the back office's
 * white-with-black default, which spec 5 treats as unset.
 *
 * @example stickerColors({ color: 'ffffff', colorText: '000000' }) // null
 */
export function stickerColors(
  sticker: StickerInput | null | undefined,
): Pick<EffectiveSticker, 'background' | 'text'> | null {
  const background = normalizeHexColor(sticker?.color);
  const text = normalizeHexColor(sticker?.colorText);
  if (background === null || text === null) return null;
  // spec 5: white with black text is treated as unset
  if (background === unsetBackground && text === unsetText) return null;
  return { background, text: readableText(background, text) };
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The sticker's own text colour when it is readable on its background (WCAG AA, 4.5:1),
 * otherwise black or white, whichever reads better: the agency's colours stay, the label
 * stays legible.
 */
export function readableText(background: string, text: string): string {
  if (contrastRatio(background, text) >= 4.5) return text;
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}

/**
 * The sticker to draw on a listing, or null when there is none to draw: its colours are
 * unset (see `stickerColors`) or it has no label in the visitor's language (no fallback to
 * another language, as for other per-language values).
 *
 * @example effectiveSticker({ name: { nl: 'Verkocht' }, color: 'C00', colorText: 'fff' }, 'nl')
 * // { label: 'Verkocht', background: '#cc0000', text: '#ffffff' }
 */
export function effectiveSticker(
  sticker: StickerInput | null | undefined,
  locale: Locale = defaultLocale,
): EffectiveSticker | null {
  const colors = stickerColors(sticker);
  if (!sticker || !colors) return null;
  const name = sticker.name;
  const label = typeof name === 'string' ? name.trim() : pickLocalized(name, locale);
  return label ? { label, ...colors } : null;
}
