import type { Locale } from '../../src/domain/locales.ts';
import type { Municipality } from './municipalities.ts';
import type { Random } from './random.ts';

// Common street names per language area. Street names are not translated in Belgium, except
// in bilingual Brussels, where every street has a French and a Dutch name.
const dutchStreets = [
  'Kerkstraat',
  'Stationsstraat',
  'Dorpsstraat',
  'Molenstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Kapelstraat',
  'Beekstraat',
  'Veldstraat',
  'Hoogstraat',
  'Bosstraat',
  'Lindenlaan',
  'Kastanjelaan',
  'Eikenlaan',
  'Berkenlaan',
  'Populierenlaan',
  'Meersstraat',
  'Heirweg',
  'Koning Albertlaan',
  'Leopoldlaan',
  'Kouterstraat',
  'Zavelstraat',
  'Processiestraat',
  'Kloosterstraat',
  'Broekstraat',
  'Vijverstraat',
  'Pastoor Denysstraat',
  'Gemeenteplein',
  'Groenstraat',
  'Nachtegalenlaan',
] as const;

const coastalStreets = [
  'Zeedijk',
  'Zeelaan',
  'Duinenweg',
  'Kustlaan',
  'Strandlaan',
  'Koningin Astridlaan',
] as const;

const frenchStreets = [
  'Rue de la Station',
  "Rue de l'Église",
  'Rue du Moulin',
  'Rue du Centre',
  'Rue de la Gare',
  'Chaussée de Bruxelles',
  'Rue des Écoles',
  'Rue Haute',
  'Avenue des Tilleuls',
  'Rue du Château',
  'Rue de la Chapelle',
  'Rue des Champs',
  'Place communale',
  'Rue du Bois',
  'Avenue Reine Astrid',
  'Rue Saint-Martin',
  'Rue de la Fontaine',
  'Rue des Prés',
  'Rue du Try',
  'Rue de la Libération',
  'Avenue des Combattants',
  'Rue du Vieux Moulin',
  'Rue des Alouettes',
  'Chemin des Meuniers',
] as const;

const germanStreets = [
  'Kirchstraße',
  'Bahnhofstraße',
  'Hauptstraße',
  'Mühlenweg',
  'Schulstraße',
  'Klosterstraße',
  'Aachener Straße',
  'Bergstraße',
  'Malmedyer Straße',
  'Lindenallee',
] as const;

/** Brussels streets with their French and Dutch names. */
const brusselsStreets = [
  { fr: 'Rue de la Station', nl: 'Stationsstraat' },
  { fr: "Rue de l'Église", nl: 'Kerkstraat' },
  { fr: 'Avenue Louise', nl: 'Louizalaan' },
  { fr: 'Chaussée de Waterloo', nl: 'Waterloosesteenweg' },
  { fr: 'Rue Royale', nl: 'Koningsstraat' },
  { fr: 'Avenue de Tervueren', nl: 'Tervurenlaan' },
  { fr: 'Boulevard du Souverain', nl: 'Vorstlaan' },
  { fr: 'Rue du Midi', nl: 'Zuidstraat' },
  { fr: 'Avenue Brugmann', nl: 'Brugmannlaan' },
  { fr: "Chaussée d'Ixelles", nl: 'Elsensesteenweg' },
  { fr: 'Rue Haute', nl: 'Hoogstraat' },
  { fr: 'Place Flagey', nl: 'Flageyplein' },
  { fr: 'Rue du Moulin', nl: 'Molenstraat' },
  { fr: 'Avenue Molière', nl: 'Molièrelaan' },
  { fr: 'Rue des Tanneurs', nl: 'Huidevettersstraat' },
  { fr: 'Avenue de la Couronne', nl: 'Kroonlaan' },
] as const;

export type Street = Record<Locale, string>;

function same(name: string): Street {
  return { nl: name, fr: name, en: name, de: name };
}

/**
 * A street of the municipality, named in its own language: Dutch in Flanders, French in
 * Wallonia, German in the East Cantons, both in Brussels (en and de read the French name there).
 * Coastal towns also get their sea-front streets.
 */
export function pickStreet(random: Random, municipality: Municipality): Street {
  switch (municipality.streetLanguage) {
    case 'nl': {
      if (municipality.holiday === 'coast' && random.chance(0.35)) {
        return same(random.pick(coastalStreets));
      }
      return same(random.pick(dutchStreets));
    }
    case 'fr':
      return same(random.pick(frenchStreets));
    case 'de':
      return same(random.pick(germanStreets));
    case 'nl+fr': {
      const street = random.pick(brusselsStreets);
      return { nl: street.nl, fr: street.fr, en: street.fr, de: street.fr };
    }
  }
}

/** The single-language street name of the `street_address` line: French in Brussels. */
export function localStreetName(street: Street, municipality: Municipality): string {
  return municipality.streetLanguage === 'nl' ? street.nl : street.fr;
}
