import { localeTags, locales, type Locale } from '../../src/domain/locales.ts';
import type {
  Condition,
  Environment,
  FreeOn,
  Orientation,
} from '../../src/domain/reference-data/enumerations.ts';
import type { PropertyKind } from './property-kinds.ts';
import type { Random } from './random.ts';

/** A text in all four site languages. */
export type Text4 = Record<Locale, string>;

export type ExtraFeature =
  | 'garage'
  | 'carport'
  | 'cellar'
  | 'solar'
  | 'heatPump'
  | 'fireplace'
  | 'office'
  | 'attic'
  | 'airco'
  | 'storage'
  | 'seaView'
  | 'pool'
  | 'parking';

export type OutdoorSpace = { area: number; orientation: Orientation };

/** What the text templates know about an estate; everything else stays out of its texts. */
export type EstateTextFacts = {
  kind: PropertyKind;
  transaction: 'sale' | 'rent' | 'takeover';
  /** The deal is done (sold, rented, taken over): the texts say so, never "for sale". */
  closed?: boolean;
  /** The city as shown (alias or name), per language. */
  city: Text4;
  environment: Environment;
  bedrooms: number;
  bathrooms: number;
  livingArea: number | null;
  plotArea: number | null;
  streetWidth: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  condition: Condition;
  /** Apartment level, 0 for the ground floor. */
  floor: number | null;
  lift: boolean;
  garden: OutdoorSpace | null;
  terrace: OutdoorSpace | null;
  extras: readonly ExtraFeature[];
  /** Planning zone label of a plot, per language. */
  zoning: Text4 | null;
  eLevel: number | null;
  availability: FreeOn;
  availableFrom: Date | null;
  depositMonths: number;
  /** Project units add the VAT sentence. */
  vatRegime: boolean;
};

export type EstateTexts = { title: Text4; description: Text4; shortDescription: Text4 };

const numberFormats = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

const dateFormats = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(localeTags[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Brussels',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

const listFormats = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.ListFormat(localeTags[locale], { type: 'conjunction' }),
  ]),
) as Record<Locale, Intl.ListFormat>;

