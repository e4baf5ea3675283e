import type { EnumEntry } from './enum-entry.ts';
import type { Type } from './head-types.ts';
import { types } from './head-types.ts';

export type SubTypeEntry = EnumEntry & {
  readonly id: number;
  /** spec 3: subtypes are grouped by type; projects have none of their own. */
  readonly type: Exclude<Type, 'PROJECT'>;
  /** Set when the content service files the subtype under another head type than its type's. */
  readonly headTypeId?: number;
};

/**
 * The property subtypes of spec 3, grouped by type (APARTMENT 16, GARAGE 6, PLOT 15,
 * COMMERCIAL 46, HOUSE 36). Ids are the content service's: each type has its own block
 * (HOUSE 1xx, APARTMENT 2xx, PLOT 3xx, COMMERCIAL 4xx, GARAGE 5xx), so a new subtype takes the
 * next free number of its block and existing ids never move. Rare subtypes lack some labels,
 * as in the real data (spec 3); KANGAROO_HOUSE is a Flemish notion with no fr/en name.
 */
export const subTypes = [
  // HOUSE: 36 subtypes, ids 101..136
  {
    value: 'HOUSE',
    id: 101,
    type: 'HOUSE',
    labels: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' },
  },
  {
    value: 'VILLA',
    id: 102,
    type: 'HOUSE',
    labels: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' },
  },
  {
    value: 'BUNGALOW',
    id: 103,
    type: 'HOUSE',
    labels: { nl: 'Bungalow', fr: 'Bungalow', en: 'Bungalow', de: 'Bungalow' },
  },
  {
    value: 'FARMHOUSE',
    id: 104,
    type: 'HOUSE',
    labels: { nl: 'Hoeve', fr: 'Ferme', en: 'Farmhouse', de: 'Bauernhof' },
  },
  {
    value: 'FERMETTE',
    id: 105,
    type: 'HOUSE',
    labels: { nl: 'Fermette', fr: 'Fermette', en: 'Small farmhouse', de: null },
  },
  {
    value: 'COTTAGE',
    id: 106,
    type: 'HOUSE',
    labels: { nl: 'Cottage', fr: 'Cottage', en: 'Cottage', de: 'Cottage' },
  },
  {
    value: 'COUNTRY_HOUSE',
    id: 107,
    type: 'HOUSE',
    labels: { nl: 'Landhuis', fr: 'Maison de campagne', en: 'Country house', de: 'Landhaus' },
  },
  {
    value: 'MANSION',
    id: 108,
    type: 'HOUSE',
    labels: { nl: 'Herenhuis', fr: 'Maison de maître', en: 'Mansion', de: 'Herrenhaus' },
  },
  {
    value: 'TOWN_HOUSE',
    id: 109,
    type: 'HOUSE',
    labels: { nl: 'Stadswoning', fr: 'Maison de ville', en: 'Town house', de: 'Stadthaus' },
  },
  {
    value: 'TERRACED_HOUSE',
    id: 110,
    type: 'HOUSE',
    labels: { nl: 'Rijwoning', fr: 'Maison mitoyenne', en: 'Terraced house', de: 'Reihenhaus' },
  },
  {
    value: 'CORNER_HOUSE',
    id: 111,
    type: 'HOUSE',
    labels: { nl: 'Hoekwoning', fr: "Maison d'angle", en: 'Corner house', de: 'Eckhaus' },
  },
  {
    value: 'SEMI_DETACHED_HOUSE',
    id: 112,
    type: 'HOUSE',
    labels: {
      nl: 'Koppelwoning',
      fr: 'Maison jumelée',
      en: 'Semi-detached house',
      de: 'Doppelhaushälfte',
    },
  },
  {
    value: 'DETACHED_HOUSE',
    id: 113,
    type: 'HOUSE',
    labels: {
      nl: 'Vrijstaande woning',
      fr: 'Maison isolée',
      en: 'Detached house',
      de: 'Freistehendes Haus',
    },
  },
  {
    value: 'CASTLE',
    id: 114,
    type: 'HOUSE',
    labels: { nl: 'Kasteel', fr: 'Château', en: 'Castle', de: 'Schloss' },
  },
  {
    value: 'CHALET',
    id: 115,
    type: 'HOUSE',
    labels: { nl: 'Chalet', fr: 'Chalet', en: 'Chalet', de: 'Chalet' },
  },
  {
    value: 'PAVILION',
    id: 116,
    type: 'HOUSE',
    labels: { nl: 'Paviljoen', fr: 'Pavillon', en: 'Pavilion', de: 'Pavillon' },
  },
  {
    value: 'WORKERS_HOUSE',
    id: 117,
    type: 'HOUSE',
    labels: {
      nl: 'Arbeiderswoning',
      fr: 'Maison ouvrière',
      en: "Worker's cottage",
      de: 'Arbeiterhaus',
    },
  },
  {
    value: 'BOURGEOIS_HOUSE',
    id: 118,
    type: 'HOUSE',
    labels: {
      nl: 'Burgerwoning',
      fr: 'Maison bourgeoise',
      en: 'Bourgeois house',
      de: 'Bürgerhaus',
    },
  },
  {
    value: 'PRESBYTERY',
    id: 119,
    type: 'HOUSE',
    labels: { nl: 'Pastorij', fr: 'Presbytère', en: 'Former presbytery', de: 'Pfarrhaus' },
  },
  {
    value: 'MILL',
    id: 120,
    type: 'HOUSE',
    labels: { nl: 'Molen', fr: 'Moulin', en: 'Mill', de: 'Mühle' },
  },
  {
    value: 'COUNTRY_ESTATE',
    id: 121,
    type: 'HOUSE',
    labels: { nl: 'Landgoed', fr: 'Domaine', en: 'Country estate', de: 'Landgut' },
  },
  {
    value: 'EXCEPTIONAL_PROPERTY',
    id: 122,
    type: 'HOUSE',
    labels: {
      nl: 'Uitzonderlijke woning',
      fr: 'Bien exceptionnel',
      en: 'Exceptional property',
      de: 'Außergewöhnliche Immobilie',
    },
  },
  {
    value: 'KANGAROO_HOUSE',
    id: 123,
    type: 'HOUSE',
    labels: { nl: 'Kangoeroewoning', fr: '', en: null, de: null },
  },
  {
    value: 'MIXED_USE_BUILDING',
    id: 124,
    type: 'HOUSE',
    headTypeId: 7,
    labels: {
      nl: 'Gemengd gebruik',
      fr: 'Immeuble mixte',
      en: 'Mixed-use building',
      de: 'Wohn- und Geschäftshaus',
    },
  },
  {
    value: 'APARTMENT_BLOCK',
    id: 125,
    type: 'HOUSE',
    headTypeId: 7,
    labels: {
      nl: 'Opbrengsteigendom',
      fr: 'Immeuble de rapport',
      en: 'Apartment block',
      de: 'Mehrfamilienhaus',
    },
  },
  {
    value: 'HOLIDAY_HOME',
    id: 126,
    type: 'HOUSE',
    labels: {
      nl: 'Vakantiewoning',
      fr: 'Maison de vacances',
      en: 'Holiday home',
      de: 'Ferienhaus',
    },
  },
  {
    value: 'FISHERMANS_COTTAGE',
    id: 127,
    type: 'HOUSE',
    labels: {
      nl: 'Vissershuisje',
      fr: 'Maison de pêcheur',
      en: "Fisherman's cottage",
      de: 'Fischerhaus',
    },
  },
  {
    value: 'BARN_CONVERSION',
    id: 128,
    type: 'HOUSE',
    labels: {
      nl: 'Verbouwde schuur',
      fr: 'Grange rénovée',
      en: 'Barn conversion',
      de: 'Umgebaute Scheune',
    },
  },
  {
    value: 'HOUSEBOAT',
    id: 129,
    type: 'HOUSE',
    labels: { nl: 'Woonboot', fr: 'Péniche', en: 'Houseboat', de: 'Hausboot' },
  },
  {
    value: 'SQUARE_FARM',
    id: 130,
    type: 'HOUSE',
    labels: { nl: 'Vierkantshoeve', fr: 'Ferme en carré', en: 'Square farmstead', de: null },
  },
  {
    value: 'BEL_ETAGE',
    id: 131,
    type: 'HOUSE',
    labels: { nl: 'Bel-étagewoning', fr: 'Bel-étage', en: 'Bel-étage house', de: null },
  },
  {
    value: 'PATIO_HOUSE',
    id: 132,
    type: 'HOUSE',
    labels: { nl: 'Patiowoning', fr: 'Maison patio', en: 'Patio house', de: 'Atriumhaus' },
  },
  {
    value: 'MOBILE_HOME',
    id: 133,
    type: 'HOUSE',
    labels: { nl: 'Stacaravan', fr: 'Mobil-home', en: 'Mobile home', de: 'Mobilheim' },
  },
  {
    value: 'HOUSE_WITH_PRACTICE',
    id: 134,
    type: 'HOUSE',
    labels: {
      nl: 'Woning met praktijkruimte',
      fr: 'Maison avec espace professionnel',
      en: 'House with practice space',
      de: 'Haus mit Praxisräumen',
    },
  },
  {
    value: 'CONVENT',
    id: 135,
    type: 'HOUSE',
    labels: { nl: 'Kloostergebouw', fr: 'Couvent', en: 'Former convent', de: null },
  },
  {
    value: 'OTHER_HOUSE',
    id: 136,
    type: 'HOUSE',
    labels: { nl: 'Andere woning', fr: 'Autre maison', en: 'Other house', de: 'Sonstiges Haus' },
  },
  // APARTMENT: 16 subtypes, ids 201..216
  {
    value: 'APARTMENT',
    id: 201,
    type: 'APARTMENT',
    labels: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  {
    value: 'STUDIO',
    id: 202,
    type: 'APARTMENT',
    labels: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Einzimmerwohnung' },
  },
  {
    value: 'DUPLEX',
    id: 203,
    type: 'APARTMENT',
    labels: { nl: 'Duplex', fr: 'Duplex', en: 'Duplex', de: 'Duplexwohnung' },
  },
  {
    value: 'TRIPLEX',
    id: 204,
    type: 'APARTMENT',
    labels: { nl: 'Triplex', fr: 'Triplex', en: 'Triplex', de: null },
  },
  {
    value: 'PENTHOUSE',
    id: 205,
    type: 'APARTMENT',
    labels: { nl: 'Penthouse', fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
  },
  {
    value: 'LOFT',
    id: 206,
    type: 'APARTMENT',
    labels: { nl: 'Loft', fr: 'Loft', en: 'Loft', de: 'Loft' },
  },
  {
    value: 'GROUND_FLOOR',
    id: 207,
    type: 'APARTMENT',
    labels: {
      nl: 'Gelijkvloers appartement',
      fr: 'Rez-de-chaussée',
      en: 'Ground-floor flat',
      de: 'Erdgeschosswohnung',
    },
  },
  {
    value: 'SERVICE_FLAT',
    id: 208,
    type: 'APARTMENT',
    labels: {
      nl: 'Serviceflat',
      fr: 'Résidence-services',
      en: 'Service flat',
      de: 'Betreutes Wohnen',
    },
  },
  {
    value: 'STUDENT_ROOM',
    id: 209,
    type: 'APARTMENT',
    labels: { nl: 'Studentenkamer', fr: 'Kot', en: 'Student room', de: 'Studentenzimmer' },
  },
  {
    value: 'ROOM',
    id: 210,
    type: 'APARTMENT',
    labels: { nl: 'Kamer', fr: 'Chambre', en: 'Room', de: 'Zimmer' },
  },
  {
    value: 'ATTIC_APARTMENT',
    id: 211,
    type: 'APARTMENT',
    labels: {
      nl: 'Zolderappartement',
      fr: 'Appartement sous combles',
      en: 'Attic flat',
      de: 'Dachgeschosswohnung',
    },
  },
  {
    value: 'GARDEN_FLAT',
    id: 212,
    type: 'APARTMENT',
    labels: {
      nl: 'Tuinappartement',
      fr: 'Appartement avec jardin',
      en: 'Garden flat',
      de: 'Gartenwohnung',
    },
  },
  {
    value: 'CO_HOUSING',
    id: 213,
    type: 'APARTMENT',
    labels: { nl: 'Cohousing', fr: 'Habitat groupé', en: 'Co-housing', de: null },
  },
  {
    value: 'HOLIDAY_APARTMENT',
    id: 214,
    type: 'APARTMENT',
    labels: {
      nl: 'Vakantieappartement',
      fr: 'Appartement de vacances',
      en: 'Holiday flat',
      de: 'Ferienwohnung',
    },
  },
  {
    value: 'MAISONETTE',
    id: 215,
    type: 'APARTMENT',
    labels: { nl: 'Maisonnette', fr: 'Maisonnette', en: 'Maisonette', de: 'Maisonette' },
  },
  {
    value: 'OTHER_APARTMENT',
    id: 216,
    type: 'APARTMENT',
    labels: {
      nl: 'Ander appartement',
      fr: 'Autre appartement',
      en: 'Other apartment',
      de: 'Sonstige Wohnung',
    },
  },
  // PLOT: 15 subtypes, ids 301..315
  {
    value: 'BUILDING_PLOT',
    id: 301,
    type: 'PLOT',
    labels: { nl: 'Bouwgrond', fr: 'Terrain à bâtir', en: 'Building plot', de: 'Baugrundstück' },
  },
  {
    value: 'AGRICULTURAL_LAND',
    id: 302,
    type: 'PLOT',
    labels: {
      nl: 'Landbouwgrond',
      fr: 'Terrain agricole',
      en: 'Agricultural land',
      de: 'Landwirtschaftliche Fläche',
    },
  },
  {
    value: 'FOREST',
    id: 303,
    type: 'PLOT',
    labels: { nl: 'Bos', fr: 'Bois', en: 'Woodland', de: 'Wald' },
  },
  {
    value: 'MEADOW',
    id: 304,
    type: 'PLOT',
    labels: { nl: 'Weiland', fr: 'Prairie', en: 'Pasture', de: 'Weide' },
  },
  {
    value: 'RECREATIONAL_LAND',
    id: 305,
    type: 'PLOT',
    labels: {
      nl: 'Recreatiegrond',
      fr: 'Terrain de loisirs',
      en: 'Recreational land',
      de: 'Freizeitgrundstück',
    },
  },
  {
    value: 'INDUSTRIAL_LAND',
    id: 306,
    type: 'PLOT',
    labels: {
      nl: 'Industriegrond',
      fr: 'Terrain industriel',
      en: 'Industrial land',
      de: 'Industriegrundstück',
    },
  },
  {
    value: 'SUBDIVISION_LOT',
    id: 307,
    type: 'PLOT',
    labels: { nl: 'Lot in verkaveling', fr: 'Lot de lotissement', en: 'Subdivision lot', de: null },
  },
  {
    value: 'GARDEN_PLOT',
    id: 308,
    type: 'PLOT',
    labels: { nl: 'Tuingrond', fr: 'Terrain de jardin', en: 'Garden plot', de: 'Gartengrundstück' },
  },
  {
    value: 'NATURE_AREA',
    id: 309,
    type: 'PLOT',
    labels: { nl: 'Natuurgrond', fr: 'Terrain naturel', en: 'Nature land', de: 'Naturfläche' },
  },
  {
    value: 'FISHING_POND',
    id: 310,
    type: 'PLOT',
    labels: { nl: 'Visvijver', fr: 'Étang de pêche', en: 'Fishing pond', de: 'Fischteich' },
  },
  {
    value: 'HUNTING_GROUND',
    id: 311,
    type: 'PLOT',
    labels: { nl: 'Jachtgrond', fr: 'Terrain de chasse', en: 'Hunting ground', de: null },
  },
  {
    value: 'ORCHARD',
    id: 312,
    type: 'PLOT',
    labels: { nl: 'Boomgaard', fr: 'Verger', en: 'Orchard', de: 'Obstgarten' },
  },
  {
    value: 'DEVELOPMENT_LAND',
    id: 313,
    type: 'PLOT',
    labels: {
      nl: 'Projectgrond',
      fr: 'Terrain pour promoteur',
      en: 'Development land',
      de: 'Projektgrundstück',
    },
  },
  {
    value: 'RESIDENTIAL_EXPANSION_LAND',
    id: 314,
    type: 'PLOT',
    labels: {
      nl: 'Grond in woonuitbreidingsgebied',
      fr: "Terrain en zone d'extension d'habitat",
      en: 'Land in a residential expansion area',
      de: 'Bauerwartungsland',
    },
  },
  {
    value: 'OTHER_LAND',
    id: 315,
    type: 'PLOT',
    labels: {
      nl: 'Andere grond',
      fr: 'Autre terrain',
      en: 'Other land',
      de: 'Sonstiges Grundstück',
    },
  },
  // COMMERCIAL: 46 subtypes, ids 401..446
  {
    value: 'OFFICE',
    id: 401,
    type: 'COMMERCIAL',
    labels: { nl: 'Kantoor', fr: 'Bureau', en: 'Office', de: 'Büro' },
  },
  {
    value: 'OFFICE_BUILDING',
    id: 402,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Kantoorgebouw',
      fr: 'Immeuble de bureaux',
      en: 'Office building',
      de: 'Bürogebäude',
    },
  },
  {
    value: 'BUSINESS_CENTRE',
    id: 403,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Bedrijvencentrum',
      fr: "Centre d'affaires",
      en: 'Business centre',
      de: 'Geschäftszentrum',
    },
  },
  {
    value: 'RETAIL',
    id: 404,
    type: 'COMMERCIAL',
    labels: { nl: 'Winkel', fr: 'Magasin', en: 'Shop', de: 'Ladenlokal' },
  },
  {
    value: 'COMMERCIAL_PREMISES',
    id: 405,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Handelspand',
      fr: 'Rez commercial',
      en: 'Commercial premises',
      de: 'Geschäftsräume',
    },
  },
  {
    value: 'SHOPPING_CENTRE_UNIT',
    id: 406,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Winkelunit in winkelcentrum',
      fr: 'Cellule commerciale',
      en: 'Shopping-centre unit',
      de: 'Ladeneinheit im Einkaufszentrum',
    },
  },
  {
    value: 'SHOWROOM',
    id: 407,
    type: 'COMMERCIAL',
    labels: { nl: 'Toonzaal', fr: "Salle d'exposition", en: 'Showroom', de: 'Ausstellungsraum' },
  },
  {
    value: 'WAREHOUSE',
    id: 408,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Magazijn', fr: 'Entrepôt', en: 'Warehouse', de: 'Lagerhalle' },
  },
  {
    value: 'INDUSTRIAL_BUILDING',
    id: 409,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: {
      nl: 'Bedrijfsgebouw',
      fr: 'Bâtiment industriel',
      en: 'Industrial building',
      de: 'Gewerbehalle',
    },
  },
  {
    value: 'WORKSHOP',
    id: 410,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Werkplaats', fr: 'Atelier', en: 'Workshop', de: 'Werkstatt' },
  },
  {
    value: 'LOGISTICS_BUILDING',
    id: 411,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: {
      nl: 'Logistiek gebouw',
      fr: 'Bâtiment logistique',
      en: 'Logistics building',
      de: 'Logistikimmobilie',
    },
  },
  {
    value: 'BUSINESS_UNIT',
    id: 412,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'KMO-unit', fr: 'Unité PME', en: 'Business unit', de: 'Gewerbeeinheit' },
  },
  {
    value: 'HORECA',
    id: 413,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Horecazaak',
      fr: 'Établissement horeca',
      en: 'Hospitality business',
      de: 'Gastronomiebetrieb',
    },
  },
  {
    value: 'RESTAURANT',
    id: 414,
    type: 'COMMERCIAL',
    labels: { nl: 'Restaurant', fr: 'Restaurant', en: 'Restaurant', de: 'Restaurant' },
  },
  {
    value: 'CAFE',
    id: 415,
    type: 'COMMERCIAL',
    labels: { nl: 'Café', fr: 'Café', en: 'Pub', de: 'Kneipe' },
  },
  {
    value: 'HOTEL',
    id: 416,
    type: 'COMMERCIAL',
    labels: { nl: 'Hotel', fr: 'Hôtel', en: 'Hotel', de: 'Hotel' },
  },
  {
    value: 'BED_AND_BREAKFAST',
    id: 417,
    type: 'COMMERCIAL',
    labels: { nl: 'B&B', fr: "Chambres d'hôtes", en: 'Bed and breakfast', de: 'Pension' },
  },
  {
    value: 'FRITURE',
    id: 418,
    type: 'COMMERCIAL',
    labels: { nl: 'Frituur', fr: 'Friterie', en: 'Chip shop', de: null },
  },
  {
    value: 'BAKERY',
    id: 419,
    type: 'COMMERCIAL',
    labels: { nl: 'Bakkerij', fr: 'Boulangerie', en: 'Bakery', de: 'Bäckerei' },
  },
  {
    value: 'BUTCHER',
    id: 420,
    type: 'COMMERCIAL',
    labels: { nl: 'Slagerij', fr: 'Boucherie', en: "Butcher's shop", de: 'Metzgerei' },
  },
  {
    value: 'PHARMACY',
    id: 421,
    type: 'COMMERCIAL',
    labels: { nl: 'Apotheek', fr: 'Pharmacie', en: 'Pharmacy', de: 'Apotheke' },
  },
  {
    value: 'HAIRDRESSER',
    id: 422,
    type: 'COMMERCIAL',
    labels: { nl: 'Kapsalon', fr: 'Salon de coiffure', en: "Hairdresser's", de: 'Friseursalon' },
  },
  {
    value: 'MEDICAL_PRACTICE',
    id: 423,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Praktijkruimte',
      fr: 'Cabinet médical',
      en: 'Medical practice',
      de: 'Arztpraxis',
    },
  },
  {
    value: 'DAY_CARE',
    id: 424,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Kinderdagverblijf',
      fr: 'Crèche',
      en: 'Day-care centre',
      de: 'Kindertagesstätte',
    },
  },
  {
    value: 'CARE_HOME',
    id: 425,
    type: 'COMMERCIAL',
    labels: { nl: 'Woonzorgcentrum', fr: 'Maison de repos', en: 'Care home', de: 'Pflegeheim' },
  },
  {
    value: 'CAR_WORKSHOP',
    id: 426,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Autogarage',
      fr: 'Garage automobile',
      en: 'Car repair shop',
      de: 'Autowerkstatt',
    },
  },
  {
    value: 'PETROL_STATION',
    id: 427,
    type: 'COMMERCIAL',
    labels: { nl: 'Tankstation', fr: 'Station-service', en: 'Petrol station', de: 'Tankstelle' },
  },
  {
    value: 'CAR_WASH',
    id: 428,
    type: 'COMMERCIAL',
    labels: { nl: 'Carwash', fr: 'Car-wash', en: 'Car wash', de: 'Autowaschanlage' },
  },
  {
    value: 'AGRICULTURAL_BUSINESS',
    id: 429,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Landbouwbedrijf',
      fr: 'Exploitation agricole',
      en: 'Agricultural business',
      de: 'Landwirtschaftsbetrieb',
    },
  },
  {
    value: 'HORTICULTURAL_BUSINESS',
    id: 430,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Tuinbouwbedrijf',
      fr: 'Exploitation horticole',
      en: 'Horticultural business',
      de: 'Gartenbaubetrieb',
    },
  },
  {
    value: 'EQUESTRIAN_CENTRE',
    id: 431,
    type: 'COMMERCIAL',
    labels: { nl: 'Manege', fr: 'Manège', en: 'Equestrian centre', de: 'Reitanlage' },
  },
  {
    value: 'CAMPSITE',
    id: 432,
    type: 'COMMERCIAL',
    labels: { nl: 'Camping', fr: 'Camping', en: 'Campsite', de: 'Campingplatz' },
  },
  {
    value: 'HOLIDAY_PARK',
    id: 433,
    type: 'COMMERCIAL',
    labels: { nl: 'Vakantiepark', fr: 'Village de vacances', en: 'Holiday park', de: 'Ferienpark' },
  },
  {
    value: 'SPORTS_FACILITY',
    id: 434,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Sportcomplex',
      fr: 'Complexe sportif',
      en: 'Sports facility',
      de: 'Sportanlage',
    },
  },
  {
    value: 'EVENT_HALL',
    id: 435,
    type: 'COMMERCIAL',
    labels: { nl: 'Feestzaal', fr: 'Salle des fêtes', en: 'Function hall', de: 'Festsaal' },
  },
  {
    value: 'LEISURE',
    id: 436,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Recreatiezaak',
      fr: 'Établissement de loisirs',
      en: 'Leisure business',
      de: 'Freizeitbetrieb',
    },
  },
  {
    value: 'NIGHTCLUB',
    id: 437,
    type: 'COMMERCIAL',
    labels: { nl: 'Dancing', fr: 'Discothèque', en: 'Nightclub', de: 'Diskothek' },
  },
  {
    value: 'BUSINESS_TAKEOVER',
    id: 438,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Handelsfonds',
      fr: 'Fonds de commerce',
      en: 'Business for takeover',
      de: 'Geschäftsübernahme',
    },
  },
  {
    value: 'COWORKING',
    id: 439,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Coworkingruimte',
      fr: 'Espace de coworking',
      en: 'Co-working space',
      de: 'Coworking-Space',
    },
  },
  {
    value: 'STORAGE',
    id: 440,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Opslagruimte', fr: 'Espace de stockage', en: 'Storage space', de: 'Lagerraum' },
  },
  {
    value: 'COLD_STORAGE',
    id: 441,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Koelhuis', fr: 'Entrepôt frigorifique', en: 'Cold store', de: 'Kühlhaus' },
  },
  {
    value: 'FACTORY',
    id: 442,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Fabriek', fr: 'Usine', en: 'Factory', de: 'Fabrik' },
  },
  {
    value: 'LABORATORY',
    id: 443,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: { nl: 'Laboratorium', fr: 'Laboratoire', en: 'Laboratory', de: 'Labor' },
  },
  {
    value: 'NEWSAGENT',
    id: 444,
    type: 'COMMERCIAL',
    labels: { nl: 'Dagbladhandel', fr: 'Librairie-presse', en: "Newsagent's", de: null },
  },
  {
    value: 'WHOLESALE',
    id: 445,
    type: 'COMMERCIAL',
    headTypeId: 10,
    labels: {
      nl: 'Groothandel',
      fr: 'Commerce de gros',
      en: 'Wholesale premises',
      de: 'Großhandel',
    },
  },
  {
    value: 'OTHER_COMMERCIAL',
    id: 446,
    type: 'COMMERCIAL',
    labels: {
      nl: 'Ander handelspand',
      fr: 'Autre bien commercial',
      en: 'Other commercial property',
      de: 'Sonstige Gewerbeimmobilie',
    },
  },
  // GARAGE: 6 subtypes, ids 501..506
  {
    value: 'CLOSED_GARAGE',
    id: 501,
    type: 'GARAGE',
    labels: {
      nl: 'Gesloten garage',
      fr: 'Garage fermé',
      en: 'Lock-up garage',
      de: 'Geschlossene Garage',
    },
  },
  {
    value: 'PARKING_SPACE',
    id: 502,
    type: 'GARAGE',
    labels: {
      nl: 'Autostaanplaats',
      fr: 'Emplacement de parking',
      en: 'Parking space',
      de: 'Stellplatz',
    },
  },
  {
    value: 'CARPORT',
    id: 503,
    type: 'GARAGE',
    labels: { nl: 'Carport', fr: 'Carport', en: 'Carport', de: 'Carport' },
  },
  {
    value: 'UNDERGROUND_PARKING',
    id: 504,
    type: 'GARAGE',
    labels: {
      nl: 'Ondergrondse staanplaats',
      fr: 'Parking souterrain',
      en: 'Underground parking space',
      de: 'Tiefgaragenstellplatz',
    },
  },
  {
    value: 'OUTDOOR_PARKING',
    id: 505,
    type: 'GARAGE',
    labels: {
      nl: 'Buitenstaanplaats',
      fr: 'Parking extérieur',
      en: 'Outdoor parking space',
      de: 'Außenstellplatz',
    },
  },
  {
    value: 'MOTORCYCLE_SPACE',
    id: 506,
    type: 'GARAGE',
    labels: { nl: 'Motorstaanplaats', fr: 'Emplacement moto', en: 'Motorcycle space', de: null },
  },
] as const satisfies readonly SubTypeEntry[];

