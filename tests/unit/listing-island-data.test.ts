import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cityOptions } from '../../src/domain/city-options.ts';
import { groupEstates } from '../../src/domain/grouping.ts';
import { estateToSummary, backOfficeToSummary } from '../../src/domain/listing-card.ts';
import { locales } from '../../src/domain/locales.ts';
import { groupOptionSchema } from '../../src/schemas/estate-query.ts';
import { EstateCard } from '../../src/features/cards/EstateCard.tsx';
import { cardStrings } from '../../src/features/cards/strings.ts';
import { optionsForLocale, summaryForLocale } from '../../src/features/listing/island-data.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

const demo = generateDemoData({ estates: 120 });
const summaries: EstateSummary[] = [
  ...demo.estates.map(estateToSummary),
  ...demo.backOfficeListings.map((listing) => backOfficeToSummary(listing)),
];

describe('island data in one language', () => {
  it('renders every card exactly as the full result does, in every language', () => {
    for (const locale of locales) {
      const strings = cardStrings(locale);
      for (const summary of summaries) {
        const card = (data: EstateSummary) =>
          renderToStaticMarkup(
            createElement(EstateCard, { summary: data, locale, strings, hiddenStatus: [] }),
          );
        expect(card(summaryForLocale(summary, locale)), `${locale} ${summary.id}`).toBe(
          card(summary),
        );
      }
    }
  });

  it('groups the results under the same labels, in the same order', () => {
    for (const locale of locales) {
      const localized = summaries.map((summary) => summaryForLocale(summary, locale));
      for (const option of groupOptionSchema.options) {
        const labels = (list: EstateSummary[]) =>
          groupEstates(list, option, locale).map((group) => [
            group.label,
            group.estates.map(({ id }) => id),
          ]);
        expect(labels(localized), `${locale} ${option}`).toEqual(labels(summaries));
      }
    }
  });

  it('keeps the town choices of the filter values', () => {
    const locations = summaries.flatMap((summary) => {
      const city = summary.general.address.city;
      return city ? [{ ...city, lat: null, lon: null }] : [];
    });
    for (const locale of locales) {
      const trimmed = optionsForLocale({ locations }, locale).locations ?? [];
      expect(cityOptions(trimmed, locale)).toEqual(cityOptions(locations, locale));
      expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(locations).length);
    }
  });
});