function amount(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function each(render: (locale: Locale) => string): Text4 {
  return { nl: render('nl'), fr: render('fr'), en: render('en'), de: render('de') };
}

function join(parts: readonly (Text4 | null)[], separator: string): Text4 {
  const present = parts.filter((part): part is Text4 => part !== null);
  return each((locale) => present.map((part) => part[locale]).join(separator));
}

// --- nouns with articles and adjectives -------------------------------------------------------

type Adjective = {
  /** Uninflected (het-word with een) and inflected (de-word) forms. */
  nl: readonly [string, string];
  /** Masculine and feminine forms; French adjectives follow the noun. */
  fr: readonly [string, string];
  en: string;
  /** English adjectives that follow the noun ('house to renovate'). */
  enAfter?: boolean;
  /** German stem; the strong ending follows the noun's gender. */
  de: string;
};

const adjectives = {
  spacious: {
    nl: ['ruim', 'ruime'],
    fr: ['spacieux', 'spacieuse'],
    en: 'spacious',
    de: 'geräumig',
  },
  charming: {
    nl: ['charmant', 'charmante'],
    fr: ['charmant', 'charmante'],
    en: 'charming',
    de: 'charmant',
  },
  modern: { nl: ['modern', 'moderne'], fr: ['moderne', 'moderne'], en: 'modern', de: 'modern' },
  bright: {
    nl: ['lichtrijk', 'lichtrijke'],
    fr: ['lumineux', 'lumineuse'],
    en: 'bright',
    de: 'hell',
  },
  renovated: {
    nl: ['gerenoveerd', 'gerenoveerde'],
    fr: ['rénové', 'rénovée'],
    en: 'renovated',
    de: 'renoviert',
  },
  efficient: {
    nl: ['energiezuinig', 'energiezuinige'],
    fr: ['basse énergie', 'basse énergie'],
    en: 'energy-efficient',
    de: 'energieeffizient',
  },
  ready: {
    nl: ['instapklaar', 'instapklare'],
    fr: ['prêt à habiter', 'prête à habiter'],
    en: 'move-in ready',
    de: 'bezugsfertig',
  },
  cosy: {
    nl: ['gezellig', 'gezellige'],
    fr: ['chaleureux', 'chaleureuse'],
    en: 'cosy',
    de: 'gemütlich',
  },
  toRenovate: {
    nl: ['te renoveren', 'te renoveren'],
    fr: ['à rénover', 'à rénover'],
    en: 'to renovate',
    enAfter: true,
    de: 'renovierungsbedürftig',
  },
} as const satisfies Record<string, Adjective>;

type AdjectiveKey = keyof typeof adjectives;

const germanEndings = { m: 'er', f: 'e', n: 'es' } as const;

function adjectiveCandidates(facts: EstateTextFacts): AdjectiveKey[] {
  const roomy =
    facts.livingArea !== null && facts.livingArea > (facts.kind.family === 'HOUSE' ? 180 : 100);
  switch (facts.condition) {
    case 'NEW':
      return ['modern', 'efficient', 'bright'];
    case 'EXCELLENT_CONDITION':
      return ['ready', 'modern', roomy ? 'spacious' : 'bright'];
    case 'RENEWED':
      return ['renovated', 'ready', 'bright'];
    case 'TO_RENOVATE':
      return ['toRenovate', 'charming'];
    case 'TO_FRESHEN_UP':
      return ['charming', 'cosy', roomy ? 'spacious' : 'cosy'];
    case 'GOOD_CONDITION':
      return ['charming', 'bright', roomy ? 'spacious' : 'cosy'];
  }
}

/** English 'a' or 'an', by the first letter of what follows. */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** The noun with its adjective, no article: 'ruime woning', 'maison spacieuse', 'geräumiges Haus'. */
function adjectivePhrase(kind: PropertyKind, key: AdjectiveKey | null, locale: Locale): string {
  const noun = kind.nouns[locale];
  if (key === null) return noun;
  const adjective: Adjective = adjectives[key];
  switch (locale) {
    case 'nl':
      return `${adjective.nl[kind.gender.nl === 'het' ? 0 : 1]} ${noun}`;
    case 'fr':
      return `${noun} ${adjective.fr[kind.gender.fr === 'm' ? 0 : 1]}`;
    case 'en':
      return adjective.enAfter ? `${noun} ${adjective.en}` : `${adjective.en} ${noun}`;
    case 'de':
      return `${adjective.de}${germanEndings[kind.gender.de]} ${noun}`;
  }
}

/** The same with the indefinite article: 'een ruime woning', 'une maison spacieuse', 'an office'. */
function indefinite(kind: PropertyKind, key: AdjectiveKey | null, locale: Locale): string {
  const phrase = adjectivePhrase(kind, key, locale);
  switch (locale) {
    case 'nl':
      return `een ${phrase}`;
    case 'fr':
      return `${kind.gender.fr === 'm' ? 'un' : 'une'} ${phrase}`;
    case 'en':
      return withArticle(phrase);
    case 'de':
      return `${kind.gender.de === 'f' ? 'eine' : 'ein'} ${phrase}`;
  }
}

// --- small vocabularies --------------------------------------------------------------------

const extraWords: Record<ExtraFeature, Text4> = {
  garage: { nl: 'garage', fr: 'garage', en: 'garage', de: 'Garage' },
  carport: { nl: 'carport', fr: 'carport', en: 'carport', de: 'Carport' },
  cellar: { nl: 'kelder', fr: 'cave', en: 'cellar', de: 'Keller' },
  solar: {
    nl: 'zonnepanelen',
    fr: 'panneaux solaires',
    en: 'solar panels',
    de: 'Photovoltaikanlage',
  },
  heatPump: { nl: 'warmtepomp', fr: 'pompe à chaleur', en: 'heat pump', de: 'Wärmepumpe' },
  fireplace: { nl: 'open haard', fr: 'feu ouvert', en: 'open fireplace', de: 'offener Kamin' },
  office: { nl: 'bureelruimte', fr: 'bureau', en: 'home office', de: 'Arbeitszimmer' },
  attic: { nl: 'bergzolder', fr: 'grenier', en: 'attic', de: 'Dachboden' },
  airco: { nl: 'airconditioning', fr: 'climatisation', en: 'air conditioning', de: 'Klimaanlage' },
  storage: { nl: 'berging', fr: 'débarras', en: 'storage room', de: 'Abstellraum' },
  seaView: { nl: 'zeezicht', fr: 'vue sur mer', en: 'sea view', de: 'Meerblick' },
  pool: { nl: 'zwembad', fr: 'piscine', en: 'swimming pool', de: 'Schwimmbad' },
  parking: {
    nl: 'staanplaats',
    fr: 'emplacement de parking',
    en: 'parking space',
    de: 'Stellplatz',
  },
};

const orientationWords: Record<Orientation, Text4> = {
  N: { nl: 'noord', fr: 'nord', en: 'north', de: 'Norden' },
  NE: { nl: 'noordoost', fr: 'nord-est', en: 'north-east', de: 'Nordosten' },
  E: { nl: 'oost', fr: 'est', en: 'east', de: 'Osten' },
  SE: { nl: 'zuidoost', fr: 'sud-est', en: 'south-east', de: 'Südosten' },
  S: { nl: 'zuid', fr: 'sud', en: 'south', de: 'Süden' },
  SW: { nl: 'zuidwest', fr: 'sud-ouest', en: 'south-west', de: 'Südwesten' },
  W: { nl: 'west', fr: 'ouest', en: 'west', de: 'Westen' },
  NW: { nl: 'noordwest', fr: 'nord-ouest', en: 'north-west', de: 'Nordwesten' },
};

function bedroomWords(count: number, locale: Locale, dative = false): string {
  if (count === 0) {
    return {
      nl: 'een slaaphoek',
      fr: 'un coin nuit',
      en: 'a sleeping area',
      de: 'eine Schlafecke',
    }[locale];
  }
  const one = count === 1;
  switch (locale) {
    case 'nl':
      return `${count} ${one ? 'slaapkamer' : 'slaapkamers'}`;
    case 'fr':
      return `${count} ${one ? 'chambre' : 'chambres'}`;
    case 'en':
      return `${count} ${one ? 'bedroom' : 'bedrooms'}`;
    case 'de':
      return `${count} ${one || !dative ? 'Schlafzimmer' : 'Schlafzimmern'}`;
  }
}

function bathroomWords(count: number, locale: Locale): string {
  const one = count === 1;
  switch (locale) {
    case 'nl':
      return `${count} ${one ? 'badkamer' : 'badkamers'}`;
    case 'fr':
      return `${count} ${one ? 'salle de bains' : 'salles de bains'}`;
    case 'en':
      return `${count} ${one ? 'bathroom' : 'bathrooms'}`;
    case 'de':
      return `${count} Badezimmer`;
  }
}

// Dutch: 1ste, 8ste and from 20ste; otherwise -de. English: 1st, 2nd, 3rd, 11th.
function ordinal(level: number, locale: Locale): string {
  switch (locale) {
    case 'nl':
      return `${level}${level === 1 || level === 8 || level >= 20 ? 'ste' : 'de'}`;
    case 'fr':
      return level === 1 ? '1er' : `${level}e`;
    case 'en': {
      const teen = level % 100 >= 11 && level % 100 <= 13;
      const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][level % 10] ?? 'th');
      return `${level}${suffix}`;
    }
    case 'de':
      return `${level}.`;
  }
}