export type SubType = (typeof subTypes)[number]['value'];

const subTypesById = new Map<number, SubTypeEntry>(subTypes.map((entry) => [entry.id, entry]));
const subTypesByValue = new Map<string, SubTypeEntry>(
  subTypes.map((entry) => [entry.value, entry]),
);

/**
 * The subtypes of one type, in display order, e.g. for the subtype filter once a type is
 * chosen (spec 3 groups subtypes by type).
 */
export function subTypesOfType(type: Type): readonly SubTypeEntry[] {
  return subTypes.filter((entry) => entry.type === type);
}

/**
 * The subtype the content service means by a numeric id (estates and filter options refer to
 * subtypes by id). Unknown ids give undefined.
 *
 * @example subTypeById(102)?.value // 'VILLA'
 */
export function subTypeById(id: number | null | undefined): SubTypeEntry | undefined {
  return id === null || id === undefined ? undefined : subTypesById.get(id);
}

/**
 * The numeric id to send to the content service for a subtype value (search term `subType`
 * maps to `subType.id`, spec 7). Unknown values give undefined.
 *
 * @example subTypeIdOf('PENTHOUSE') // 205
 */
export function subTypeIdOf(value: string | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : subTypesByValue.get(value)?.id;
}

// Every type has a head type id of the same name (head-types.ts).
const typeHeadTypeIds = Object.fromEntries(types.map((entry) => [entry.value, entry.id])) as Record<
  Type,
  number
>;

/**
 * The head type id an estate of this subtype carries: its type's, unless the content service
 * files the subtype elsewhere (a warehouse is INDUSTRIAL 10, an apartment block INVESTMENT 7).
 *
 * @example headTypeIdOfSubType(subTypeById(408)!) // 10
 */
export function headTypeIdOfSubType(entry: SubTypeEntry): number {
  return entry.headTypeId ?? typeHeadTypeIds[entry.type];
}
