import type { LocalizedString } from '../../src/schemas/localized.ts';

/** Facilities an estate may list (spec 3 "facilities {name}"); some lack a de name, as in real data. */
export const facilityNames = {
  alarm: { nl: 'Alarmsysteem', fr: "Système d'alarme", en: 'Alarm system', de: 'Alarmanlage' },
  videophone: { nl: 'Videofoon', fr: 'Vidéophone', en: 'Video intercom', de: 'Videosprechanlage' },
  shutters: { nl: 'Rolluiken', fr: 'Volets roulants', en: 'Roller shutters', de: 'Rollläden' },
  floorHeating: {
    nl: 'Vloerverwarming',
    fr: 'Chauffage au sol',
    en: 'Underfloor heating',
    de: 'Fußbodenheizung',
  },
  rainwater: { nl: 'Regenwaterput', fr: "Citerne d'eau de pluie", en: 'Rainwater tank', de: null },
  charger: { nl: 'Laadpaal', fr: 'Borne de recharge', en: 'EV charger', de: 'Ladestation' },
  fibre: { nl: 'Glasvezel', fr: 'Fibre optique', en: 'Fibre broadband', de: 'Glasfaser' },
  domotics: { nl: 'Domotica', fr: 'Domotique', en: 'Home automation', de: 'Hausautomation' },
  sauna: { nl: 'Sauna', fr: 'Sauna', en: 'Sauna', de: 'Sauna' },
  solar: {
    nl: 'Zonnepanelen',
    fr: 'Panneaux solaires',
    en: 'Solar panels',
    de: 'Photovoltaikanlage',
  },
  heatPump: { nl: 'Warmtepomp', fr: 'Pompe à chaleur', en: 'Heat pump', de: 'Wärmepumpe' },
  airco: { nl: 'Airconditioning', fr: 'Climatisation', en: 'Air conditioning', de: 'Klimaanlage' },
  pool: { nl: 'Zwembad', fr: 'Piscine', en: 'Swimming pool', de: 'Schwimmbad' },
  lift: { nl: 'Lift', fr: 'Ascenseur', en: 'Lift', de: 'Aufzug' },
  fireplace: { nl: 'Open haard', fr: 'Feu ouvert', en: 'Open fireplace', de: 'Kamin' },
  disabledAccess: {
    nl: 'Toegankelijk voor mindervaliden',
    fr: 'Accès PMR',
    en: 'Wheelchair access',
    de: 'Barrierefrei',
  },
} as const satisfies Record<string, LocalizedString>;

export type FacilityKey = keyof typeof facilityNames;

/** Criteria of the build technicals block (spec 3 "build technicals {criteria.name, value.name}"). */
export const buildTechnicalCriteria = {
  heating: { id: 1, name: { nl: 'Verwarming', fr: 'Chauffage', en: 'Heating', de: 'Heizung' } },
  glazing: { id: 2, name: { nl: 'Beglazing', fr: 'Vitrage', en: 'Glazing', de: 'Verglasung' } },
  carpentry: {
    id: 3,
    name: {
      nl: 'Buitenschrijnwerk',
      fr: 'Menuiseries extérieures',
      en: 'Window frames',
      de: 'Fensterrahmen',
    },
  },
  roof: { id: 4, name: { nl: 'Daktype', fr: 'Type de toiture', en: 'Roof type', de: 'Dachform' } },
  kitchen: { id: 5, name: { nl: 'Keuken', fr: 'Cuisine', en: 'Kitchen', de: 'Küche' } },
  bathroom: {
    id: 6,
    name: { nl: 'Badkamer', fr: 'Salle de bains', en: 'Bathroom', de: 'Badezimmer' },
  },
} as const satisfies Record<string, { id: number; name: LocalizedString }>;