// --- sentences --------------------------------------------------------------------------------

function introSentence(facts: EstateTextFacts, adjective: AdjectiveKey | null): Text4 {
  const residential = facts.kind.family === 'HOUSE' || facts.kind.family === 'APARTMENT';
  return each((locale) => {
    const city = facts.city[locale];
    let object = indefinite(facts.kind, residential ? adjective : null, locale);
    if (residential && facts.bedrooms > 0) {
      const rooms = bedroomWords(facts.bedrooms, locale, true);
      object += {
        nl: ` met ${rooms}`,
        fr: ` avec ${rooms}`,
        en: ` with ${rooms}`,
        de: ` mit ${rooms}`,
      }[locale];
    }
    const lead = (facts.closed ? closedLeads : openLeads)[facts.transaction](city)[locale];
    return locale === 'fr' ? `${lead} : ${object}.` : `${lead}: ${object}.`;
  });
}

const openLeads = {
  sale: (city: string): Text4 => ({
    nl: `Te koop in ${city}`,
    fr: `À vendre à ${city}`,
    en: `For sale in ${city}`,
    de: `Zu verkaufen in ${city}`,
  }),
  rent: (city: string): Text4 => ({
    nl: `Te huur in ${city}`,
    fr: `À louer à ${city}`,
    en: `To let in ${city}`,
    de: `Zu vermieten in ${city}`,
  }),
  takeover: (city: string): Text4 => ({
    nl: `Over te nemen in ${city}`,
    fr: `À remettre à ${city}`,
    en: `For takeover in ${city}`,
    de: `Zu übernehmen in ${city}`,
  }),
};

/** The leads of a listing whose deal is done: its page stays, its text says what happened. */
const closedLeads: typeof openLeads = {
  sale: (city) => ({
    nl: `Verkocht in ${city}`,
    fr: `Vendu à ${city}`,
    en: `Sold in ${city}`,
    de: `Verkauft in ${city}`,
  }),
  rent: (city) => ({
    nl: `Verhuurd in ${city}`,
    fr: `Loué à ${city}`,
    en: `Let in ${city}`,
    de: `Vermietet in ${city}`,
  }),
  takeover: (city) => ({
    nl: `Overgenomen in ${city}`,
    fr: `Remis à ${city}`,
    en: `Taken over in ${city}`,
    de: `Übernommen in ${city}`,
  }),
};

function locationSentence(environment: Environment, city: Text4): Text4 {
  const c = city;
  switch (environment) {
    case 'TOWN':
      return {
        nl: `Het pand ligt in het centrum van ${c.nl}, op wandelafstand van winkels, horeca en het station.`,
        fr: `Le bien se situe au centre de ${c.fr}, à distance de marche des commerces, de l'horeca et de la gare.`,
        en: `The property is in the centre of ${c.en}, within walking distance of shops, restaurants and the station.`,
        de: `Die Immobilie liegt im Zentrum von ${c.de}, fußläufig zu Geschäften, Gastronomie und Bahnhof.`,
      };
    case 'RESIDENTIAL':
      return {
        nl: `Gelegen in een rustige, residentiële wijk van ${c.nl}, vlak bij scholen en winkels.`,
        fr: `Situé dans un quartier résidentiel calme de ${c.fr}, à proximité des écoles et des commerces.`,
        en: `Set in a quiet residential area of ${c.en}, close to schools and shops.`,
        de: `In einem ruhigen Wohnviertel von ${c.de} gelegen, in der Nähe von Schulen und Geschäften.`,
      };
    case 'COUNTRYSIDE':
      return {
        nl: 'Landelijk gelegen met open zicht op de velden, en toch vlot bereikbaar.',
        fr: 'Situé à la campagne avec une vue dégagée sur les champs, tout en restant facilement accessible.',
        en: 'A rural setting with open views over the fields, yet easy to reach.',
        de: 'Ländliche Lage mit freiem Blick über die Felder und dennoch gut erreichbar.',
      };
    case 'VILLAGE':
      return {
        nl: `Gelegen in de dorpskern van ${c.nl}, met bakker, school en kerk om de hoek.`,
        fr: `Situé au cœur du village de ${c.fr}, avec boulangerie, école et église à deux pas.`,
        en: `Located in the village centre of ${c.en}, with a baker, a school and the church around the corner.`,
        de: `Im Dorfkern von ${c.de} gelegen, mit Bäckerei, Schule und Kirche gleich um die Ecke.`,
      };
    case 'SUBURBAN_AREA':
      return {
        nl: 'Gelegen in een groene randgemeente met vlotte verbinding naar de stad en de autosnelweg.',
        fr: "Situé en périphérie verte, avec un accès rapide à la ville et à l'autoroute.",
        en: 'In a green suburb with quick links to the city and the motorway.',
        de: 'In einem grünen Vorort mit schneller Anbindung an die Stadt und die Autobahn.',
      };
    case 'SEA_BEACH_DUNE':
      return {
        nl: `Op enkele stappen van het strand en de zeedijk van ${c.nl}.`,
        fr: `À quelques pas de la plage et de la digue de ${c.fr}.`,
        en: `Just a few steps from the beach and the promenade of ${c.en}.`,
        de: `Nur wenige Schritte vom Strand und der Strandpromenade von ${c.de} entfernt.`,
      };
    case 'CRAFT_INDUSTRY':
    case 'INDUSTRIAL':
      return {
        nl: 'Gelegen in een KMO-zone met uitstekende ontsluiting via de autosnelweg.',
        fr: 'Situé dans un zoning PME avec une excellente desserte autoroutière.',
        en: 'Located in a business park with excellent motorway access.',
        de: 'In einem Gewerbegebiet mit hervorragender Autobahnanbindung gelegen.',
      };
  }
}

