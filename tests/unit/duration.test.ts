import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { maxDurationTextLength, parseDuration } from '../../src/domain/duration.ts';

const duration = (parts: Partial<Record<'years' | 'months' | 'weeks' | 'days', number>>) => ({
  ok: true,
  value: { years: 0, months: 0, weeks: 0, days: 0, ...parts },
});

describe('parseDuration: unit words in four languages', () => {
  it.each([
    ['2 weeks', { weeks: 2 }],
    ['3 maanden', { months: 3 }],
    ['1 jaar', { years: 1 }],
    ['6 mois', { months: 6 }],
    ['10 days', { days: 10 }],
    ['1 week', { weeks: 1 }],
    ['4 weken', { weeks: 4 }],
    ['1 dag', { days: 1 }],
    ['30 dagen', { days: 30 }],
    ['3 jaren', { years: 3 }],
    ['1 maand', { months: 1 }],
    ['1 an', { years: 1 }],
    ['9 ans', { years: 9 }],
    ['1 année', { years: 1 }],
    ['2 années', { years: 2 }],
    ['1 semaine', { weeks: 1 }],
    ['3 semaines', { weeks: 3 }],
    ['1 jour', { days: 1 }],
    ['15 jours', { days: 15 }],
    ['1 year', { years: 1 }],
    ['1 month', { months: 1 }],
    ['1 day', { days: 1 }],
    ['1 Jahr', { years: 1 }],
    ['2 Jahre', { years: 2 }],
    ['1 Monat', { months: 1 }],
    ['3 Monate', { months: 3 }],
    ['1 Woche', { weeks: 1 }],
    ['2 Wochen', { weeks: 2 }],
    ['1 Tag', { days: 1 }],
    ['14 Tage', { days: 14 }],
  ])('reads %j', (text, parts) => {
    expect(parseDuration(text)).toEqual(duration(parts));
  });

  it('reads case-insensitively and ignores surrounding space', () => {
    expect(parseDuration('  3 MAANDEN ')).toEqual(duration({ months: 3 }));
  });

  it('reads a number written against its unit', () => {
    expect(parseDuration('3maanden')).toEqual(duration({ months: 3 }));
  });

  it('reads an accented unit whatever its Unicode composition', () => {
    expect(parseDuration('2 anne\u0301es')).toEqual(duration({ years: 2 }));
  });

  it('reads several parts joined by "and" in each language, commas or spaces', () => {
    expect(parseDuration('1 jaar en 6 maanden')).toEqual(duration({ years: 1, months: 6 }));
    expect(parseDuration('1 an et 2 mois')).toEqual(duration({ years: 1, months: 2 }));
    expect(parseDuration('2 weeks and 3 days')).toEqual(duration({ weeks: 2, days: 3 }));
    expect(parseDuration('1 Jahr und 1 Tag')).toEqual(duration({ years: 1, days: 1 }));
    expect(parseDuration('1 year, 2 months, 3 weeks')).toEqual(
      duration({ years: 1, months: 2, weeks: 3 }),
    );
    expect(parseDuration('1 year 2 months')).toEqual(duration({ years: 1, months: 2 }));
  });

  it('adds up a unit named twice', () => {
    expect(parseDuration('1 week en 1 week')).toEqual(duration({ weeks: 2 }));
  });

  it('accepts a duration of zero', () => {
    expect(parseDuration('0 dagen')).toEqual(duration({}));
  });
});

describe('parseDuration: ISO 8601 durations', () => {
  it.each([
    ['P1Y2M', { years: 1, months: 2 }],
    ['P3M', { months: 3 }],
    ['P2W', { weeks: 2 }],
    ['P10D', { days: 10 }],
    ['p1y6m', { years: 1, months: 6 }],
    ['P1Y2M3W4D', { years: 1, months: 2, weeks: 3, days: 4 }],
  ])('reads %s', (text, parts) => {
    expect(parseDuration(text)).toEqual(duration(parts));
  });

  it.each([['P'], ['PT5H'], ['P1H'], ['P2M1Y'], ['P1.5Y']])('rejects %s', (text) => {
    expect(parseDuration(text).ok).toBe(false);
  });
});

describe('parseDuration: rejections', () => {
  it('rejects a text of more than 100 characters (spec 9)', () => {
    const text = `1 jaar${' '.repeat(95)}`;
    expect(text).toHaveLength(101);
    expect(parseDuration(text)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('accepts a text of exactly 100 characters', () => {
    const text = `1 jaar${' '.repeat(94)}`;
    expect(text).toHaveLength(maxDurationTextLength);
    expect(parseDuration(text)).toEqual(duration({ years: 1 }));
  });

  it('counts characters, not UTF-16 units', () => {
    const text = `1 jaar ${'😀'.repeat(60)}`;
    expect([...text]).toHaveLength(67);
    expect(parseDuration(text)).not.toEqual({ ok: false, reason: 'too-long' });
    expect(parseDuration(`1 jaar ${'😀'.repeat(94)}`)).toEqual({ ok: false, reason: 'too-long' });
  });

  it.each([[''], ['   '], [null], [undefined]])('rejects %j as empty', (text) => {
    expect(parseDuration(text)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([['3 hours'], ['2 fortnights'], ['1 jaar en 2 uur'], ['5 minuten']])(
    'rejects the unknown unit in %j',
    (text) => {
      expect(parseDuration(text)).toEqual({ ok: false, reason: 'unknown-unit' });
    },
  );

  it('rejects a number without a unit', () => {
    expect(parseDuration('12')).toEqual({ ok: false, reason: 'missing-unit' });
    expect(parseDuration('1,5 jaar')).toEqual({ ok: false, reason: 'missing-unit' });
  });

  it.each([['jaar'], ['een jaar'], ['1 jaar en'], ['-1 jaar'], ['1 jaar.'], ['jaarlijks']])(
    'rejects the unreadable %j',
    (text) => {
      expect(parseDuration(text)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('rejects a count too large to be exact', () => {
    expect(parseDuration('99999999999999999999 dagen')).toEqual({
      ok: false,
      reason: 'out-of-range',
    });
    expect(parseDuration('P99999999999999999999D')).toEqual({ ok: false, reason: 'out-of-range' });
  });
});

// Any code point, lone surrogates included.
const anyCharacter = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

describe('parseDuration: properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: anyCharacter })), (text) => {
        expect(() => parseDuration(text)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects every text longer than 100 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: anyCharacter, minLength: maxDurationTextLength + 1, maxLength: 400 }),
          fc
            .tuple(fc.nat(), fc.nat({ max: 300 }))
            .map(([count, extra]) => `${count} dagen`.padEnd(maxDurationTextLength + 1 + extra)),
        ),
        (text) => {
          expect(parseDuration(text)).toEqual({ ok: false, reason: 'too-long' });
        },
      ),
    );
  });

  it('reads back any count of any unit word', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.constantFrom(
          ['maanden', 'months'] as const,
          ['jours', 'days'] as const,
          ['Jahre', 'years'] as const,
          ['weeks', 'weeks'] as const,
        ),
        (count, [word, unit]) => {
          const result = parseDuration(`${count} ${word}`);
          expect(result).toEqual(duration({ [unit]: count }));
        },
      ),
    );
  });
});
