import type { LocalizedString } from '../../src/schemas/localized.ts';

/**
 * Room types of the old data source. Spec 3 fixes bedroom 1, bathroom 5, toilet 16, garage 6,
 * parking space 14 and terrace 10; the others fill the gaps in between.
 */
export const roomTypes = {
  bedroom: { id: 1, name: { nl: 'Slaapkamer', fr: 'Chambre', en: 'Bedroom', de: 'Schlafzimmer' } },
  living: { id: 2, name: { nl: 'Leefruimte', fr: 'Séjour', en: 'Living room', de: 'Wohnzimmer' } },
  kitchen: { id: 3, name: { nl: 'Keuken', fr: 'Cuisine', en: 'Kitchen', de: 'Küche' } },
  dining: {
    id: 4,
    name: { nl: 'Eetkamer', fr: 'Salle à manger', en: 'Dining room', de: 'Esszimmer' },
  },
  bathroom: {
    id: 5,
    name: { nl: 'Badkamer', fr: 'Salle de bains', en: 'Bathroom', de: 'Badezimmer' },
  },
  garage: { id: 6, name: { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' } },
  cellar: { id: 7, name: { nl: 'Kelder', fr: 'Cave', en: 'Cellar', de: 'Keller' } },
  attic: { id: 8, name: { nl: 'Zolder', fr: 'Grenier', en: 'Attic', de: 'Dachboden' } },
  hall: { id: 9, name: { nl: 'Inkomhal', fr: "Hall d'entrée", en: 'Entrance hall', de: 'Diele' } },
  terrace: { id: 10, name: { nl: 'Terras', fr: 'Terrasse', en: 'Terrace', de: 'Terrasse' } },
  office: { id: 11, name: { nl: 'Bureau', fr: 'Bureau', en: 'Study', de: 'Arbeitszimmer' } },
  laundry: { id: 12, name: { nl: 'Wasplaats', fr: 'Buanderie', en: 'Utility room', de: null } },
  storage: {
    id: 13,
    name: { nl: 'Berging', fr: 'Débarras', en: 'Storage room', de: 'Abstellraum' },
  },
  parking: {
    id: 14,
    name: {
      nl: 'Staanplaats',
      fr: 'Emplacement de parking',
      en: 'Parking space',
      de: 'Stellplatz',
    },
  },
  garden: { id: 15, name: { nl: 'Tuin', fr: 'Jardin', en: 'Garden', de: 'Garten' } },
  toilet: { id: 16, name: { nl: 'Toilet', fr: 'Toilette', en: 'Toilet', de: 'WC' } },
  salesFloor: {
    id: 17,
    name: {
      nl: 'Winkelruimte',
      fr: 'Surface commerciale',
      en: 'Sales floor',
      de: 'Verkaufsfläche',
    },
  },
  workspace: { id: 18, name: { nl: 'Werkruimte', fr: 'Atelier', en: 'Workspace', de: 'Werkraum' } },
} as const satisfies Record<string, { id: number; name: LocalizedString }>;

export type RoomTypeKey = keyof typeof roomTypes;