const kitchens = [
  {
    nl: 'volledig ingerichte',
    fr: 'entièrement équipée',
    en: 'fully fitted',
    de: 'voll ausgestattete',
    deDative: 'voll ausgestatteten',
  },
  { nl: 'open', fr: 'ouverte', en: 'open-plan', de: 'offene', deDative: 'offenen' },
  { nl: 'moderne', fr: 'moderne', en: 'modern', de: 'moderne', deDative: 'modernen' },
] as const;

function layoutSentence(facts: EstateTextFacts, random: Random): Text4 | null {
  if (facts.livingArea === null || facts.livingArea <= 0) return null;
  const kitchen = random.pick(kitchens);
  const area = (locale: Locale) => amount(facts.livingArea ?? 0, locale);
  const beds = (locale: Locale) => bedroomWords(facts.bedrooms, locale);
  const baths = (locale: Locale) => bathroomWords(Math.max(1, facts.bathrooms), locale);
  if (random.chance(0.5)) {
    return {
      nl: `Met ca. ${area('nl')} m² woonoppervlakte biedt het pand een lichtrijke leefruimte, een ${kitchen.nl} keuken, ${beds('nl')} en ${baths('nl')}.`,
      fr: `Avec environ ${area('fr')} m² habitables, le bien offre un séjour lumineux, une cuisine ${kitchen.fr}, ${beds('fr')} et ${baths('fr')}.`,
      en: `With about ${area('en')} m² of living space, the property offers a bright living room, ${withArticle(kitchen.en)} kitchen, ${beds('en')} and ${baths('en')}.`,
      de: `Mit rund ${area('de')} m² Wohnfläche bietet die Immobilie einen hellen Wohnbereich, eine ${kitchen.de} Küche, ${beds('de')} und ${baths('de')}.`,
    };
  }
  return {
    nl: `Het pand telt ${beds('nl')} en ${baths('nl')} op een bewoonbare oppervlakte van ca. ${area('nl')} m², met een ${kitchen.nl} keuken en een ruime leefruimte.`,
    fr: `Le bien compte ${beds('fr')} et ${baths('fr')} sur une surface habitable d'environ ${area('fr')} m², avec une cuisine ${kitchen.fr} et un vaste séjour.`,
    en: `The property has ${beds('en')} and ${baths('en')} across about ${area('en')} m² of living space, with ${withArticle(kitchen.en)} kitchen and a generous living room.`,
    de: `Die Immobilie verfügt über ${beds('de')} und ${baths('de')} auf rund ${area('de')} m² Wohnfläche, mit einer ${kitchen.deDative} Küche und einem großzügigen Wohnbereich.`,
  };
}

function floorSentence(facts: EstateTextFacts): Text4 | null {
  if (facts.kind.family !== 'APARTMENT' || facts.floor === null || facts.floor < 0) return null;
  const level = facts.floor;
  const lift = facts.lift;
  return {
    nl: `Het appartement ligt ${level === 0 ? 'op het gelijkvloers' : `op de ${ordinal(level, 'nl')} verdieping`}${lift ? ' van een verzorgde residentie met lift' : ''}.`,
    fr: `L'appartement se situe ${level === 0 ? 'au rez-de-chaussée' : `au ${ordinal(level, 'fr')} étage`}${lift ? " d'une résidence soignée avec ascenseur" : ''}.`,
    en: `The apartment is on the ${level === 0 ? 'ground' : ordinal(level, 'en')} floor${lift ? ' of a well-kept building with a lift' : ''}.`,
    de: `Die Wohnung befindet sich ${level === 0 ? 'im Erdgeschoss' : `im ${ordinal(level, 'de')} Obergeschoss`}${lift ? ' einer gepflegten Residenz mit Aufzug' : ''}.`,
  };
}

