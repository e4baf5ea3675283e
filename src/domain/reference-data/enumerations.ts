import type { EnumEntry } from './enum-entry.ts';

// spec 3 "Reference data": the small reference lists of the back office, each value with its
// label in nl (Flemish usage), fr (Wallonia/Brussels usage), en and de. Order is display order.

/** Transaction status of a back-office listing (spec 3, spec 4: TO_RENT/RENTED are rentals). */
export const statuses = [
  {
    value: 'FOR_SALE',
    labels: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  },
  { value: 'TO_RENT', labels: { nl: 'Te huur', fr: 'À louer', en: 'To rent', de: 'Zu vermieten' } },
  {
    value: 'TAKE_OVER',
    labels: { nl: 'Over te nemen', fr: 'À remettre', en: 'For takeover', de: 'Zu übernehmen' },
  },
  { value: 'SOLD', labels: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' } },
  { value: 'RENTED', labels: { nl: 'Verhuurd', fr: 'Loué', en: 'Let', de: 'Vermietet' } },
  {
    value: 'TAKEN_OVER',
    labels: { nl: 'Overgenomen', fr: 'Remis', en: 'Taken over', de: 'Übernommen' },
  },
] as const satisfies readonly EnumEntry[];
export type Status = (typeof statuses)[number]['value'];

export const bathroomTypes = [
  {
    value: 'EQUIPPED',
    labels: { nl: 'Ingericht', fr: 'Équipée', en: 'Fitted', de: 'Ausgestattet' },
  },
  {
    value: 'NOT_EQUIPPED',
    labels: { nl: 'Niet ingericht', fr: 'Non équipée', en: 'Not fitted', de: 'Nicht ausgestattet' },
  },
] as const satisfies readonly EnumEntry[];
export type BathroomType = (typeof bathroomTypes)[number]['value'];

/** Material of the outside joinery (window and door frames, "buitenschrijnwerk"). */
export const carpentries = [
  { value: 'WOOD', labels: { nl: 'Hout', fr: 'Bois', en: 'Wood', de: 'Holz' } },
  {
    value: 'ALUMINUM',
    labels: { nl: 'Aluminium', fr: 'Aluminium', en: 'Aluminium', de: 'Aluminium' },
  },
  { value: 'PLASTIC', labels: { nl: 'PVC', fr: 'PVC', en: 'uPVC', de: 'Kunststoff' } },
] as const satisfies readonly EnumEntry[];
export type Carpentry = (typeof carpentries)[number]['value'];

/** spec 3: common meter and common heating share one value list. */
const sharedOrIndividual = [
  {
    value: 'NOT_APPLICABLE',
    labels: {
      nl: 'Niet van toepassing',
      fr: 'Non applicable',
      en: 'Not applicable',
      de: 'Nicht zutreffend',
    },
  },
  {
    value: 'COMMON',
    labels: { nl: 'Gemeenschappelijk', fr: 'Commun', en: 'Shared', de: 'Gemeinschaftlich' },
  },
  {
    value: 'INDIVIDUAL',
    labels: { nl: 'Individueel', fr: 'Individuel', en: 'Individual', de: 'Individuell' },
  },
] as const satisfies readonly EnumEntry[];

/** Whether the utility meters of a unit are shared with the building or its own. */
export const commonMeters = sharedOrIndividual;
export type CommonMeter = (typeof commonMeters)[number]['value'];

/** Whether the heating of a unit is shared with the building or its own. */
export const commonHeatings = sharedOrIndividual;
export type CommonHeating = (typeof commonHeatings)[number]['value'];

/** The electricity meter's tariff type (spec 3 "meter type"). */
export const commonMeterTypes = [
  {
    value: 'SINGLE',
    labels: {
      nl: 'Enkelvoudige meter',
      fr: 'Compteur simple',
      en: 'Single-rate meter',
      de: 'Eintarifzähler',
    },
  },
  {
    value: 'DAY_AND_NIGHT',
    labels: {
      nl: 'Dag- en nachtmeter',
      fr: 'Compteur bihoraire',
      en: 'Day/night meter',
      de: 'Tag-/Nachtzähler',
    },
  },
  {
    value: 'SMART_METER',
    labels: {
      nl: 'Digitale meter',
      fr: 'Compteur communicant',
      en: 'Smart meter',
      de: 'Intelligenter Zähler',
    },
  },
] as const satisfies readonly EnumEntry[];
export type CommonMeterType = (typeof commonMeterTypes)[number]['value'];

/** State of the building, worst first. */
export const conditions = [
  {
    value: 'TO_RENOVATE',
    labels: { nl: 'Te renoveren', fr: 'À rénover', en: 'To renovate', de: 'Renovierungsbedürftig' },
  },
  {
    value: 'TO_FRESHEN_UP',
    labels: {
      nl: 'Op te frissen',
      fr: 'À rafraîchir',
      en: 'To refresh',
      de: 'Auffrischungsbedürftig',
    },
  },
  {
    value: 'GOOD_CONDITION',
    labels: { nl: 'Goede staat', fr: 'Bon état', en: 'Good condition', de: 'Guter Zustand' },
  },
  {
    value: 'EXCELLENT_CONDITION',
    labels: {
      nl: 'Uitstekende staat',
      fr: 'Excellent état',
      en: 'Excellent condition',
      de: 'Ausgezeichneter Zustand',
    },
  },
  {
    value: 'RENEWED',
    labels: { nl: 'Gerenoveerd', fr: 'Rénové', en: 'Renovated', de: 'Renoviert' },
  },
  { value: 'NEW', labels: { nl: 'Nieuw', fr: 'Neuf', en: 'New', de: 'Neu' } },
] as const satisfies readonly EnumEntry[];
export type Condition = (typeof conditions)[number]['value'];

/** Outcome of the electrical-installation inspection ("keuring"). */
export const conformities = [
  {
    value: 'INVALID',
    labels: { nl: 'Niet conform', fr: 'Non conforme', en: 'Not compliant', de: 'Nicht konform' },
  },
  { value: 'VALID', labels: { nl: 'Conform', fr: 'Conforme', en: 'Compliant', de: 'Konform' } },
] as const satisfies readonly EnumEntry[];
export type Conformity = (typeof conformities)[number]['value'];

/** How many sides of the house are free; Wallonia and Brussels count façades. */
export const constructionTypes = [
  {
    value: 'OPEN',
    labels: {
      nl: 'Open bebouwing',
      fr: '4 façades',
      en: 'Detached',
      de: 'Offene Bauweise',
    },
  },
  {
    value: 'HALF_OPEN',
    labels: {
      nl: 'Halfopen bebouwing',
      fr: '3 façades',
      en: 'Semi-detached',
      de: 'Halboffene Bauweise',
    },
  },
  {
    value: 'CLOSED',
    labels: {
      nl: 'Gesloten bebouwing',
      fr: '2 façades',
      en: 'Terraced',
      de: 'Geschlossene Bauweise',
    },
  },
] as const satisfies readonly EnumEntry[];
export type ConstructionType = (typeof constructionTypes)[number]['value'];

/** What the dwelling is meant to be used as. */
export const destinations = [
  {
    value: 'MAIN_RESIDENCE',
    labels: {
      nl: 'Hoofdverblijf',
      fr: 'Résidence principale',
      en: 'Main residence',
      de: 'Hauptwohnsitz',
    },
  },
  {
    value: 'VACATION_RESIDENCE',
    labels: {
      nl: 'Vakantieverblijf',
      fr: 'Résidence de vacances',
      en: 'Holiday residence',
      de: 'Ferienwohnsitz',
    },
  },
  {
    value: 'STUDENT_RESIDENCE',
    labels: {
      nl: 'Studentenverblijf',
      fr: 'Logement étudiant',
      en: 'Student accommodation',
      de: 'Studentenwohnung',
    },
  },
] as const satisfies readonly EnumEntry[];
export type Destination = (typeof destinations)[number]['value'];

/** Whether the electrical-installation certificate has been obtained. */
export const electricityCertifications = [
  { value: 'OBTAINED', labels: { nl: 'Verkregen', fr: 'Obtenu', en: 'Obtained', de: 'Erhalten' } },
  {
    value: 'NOT_OBTAINED',
    labels: { nl: 'Niet verkregen', fr: 'Non obtenu', en: 'Not obtained', de: 'Nicht erhalten' },
  },
  { value: 'UNKNOWN', labels: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' } },
] as const satisfies readonly EnumEntry[];
export type ElectricityCertification = (typeof electricityCertifications)[number]['value'];

/** The surroundings of the property. */
export const environments = [
  { value: 'TOWN', labels: { nl: 'Stad', fr: 'Ville', en: 'Town', de: 'Stadt' } },
  {
    value: 'RESIDENTIAL',
    labels: { nl: 'Residentieel', fr: 'Résidentiel', en: 'Residential', de: 'Wohngebiet' },
  },
  {
    value: 'COUNTRYSIDE',
    labels: { nl: 'Landelijk', fr: 'Campagne', en: 'Countryside', de: 'Ländlich' },
  },
  { value: 'VILLAGE', labels: { nl: 'Dorp', fr: 'Village', en: 'Village', de: 'Dorf' } },
  {
    value: 'SUBURBAN_AREA',
    labels: { nl: 'Stadsrand', fr: 'Périphérie', en: 'Suburban area', de: 'Stadtrand' },
  },
  {
    value: 'CRAFT_INDUSTRY',
    labels: {
      nl: 'Ambachtelijke zone',
      fr: 'Zone artisanale',
      en: 'Craft-industry area',
      de: 'Handwerksgebiet',
    },
  },
  {
    value: 'INDUSTRIAL',
    labels: {
      nl: 'Industriezone',
      fr: 'Zone industrielle',
      en: 'Industrial area',
      de: 'Industriegebiet',
    },
  },
  {
    value: 'SEA_BEACH_DUNE',
    labels: {
      nl: 'Zee, strand en duinen',
      fr: 'Mer, plage et dunes',
      en: 'Sea, beach and dunes',
      de: 'Meer, Strand und Dünen',
    },
  },
] as const satisfies readonly EnumEntry[];
export type Environment = (typeof environments)[number]['value'];

/** Answer to "is the property in a flood-prone area?"; the field label carries the question. */
export const floodings = [
  { value: 'UNKNOWN', labels: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' } },
  { value: 'NO', labels: { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' } },
  { value: 'YES', labels: { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' } },
] as const satisfies readonly EnumEntry[];
export type Flooding = (typeof floodings)[number]['value'];

/** When the buyer or tenant can move in. */
export const freeOns = [
  // spec 3: the content service spells this value UNKNWON; keep it so or nothing matches.
  { value: 'UNKNWON', labels: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' } },
  {
    value: 'IMMEDIATE',
    labels: { nl: 'Onmiddellijk', fr: 'Immédiatement', en: 'Immediately', de: 'Sofort' },
  },
  {
    value: 'DEED',
    labels: { nl: 'Bij akte', fr: "À l'acte", en: 'On signing the deed', de: 'Bei Beurkundung' },
  },
  {
    value: 'AFTER_NOTICE_PERIOD',
    labels: {
      nl: 'Na opzegtermijn huurder',
      fr: 'Après préavis du locataire',
      en: "After the tenant's notice period",
      de: 'Nach Kündigungsfrist des Mieters',
    },
  },
  {
    value: 'DELIVERY',
    labels: {
      nl: 'Bij oplevering',
      fr: 'À la réception',
      en: 'On completion',
      de: 'Bei Fertigstellung',
    },
  },
  {
    value: 'TBD',
    labels: { nl: 'Te bespreken', fr: 'À convenir', en: 'To be agreed', de: 'Nach Vereinbarung' },
  },
] as const satisfies readonly EnumEntry[];
export type FreeOn = (typeof freeOns)[number]['value'];

/** How far the garden has been laid out. */
export const gardens = [
  {
    value: 'NOT_CONSTRUCTED',
    labels: { nl: 'Niet aangelegd', fr: 'Non aménagé', en: 'Not landscaped', de: 'Nicht angelegt' },
  },
  {
    value: 'ONLY_LAWN',
    labels: { nl: 'Enkel gazon', fr: 'Pelouse uniquement', en: 'Lawn only', de: 'Nur Rasen' },
  },
  {
    value: 'FULLY_LANDSCAPED',
    labels: {
      nl: 'Volledig aangelegd',
      fr: 'Entièrement aménagé',
      en: 'Fully landscaped',
      de: 'Vollständig angelegt',
    },
  },
] as const satisfies readonly EnumEntry[];
export type Garden = (typeof gardens)[number]['value'];

/**
 * How exactly the geocoder placed the address, on the scale 0..3 (spec 3, spec 9). The content
 * service sends the number; only the back office shows the name, so two de labels are missing.
 */
export const geoPrecisions = [
  {
    value: 'NO_DATA',
    id: 0,
    labels: { nl: 'Geen gegevens', fr: 'Pas de données', en: 'No data', de: 'Keine Daten' },
  },
  {
    value: 'GEOMETRIC_CENTER',
    id: 1,
    labels: {
      nl: 'Geometrisch middelpunt',
      fr: 'Centre géométrique',
      en: 'Geometric centre',
      de: null,
    },
  },
  {
    value: 'RANGE_INTERPOLATED',
    id: 2,
    labels: {
      nl: 'Geïnterpoleerd in de straat',
      fr: 'Interpolé dans la rue',
      en: 'Interpolated along the street',
      de: null,
    },
  },
  {
    value: 'ROOFTOP',
    id: 3,
    labels: { nl: 'Exact adres', fr: 'Adresse exacte', en: 'Exact address', de: 'Genaue Adresse' },
  },
] as const satisfies readonly EnumEntry[];
export type GeoPrecision = (typeof geoPrecisions)[number]['value'];

/** Heating fuel or system. */
export const heatings = [
  { value: 'OIL', labels: { nl: 'Stookolie', fr: 'Mazout', en: 'Heating oil', de: 'Heizöl' } },
  { value: 'COAL', labels: { nl: 'Steenkool', fr: 'Charbon', en: 'Coal', de: 'Kohle' } },
  {
    value: 'ELECTRICITY',
    labels: { nl: 'Elektriciteit', fr: 'Électricité', en: 'Electricity', de: 'Strom' },
  },
  { value: 'GAS', labels: { nl: 'Aardgas', fr: 'Gaz naturel', en: 'Natural gas', de: 'Erdgas' } },
  {
    value: 'HEAT_ACCUMULATION',
    labels: {
      nl: 'Accumulatieverwarming',
      fr: 'Chauffage à accumulation',
      en: 'Storage heaters',
      de: 'Nachtspeicherheizung',
    },
  },
  {
    value: 'GAS_HEATERS',
    labels: { nl: 'Gaskachels', fr: 'Convecteurs au gaz', en: 'Gas heaters', de: 'Gasöfen' },
  },
  {
    value: 'PROPANE_GAS',
    labels: { nl: 'Propaangas', fr: 'Gaz propane', en: 'Propane', de: 'Propangas' },
  },
  {
    value: 'CENTRAL_VENTILATION',
    labels: {
      nl: 'Centrale luchtverwarming',
      fr: 'Chauffage à air pulsé',
      en: 'Warm-air central heating',
      de: 'Warmluftheizung',
    },
  },
  { value: 'WOOD', labels: { nl: 'Hout', fr: 'Bois', en: 'Wood', de: 'Holz' } },
  { value: 'PELLET', labels: { nl: 'Pellets', fr: 'Pellets', en: 'Wood pellets', de: 'Pellets' } },
] as const satisfies readonly EnumEntry[];
export type Heating = (typeof heatings)[number]['value'];

/** Kitchen fit-out; AMERICAN_ is the open-plan variant (spec 3). */
export const kitchenTypes = [
  {
    value: 'EQUIPPED',
    labels: {
      nl: 'Ingerichte keuken',
      fr: 'Cuisine équipée',
      en: 'Fitted kitchen',
      de: 'Einbauküche',
    },
  },
  {
    value: 'SEMI_EQUIPPED',
    labels: {
      nl: 'Half ingerichte keuken',
      fr: 'Cuisine semi-équipée',
      en: 'Partly fitted kitchen',
      de: 'Teilweise eingerichtete Küche',
    },
  },
  {
    value: 'NOT_EQUIPPED',
    labels: {
      nl: 'Niet ingerichte keuken',
      fr: 'Cuisine non équipée',
      en: 'Unfitted kitchen',
      de: 'Nicht eingerichtete Küche',
    },
  },
  {
    value: 'HYPER_EQUIPPED',
    labels: {
      nl: 'Hyperingerichte keuken',
      fr: 'Cuisine hyper-équipée',
      en: 'Fully fitted kitchen',
      de: 'Voll ausgestattete Einbauküche',
    },
  },
  {
    value: 'AMERICAN_EQUIPPED',
    labels: {
      nl: 'Ingerichte open keuken',
      fr: 'Cuisine américaine équipée',
      en: 'Fitted open-plan kitchen',
      de: 'Offene Einbauküche',
    },
  },
  {
    value: 'AMERICAN_SEMI_EQUIPPED',
    labels: {
      nl: 'Half ingerichte open keuken',
      fr: 'Cuisine américaine semi-équipée',
      en: 'Partly fitted open-plan kitchen',
      de: 'Teilweise eingerichtete offene Küche',
    },
  },
  {
    value: 'AMERICAN_NOT_EQUIPPED',
    labels: {
      nl: 'Niet ingerichte open keuken',
      fr: 'Cuisine américaine non équipée',
      en: 'Unfitted open-plan kitchen',
      de: 'Nicht eingerichtete offene Küche',
    },
  },
  {
    value: 'AMERICAN_HYPER_EQUIPPED',
    labels: {
      nl: 'Hyperingerichte open keuken',
      fr: 'Cuisine américaine hyper-équipée',
      en: 'Fully fitted open-plan kitchen',
      de: 'Voll ausgestattete offene Küche',
    },
  },
] as const satisfies readonly EnumEntry[];
export type KitchenType = (typeof kitchenTypes)[number]['value'];

export const luxuryLevels = [
  { value: 'MODEST', labels: { nl: 'Bescheiden', fr: 'Modeste', en: 'Modest', de: 'Einfach' } },
  { value: 'AVERAGE', labels: { nl: 'Gemiddeld', fr: 'Moyen', en: 'Average', de: 'Mittel' } },
  {
    value: 'LUXURIOUS',
    labels: { nl: 'Luxueus', fr: 'Luxueux', en: 'Luxurious', de: 'Luxuriös' },
  },
] as const satisfies readonly EnumEntry[];
export type LuxuryLevel = (typeof luxuryLevels)[number]['value'];

/** Compass direction, e.g. of the garden or the terrace. */
export const orientations = [
  { value: 'N', labels: { nl: 'Noord', fr: 'Nord', en: 'North', de: 'Nord' } },
  { value: 'NE', labels: { nl: 'Noordoost', fr: 'Nord-est', en: 'North-east', de: 'Nordost' } },
  { value: 'E', labels: { nl: 'Oost', fr: 'Est', en: 'East', de: 'Ost' } },
  { value: 'SE', labels: { nl: 'Zuidoost', fr: 'Sud-est', en: 'South-east', de: 'Südost' } },
  { value: 'S', labels: { nl: 'Zuid', fr: 'Sud', en: 'South', de: 'Süd' } },
  { value: 'SW', labels: { nl: 'Zuidwest', fr: 'Sud-ouest', en: 'South-west', de: 'Südwest' } },
  { value: 'W', labels: { nl: 'West', fr: 'Ouest', en: 'West', de: 'West' } },
  { value: 'NW', labels: { nl: 'Noordwest', fr: 'Nord-ouest', en: 'North-west', de: 'Nordwest' } },
] as const satisfies readonly EnumEntry[];
export type Orientation = (typeof orientations)[number]['value'];

/**
 * Answer to a planning question (permit, subdivision permit...). BEFORE_1962: built before the
 * 1962 planning act, so in Flanders the building is deemed permitted ("vergund geacht").
 */
export const plannings = [
  { value: 'UNKNOWN', labels: { nl: 'Onbekend', fr: 'Inconnu', en: 'Unknown', de: 'Unbekannt' } },
  { value: 'NO', labels: { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' } },
  { value: 'YES', labels: { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' } },
  {
    value: 'PENDING',
    labels: { nl: 'Aangevraagd', fr: 'Demandé', en: 'Applied for', de: 'Beantragt' },
  },
  {
    value: 'BEFORE_1962',
    labels: {
      nl: 'Vergund geacht (vóór 1962)',
      fr: 'Construit avant 1962',
      en: 'Built before 1962',
      de: 'Vor 1962 errichtet',
    },
  },
] as const satisfies readonly EnumEntry[];
export type Planning = (typeof plannings)[number]['value'];

export const roofTypes = [
  {
    value: 'SADDLEBACK',
    labels: { nl: 'Zadeldak', fr: 'Toit à deux versants', en: 'Gable roof', de: 'Satteldach' },
  },
  { value: 'FLAT', labels: { nl: 'Plat dak', fr: 'Toit plat', en: 'Flat roof', de: 'Flachdach' } },
  {
    value: 'LEAN_TO',
    labels: { nl: 'Lessenaarsdak', fr: 'Toit en appentis', en: 'Lean-to roof', de: 'Pultdach' },
  },
  {
    value: 'KERB',
    labels: { nl: 'Mansardedak', fr: 'Toit mansardé', en: 'Mansard roof', de: 'Mansarddach' },
  },
  {
    value: 'HIPPED',
    labels: { nl: 'Schilddak', fr: 'Toit en croupe', en: 'Hipped roof', de: 'Walmdach' },
  },
] as const satisfies readonly EnumEntry[];
export type RoofType = (typeof roofTypes)[number]['value'];

export const windowGlazings = [
  {
    value: 'SINGLE',
    labels: {
      nl: 'Enkel glas',
      fr: 'Simple vitrage',
      en: 'Single glazing',
      de: 'Einfachverglasung',
    },
  },
  {
    value: 'DOUBLE',
    labels: {
      nl: 'Dubbel glas',
      fr: 'Double vitrage',
      en: 'Double glazing',
      de: 'Doppelverglasung',
    },
  },
  {
    value: 'TRIPLE',
    labels: {
      nl: 'Driedubbel glas',
      fr: 'Triple vitrage',
      en: 'Triple glazing',
      de: 'Dreifachverglasung',
    },
  },
] as const satisfies readonly EnumEntry[];
export type WindowGlazing = (typeof windowGlazings)[number]['value'];
