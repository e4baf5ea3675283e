import type { SalesRep, Sticker } from '../../src/schemas/estate.ts';
import { pictureUrl } from './picture-paths.ts';
import type { Random } from './random.ts';

/**
 * The fictional agency behind the demo data. Its e-mail domain is a reserved `.example` name
 * (RFC 2606), so mail sent by a demo run can never reach a real mailbox.
 */
export const demoAgency = {
  name: 'Immo Horizon',
  domain: 'immohorizon.example',
  email: 'info@immohorizon.example',
  phone: '+32 9 265 40 10',
  vat: 'BE 0712.345.678',
  biv: 'BIV 512.345',
  street: 'Vrijdagmarkt 12',
  zip: '9000',
  city: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
  lat: 51.0574,
  lon: 3.7268,
} as const;

type Person = { firstname: string; lastname: string; role: SalesRep['description'] };

const broker = {
  nl: 'Erkend vastgoedmakelaar BIV',
  fr: 'Agent immobilier agréé IPI',
  en: 'Licensed estate agent',
  de: 'Zugelassener Immobilienmakler',
};

const people: readonly Person[] = [
  {
    firstname: 'Sofie',
    lastname: 'Peeters',
    role: { nl: 'Zaakvoerder', fr: 'Gérante', en: 'Managing director', de: 'Geschäftsführerin' },
  },
  { firstname: 'Thomas', lastname: 'Janssens', role: broker },
  { firstname: 'Julie', lastname: 'Dubois', role: broker },
  {
    firstname: 'Pieter',
    lastname: 'Maes',
    role: { nl: 'Verhuurbeheer', fr: 'Gestion locative', en: 'Lettings manager', de: null },
  },
  { firstname: 'Camille', lastname: 'Lambert', role: broker },
  {
    firstname: 'Lotte',
    lastname: 'Claes',
    role: {
      nl: 'Projectverkoop',
      fr: 'Vente de projets neufs',
      en: 'New-build sales',
      de: 'Neubauvertrieb',
    },
  },
  { firstname: 'Nicolas', lastname: 'Wouters', role: broker },
  {
    firstname: 'Elise',
    lastname: 'Goossens',
    role: { nl: 'Schatter-expert', fr: 'Experte immobilière', en: 'Valuer', de: 'Gutachterin' },
  },
  {
    firstname: 'Jonas',
    lastname: 'Lemmens',
    role: {
      nl: 'Commercieel vastgoed',
      fr: 'Immobilier commercial',
      en: 'Commercial property',
      de: null,
    },
  },
];

function ascii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The agency's sales representatives: five to eight people, chosen by the seed. */
export function drawSalesReps(random: Random): SalesRep[] {
  const count = random.int(5, 8);
  return people.slice(0, count).map((person, index) => ({
    firstname: person.firstname,
    lastname: person.lastname,
    picture: pictureUrl(`portrait-${index + 1}-1`, 'thumbnail'),
    mobile: `+32 4${random.int(70, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
    phone: demoAgency.phone,
    email: `${ascii(person.firstname)}.${ascii(person.lastname)}@${demoAgency.domain}`,
    description: person.role,
  }));
}

/**
 * The agency's stickers. Two are left at the back office's default white with black text,
 * which spec 5 treats as unset, as happens in real data.
 */
export const stickers: readonly Sticker[] = [
  {
    id: 1,
    name: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
    color: 'e63946',
    colorText: 'ffffff',
  },
  {
    id: 2,
    name: { nl: 'Prijsdaling', fr: 'Prix revu', en: 'Price reduced', de: 'Preis gesenkt' },
    color: 'f4a261',
    colorText: '000000',
  },
  {
    id: 3,
    name: { nl: 'Open huis', fr: 'Portes ouvertes', en: 'Open house', de: null },
    color: '2a9d8f',
    colorText: 'ffffff',
  },
  {
    id: 4,
    name: { nl: 'Onder optie', fr: 'Sous option', en: 'Under offer', de: 'Reserviert' },
    color: 'ffffff',
    colorText: '000000',
  },
  {
    id: 5,
    name: { nl: 'Exclusief', fr: 'Exclusivité', en: 'Exclusive', de: 'Exklusiv' },
    color: '1d3557',
    colorText: 'ffffff',
  },
  {
    id: 6,
    name: { nl: 'Nieuwbouw', fr: 'Neuf', en: 'New build', de: 'Neubau' },
    color: 'ffffff',
    colorText: '000000',
  },
  {
    id: 7,
    name: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
    color: 'c1121f',
    colorText: 'ffffff',
  },
  {
    id: 8,
    name: { nl: 'Verhuurd', fr: 'Loué', en: 'Let', de: 'Vermietet' },
    color: '6d597a',
    colorText: 'ffffff',
  },
];