function outdoorSentence(facts: EstateTextFacts): Text4 | null {
  if (facts.garden) {
    const o = orientationWords[facts.garden.orientation];
    const a = (locale: Locale) => amount(facts.garden?.area ?? 0, locale);
    return {
      nl: `De ${o.nl}gerichte tuin van ${a('nl')} m² biedt veel privacy.`,
      fr: `Le jardin de ${a('fr')} m², orienté ${o.fr}, offre beaucoup d'intimité.`,
      en: `The ${o.en}-facing garden of ${a('en')} m² offers plenty of privacy.`,
      de: `Der nach ${o.de} ausgerichtete Garten von ${a('de')} m² bietet viel Privatsphäre.`,
    };
  }
  if (facts.terrace) {
    const o = orientationWords[facts.terrace.orientation];
    const a = (locale: Locale) => amount(facts.terrace?.area ?? 0, locale);
    return {
      nl: `Geniet van het ${o.nl}gerichte terras van ${a('nl')} m².`,
      fr: `Profitez de la terrasse de ${a('fr')} m² orientée ${o.fr}.`,
      en: `Enjoy the ${o.en}-facing terrace of ${a('en')} m².`,
      de: `Genießen Sie die nach ${o.de} ausgerichtete Terrasse von ${a('de')} m².`,
    };
  }
  return null;
}

function extrasSentence(extras: readonly ExtraFeature[]): Text4 | null {
  if (extras.length === 0) return null;
  const lead = {
    nl: 'Extra troeven',
    fr: 'Atouts supplémentaires',
    en: 'Other highlights',
    de: 'Weitere Vorzüge',
  };
  return each((locale) => {
    const list = listFormats[locale].format(extras.map((extra) => extraWords[extra][locale]));
    return locale === 'fr' ? `${lead.fr} : ${list}.` : `${lead[locale]}: ${list}.`;
  });
}

function conditionSentence(facts: EstateTextFacts): Text4 | null {
  const y = facts.constructionYear;
  if (facts.condition === 'NEW') {
    if (facts.eLevel === null) {
      return {
        nl: 'Nieuwbouw, afgewerkt met duurzame materialen.',
        fr: 'Construction neuve, réalisée avec des matériaux durables.',
        en: 'New build, finished with durable materials.',
        de: 'Neubau mit nachhaltigen Materialien.',
      };
    }
    const e = facts.eLevel;
    return {
      nl: `Nieuwbouw met E-peil ${e}, afgewerkt met duurzame materialen.`,
      fr: `Construction neuve (niveau E ${e}), réalisée avec des matériaux durables.`,
      en: `New build (E-level ${e}), finished with durable materials.`,
      de: `Neubau (E-Wert ${e}) mit nachhaltigen Materialien.`,
    };
  }
  if (y === null || y <= 0) return null;
  const r = facts.renovationYear;
  if (facts.condition === 'RENEWED' && r !== null && r > y) {
    return {
      nl: `Gebouwd in ${y} en grondig gerenoveerd in ${r}.`,
      fr: `Construit en ${y} et entièrement rénové en ${r}.`,
      en: `Built in ${y} and thoroughly renovated in ${r}.`,
      de: `Erbaut ${y} und ${r} umfassend renoviert.`,
    };
  }
  if (facts.condition === 'TO_RENOVATE') {
    return {
      nl: `Gebouwd in ${y}; het pand vraagt een renovatie, ideaal voor wie zelf wil afwerken.`,
      fr: `Construit en ${y}, le bien nécessite une rénovation : idéal pour qui souhaite le mettre à son goût.`,
      en: `Built in ${y}, the property needs renovation: ideal for anyone who wants to make it their own.`,
      de: `Baujahr ${y}; die Immobilie ist renovierungsbedürftig und ideal für alle, die selbst gestalten möchten.`,
    };
  }
  if (facts.condition === 'TO_FRESHEN_UP') {
    return {
      nl: `Gebouwd in ${y}; met een opfrisbeurt maakt u er helemaal uw thuis van.`,
      fr: `Construit en ${y}, un rafraîchissement en fera votre chez-vous.`,
      en: `Built in ${y}; a light refresh will make it your own.`,
      de: `Baujahr ${y}; mit etwas Auffrischung wird es ganz Ihr Zuhause.`,
    };
  }
  return {
    nl: `Gebouwd in ${y} en in ${facts.condition === 'EXCELLENT_CONDITION' ? 'uitstekende' : 'goede'} staat.`,
    fr: `Construit en ${y}, en ${facts.condition === 'EXCELLENT_CONDITION' ? 'excellent' : 'bon'} état.`,
    en: `Built in ${y} and in ${facts.condition === 'EXCELLENT_CONDITION' ? 'excellent' : 'good'} condition.`,
    de: `Baujahr ${y}, in ${facts.condition === 'EXCELLENT_CONDITION' ? 'ausgezeichnetem' : 'gutem'} Zustand.`,
  };
}

