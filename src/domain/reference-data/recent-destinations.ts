import type { EnumEntry } from './enum-entry.ts';

/**
 * Most recent urban-planning destination (spec 3 "recent destination"): the zone of the
 * regional land-use plan (gewestplan / plan de secteur) the parcel lies in, by its plan code.
 * The codes are Flemish, so the nl names are the legal ones; a few rare zones have no de name in
 * the data, like the content service's own lists.
 */
export const recentDestinations = [
  {
    value: 'AG',
    labels: {
      nl: 'Agrarisch gebied',
      fr: 'Zone agricole',
      en: 'Agricultural area',
      de: 'Agrargebiet',
    },
  },
  {
    value: 'EG',
    labels: { nl: 'Ontginningsgebied', fr: "Zone d'extraction", en: 'Extraction area', de: null },
  },
  {
    value: 'WIG',
    labels: {
      nl: 'Gemengd woon- en industriegebied',
      fr: "Zone mixte d'habitat et d'industrie",
      en: 'Mixed residential and industrial area',
      de: null,
    },
  },
  {
    value: 'WUG',
    labels: {
      nl: 'Woonuitbreidingsgebied',
      fr: "Zone d'extension d'habitat",
      en: 'Residential expansion area',
      de: 'Wohnerweiterungsgebiet',
    },
  },
  {
    value: 'BG',
    labels: { nl: 'Bosgebied', fr: 'Zone forestière', en: 'Woodland area', de: 'Waldgebiet' },
  },
  {
    value: 'IGB',
    labels: {
      nl: 'Industriegebied',
      fr: 'Zone industrielle',
      en: 'Industrial area',
      de: 'Industriegebiet',
    },
  },
  {
    value: 'RG',
    labels: {
      nl: 'Recreatiegebied',
      fr: 'Zone de loisirs',
      en: 'Recreation area',
      de: 'Erholungsgebiet',
    },
  },
  {
    value: 'GWG',
    labels: {
      nl: 'Gemengd woongebied',
      fr: "Zone d'habitat mixte",
      en: 'Mixed residential area',
      de: null,
    },
  },
  {
    value: 'NG',
    labels: { nl: 'Natuurgebied', fr: 'Zone naturelle', en: 'Nature area', de: 'Naturgebiet' },
  },
  {
    value: 'PG',
    labels: { nl: 'Parkgebied', fr: 'Zone de parc', en: 'Park area', de: 'Parkgebiet' },
  },
  {
    value: 'WG',
    labels: { nl: 'Woongebied', fr: "Zone d'habitat", en: 'Residential area', de: 'Wohngebiet' },
  },
  {
    value: 'WGL',
    labels: {
      nl: 'Woongebied met landelijk karakter',
      fr: "Zone d'habitat à caractère rural",
      en: 'Residential area of rural character',
      de: 'Wohngebiet mit ländlichem Charakter',
    },
  },
  {
    value: 'WGR',
    labels: {
      nl: 'Woongebied met recreatief karakter',
      fr: "Zone d'habitat à caractère récréatif",
      en: 'Residential area of recreational character',
      de: null,
    },
  },
  {
    value: 'GG',
    labels: { nl: 'Groengebied', fr: "Zone d'espaces verts", en: 'Green area', de: 'Grünzone' },
  },
  {
    value: 'WCHE',
    labels: {
      nl: 'Woongebied met culturele, historische en/of esthetische waarde',
      fr: "Zone d'habitat d'intérêt culturel, historique et/ou esthétique",
      en: 'Residential area of cultural, historical and/or aesthetic value',
      de: 'Wohngebiet von kulturellem, historischem und/oder ästhetischem Wert',
    },
  },
  {
    value: 'WP',
    labels: { nl: 'Woonpark', fr: 'Parc résidentiel', en: 'Residential park', de: 'Wohnpark' },
  },
  {
    value: 'IAB',
    labels: {
      nl: "Gebied voor ambachtelijke bedrijven en kmo's",
      fr: "Zone d'activité économique artisanale et PME",
      en: 'Area for craft businesses and SMEs',
      de: 'Gewerbegebiet für Handwerk und KMU',
    },
  },
  {
    value: 'GDR',
    labels: {
      nl: 'Gebied voor dagrecreatie',
      fr: 'Zone de loisirs de jour',
      en: 'Day-recreation area',
      de: null,
    },
  },
  {
    value: 'GVR',
    labels: {
      nl: 'Gebied voor verblijfsrecreatie',
      fr: 'Zone de loisirs avec séjour',
      en: 'Holiday-recreation area',
      de: null,
    },
  },
  {
    value: 'LWAG',
    labels: {
      nl: 'Landschappelijk waardevol agrarisch gebied',
      fr: "Zone agricole d'intérêt paysager",
      en: 'Agricultural area of landscape value',
      de: 'Landschaftlich wertvolles Agrargebiet',
    },
  },
  {
    value: 'NR',
    labels: {
      nl: 'Natuurreservaat',
      fr: 'Réserve naturelle',
      en: 'Nature reserve',
      de: 'Naturschutzgebiet',
    },
  },
  {
    value: 'GVON',
    labels: {
      nl: 'Gebied voor gemeenschapsvoorzieningen en openbare nutsvoorzieningen',
      fr: "Zone de services publics et d'équipements communautaires",
      en: 'Area for community facilities and public utilities',
      de: 'Gebiet für öffentliche Einrichtungen',
    },
  },
  {
    value: 'DVG',
    labels: { nl: 'Dienstverleningsgebied', fr: 'Zone de services', en: 'Service area', de: null },
  },
  {
    value: 'NI',
    labels: { nl: 'Niet ingekleurd', fr: 'Non affecté', en: 'Not zoned', de: null },
  },
] as const satisfies readonly EnumEntry[];
export type RecentDestination = (typeof recentDestinations)[number]['value'];
