import type { Locale } from '../../src/domain/locales.ts';
import type { Agreement, Entity, EntityItem, Menu, MenuItem, Page } from '../../src/schemas/cms.ts';
import type { SalesRep } from '../../src/schemas/estate.ts';
import type { LocalizedString } from '../../src/schemas/localized.ts';
import type { Site } from '../../src/schemas/site.ts';
import { statusIdOf } from '../../src/domain/transaction-status.ts';
import { demoAgency } from './agency.ts';
import { agencyPicturePath } from './agency-picture.ts';

type Text4 = Record<Locale, string>;

/**
 * The demo site's settings. Taken-over businesses (old-source status 7) are listed but not
 * clickable: their cards are inert through hiddenStatus (spec 2).
 */
export function buildSite(siteId: string): Site {
  return {
    id: siteId,
    name: demoAgency.name,
    hostname: 'localhost',
    defaultLocale: 'nl',
    locales: ['nl', 'fr', 'en', 'de'],
    hiddenStatus: [statusIdOf('old', 'TAKEN_OVER')],
    hiddenTabs: [],
    agency: {
      name: demoAgency.name,
      email: demoAgency.email,
      phone: demoAgency.phone,
      vat: demoAgency.vat,
      biv: demoAgency.biv,
      street: demoAgency.street,
      zip: demoAgency.zip,
      city: demoAgency.city,
      country: 'BE',
      lat: demoAgency.lat,
      lon: demoAgency.lon,
      logo: null,
      image: agencyPicturePath,
      social: [
        { name: 'facebook', url: 'https://www.facebook.com/' },
        { name: 'instagram', url: 'https://www.instagram.com/' },
        { name: 'linkedin', url: 'https://www.linkedin.com/' },
      ],
    },
  };
}

/** Paths of the CMS pages per language, without the language prefix. */
export const pageUrls = {
  home: { nl: '', fr: '', en: '', de: '' },
  privacy: {
    nl: 'privacy-verklaring',
    fr: 'declaration-de-confidentialite',
    en: 'privacy-statement',
    de: 'datenschutzerklarung',
  },
  terms: {
    nl: 'gebruiksvoorwaarden',
    fr: 'conditions-d-utilisation',
    en: 'terms-of-use',
    de: 'agb',
  },
  about: { nl: 'over-ons', fr: 'a-propos', en: 'about-us', de: 'uber-uns' },
  sell: {
    nl: 'verkopen-met-ons',
    fr: 'vendre-avec-nous',
    en: 'sell-with-us',
    de: 'verkaufen-mit-uns',
  },
  team: { nl: 'ons-team', fr: 'notre-equipe', en: 'our-team', de: 'unser-team' },
} as const satisfies Record<string, Text4>;

function item(
  id: number,
  label: Text4,
  target: { route?: string; url?: LocalizedString; external?: boolean },
  children: MenuItem[] = [],
): MenuItem {
  return {
    id,
    label,
    route: target.route ?? null,
    url: target.url ?? null,
    external: target.external ?? false,
    children,
  };
}