function plotSentence(facts: EstateTextFacts): Text4 | null {
  if (facts.plotArea === null || facts.plotArea <= 0) return null;
  const a = (locale: Locale) => amount(facts.plotArea ?? 0, locale);
  const width = facts.streetWidth;
  const zoning = facts.zoning;
  const base = {
    nl: `Het perceel van ${a('nl')} m²${width ? ` heeft een straatbreedte van ${amount(width, 'nl')} m` : ' is goed bereikbaar'}`,
    fr: `Le terrain de ${a('fr')} m²${width ? ` présente une façade à rue de ${amount(width, 'fr')} m` : ' est facilement accessible'}`,
    en: `The ${a('en')} m² plot${width ? ` has a street frontage of ${amount(width, 'en')} m` : ' is easy to reach'}`,
    de: `Das Grundstück von ${a('de')} m²${width ? ` hat eine Straßenfront von ${amount(width, 'de')} m` : ' ist gut erreichbar'}`,
  };
  if (!zoning) return each((locale) => `${base[locale]}.`);
  return {
    nl: `${base.nl}; bestemming: ${zoning.nl.toLowerCase()}.`,
    fr: `${base.fr} ; affectation : ${zoning.fr.toLowerCase()}.`,
    en: `${base.en}; zoning: ${zoning.en.toLowerCase()}.`,
    de: `${base.de}; Zweckbestimmung: ${zoning.de}.`,
  };
}

function plotUseSentence(facts: EstateTextFacts): Text4 {
  if (
    facts.kind.subType.value === 'BUILDING_PLOT' ||
    facts.kind.subType.value === 'SUBDIVISION_LOT'
  ) {
    return {
      nl: 'Vrij te kiezen architect en aannemer.',
      fr: 'Libre de tout architecte et entrepreneur.',
      en: 'Free choice of architect and builder.',
      de: 'Architekt und Bauunternehmer frei wählbar.',
    };
  }
  return {
    nl: 'Een zeldzame kans voor wie ruimte en rust zoekt.',
    fr: "Une opportunité rare pour qui cherche de l'espace et du calme.",
    en: 'A rare opportunity for anyone looking for space and quiet.',
    de: 'Eine seltene Gelegenheit für alle, die Raum und Ruhe suchen.',
  };
}

function commercialSentence(facts: EstateTextFacts): Text4 {
  const area = facts.livingArea ?? facts.plotArea ?? 0;
  const a = (locale: Locale) => amount(area, locale);
  if (facts.transaction === 'takeover') {
    return {
      nl: `Overname van het handelsfonds, inclusief inrichting en klantenbestand, in een pand van ${a('nl')} m².`,
      fr: `Remise du fonds de commerce, aménagement et clientèle compris, dans un bâtiment de ${a('fr')} m².`,
      en: `Takeover of the business, including fit-out and customer base, in premises of ${a('en')} m².`,
      de: `Übernahme des Geschäfts einschließlich Einrichtung und Kundenstamm, in Räumen von ${a('de')} m².`,
    };
  }
  return {
    nl: `Polyvalente ruimte van ${a('nl')} m² met sanitair, keukenhoek en voldoende parkeergelegenheid.`,
    fr: `Espace polyvalent de ${a('fr')} m² avec sanitaires, kitchenette et parking suffisant.`,
    en: `Versatile space of ${a('en')} m² with toilets, a kitchenette and ample parking.`,
    de: `Vielseitige Fläche von ${a('de')} m² mit Sanitäranlagen, Teeküche und ausreichend Parkplätzen.`,
  };
}

function garageSentence(facts: EstateTextFacts, random: Random): Text4 {
  const a = (locale: Locale) => amount(facts.livingArea ?? 14, locale);
  const gate = random.chance(0.5);
  return {
    nl: `Ca. ${a('nl')} m², vlot bereikbaar${gate ? ', met elektrische poort' : ''}.`,
    fr: `Environ ${a('fr')} m², facilement accessible${gate ? ', avec porte électrique' : ''}.`,
    en: `About ${a('en')} m², easy to access${gate ? ', with an electric door' : ''}.`,
    de: `Rund ${a('de')} m², gut erreichbar${gate ? ', mit elektrischem Tor' : ''}.`,
  };
}

function availabilitySentence(facts: EstateTextFacts): Text4 {
  if (facts.transaction === 'rent') {
    const from = facts.availableFrom;
    const m = facts.depositMonths;
    if (from) {
      return {
        nl: `Beschikbaar vanaf ${dateFormats.nl.format(from)}. Huurwaarborg: ${m} maanden huur.`,
        fr: `Disponible à partir du ${dateFormats.fr.format(from)}. Garantie locative : ${m} mois de loyer.`,
        en: `Available from ${dateFormats.en.format(from)}. Rental deposit: ${m} months' rent.`,
        de: `Verfügbar ab ${dateFormats.de.format(from)}. Mietkaution: ${m} Monatsmieten.`,
      };
    }
  }
  switch (facts.availability) {
    case 'IMMEDIATE':
      return {
        nl: 'Onmiddellijk vrij.',
        fr: 'Libre immédiatement.',
        en: 'Available immediately.',
        de: 'Sofort frei.',
      };
    case 'DEED':
      return {
        nl: 'Vrij bij akte.',
        fr: "Libre à l'acte.",
        en: 'Available on signing the deed.',
        de: 'Frei bei Beurkundung.',
      };
    case 'AFTER_NOTICE_PERIOD':
      return {
        nl: 'Vrij na opzeg van de huurder.',
        fr: 'Libre après préavis du locataire.',
        en: "Available after the tenant's notice period.",
        de: 'Frei nach Kündigungsfrist des Mieters.',
      };
    case 'DELIVERY':
      return {
        nl: 'Vrij bij oplevering.',
        fr: 'Libre à la réception.',
        en: 'Available on completion.',
        de: 'Frei bei Fertigstellung.',
      };
    case 'TBD':
    case 'UNKNWON':
      return {
        nl: 'Beschikbaarheid in onderling overleg.',
        fr: 'Disponibilité à convenir.',
        en: 'Availability to be agreed.',
        de: 'Verfügbarkeit nach Vereinbarung.',
      };
  }
}

