import type { Locale } from '../../src/domain/locales.ts';

/** Address region codes of the content service (spec 5: 'WALLONIA' switches the Wallonia rules). */
export type Region = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA';

/** The language street names are written in: Brussels is bilingual, the East Cantons German. */
export type StreetLanguage = 'nl' | 'fr' | 'de' | 'nl+fr';

/** Where holiday rentals cluster. */
export type HolidayArea = 'coast' | 'ardennes';

export type Municipality = {
  /** Stable city id: 1000 + row index in Flanders, 2000 + in Brussels, 3000 + in Wallonia. */
  id: number;
  zip: string;
  name: Record<Locale, string>;
  /** A sub-municipality or local name the agency shows instead of the official name (spec 2). */
  alias: Record<Locale, string> | null;
  region: Region;
  streetLanguage: StreetLanguage;
  lat: number;
  lon: number;
  /** Price level against the Belgian average (1): Knokke and Brussels' south-east well above, Hainaut below. */
  priceLevel: number;
  /** Relative chance of an estate being listed here (bigger towns, busier markets). */
  weight: number;
  holiday: HolidayArea | null;
};

type Names = string | { nl: string; fr: string; en?: string; de?: string };

type Extra = {
  alias?: Names;
  weight?: number;
  holiday?: HolidayArea;
  streetLanguage?: StreetLanguage;
};

type Row = readonly [
  zip: string,
  names: Names,
  lat: number,
  lon: number,
  level: number,
  extra?: Extra,
];