/** The main and footer menus; items point at site routes, CMS pages or external sites. */
export function buildMenus(): Menu[] {
  return [
    {
      id: 1,
      name: 'main',
      items: [
        item(1, { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' }, { route: 'home' }),
        item(2, { nl: 'Kopen', fr: 'Acheter', en: 'Buy', de: 'Kaufen' }, { route: 'buy' }),
        item(3, { nl: 'Huren', fr: 'Louer', en: 'Rent', de: 'Mieten' }, { route: 'rent' }),
        item(
          4,
          { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' },
          { route: 'projects' },
        ),
        item(
          5,
          {
            nl: 'Vakantieverhuur',
            fr: 'Locations de vacances',
            en: 'Holiday rentals',
            de: 'Ferienvermietung',
          },
          { route: 'holidayRentals' },
        ),
        item(
          6,
          { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
          { url: pageUrls.about },
          [
            item(
              7,
              { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
              { url: pageUrls.team },
            ),
            item(
              8,
              {
                nl: 'Verkopen met ons',
                fr: 'Vendre avec nous',
                en: 'Sell with us',
                de: 'Verkaufen mit uns',
              },
              { url: pageUrls.sell },
            ),
          ],
        ),
        item(
          9,
          { nl: 'Favorieten', fr: 'Favoris', en: 'Favourites', de: 'Favoriten' },
          { route: 'favorites' },
        ),
      ],
    },
    {
      id: 2,
      name: 'footer',
      items: [
        item(
          20,
          {
            nl: 'Hou me op de hoogte',
            fr: 'Tenez-moi au courant',
            en: 'Keep me informed',
            de: 'Halten Sie mich auf dem Laufenden',
          },
          { route: 'subscribe' },
        ),
        item(
          21,
          {
            nl: 'Verkopen met ons',
            fr: 'Vendre avec nous',
            en: 'Sell with us',
            de: 'Verkaufen mit uns',
          },
          { url: pageUrls.sell },
        ),
        item(
          22,
          {
            nl: 'Privacyverklaring',
            fr: 'Déclaration de confidentialité',
            en: 'Privacy statement',
            de: 'Datenschutzerklärung',
          },
          { route: 'privacy' },
        ),
        item(
          23,
          {
            nl: 'Gebruiksvoorwaarden',
            fr: "Conditions d'utilisation",
            en: 'Terms of use',
            de: 'Nutzungsbedingungen',
          },
          { route: 'terms' },
        ),
        item(
          24,
          { nl: 'Facebook', fr: 'Facebook', en: 'Facebook', de: 'Facebook' },
          {
            url: {
              nl: 'https://www.facebook.com/',
              fr: 'https://www.facebook.com/',
              en: 'https://www.facebook.com/',
              de: 'https://www.facebook.com/',
            },
            external: true,
          },
        ),
      ],
    },
  ];
}

const agencyLine = `${demoAgency.name}, ${demoAgency.street}, ${demoAgency.zip}`;

/**
 * The CMS pages: the home page with the agency's own content, the privacy statement and terms
 * of use, and three content pages. Content is HTML; a few German texts are empty, as on many
 * real sites (spec 3).
 */
export function buildPages(now: Date): Page[] {
  const updatedAt = new Date(now.getTime() - 40 * 86_400_000).toISOString();
  return [
    {
      id: 1,
      kind: 'home',
      url: pageUrls.home,
      title: {
        nl: 'Uw vastgoedpartner in heel België',
        fr: 'Votre partenaire immobilier partout en Belgique',
        en: 'Your property partner across Belgium',
        de: 'Ihr Immobilienpartner in ganz Belgien',
      },
      description: {
        nl: 'Kopen, huren of verkopen met Immo Horizon: persoonlijk advies, eerlijke schattingen en een ruim aanbod.',
        fr: 'Acheter, louer ou vendre avec Immo Horizon : conseils personnalisés, estimations honnêtes et une large offre.',
        en: 'Buy, rent or sell with Immo Horizon: personal advice, honest valuations and a wide choice.',
        de: 'Kaufen, mieten oder verkaufen mit Immo Horizon: persönliche Beratung, ehrliche Bewertungen und ein großes Angebot.',
      },
      content: {
        nl: "<h2>Welkom bij Immo Horizon</h2><p>Al meer dan twintig jaar helpen wij kopers, huurders en eigenaars in Vlaanderen, Brussel en Wallonië. Wij kennen de lokale markt en nemen de tijd om naar u te luisteren.</p><h3>Waarom kiezen voor ons?</h3><ul><li>Gratis en vrijblijvende schatting van uw woning</li><li>Professionele foto's en virtuele rondleidingen</li><li>Eén vast aanspreekpunt van begin tot akte</li></ul>",
        fr: "<h2>Bienvenue chez Immo Horizon</h2><p>Depuis plus de vingt ans, nous accompagnons acheteurs, locataires et propriétaires en Flandre, à Bruxelles et en Wallonie. Nous connaissons le marché local et prenons le temps de vous écouter.</p><h3>Pourquoi nous choisir ?</h3><ul><li>Estimation gratuite et sans engagement de votre bien</li><li>Photos professionnelles et visites virtuelles</li><li>Un interlocuteur unique jusqu'à l'acte</li></ul>",
        en: '<h2>Welcome to Immo Horizon</h2><p>For more than twenty years we have helped buyers, tenants and owners in Flanders, Brussels and Wallonia. We know the local market and take the time to listen to you.</p><h3>Why choose us?</h3><ul><li>Free, no-obligation valuation of your home</li><li>Professional photos and virtual tours</li><li>One point of contact all the way to the deed</li></ul>',
        de: '<h2>Willkommen bei Immo Horizon</h2><p>Seit mehr als zwanzig Jahren begleiten wir Käufer, Mieter und Eigentümer in Flandern, Brüssel und der Wallonie.</p><ul><li>Kostenlose und unverbindliche Bewertung Ihrer Immobilie</li><li>Professionelle Fotos und virtuelle Rundgänge</li></ul>',
      },
      hiddenTabs: [],
      updatedAt,
    },
    {
      id: 2,
      kind: 'privacy',
      url: pageUrls.privacy,
      title: {
        nl: 'Privacyverklaring',
        fr: 'Déclaration de confidentialité',
        en: 'Privacy statement',
        de: 'Datenschutzerklärung',
      },
      description: null,
      content: {
        nl: `<h2>Wie zijn wij?</h2><p>${agencyLine} Gent is verantwoordelijk voor de verwerking van uw persoonsgegevens.</p><h2>Welke gegevens verwerken wij?</h2><p>Uw naam, e-mailadres, telefoonnummer en uw zoekcriteria, wanneer u een formulier invult of zich inschrijft om op de hoogte te blijven.</p><h2>Waarom?</h2><p>Om uw vraag te beantwoorden, bezoeken in te plannen en u nieuwe panden te sturen die aan uw wensen voldoen. Wij bewaren uw gegevens niet langer dan nodig en delen ze nooit met derden voor marketing.</p><h2>Uw rechten</h2><p>U kunt uw gegevens op elk moment inkijken, verbeteren of laten wissen via ${demoAgency.email}.</p>`,
        fr: `<h2>Qui sommes-nous ?</h2><p>${agencyLine} Gand est responsable du traitement de vos données personnelles.</p><h2>Quelles données ?</h2><p>Vos nom, adresse e-mail, numéro de téléphone et critères de recherche, lorsque vous remplissez un formulaire ou demandez à être tenu informé.</p><h2>Pourquoi ?</h2><p>Pour répondre à votre demande, planifier des visites et vous envoyer les biens qui correspondent à vos souhaits. Nous ne conservons vos données que le temps nécessaire et ne les cédons jamais à des tiers.</p><h2>Vos droits</h2><p>Vous pouvez consulter, corriger ou faire effacer vos données à tout moment via ${demoAgency.email}.</p>`,
        en: `<h2>Who are we?</h2><p>${agencyLine} Ghent is the controller of your personal data.</p><h2>What data do we process?</h2><p>Your name, e-mail address, phone number and search criteria, when you fill in a form or ask to be kept informed.</p><h2>Why?</h2><p>To answer your question, plan viewings and send you new properties that match your wishes. We keep your data no longer than needed and never share it with third parties for marketing.</p><h2>Your rights</h2><p>You can see, correct or erase your data at any time by writing to ${demoAgency.email}.</p>`,
        de: `<h2>Wer sind wir?</h2><p>${agencyLine} Gent ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich.</p><h2>Ihre Rechte</h2><p>Sie können Ihre Daten jederzeit über ${demoAgency.email} einsehen, berichtigen oder löschen lassen.</p>`,
      },
      hiddenTabs: [],
      updatedAt,
    },
    {
      id: 3,
      kind: 'terms',
      url: pageUrls.terms,
      title: {
        nl: 'Gebruiksvoorwaarden',
        fr: "Conditions d'utilisation",
        en: 'Terms of use',
        de: 'Nutzungsbedingungen',
      },
      description: null,
      content: {
        nl: "<h2>Gebruik van deze website</h2><p>De informatie op deze website wordt met zorg samengesteld, maar is niet bindend. Prijzen, oppervlaktes en beschikbaarheid kunnen wijzigen. Aan de voorstelling van de panden kunnen geen rechten worden ontleend.</p><h2>Intellectuele eigendom</h2><p>Teksten, foto's en plannen blijven eigendom van Immo Horizon en mogen niet zonder toestemming worden overgenomen.</p>",
        fr: "<h2>Utilisation de ce site</h2><p>Les informations de ce site sont rassemblées avec soin mais ne sont pas contractuelles. Prix, surfaces et disponibilités peuvent changer.</p><h2>Propriété intellectuelle</h2><p>Textes, photos et plans restent la propriété d'Immo Horizon et ne peuvent être repris sans autorisation.</p>",
        en: '<h2>Use of this website</h2><p>The information on this website is compiled with care but is not binding. Prices, surfaces and availability may change.</p><h2>Intellectual property</h2><p>Texts, photos and plans remain the property of Immo Horizon and may not be reused without permission.</p>',
        de: '',
      },
      hiddenTabs: [],
      updatedAt,
    },
    {
      id: 4,
      kind: 'page',
      url: pageUrls.about,
      title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
      description: {
        nl: 'Een onafhankelijk vastgoedkantoor met een hart voor de regio.',
        fr: 'Une agence immobilière indépendante, attachée à sa région.',
        en: 'An independent estate agency with a heart for the region.',
        de: null,
      },
      content: {
        nl: '<p>Immo Horizon is een familiaal vastgoedkantoor, erkend door het BIV. Ons team van makelaars, schatters en verhuurbeheerders begeleidt u bij elke stap.</p><p>Wij zijn lid van de beroepsfederatie en werken volgens de deontologische code van het BIV.</p>',
        fr: "<p>Immo Horizon est une agence immobilière familiale agréée IPI. Notre équipe d'agents, d'experts et de gestionnaires locatifs vous accompagne à chaque étape.</p>",
        en: '<p>Immo Horizon is a family-run estate agency licensed by the Belgian Institute of Estate Agents. Our team of agents, valuers and lettings managers guides you at every step.</p>',
        de: '',
      },
      hiddenTabs: [],
      updatedAt,
    },
    {
      id: 5,
      kind: 'page',
      url: pageUrls.sell,
      title: {
        nl: 'Verkopen met ons',
        fr: 'Vendre avec nous',
        en: 'Sell with us',
        de: 'Verkaufen mit uns',
      },
      description: null,
      content: {
        nl: '<h2>Uw woning verkopen?</h2><ol><li>Gratis schatting aan huis</li><li>Alle attesten geregeld: EPC, elektrische keuring, asbestattest, bodemattest</li><li>Professionele presentatie en publicatie</li><li>Bezoeken, onderhandeling en begeleiding tot de akte</li></ol>',
        fr: "<h2>Vendre votre bien ?</h2><ol><li>Estimation gratuite à domicile</li><li>Toutes les attestations : PEB, contrôle électrique, attestation du sol</li><li>Présentation et publication professionnelles</li><li>Visites, négociation et suivi jusqu'à l'acte</li></ol>",
        en: '<h2>Selling your home?</h2><ol><li>Free valuation at home</li><li>Every certificate arranged: EPC, electrical inspection, asbestos and soil certificates</li><li>Professional presentation and publication</li><li>Viewings, negotiation and support until the deed</li></ol>',
        de: '<h2>Ihre Immobilie verkaufen?</h2><ol><li>Kostenlose Bewertung vor Ort</li><li>Alle Bescheinigungen: Energieausweis, Elektroprüfung</li><li>Besichtigungen und Begleitung bis zur Beurkundung</li></ol>',
      },
      hiddenTabs: [],
      updatedAt,
    },
    {
      id: 6,
      kind: 'page',
      url: pageUrls.team,
      title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
      description: null,
      content: {
        nl: '<p>Maak kennis met de mensen achter Immo Horizon.</p>',
        fr: "<p>Faites connaissance avec l'équipe d'Immo Horizon.</p>",
        en: '<p>Meet the people behind Immo Horizon.</p>',
        de: null,
      },
      hiddenTabs: [],
      updatedAt,
    },
  ];
}

const testimonials: readonly { author: string; city: string; body: LocalizedString }[] = [
  {
    author: 'Annelies V.',
    city: 'Gent',
    body: {
      nl: 'Onze woning was binnen de maand verkocht, met een duidelijke opvolging bij elke stap.',
      fr: 'Notre maison a été vendue en un mois, avec un suivi clair à chaque étape.',
      en: 'Our house sold within a month, with clear follow-up at every step.',
      de: 'Unser Haus war innerhalb eines Monats verkauft, mit klarer Begleitung bei jedem Schritt.',
    },
  },
  {
    author: 'Marc D.',
    city: 'Namur',
    body: {
      nl: 'Correcte schatting en een vlotte verkoop. Aanrader!',
      fr: 'Estimation correcte et vente rapide. Je recommande !',
      en: 'A fair valuation and a smooth sale. Recommended!',
      de: null,
    },
  },
  {
    author: 'Sarah & Tom',
    city: 'Leuven',
    body: {
      nl: 'Als jonge kopers voelden we ons goed begeleid, van het eerste bezoek tot de akte.',
      fr: "En tant que jeunes acheteurs, nous nous sommes sentis bien accompagnés, de la première visite à l'acte.",
      en: 'As first-time buyers we felt well supported, from the first viewing to the deed.',
      de: 'Als junge Käufer fühlten wir uns vom ersten Besuch bis zur Beurkundung gut begleitet.',
    },
  },
  {
    author: 'Hélène M.',
    city: 'Bruxelles',
    body: {
      nl: 'Ons appartement werd snel verhuurd aan een betrouwbare huurder.',
      fr: 'Notre appartement a été loué rapidement à un locataire fiable.',
      en: 'Our flat was let quickly to a reliable tenant.',
      de: '',
    },
  },
];

const services: readonly { title: Text4; body: Text4 }[] = [
  {
    title: { nl: 'Verkopen', fr: 'Vendre', en: 'Selling', de: 'Verkaufen' },
    body: {
      nl: 'Van schatting tot akte.',
      fr: "De l'estimation à l'acte.",
      en: 'From valuation to deed.',
      de: 'Von der Bewertung bis zur Beurkundung.',
    },
  },
  {
    title: { nl: 'Verhuren', fr: 'Louer', en: 'Letting', de: 'Vermieten' },
    body: {
      nl: 'De juiste huurder, zonder zorgen.',
      fr: 'Le bon locataire, sans soucis.',
      en: 'The right tenant, without the worry.',
      de: 'Der richtige Mieter, ohne Sorgen.',
    },
  },
  {
    title: { nl: 'Schatten', fr: 'Estimer', en: 'Valuing', de: 'Bewerten' },
    body: {
      nl: 'Een eerlijke marktwaarde.',
      fr: 'Une valeur de marché honnête.',
      en: 'An honest market value.',
      de: 'Ein ehrlicher Marktwert.',
    },
  },
  {
    title: { nl: 'Beheren', fr: 'Gérer', en: 'Managing', de: 'Verwalten' },
    body: {
      nl: 'Wij beheren uw verhuurde panden.',
      fr: 'Nous gérons vos biens loués.',
      en: 'We manage your let properties.',
      de: 'Wir verwalten Ihre vermieteten Immobilien.',
    },
  },
];

/** CMS entities (team, testimonials, services) and their items. */
export function buildEntities(salesReps: readonly SalesRep[]): {
  entities: Entity[];
  entityItems: EntityItem[];
} {
  const entities: Entity[] = [
    {
      id: 1,
      name: 'team',
      title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
    },
    {
      id: 2,
      name: 'testimonials',
      title: {
        nl: 'Wat klanten zeggen',
        fr: 'Ils nous ont fait confiance',
        en: 'What clients say',
        de: 'Was Kunden sagen',
      },
    },
    {
      id: 3,
      name: 'services',
      title: {
        nl: 'Onze diensten',
        fr: 'Nos services',
        en: 'Our services',
        de: 'Unsere Leistungen',
      },
    },
  ];
  let id = 1;
  const entityItems: EntityItem[] = [
    ...salesReps.map((rep, index) => ({
      id: id++,
      entityId: 1,
      title: {
        nl: `${rep.firstname} ${rep.lastname}`,
        fr: `${rep.firstname} ${rep.lastname}`,
        en: `${rep.firstname} ${rep.lastname}`,
        de: `${rep.firstname} ${rep.lastname}`,
      },
      body: rep.description ?? null,
      image: rep.picture ?? null,
      sort: index,
      data: { email: rep.email, phone: rep.phone, mobile: rep.mobile },
    })),
    ...testimonials.map((testimonial, index) => ({
      id: id++,
      entityId: 2,
      title: {
        nl: testimonial.author,
        fr: testimonial.author,
        en: testimonial.author,
        de: testimonial.author,
      },
      body: testimonial.body,
      image: null,
      sort: index,
      data: { city: testimonial.city, rating: 5 },
    })),
    ...services.map((service, index) => ({
      id: id++,
      entityId: 3,
      title: service.title,
      body: service.body,
      image: null,
      sort: index,
      data: {},
    })),
  ];
  return { entities, entityItems };
}

const agreementTexts: Record<
  Locale,
  readonly [privacy: string, newsletter: string, terms: string]
> = {
  nl: [
    'Ik ga akkoord met de verwerking van mijn gegevens volgens de privacyverklaring.',
    'Ik wil per e-mail nieuwe panden ontvangen die aan mijn zoekcriteria voldoen.',
    'Ik heb de gebruiksvoorwaarden gelezen en aanvaard ze.',
  ],
  fr: [
    "J'accepte le traitement de mes données conformément à la déclaration de confidentialité.",
    'Je souhaite recevoir par e-mail les nouveaux biens correspondant à mes critères.',
    "J'ai lu et j'accepte les conditions d'utilisation.",
  ],
  en: [
    'I agree to the processing of my data as described in the privacy statement.',
    'I would like to receive new properties matching my criteria by e-mail.',
    'I have read and accept the terms of use.',
  ],
  de: [
    'Ich stimme der Verarbeitung meiner Daten gemäß der Datenschutzerklärung zu.',
    'Ich möchte neue passende Immobilien per E-Mail erhalten.',
    'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie.',
  ],
};

/** Consent texts for the forms, per language (`GET agreements?locale=`). */
export function buildAgreements(): { locale: Locale; items: Agreement[] }[] {
  return (Object.keys(agreementTexts) as Locale[]).map((locale) => {
    const [privacy, newsletter, terms] = agreementTexts[locale];
    return {
      locale,
      items: [
        { id: 1, kind: 'privacy', text: privacy, required: true },
        { id: 2, kind: 'newsletter', text: newsletter, required: false },
        { id: 3, kind: 'terms', text: terms, required: false },
      ],
    };
  });
}

/**
 * UI texts the agency overrides in the CMS, a handful per language (`GET /translations/{locale}`):
 * the site's own keys, which the build puts over its built-in texts (src/i18n/translation-system.ts).
 */
export function buildTranslations(): Record<Locale, Record<string, string>> {
  return {
    nl: {
      'favorites.title': 'Mijn bewaarde panden',
      'favorites.no.estates':
        'U hebt nog geen panden bewaard. Tik op het hartje bij een pand en vind het hier terug.',
      'favorites.description': 'De panden die u bij {{agency}} bewaarde, om rustig te vergelijken.',
      'card.no.picture': 'Foto volgt binnenkort',
      'home.search.title': 'Vind uw droomwoning in België',
      'group.projects': 'Nieuwbouwprojecten',
      'results.none':
        'Geen panden gevonden. Schrijf u in en wij verwittigen u zodra er een pand is dat bij u past.',
    },
    fr: {
      'favorites.title': 'Mes biens sauvegardés',
      'favorites.no.estates':
        "Vous n'avez encore sauvegardé aucun bien. Touchez le cœur d'un bien pour le retrouver ici.",
      'favorites.description':
        'Les biens sauvegardés chez {{agency}}, à comparer en toute sérénité.',
      'card.no.picture': 'Photo bientôt disponible',
      'home.search.title': 'Trouvez la maison de vos rêves en Belgique',
      'group.projects': 'Projets neufs',
    },
    en: {
      'favorites.title': 'My saved properties',
      'favorites.no.estates':
        'You have not saved any properties yet. Tap the heart on a property to find it here.',
      'favorites.description': 'The properties you saved at {{agency}}, to compare at leisure.',
      'card.no.picture': 'Photo coming soon',
      'home.search.title': 'Find your dream home in Belgium',
      'group.projects': 'New-build projects',
    },
    de: {
      'favorites.title': 'Meine gemerkten Immobilien',
      'favorites.no.estates':
        'Sie haben sich noch keine Immobilie gemerkt. Tippen Sie auf das Herz einer Immobilie, um sie hier wiederzufinden.',
      'favorites.description': 'Die Immobilien, die Sie sich bei {{agency}} gemerkt haben.',
      'card.no.picture': 'Foto folgt',
      'home.search.title': 'Finden Sie Ihr Traumhaus in Belgien',
      'group.projects': 'Neubauprojekte',
    },
  };
}
