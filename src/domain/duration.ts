/** spec 9: text durations of more than 100 characters are rejected. */
export const maxDurationTextLength = 100;

export type Duration = { years: number; months: number; weeks: number; days: number };

export type DurationUnit = keyof Duration;

/** Why a text is not a duration. */
export type DurationRejection =
  'too-long' | 'empty' | 'unknown-unit' | 'missing-unit' | 'out-of-range' | 'invalid';

export type DurationParseResult =
  { ok: true; value: Duration } | { ok: false; reason: DurationRejection };

/** Unit words, singular and plural, in nl, fr, en and de (lower case, accents as written). */
export const durationUnitWords: Record<DurationUnit, readonly string[]> = {
  years: [
    'jaar',
    'jaren',
    'an',
    'ans',
    'année',
    'années',
    'year',
    'years',
    'jahr',
    'jahre',
    'jahren',
  ],
  months: ['maand', 'maanden', 'mois', 'month', 'months', 'monat', 'monate', 'monaten'],
  weeks: ['week', 'weken', 'semaine', 'semaines', 'weeks', 'woche', 'wochen'],
  days: ['dag', 'dagen', 'jour', 'jours', 'day', 'days', 'tag', 'tage', 'tagen'],
};

const unitByWord = new Map<string, DurationUnit>(
  Object.entries(durationUnitWords).flatMap(([unit, words]) =>
    words.map((word) => [word, unit as DurationUnit] as const),
  ),
);

const isoDuration = /^p(?=\d)(?:(\d+)y)?(?:(\d+)m)?(?:(\d+)w)?(?:(\d+)d)?$/;
const part = /(\d+)\s*(\p{L}*)/uy;
// Between parts: a comma, ';', '&' or '+', or the word "and" in any of the four languages.
const separator = /\s*(?:[,;&+]|\b(?:en|et|and|und)\b)?\s*/uy;

const rejected = (reason: DurationRejection): DurationParseResult => ({ ok: false, reason });

function toCount(digits: string): number | null {
  const count = Number(digits);
  return Number.isSafeInteger(count) ? count : null;
}

function parseIso(match: RegExpExecArray): DurationParseResult {
  const [years, months, weeks, days] = [match[1], match[2], match[3], match[4]].map((digits) =>
    digits === undefined ? 0 : toCount(digits),
  );
  if (years == null || months == null || weeks == null || days == null) {
    return rejected('out-of-range');
  }
  return { ok: true, value: { years, months, weeks, days } };
}

function parseWords(text: string): DurationParseResult {
  const value: Duration = { years: 0, months: 0, weeks: 0, days: 0 };
  let position = 0;
  for (;;) {
    part.lastIndex = position;
    const match = part.exec(text);
    if (!match) return rejected('invalid');
    const [, digits = '', word = ''] = match;
    if (word === '') return rejected('missing-unit');
    const unit = unitByWord.get(word);
    if (unit === undefined) return rejected('unknown-unit');
    const count = toCount(digits);
    const total = count === null ? null : value[unit] + count;
    if (total === null || !Number.isSafeInteger(total)) return rejected('out-of-range');
    // A unit named twice adds up ('1 week en 1 week' is 2 weeks).
    value[unit] = total;
    position = part.lastIndex;
    if (position === text.length) return { ok: true, value };
    separator.lastIndex = position;
    separator.exec(text);
    position = separator.lastIndex;
    // A separator with nothing after it ('1 jaar en') is not a duration.
    if (position === text.length) return rejected('invalid');
  }
}

/**
 * spec 9 counts characters: code points of the raw text, before any trimming. Past twice the
 * limit this gives a lower bound, which is already over the limit.
 */
function characterCount(text: string): number {
  // A code point takes one or two UTF-16 units, so only a mid-sized text needs counting.
  if (text.length <= maxDurationTextLength) return text.length;
  if (text.length > 2 * maxDurationTextLength) return Math.ceil(text.length / 2);
  return [...text].length;
}

/**
 * Reads a rental term or notice period typed in the back office: whole numbers with unit
 * words in nl, fr, en or de ('3 maanden', '1 jaar en 6 maanden', '2 weeks, 3 days'), or an
 * ISO 8601 date duration ('P1Y2M', 'P2W'). Never throws: a text of more than 100
 * characters (spec 9), a blank text, an unknown unit or anything unreadable gives a
 * rejection with its reason. Numbers in words, fractions and times of day are not read.
 *
 * @example parseDuration('6 mois') // { ok: true, value: { years: 0, months: 6, weeks: 0, days: 0 } }
 */
export function parseDuration(text: string | null | undefined): DurationParseResult {
  if (typeof text !== 'string') return rejected('empty');
  if (characterCount(text) > maxDurationTextLength) return rejected('too-long');
  const normalized = text.normalize('NFC').trim().toLowerCase();
  if (normalized === '') return rejected('empty');
  const iso = isoDuration.exec(normalized);
  if (iso) return parseIso(iso);
  return parseWords(normalized);
}