// Rows per region. A plain string is a name used unchanged in every language; an object gives
// the nl and fr names, and en/de where they differ from the name of the region's language.
const flanders: readonly Row[] = [
  // Flemish Brabant
  ['1500', 'Halle', 50.734, 4.234, 1.0],
  ['1600', 'Sint-Pieters-Leeuw', 50.78, 4.244, 0.95],
  ['1650', 'Beersel', 50.766, 4.3, 1.1],
  ['1700', 'Dilbeek', 50.848, 4.26, 1.1, { weight: 2 }],
  ['1730', 'Asse', 50.91, 4.199, 1.0],
  ['1780', 'Wemmel', 50.908, 4.306, 1.2],
  ['1800', 'Vilvoorde', 50.928, 4.425, 1.0, { weight: 2 }],
  ['1840', 'Londerzeel', 51.004, 4.301, 0.95],
  ['1850', 'Grimbergen', 50.935, 4.372, 1.1],
  ['1860', 'Meise', 50.939, 4.326, 1.1],
  ['1930', 'Zaventem', 50.884, 4.474, 1.1],
  ['1950', 'Kraainem', 50.861, 4.469, 1.35],
  ['1970', 'Wezembeek-Oppem', 50.839, 4.494, 1.35],
  ['1980', 'Zemst', 50.983, 4.461, 1.0],
  [
    '3000',
    { nl: 'Leuven', fr: 'Louvain', en: 'Leuven', de: 'Löwen' },
    50.879,
    4.701,
    1.3,
    { weight: 4 },
  ],
  [
    '3001',
    { nl: 'Leuven', fr: 'Louvain', en: 'Leuven', de: 'Löwen' },
    50.864,
    4.688,
    1.3,
    { alias: 'Heverlee' },
  ],
  ['3020', 'Herent', 50.905, 4.671, 1.15],
  ['3080', 'Tervuren', 50.824, 4.515, 1.5],
  ['3090', 'Overijse', 50.774, 4.535, 1.3],
  ['3110', 'Rotselaar', 50.953, 4.716, 1.0],
  ['3200', 'Aarschot', 50.987, 4.837, 0.9],
  ['3290', 'Diest', 50.989, 5.05, 0.85],
  ['3300', { nl: 'Tienen', fr: 'Tirlemont' }, 50.807, 4.938, 0.85],
  ['3360', 'Bierbeek', 50.828, 4.76, 1.1],
  ['3400', 'Landen', 50.753, 5.082, 0.8],
  // Antwerp
  [
    '2000',
    { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
    51.2194,
    4.4025,
    1.2,
    { weight: 6 },
  ],
  [
    '2018',
    { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
    51.205,
    4.42,
    1.15,
    { weight: 2 },
  ],
  [
    '2100',
    { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
    51.22,
    4.466,
    1.0,
    { alias: 'Deurne' },
  ],
  [
    '2600',
    { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' },
    51.193,
    4.428,
    1.1,
    { alias: 'Berchem' },
  ],
  ['2110', 'Wijnegem', 51.228, 4.518, 1.05],
  ['2160', 'Wommelgem', 51.204, 4.523, 1.05],
  ['2200', 'Herentals', 51.177, 4.836, 0.95],
  ['2220', 'Heist-op-den-Berg', 51.076, 4.728, 0.9],
  ['2240', 'Zandhoven', 51.214, 4.66, 1.0],
  ['2260', 'Westerlo', 51.09, 4.917, 0.9],
  ['2300', 'Turnhout', 51.322, 4.944, 0.9, { weight: 2 }],
  ['2340', 'Beerse', 51.319, 4.86, 0.9],
  ['2400', 'Mol', 51.191, 5.116, 0.9],
  ['2440', 'Geel', 51.165, 4.99, 0.9],
  ['2500', { nl: 'Lier', fr: 'Lierre' }, 51.131, 4.57, 1.05, { weight: 2 }],
  ['2520', 'Ranst', 51.19, 4.56, 1.1],
  ['2530', 'Boechout', 51.16, 4.496, 1.15],
  ['2550', 'Kontich', 51.134, 4.447, 1.15],
  ['2570', 'Duffel', 51.093, 4.508, 1.0],
  ['2630', 'Aartselaar', 51.133, 4.385, 1.2],
  ['2640', 'Mortsel', 51.17, 4.455, 1.1],
  ['2650', 'Edegem', 51.155, 4.446, 1.2],
  [
    '2800',
    { nl: 'Mechelen', fr: 'Malines', en: 'Mechelen', de: 'Mecheln' },
    51.025,
    4.477,
    1.05,
    { weight: 3 },
  ],
  ['2820', 'Bonheiden', 51.025, 4.539, 1.15],
  ['2830', 'Willebroek', 51.06, 4.36, 0.9],
  ['2850', 'Boom', 51.088, 4.366, 0.85],
  ['2860', 'Sint-Katelijne-Waver', 51.067, 4.534, 1.05],
  ['2870', 'Puurs-Sint-Amands', 51.075, 4.285, 0.95],
  ['2900', 'Schoten', 51.252, 4.501, 1.15],
  ['2930', 'Brasschaat', 51.291, 4.492, 1.35, { weight: 2 }],
  ['2950', 'Kapellen', 51.313, 4.432, 1.25],
  ['2960', 'Brecht', 51.35, 4.638, 0.95],
  ['2970', 'Schilde', 51.243, 4.584, 1.5],
  ['2980', 'Zoersel', 51.267, 4.713, 1.1],
  ['2910', 'Essen', 51.467, 4.466, 0.95],
  ['2920', 'Kalmthout', 51.384, 4.474, 1.15],
  // Limburg
  ['3500', 'Hasselt', 50.93, 5.338, 1.0, { weight: 4 }],
  ['3520', 'Zonhoven', 50.991, 5.367, 0.9],
  ['3530', 'Houthalen-Helchteren', 51.032, 5.377, 0.85],
  ['3550', 'Heusden-Zolder', 51.031, 5.313, 0.85],
  ['3580', 'Beringen', 51.049, 5.224, 0.85],
  ['3590', 'Diepenbeek', 50.908, 5.418, 0.95],
  ['3600', 'Genk', 50.965, 5.5, 0.8, { weight: 2 }],
  ['3630', 'Maasmechelen', 50.965, 5.694, 0.8],
  ['3680', 'Maaseik', 51.098, 5.785, 0.9],
  ['3700', { nl: 'Tongeren', fr: 'Tongres' }, 50.78, 5.464, 0.85],
  ['3740', 'Bilzen', 50.872, 5.518, 0.9],
  ['3800', { nl: 'Sint-Truiden', fr: 'Saint-Trond' }, 50.816, 5.186, 0.85],
  ['3900', 'Pelt', 51.21, 5.42, 0.9],
  ['3920', 'Lommel', 51.23, 5.313, 0.9],
  ['3960', 'Bree', 51.141, 5.597, 0.85],
  // West Flanders
  [
    '8000',
    { nl: 'Brugge', fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
    51.209,
    3.225,
    1.15,
    { weight: 4 },
  ],
  [
    '8200',
    { nl: 'Brugge', fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
    51.195,
    3.175,
    1.1,
    { alias: 'Sint-Andries' },
  ],
  ['8020', 'Oostkamp', 51.154, 3.234, 1.05],
  ['8210', 'Zedelgem', 51.143, 3.137, 1.0],
  ['8300', 'Knokke-Heist', 51.35, 3.287, 2.4, { holiday: 'coast', weight: 3 }],
  ['8301', 'Knokke-Heist', 51.338, 3.239, 1.6, { holiday: 'coast', alias: 'Heist' }],
  ['8370', 'Blankenberge', 51.313, 3.132, 1.1, { holiday: 'coast', weight: 2 }],
  [
    '8400',
    { nl: 'Oostende', fr: 'Ostende', en: 'Ostend', de: 'Ostende' },
    51.216,
    2.927,
    1.15,
    { holiday: 'coast', weight: 4 },
  ],
  ['8420', 'De Haan', 51.273, 3.034, 1.5, { holiday: 'coast', weight: 2 }],
  ['8420', 'De Haan', 51.298, 3.082, 1.3, { holiday: 'coast', alias: 'Wenduine' }],
  ['8430', 'Middelkerke', 51.186, 2.82, 1.1, { holiday: 'coast', weight: 2 }],
  ['8450', 'Bredene', 51.24, 2.972, 1.05, { holiday: 'coast' }],
  ['8490', 'Jabbeke', 51.182, 3.088, 1.0],
  ['8500', { nl: 'Kortrijk', fr: 'Courtrai' }, 50.828, 3.265, 1.0, { weight: 4 }],
  ['8530', 'Harelbeke', 50.855, 3.31, 0.9],
  ['8560', 'Wevelgem', 50.81, 3.183, 0.9],
  ['8600', { nl: 'Diksmuide', fr: 'Dixmude' }, 51.033, 2.864, 0.85],
  [
    '8620',
    { nl: 'Nieuwpoort', fr: 'Nieuport', en: 'Nieuwpoort', de: 'Nieuwpoort' },
    51.13,
    2.751,
    1.4,
    { holiday: 'coast', weight: 2 },
  ],
  ['8630', { nl: 'Veurne', fr: 'Furnes' }, 51.073, 2.662, 0.95],
  [
    '8660',
    { nl: 'De Panne', fr: 'La Panne', en: 'De Panne', de: 'De Panne' },
    51.099,
    2.593,
    1.2,
    { holiday: 'coast', weight: 2 },
  ],
  [
    '8670',
    { nl: 'Koksijde', fr: 'Coxyde', en: 'Koksijde', de: 'Koksijde' },
    51.116,
    2.638,
    1.35,
    { holiday: 'coast', weight: 2 },
  ],
  ['8700', 'Tielt', 50.999, 3.327, 0.85],
  ['8790', 'Waregem', 50.889, 3.427, 0.95],
  ['8800', { nl: 'Roeselare', fr: 'Roulers' }, 50.946, 3.123, 0.9, { weight: 2 }],
  ['8820', 'Torhout', 51.065, 3.101, 0.9],
  [
    '8900',
    { nl: 'Ieper', fr: 'Ypres', en: 'Ypres', de: 'Ypern' },
    50.851,
    2.885,
    0.85,
    { weight: 2 },
  ],
  ['8930', { nl: 'Menen', fr: 'Menin' }, 50.797, 3.122, 0.8],
  // East Flanders
  ['9000', { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, 51.054, 3.717, 1.25, { weight: 6 }],
  [
    '9030',
    { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
    51.072,
    3.679,
    1.15,
    { alias: 'Mariakerke' },
  ],
  [
    '9040',
    { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
    51.066,
    3.755,
    1.05,
    { alias: 'Sint-Amandsberg' },
  ],
  ['9070', 'Destelbergen', 51.058, 3.797, 1.15],
  ['9090', 'Melle', 51.003, 3.8, 1.15],
  ['9100', { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas' }, 51.165, 4.143, 0.95, { weight: 3 }],
  ['9120', 'Beveren', 51.212, 4.256, 0.95],
  ['9140', 'Temse', 51.125, 4.211, 0.95],
  ['9160', 'Lokeren', 51.104, 3.992, 0.95],
  ['9200', { nl: 'Dendermonde', fr: 'Termonde' }, 51.029, 4.101, 0.95],
  ['9230', 'Wetteren', 51.005, 3.883, 1.0],
  ['9240', 'Zele', 51.066, 4.04, 0.95],
  ['9300', { nl: 'Aalst', fr: 'Alost' }, 50.938, 4.04, 0.95, { weight: 3 }],
  ['9400', 'Ninove', 50.828, 4.026, 0.9],
  ['9500', { nl: 'Geraardsbergen', fr: 'Grammont' }, 50.773, 3.882, 0.85],
  ['9600', { nl: 'Ronse', fr: 'Renaix' }, 50.746, 3.6, 0.8],
  ['9620', 'Zottegem', 50.869, 3.811, 0.9],
  ['9700', { nl: 'Oudenaarde', fr: 'Audenarde' }, 50.845, 3.605, 0.95],
  ['9800', 'Deinze', 50.983, 3.528, 1.0],
  ['9820', 'Merelbeke', 51.0, 3.746, 1.15],
  ['9830', 'Sint-Martens-Latem', 51.017, 3.634, 1.9],
  ['9840', 'De Pinte', 50.993, 3.648, 1.35],
  ['9880', 'Aalter', 51.087, 3.447, 1.0],
  ['9900', 'Eeklo', 51.187, 3.557, 0.9],
  ['9940', 'Evergem', 51.113, 3.709, 1.0],
  ['9990', 'Maldegem', 51.208, 3.445, 0.95],
];

const brussels: readonly Row[] = [
  [
    '1000',
    { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
    50.8467,
    4.3525,
    1.3,
    { weight: 5 },
  ],
  [
    '1020',
    { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
    50.884,
    4.35,
    1.05,
    { alias: { nl: 'Laken', fr: 'Laeken' } },
  ],
  ['1030', { nl: 'Schaarbeek', fr: 'Schaerbeek' }, 50.867, 4.377, 1.1, { weight: 2 }],
  ['1040', 'Etterbeek', 50.836, 4.389, 1.35],
  ['1050', { nl: 'Elsene', fr: 'Ixelles' }, 50.827, 4.372, 1.55, { weight: 3 }],
  ['1060', { nl: 'Sint-Gillis', fr: 'Saint-Gilles' }, 50.826, 4.345, 1.3],
  ['1070', 'Anderlecht', 50.836, 4.308, 0.95, { weight: 2 }],
  ['1080', { nl: 'Sint-Jans-Molenbeek', fr: 'Molenbeek-Saint-Jean' }, 50.855, 4.322, 0.95],
  ['1081', 'Koekelberg', 50.862, 4.325, 1.0],
  ['1082', { nl: 'Sint-Agatha-Berchem', fr: 'Berchem-Sainte-Agathe' }, 50.865, 4.293, 1.05],
  ['1083', 'Ganshoren', 50.871, 4.309, 1.05],
  ['1090', 'Jette', 50.877, 4.326, 1.1],
  ['1140', 'Evere', 50.87, 4.402, 1.05],
  ['1150', { nl: 'Sint-Pieters-Woluwe', fr: 'Woluwe-Saint-Pierre' }, 50.83, 4.432, 1.65],
  ['1160', { nl: 'Oudergem', fr: 'Auderghem' }, 50.815, 4.433, 1.5],
  ['1170', { nl: 'Watermaal-Bosvoorde', fr: 'Watermael-Boitsfort' }, 50.799, 4.416, 1.5],
  ['1180', { nl: 'Ukkel', fr: 'Uccle' }, 50.802, 4.338, 1.7, { weight: 3 }],
  ['1190', { nl: 'Vorst', fr: 'Forest' }, 50.81, 4.318, 1.2],
  ['1200', { nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert' }, 50.846, 4.425, 1.5],
  ['1210', { nl: 'Sint-Joost-ten-Node', fr: 'Saint-Josse-ten-Noode' }, 50.853, 4.373, 1.05],
];

const wallonia: readonly Row[] = [
  // Walloon Brabant
  ['1300', { nl: 'Waver', fr: 'Wavre' }, 50.717, 4.601, 1.15, { weight: 2 }],
  ['1310', { nl: 'Terhulpen', fr: 'La Hulpe' }, 50.73, 4.486, 1.5],
  ['1330', 'Rixensart', 50.711, 4.527, 1.3],
  ['1340', 'Ottignies-Louvain-la-Neuve', 50.668, 4.569, 1.2],
  ['1348', 'Ottignies-Louvain-la-Neuve', 50.669, 4.612, 1.2, { alias: 'Louvain-la-Neuve' }],
  ['1360', { nl: 'Perwijs', fr: 'Perwez' }, 50.624, 4.814, 1.0],
  ['1370', { nl: 'Geldenaken', fr: 'Jodoigne' }, 50.725, 4.869, 0.95],
  ['1380', 'Lasne', 50.687, 4.483, 1.6],
  ['1390', { nl: 'Graven', fr: 'Grez-Doiceau' }, 50.739, 4.697, 1.25],
  ['1400', { nl: 'Nijvel', fr: 'Nivelles' }, 50.598, 4.328, 1.0, { weight: 2 }],
  ['1410', 'Waterloo', 50.715, 4.399, 1.45, { weight: 2 }],
  ['1420', { nl: 'Eigenbrakel', fr: "Braine-l'Alleud" }, 50.684, 4.368, 1.2],
  ['1470', { nl: 'Genepiën', fr: 'Genappe' }, 50.611, 4.451, 1.05],
  ['1480', { nl: 'Tubeke', fr: 'Tubize' }, 50.692, 4.205, 0.95],
  ['1490', 'Court-Saint-Étienne', 50.634, 4.567, 1.05],
  // Liège
  [
    '4000',
    { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    50.633,
    5.567,
    0.8,
    { weight: 5 },
  ],
  [
    '4020',
    { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    50.63,
    5.59,
    0.75,
    { alias: 'Bressoux' },
  ],
  ['4040', 'Herstal', 50.664, 5.622, 0.7],
  ['4050', 'Chaudfontaine', 50.586, 5.634, 0.95],
  ['4100', 'Seraing', 50.583, 5.5, 0.65],
  ['4130', 'Esneux', 50.531, 5.567, 0.9],
  ['4280', { nl: 'Hannuit', fr: 'Hannut' }, 50.672, 5.078, 0.85],
  ['4300', { nl: 'Borgworm', fr: 'Waremme' }, 50.697, 5.255, 0.85],
  ['4400', 'Flémalle', 50.604, 5.457, 0.7],
  ['4430', 'Ans', 50.66, 5.517, 0.75],
  ['4500', { nl: 'Hoei', fr: 'Huy' }, 50.518, 5.24, 0.75],
  ['4540', 'Amay', 50.549, 5.318, 0.75],
  ['4600', { nl: 'Wezet', fr: 'Visé' }, 50.737, 5.695, 0.85],
  ['4700', 'Eupen', 50.628, 6.036, 0.85, { streetLanguage: 'de', weight: 2 }],
  [
    '4720',
    { nl: 'Kelmis', fr: 'La Calamine', en: 'Kelmis', de: 'Kelmis' },
    50.717,
    6.011,
    0.85,
    { streetLanguage: 'de' },
  ],
  ['4750', 'Bütgenbach', 50.426, 6.204, 0.85, { streetLanguage: 'de', holiday: 'ardennes' }],
  [
    '4780',
    { nl: 'Sankt Vith', fr: 'Saint-Vith', en: 'Sankt Vith', de: 'Sankt Vith' },
    50.282,
    6.127,
    0.8,
    { streetLanguage: 'de' },
  ],
  ['4800', 'Verviers', 50.59, 5.863, 0.65, { weight: 2 }],
  ['4840', 'Welkenraedt', 50.66, 5.97, 0.8],
  ['4880', 'Aubel', 50.704, 5.858, 0.9],
  ['4900', 'Spa', 50.492, 5.866, 0.9, { holiday: 'ardennes', weight: 2 }],
  ['4920', 'Aywaille', 50.474, 5.676, 0.8],
  ['4960', 'Malmedy', 50.426, 6.028, 0.85, { holiday: 'ardennes' }],
  ['4970', 'Stavelot', 50.394, 5.931, 0.8, { holiday: 'ardennes' }],
  // Namur
  [
    '5000',
    { nl: 'Namen', fr: 'Namur', en: 'Namur', de: 'Namür' },
    50.465,
    4.867,
    0.9,
    { weight: 4 },
  ],
  [
    '5100',
    { nl: 'Namen', fr: 'Namur', en: 'Namur', de: 'Namür' },
    50.455,
    4.877,
    0.85,
    { alias: 'Jambes' },
  ],
  ['5030', { nl: 'Gembloers', fr: 'Gembloux' }, 50.561, 4.692, 0.95],
  ['5060', 'Sambreville', 50.44, 4.62, 0.65],
  ['5140', 'Sombreffe', 50.529, 4.6, 0.85],
  ['5300', 'Andenne', 50.488, 5.096, 0.75],
  ['5500', 'Dinant', 50.261, 4.912, 0.75, { holiday: 'ardennes' }],
  ['5530', 'Yvoir', 50.328, 4.88, 0.85],
  ['5570', 'Beauraing', 50.11, 4.956, 0.7],
  ['5580', 'Rochefort', 50.162, 5.222, 0.75, { holiday: 'ardennes' }],
  ['5590', 'Ciney', 50.295, 5.1, 0.8],
  ['5620', 'Florennes', 50.251, 4.606, 0.65],
  ['5650', 'Walcourt', 50.253, 4.432, 0.65],
  ['5660', 'Couvin', 50.053, 4.495, 0.6],
  // Hainaut
  ['6000', 'Charleroi', 50.411, 4.444, 0.6, { weight: 4 }],
  ['6110', 'Montigny-le-Tilleul', 50.38, 4.375, 0.75],
  ['6200', 'Châtelet', 50.405, 4.522, 0.55],
  ['6280', 'Gerpinnes', 50.338, 4.528, 0.8],
  ['6460', 'Chimay', 50.048, 4.317, 0.6],
  ['6500', 'Beaumont', 50.236, 4.237, 0.6],
  ['6530', 'Thuin', 50.339, 4.286, 0.65],
  [
    '7000',
    { nl: 'Bergen', fr: 'Mons', en: 'Mons', de: 'Bergen' },
    50.454,
    3.952,
    0.7,
    { weight: 3 },
  ],
  ['7060', { nl: 'Zinnik', fr: 'Soignies' }, 50.579, 4.071, 0.8],
  ['7090', { nl: "'s-Gravenbrakel", fr: 'Braine-le-Comte' }, 50.609, 4.137, 0.8],
  ['7100', 'La Louvière', 50.479, 4.187, 0.6, { weight: 2 }],
  ['7130', 'Binche', 50.411, 4.165, 0.6],
  ['7300', 'Boussu', 50.434, 3.795, 0.55],
  ['7330', 'Saint-Ghislain', 50.449, 3.818, 0.6],
  [
    '7500',
    { nl: 'Doornik', fr: 'Tournai', en: 'Tournai', de: 'Doornik' },
    50.606,
    3.389,
    0.75,
    { weight: 3 },
  ],
  ['7600', 'Péruwelz', 50.508, 3.593, 0.6],
  ['7700', { nl: 'Moeskroen', fr: 'Mouscron' }, 50.744, 3.214, 0.7, { weight: 2 }],
  ['7800', { nl: 'Aat', fr: 'Ath' }, 50.63, 3.778, 0.75],
  ['7850', { nl: 'Edingen', fr: 'Enghien' }, 50.694, 4.04, 0.9],
  ['7860', { nl: 'Lessen', fr: 'Lessines' }, 50.711, 3.836, 0.75],
  ['7890', { nl: 'Elzele', fr: 'Ellezelles' }, 50.734, 3.68, 0.8],
  ['7900', 'Leuze-en-Hainaut', 50.6, 3.619, 0.7],
  ['7970', 'Beloeil', 50.549, 3.733, 0.65],
  // Luxembourg
  ['6600', { nl: 'Bastenaken', fr: 'Bastogne' }, 50.003, 5.72, 0.8, { holiday: 'ardennes' }],
  ['6690', 'Vielsalm', 50.285, 5.915, 0.75, { holiday: 'ardennes' }],
  [
    '6700',
    { nl: 'Aarlen', fr: 'Arlon', en: 'Arlon', de: 'Arel' },
    49.683,
    5.815,
    0.95,
    { weight: 2 },
  ],
  ['6760', 'Virton', 49.568, 5.532, 0.75],
  ['6800', 'Libramont-Chevigny', 49.92, 5.38, 0.75],
  ['6830', 'Bouillon', 49.794, 5.068, 0.7, { holiday: 'ardennes', weight: 2 }],
  ['6840', 'Neufchâteau', 49.841, 5.435, 0.75],
  ['6870', 'Saint-Hubert', 50.026, 5.374, 0.7, { holiday: 'ardennes' }],
  ['6880', 'Bertrix', 49.855, 5.253, 0.7],
  ['6900', 'Marche-en-Famenne', 50.227, 5.344, 0.8],
  ['6940', 'Durbuy', 50.353, 5.456, 0.85, { holiday: 'ardennes', weight: 2 }],
  ['6980', 'La Roche-en-Ardenne', 50.183, 5.575, 0.8, { holiday: 'ardennes', weight: 2 }],
];

function localNames(names: Names, local: 'nl' | 'fr'): Record<Locale, string> {
  if (typeof names === 'string') return { nl: names, fr: names, en: names, de: names };
  const own = names[local];
  return { nl: names.nl, fr: names.fr, en: names.en ?? own, de: names.de ?? own };
}

function build(rows: readonly Row[], region: Region, start: number): Municipality[] {
  return rows.map(([zip, names, lat, lon, priceLevel, extra = {}], index) => {
    const streetLanguage =
      extra.streetLanguage ??
      (region === 'FLANDERS' ? 'nl' : region === 'BRUSSELS' ? 'nl+fr' : 'fr');
    const local = region === 'FLANDERS' ? 'nl' : 'fr';
    return {
      id: start + index,
      zip,
      name: localNames(names, local),
      alias: extra.alias ? localNames(extra.alias, local) : null,
      region,
      streetLanguage,
      lat,
      lon,
      priceLevel,
      weight: extra.weight ?? 1,
      holiday: extra.holiday ?? null,
    };
  });
}

/**
 * Real Belgian municipalities (and a few sub-municipalities shown by their alias) with their
 * postal codes, approximate centre coordinates and names in the four site languages. Ids stay
 * stable while new rows are appended at the end of a region's list.
 */
export const municipalities: readonly Municipality[] = [
  ...build(flanders, 'FLANDERS', 1000),
  ...build(brussels, 'BRUSSELS', 2000),
  ...build(wallonia, 'WALLONIA', 3000),
];

/** The municipalities where holiday rentals are offered (coast and Ardennes). */
export const holidayMunicipalities: readonly Municipality[] = municipalities.filter(
  (municipality) => municipality.holiday !== null,
);