const vatSentence: Text4 = {
  nl: 'Registratierechten op het grondaandeel, 21% btw op de constructie.',
  fr: "Droits d'enregistrement sur la quote-part terrain, TVA de 21 % sur la construction.",
  en: 'Registration duties on the land share, 21% VAT on the construction.',
  de: 'Registrierungsgebühren auf den Grundstücksanteil, 21 % MwSt. auf den Bau.',
};

const closings: readonly Text4[] = [
  {
    nl: 'Interesse? Plan vandaag nog een bezoek in.',
    fr: "Intéressé ? Planifiez une visite dès aujourd'hui.",
    en: 'Interested? Book a viewing today.',
    de: 'Interessiert? Vereinbaren Sie noch heute eine Besichtigung.',
  },
  {
    nl: 'Neem contact op met ons kantoor voor meer informatie of een bezoek.',
    fr: "Contactez notre agence pour plus d'informations ou une visite.",
    en: 'Contact our office for more information or a viewing.',
    de: 'Kontaktieren Sie unser Büro für weitere Informationen oder eine Besichtigung.',
  },
];

/** The closing of a listing whose deal is done: what the visitor can still do. */
const closedClosing: Text4 = {
  nl: 'Op zoek naar iets gelijkaardigs? Neem contact op met ons kantoor.',
  fr: 'Vous cherchez un bien similaire ? Contactez notre agence.',
  en: 'Looking for something similar? Contact our office.',
  de: 'Suchen Sie etwas Ähnliches? Kontaktieren Sie unser Büro.',
};

// --- titles -----------------------------------------------------------------------------------

type TitleFeature = { words: Text4; weight: number };

function titleFeatures(facts: EstateTextFacts): TitleFeature[] {
  const features: TitleFeature[] = [];
  if (facts.extras.includes('seaView')) features.push({ words: extraWords.seaView, weight: 4 });
  if (facts.garden)
    features.push({ words: { nl: 'tuin', fr: 'jardin', en: 'garden', de: 'Garten' }, weight: 2 });
  if (facts.terrace)
    features.push({
      words: { nl: 'terras', fr: 'terrasse', en: 'terrace', de: 'Terrasse' },
      weight: 2,
    });
  if (facts.extras.includes('garage')) features.push({ words: extraWords.garage, weight: 1 });
  if (facts.bedrooms >= 2) {
    features.push({
      words: each((locale) => bedroomWords(facts.bedrooms, locale, true)),
      weight: 2,
    });
  }
  if (facts.extras.includes('solar')) features.push({ words: extraWords.solar, weight: 0.5 });
  return features;
}

function residentialTitle(
  facts: EstateTextFacts,
  adjective: AdjectiveKey | null,
  random: Random,
): Text4 {
  const features = titleFeatures(facts);
  const feature =
    features.length > 0
      ? random.weighted(features.map((entry) => [entry, entry.weight] as const))
      : null;
  const withWord = { nl: 'met', fr: 'avec', en: 'with', de: 'mit' };
  const inWord = { nl: 'in', fr: 'à', en: 'in', de: 'in' };
  return each((locale) => {
    const head = capitalize(adjectivePhrase(facts.kind, adjective, locale));
    const middle = feature ? ` ${withWord[locale]} ${feature.words[locale]}` : '';
    return `${head}${middle} ${inWord[locale]} ${facts.city[locale]}`;
  });
}

function otherTitle(facts: EstateTextFacts): Text4 {
  const noun = (locale: Locale) => capitalize(facts.kind.nouns[locale]);
  const c = facts.city;
  if (facts.transaction === 'takeover' && !facts.closed) {
    return {
      nl: `${noun('nl')} over te nemen in ${c.nl}`,
      fr: `${noun('fr')} à remettre à ${c.fr}`,
      en: `${noun('en')} for takeover in ${c.en}`,
      de: `${noun('de')} zur Übernahme in ${c.de}`,
    };
  }
  const area = facts.kind.family === 'PLOT' ? facts.plotArea : facts.livingArea;
  if (facts.kind.family === 'GARAGE' || area === null || area <= 0) {
    return {
      nl: `${noun('nl')} in ${c.nl}`,
      fr: `${noun('fr')} à ${c.fr}`,
      en: `${noun('en')} in ${c.en}`,
      de: `${noun('de')} in ${c.de}`,
    };
  }
  return {
    nl: `${noun('nl')} van ${amount(area, 'nl')} m² in ${c.nl}`,
    fr: `${noun('fr')} de ${amount(area, 'fr')} m² à ${c.fr}`,
    en: `${noun('en')} of ${amount(area, 'en')} m² in ${c.en}`,
    de: `${noun('de')} mit ${amount(area, 'de')} m² in ${c.de}`,
  };
}

