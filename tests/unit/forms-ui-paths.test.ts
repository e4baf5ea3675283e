import { describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { buildPath, matchPath } from '../../src/domain/routes.ts';
import { fillPath, formEndpoints, patternParam } from '../../src/features/forms/endpoints.ts';
import { formPlural, formText } from '../../src/features/forms/texts.ts';
import { routePattern } from '../../src/site/form-islands.ts';

describe('route patterns handed to the form islands', () => {
  it('fill to the route table’s own paths, parameters encoded', () => {
    for (const locale of locales) {
      expect(fillPath(routePattern('unsubscribe', locale), { token: 'a/b c' })).toBe(
        buildPath('unsubscribe', locale, { token: 'a/b c' }),
      );
      expect(fillPath(routePattern('estateDetailShort', locale), { estateId: 12 })).toBe(
        buildPath('estateDetailShort', locale, { estateId: 12 }),
      );
    }
    expect(() => fillPath('/nl/aanbod/{estateId}', {})).toThrow(/estateId/);
  });

  it('read a page’s parameter as the route table matches it', () => {
    for (const locale of locales) {
      const path = buildPath('editSubscription', locale, { token: 'x/y' });
      expect(patternParam(routePattern('editSubscription', locale), path, 'token')).toBe(
        (matchPath(path)?.params as { token?: string } | undefined)?.token,
      );
      const cancel = `${buildPath('cancelAppointment', locale, { appointmentId: 'f3c1' })}/`;
      expect(patternParam(routePattern('cancelAppointment', locale), cancel, 'appointmentId')).toBe(
        'f3c1',
      );
    }
  });

  it('read nothing from another page, an empty or broken parameter', () => {
    const pattern = routePattern('unsubscribe', 'nl');
    expect(patternParam(pattern, '/nl/hou-me-op-de-hoogte/abc', 'token')).toBeUndefined();
    expect(
      patternParam(pattern, '/fr/hou-me-op-de-hoogte/uitschrijven/abc', 'token'),
    ).toBeUndefined();
    expect(
      patternParam(pattern, '/nl/hou-me-op-de-hoogte/uitschrijven/%E0', 'token'),
    ).toBeUndefined();
    expect(patternParam(pattern, '/nl/hou-me-op-de-hoogte/uitschrijven/', 'token')).toBeUndefined();
    expect(patternParam(pattern, '/nl/hou-me-op-de-hoogte/uitschrijven/t?x=1#y', 'token')).toBe(
      't',
    );
  });

  it('put a token under the notifications route of the language', () => {
    const notifications = buildPath('ajaxNotifications', 'fr');
    expect(formEndpoints.subscription(notifications, 'a/b')).toBe(`${notifications}/a%2Fb`);
    expect(formEndpoints.confirmSubscription(notifications, 't')).toBe(
      `${notifications}/t/confirm`,
    );
  });
});

describe('formText and formPlural', () => {
  it('fill placeholders, keep one without a value, and show a missing text’s key', () => {
    const texts = { 'form.viewing.when': 'Op {{time}} ({{day}})' };
    expect(formText(texts, 'form.viewing.when', { time: '10:00' })).toBe('Op 10:00 ({{day}})');
    expect(formText({}, 'form.email')).toBe('form.email');
  });

  it('choose the plural form by the language’s rules, the count in its digits', () => {
    const texts = {
      'form.counter.left_one': '{{count}} left',
      'form.counter.left_other': '{{count}} left (many)',
    };
    expect(formPlural(texts, 'form.counter.left', 1, 'en')).toBe('1 left');
    expect(formPlural(texts, 'form.counter.left', 1500, 'nl')).toBe('1.500 left (many)');
    // French counts 0 as singular.
    expect(formPlural(texts, 'form.counter.left', 0, 'fr')).toBe('0 left');
    expect(formPlural(texts, 'form.counter.left', 0, 'de')).toBe('0 left (many)');
    expect(formPlural(texts, 'form.counter.left', 2500, 'fr')).toBe('2\u202f500 left (many)');
  });
});
