import type { EstatePage } from '../../src/schemas/cms.ts';
import type { Estate } from '../../src/schemas/estate.ts';
import type { Random } from './random.ts';

// Tab lists a page may hide (spec 2): cadastral income is the one agencies hide most.
const hiddenTabChoices: readonly (readonly string[])[] = [
  ['financialKI'],
  ['financialKI'],
  ['financialKI', 'planning'],
  ['salesRep'],
  ['energyShared'],
  [],
];

/**
 * CMS frames for a few estate detail pages (`estate-pages/{a}/{b}`), most hiding some tabs.
 */
export function buildEstatePages(random: Random, estates: readonly Estate[]): EstatePage[] {
  const count = Math.min(estates.length, Math.max(3, Math.round(estates.length * 0.02)), 40);
  return random.sample(estates, count).map((estate, index) => ({
    estateId: estate.id,
    pageId: index % 3 === 0 ? 5 : null,
    hiddenTabs: [...(hiddenTabChoices[index % hiddenTabChoices.length] ?? [])],
    title: null,
    content:
      index % 4 === 0
        ? {
            nl: '<p>Vraag vandaag nog een gratis schatting van uw eigen woning aan.</p>',
            fr: "<p>Demandez dès aujourd'hui une estimation gratuite de votre bien.</p>",
            en: '<p>Ask for a free valuation of your own home today.</p>',
            de: null,
          }
        : null,
  }));
}