/**
 * Title, description and short description of an estate in nl, fr, en and de, assembled from
 * phrase templates so that the four languages say the same thing about the same facts.
 */
export function estateTexts(facts: EstateTextFacts, random: Random): EstateTexts {
  const residential = facts.kind.family === 'HOUSE' || facts.kind.family === 'APARTMENT';
  const adjective =
    residential && random.chance(0.8) ? random.pick(adjectiveCandidates(facts)) : null;
  const intro = introSentence(facts, adjective);
  // Drawn whatever the status, so a status does not change the other draws of the listing.
  const drawnClosing = random.pick(closings);
  const closing = facts.closed ? closedClosing : drawnClosing;
  const availability = facts.closed ? null : availabilitySentence(facts);
  const paragraphs: Text4[] = [];
  if (residential) {
    paragraphs.push(join([intro, locationSentence(facts.environment, facts.city)], ' '));
    paragraphs.push(
      join(
        [
          layoutSentence(facts, random),
          floorSentence(facts),
          outdoorSentence(facts),
          extrasSentence(facts.extras),
        ],
        ' ',
      ),
    );
    paragraphs.push(
      join(
        [conditionSentence(facts), facts.vatRegime ? vatSentence : null, availability, closing],
        ' ',
      ),
    );
  } else if (facts.kind.family === 'PLOT') {
    paragraphs.push(join([intro, locationSentence(facts.environment, facts.city)], ' '));
    paragraphs.push(join([plotSentence(facts), plotUseSentence(facts)], ' '));
    paragraphs.push(join([availability, closing], ' '));
  } else if (facts.kind.family === 'COMMERCIAL') {
    paragraphs.push(join([intro, locationSentence(facts.environment, facts.city)], ' '));
    paragraphs.push(join([commercialSentence(facts), extrasSentence(facts.extras)], ' '));
    paragraphs.push(join([availability, closing], ' '));
  } else {
    paragraphs.push(join([intro, garageSentence(facts, random)], ' '));
    paragraphs.push(join([availability, closing], ' '));
  }
  return {
    title: residential ? residentialTitle(facts, adjective, random) : otherTitle(facts),
    description: join(
      paragraphs.filter((paragraph) => paragraph.nl !== ''),
      '\n\n',
    ),
    shortDescription: intro,
  };
}

export type ProjectTextFacts = {
  name: string;
  housing: boolean;
  units: number;
  city: Text4;
  environment: Environment;
  eLevel: number;
  completionYear: number;
};

/** Title and texts of a new-build project (spec 3: a project has its own title per locale). */
export function projectTexts(facts: ProjectTextFacts, random: Random): EstateTexts {
  const name = facts.name;
  const title: Text4 = facts.housing
    ? {
        nl: `Woonproject ${name}`,
        fr: `Projet résidentiel ${name}`,
        en: `${name} housing project`,
        de: `Wohnprojekt ${name}`,
      }
    : {
        nl: `Residentie ${name}`,
        fr: `Résidence ${name}`,
        en: `${name} Residence`,
        de: `Residenz ${name}`,
      };
  const units: Text4 = facts.housing
    ? { nl: 'woningen', fr: 'maisons', en: 'houses', de: 'Häusern' }
    : { nl: 'appartementen', fr: 'appartements', en: 'apartments', de: 'Wohnungen' };
  const n = facts.units;
  const c = facts.city;
  const intro: Text4 = {
    nl: `${title.nl} is een kleinschalig nieuwbouwproject van ${n} ${units.nl} in ${c.nl}.`,
    fr: `${title.fr} est un projet neuf à taille humaine de ${n} ${units.fr} à ${c.fr}.`,
    en: `${title.en} is a small new-build development of ${n} ${units.en} in ${c.en}.`,
    de: `${title.de} ist ein kleines Neubauprojekt mit ${n} ${units.de} in ${c.de}.`,
  };
  const e = facts.eLevel;
  const energy: Text4 = {
    nl: `Alle units zijn energiezuinig (E-peil ${e}) met warmtepomp, zonnepanelen en ventilatiesysteem D.`,
    fr: `Toutes les unités sont basse énergie (niveau E ${e}) avec pompe à chaleur, panneaux solaires et ventilation double flux.`,
    en: `Every unit is energy-efficient (E-level ${e}) with a heat pump, solar panels and balanced ventilation.`,
    de: `Alle Einheiten sind energieeffizient (E-Wert ${e}) mit Wärmepumpe, Photovoltaikanlage und kontrollierter Lüftung.`,
  };
  const y = facts.completionYear;
  const completion: Text4 = {
    nl: `Oplevering voorzien in ${y}.`,
    fr: `Livraison prévue en ${y}.`,
    en: `Completion expected in ${y}.`,
    de: `Fertigstellung voraussichtlich ${y}.`,
  };
  return {
    title,
    description: join(
      [
        join([intro, locationSentence(facts.environment, facts.city)], ' '),
        join([energy, completion], ' '),
        join([vatSentence, random.pick(closings)], ' '),
      ],
      '\n\n',
    ),
    shortDescription: intro,
  };
}

/** The title of a project unit: its noun and box number, then the project's title. */
export function projectUnitTitle(kind: PropertyKind, box: string, projectTitle: Text4): Text4 {
  return each((locale) => `${capitalize(kind.nouns[locale])} ${box} – ${projectTitle[locale]}`);
}
