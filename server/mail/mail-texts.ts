import { localeTags, type Locale } from '../../src/domain/locales.ts';

/*
 * The fixed wording of the mails the site sends, in the four languages (spec 1). Every mail is
 * written in the visitor's language; values are filled in by these functions as plain text and
 * escaped by the HTML renderer, never here.
 */

/**
 * A count in words, its noun in the plural form the language's rules choose (`Intl.PluralRules`;
 * French counts 0 and 1 as singular); `#` stands for the number.
 * @example counted('en', '# price drop', '# price drops')(2) // '2 price drops'
 */
function counted(locale: Locale, one: string, other: string): (count: number) => string {
  const tag = localeTags[locale];
  return (count) =>
    (new Intl.PluralRules(tag).select(count) === 'one' ? one : other).replace(
      '#',
      new Intl.NumberFormat(tag).format(count),
    );
}

export type MailTexts = {
  languageName: string;
  greeting: (name: string) => string;
  greetingNoName: string;
  signOff: (agency: string) => string;
  automatic: (agency: string) => string;
  labels: {
    name: string;
    email: string;
    phone: string;
    language: string;
    property: string;
    dateTime: string;
    reference: string;
    holidayHome: string;
    period: string;
    guests: string;
    price: string;
    transaction: string;
    types: string;
    priceRange: string;
    bedrooms: string;
  };
  forSale: string;
  toRent: string;
  any: string;
  atLeast: (count: string) => string;
  between: (min: string, max: string) => string;
  from: (min: string) => string;
  upTo: (max: string) => string;
  contact: {
    subject: (name: string) => string;
    subjectAboutProperty: (title: string) => string;
    intro: (name: string) => string;
    introAboutProperty: (name: string) => string;
    messageLabel: string;
    replyHint: (name: string) => string;
  };
  subscription: {
    subject: string;
    intro: (agency: string) => string;
    confirm: string;
    ignore: string;
    unsubscribe: string;
  };
  friend: {
    subject: (title: string) => string;
    subjectNoTitle: (agency: string) => string;
    intro: (sender: string, agency: string) => string;
    view: string;
    messageLabel: (sender: string) => string;
    why: (sender: string) => string;
  };
  appointment: {
    subject: (when: string) => string;
    intro: (property: string, when: string) => string;
    introNoProperty: (when: string) => string;
    calendar: string;
    cancelHint: string;
    cancel: string;
    viewProperty: string;
    eventTitle: (property: string | null) => string;
  };
  reservation: {
    subject: (unit: string) => string;
    intro: string;
    notYet: string;
  };
  /** The listing alert of a "keep me informed" subscriber ("Alerts"). */
  alert: {
    /** `news` lists the counts, e.g. "2 new properties and 1 price drop". */
    subject: (news: string, agency: string) => string;
    newCount: (count: number) => string;
    dropCount: (count: number) => string;
    intro: string;
    newHeading: string;
    dropHeading: string;
    priceOnRequest: string;
    /** Matching listings beyond those the mail shows. */
    more: (count: number) => string;
    seeAll: string;
    criteriaIntro: string;
    edit: string;
    why: (agency: string) => string;
  };
};

export const mailTexts: Readonly<Record<Locale, MailTexts>> = {
  nl: {
    languageName: 'Nederlands',
    greeting: (name) => `Beste ${name},`,
    greetingNoName: 'Beste,',
    signOff: (agency) => `Met vriendelijke groeten,\n${agency}`,
    automatic: (agency) => `Dit bericht werd automatisch verstuurd door de website van ${agency}.`,
    labels: {
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      language: 'Taal',
      property: 'Pand',
      dateTime: 'Datum en uur',
      reference: 'Referentie',
      holidayHome: 'Vakantiewoning',
      period: 'Periode',
      guests: 'Personen',
      price: 'Prijs',
      transaction: 'Te koop of te huur',
      types: 'Type',
      priceRange: 'Prijs',
      bedrooms: 'Slaapkamers',
    },
    forSale: 'Te koop',
    toRent: 'Te huur',
    any: 'Alle',
    atLeast: (count) => `minstens ${count}`,
    between: (min, max) => `${min} tot ${max}`,
    from: (min) => `vanaf ${min}`,
    upTo: (max) => `tot ${max}`,
    contact: {
      subject: (name) => `Contactformulier: ${name}`,
      subjectAboutProperty: (title) => `Vraag over ${title}`,
      intro: (name) => `${name} stuurde een bericht via het contactformulier van de website.`,
      introAboutProperty: (name) => `${name} stelde een vraag over een pand via de website.`,
      messageLabel: 'Bericht:',
      replyHint: (name) => `Beantwoord deze e-mail om ${name} te antwoorden.`,
    },
    subscription: {
      subject: 'Bevestig uw inschrijving',
      intro: (agency) =>
        `U vroeg om op de hoogte gehouden te worden van nieuwe panden bij ${agency}. Bevestig uw inschrijving met de knop hieronder; zonder bevestiging ontvangt u geen berichten.`,
      confirm: 'Mijn inschrijving bevestigen',
      ignore:
        'Vroeg u dit niet aan? Dan kunt u deze e-mail negeren: zonder bevestiging gebeurt er niets.',
      unsubscribe: 'Uitschrijven',
    },
    friend: {
      subject: (title) => `Een pand voor u: ${title}`,
      subjectNoTitle: (agency) => `Een pand voor u bij ${agency}`,
      intro: (sender, agency) => `${sender} denkt dat dit pand van ${agency} u kan interesseren.`,
      view: 'Het pand bekijken',
      messageLabel: (sender) => `Bericht van ${sender}:`,
      why: (sender) =>
        `U ontvangt deze e-mail omdat ${sender} uw adres op onze website invulde. We sturen u geen andere berichten.`,
    },
    appointment: {
      subject: (when) => `Uw bezoek op ${when}`,
      intro: (property, when) => `Uw bezoek aan ${property} is vastgelegd op ${when}.`,
      introNoProperty: (when) => `Uw bezoek is vastgelegd op ${when}.`,
      calendar: 'De afspraak zit als agenda-bestand (.ics) in de bijlage.',
      cancelHint:
        'Kunt u toch niet komen? Annuleer dan de afspraak, zodat iemand anders kan komen.',
      cancel: 'De afspraak annuleren',
      viewProperty: 'Het pand bekijken',
      eventTitle: (property) => `Bezoek${property ? `: ${property}` : ''}`,
    },
    reservation: {
      subject: (unit) => `Uw reservatieaanvraag voor ${unit}`,
      intro: 'We hebben uw reservatieaanvraag goed ontvangen.',
      notYet:
        'Dit is nog geen bevestiging: we kijken de beschikbaarheid na en nemen zo snel mogelijk contact met u op.',
    },
    alert: {
      subject: (news, agency) => `Nieuw voor u bij ${agency}: ${news}`,
      newCount: counted('nl', '# nieuw pand', '# nieuwe panden'),
      dropCount: counted('nl', '# prijsdaling', '# prijsdalingen'),
      intro: 'Dit is nieuw op onze website en past bij uw zoekopdracht.',
      newHeading: 'Nieuw aanbod',
      dropHeading: 'Prijsdalingen',
      priceOnRequest: 'Prijs op aanvraag',
      more: counted(
        'nl',
        'Nog # ander pand past bij uw zoekopdracht.',
        'Nog # andere panden passen bij uw zoekopdracht.',
      ),
      seeAll: 'Alle panden bekijken',
      criteriaIntro: 'Uw zoekopdracht:',
      edit: 'Mijn zoekopdracht wijzigen',
      why: (agency) =>
        `U ontvangt deze e-mail omdat u vroeg om op de hoogte gehouden te worden van nieuwe panden bij ${agency}. Met de link hieronder schrijft u zich uit.`,
    },
  },
  fr: {
    languageName: 'Français',
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: 'Bonjour,',
    signOff: (agency) => `Bien cordialement,\n${agency}`,
    automatic: (agency) => `Ce message a été envoyé automatiquement par le site de ${agency}.`,
    labels: {
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      language: 'Langue',
      property: 'Bien',
      dateTime: 'Date et heure',
      reference: 'Référence',
      holidayHome: 'Location de vacances',
      period: 'Période',
      guests: 'Personnes',
      price: 'Prix',
      transaction: 'À vendre ou à louer',
      types: 'Type',
      priceRange: 'Prix',
      bedrooms: 'Chambres',
    },
    forSale: 'À vendre',
    toRent: 'À louer',
    any: 'Tous',
    atLeast: (count) => `au moins ${count}`,
    between: (min, max) => `de ${min} à ${max}`,
    from: (min) => `à partir de ${min}`,
    upTo: (max) => `jusqu’à ${max}`,
    contact: {
      subject: (name) => `Formulaire de contact : ${name}`,
      subjectAboutProperty: (title) => `Question sur ${title}`,
      intro: (name) => `${name} a envoyé un message via le formulaire de contact du site.`,
      introAboutProperty: (name) => `${name} a posé une question sur un bien via le site.`,
      messageLabel: 'Message :',
      replyHint: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
    },
    subscription: {
      subject: 'Confirmez votre inscription',
      intro: (agency) =>
        `Vous avez demandé à être tenu au courant des nouveaux biens de ${agency}. Confirmez votre inscription avec le bouton ci-dessous ; sans confirmation, vous ne recevrez aucun message.`,
      confirm: 'Confirmer mon inscription',
      ignore:
        'Vous n’avez rien demandé ? Ignorez cet e-mail : sans confirmation, il ne se passera rien.',
      unsubscribe: 'Se désinscrire',
    },
    friend: {
      subject: (title) => `Un bien pour vous : ${title}`,
      subjectNoTitle: (agency) => `Un bien pour vous chez ${agency}`,
      intro: (sender, agency) =>
        `${sender} pense que ce bien de ${agency} pourrait vous intéresser.`,
      view: 'Voir le bien',
      messageLabel: (sender) => `Message de ${sender} :`,
      why: (sender) =>
        `Vous recevez cet e-mail parce que ${sender} a saisi votre adresse sur notre site. Nous ne vous enverrons aucun autre message.`,
    },
    appointment: {
      subject: (when) => `Votre visite le ${when}`,
      intro: (property, when) => `Votre visite de ${property} est fixée au ${when}.`,
      introNoProperty: (when) => `Votre visite est fixée au ${when}.`,
      calendar: 'Le rendez-vous est joint en fichier d’agenda (.ics).',
      cancelHint:
        'Vous ne pouvez pas venir ? Annulez le rendez-vous pour que quelqu’un d’autre puisse venir.',
      cancel: 'Annuler le rendez-vous',
      viewProperty: 'Voir le bien',
      eventTitle: (property) => `Visite${property ? ` : ${property}` : ''}`,
    },
    reservation: {
      subject: (unit) => `Votre demande de réservation pour ${unit}`,
      intro: 'Nous avons bien reçu votre demande de réservation.',
      notYet:
        'Ce n’est pas encore une confirmation : nous vérifions la disponibilité et vous contactons au plus vite.',
    },
    alert: {
      subject: (news, agency) => `Du nouveau pour vous chez ${agency} : ${news}`,
      newCount: counted('fr', '# nouveau bien', '# nouveaux biens'),
      dropCount: counted('fr', '# baisse de prix', '# baisses de prix'),
      intro: 'Voici les nouveautés de notre site qui correspondent à votre recherche.',
      newHeading: 'Nouveaux biens',
      dropHeading: 'Baisses de prix',
      priceOnRequest: 'Prix sur demande',
      more: counted(
        'fr',
        '# autre bien correspond aussi à votre recherche.',
        '# autres biens correspondent aussi à votre recherche.',
      ),
      seeAll: 'Voir tous les biens',
      criteriaIntro: 'Votre recherche :',
      edit: 'Modifier ma recherche',
      why: (agency) =>
        `Vous recevez cet e-mail parce que vous avez demandé à être tenu au courant des nouveaux biens de ${agency}. Le lien ci-dessous vous désinscrit.`,
    },
  },
  en: {
    languageName: 'English',
    greeting: (name) => `Dear ${name},`,
    greetingNoName: 'Hello,',
    signOff: (agency) => `Kind regards,\n${agency}`,
    automatic: (agency) => `This message was sent automatically by the website of ${agency}.`,
    labels: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      language: 'Language',
      property: 'Property',
      dateTime: 'Date and time',
      reference: 'Reference',
      holidayHome: 'Holiday home',
      period: 'Period',
      guests: 'Guests',
      price: 'Price',
      transaction: 'For sale or to rent',
      types: 'Type',
      priceRange: 'Price',
      bedrooms: 'Bedrooms',
    },
    forSale: 'For sale',
    toRent: 'To rent',
    any: 'Any',
    atLeast: (count) => `at least ${count}`,
    between: (min, max) => `${min} to ${max}`,
    from: (min) => `from ${min}`,
    upTo: (max) => `up to ${max}`,
    contact: {
      subject: (name) => `Contact form: ${name}`,
      subjectAboutProperty: (title) => `Question about ${title}`,
      intro: (name) => `${name} sent a message through the website's contact form.`,
      introAboutProperty: (name) => `${name} asked a question about a property on the website.`,
      messageLabel: 'Message:',
      replyHint: (name) => `Reply to this e-mail to answer ${name}.`,
    },
    subscription: {
      subject: 'Please confirm your subscription',
      intro: (agency) =>
        `You asked to be kept informed of new properties at ${agency}. Please confirm your subscription with the button below; without confirmation you will not receive any messages.`,
      confirm: 'Confirm my subscription',
      ignore:
        'Did not ask for this? Then you can ignore this e-mail: without confirmation nothing happens.',
      unsubscribe: 'Unsubscribe',
    },
    friend: {
      subject: (title) => `A property for you: ${title}`,
      subjectNoTitle: (agency) => `A property for you at ${agency}`,
      intro: (sender, agency) => `${sender} thinks this property at ${agency} may interest you.`,
      view: 'View the property',
      messageLabel: (sender) => `Message from ${sender}:`,
      why: (sender) =>
        `You receive this e-mail because ${sender} entered your address on our website. We will not send you any other messages.`,
    },
    appointment: {
      subject: (when) => `Your viewing on ${when}`,
      intro: (property, when) => `Your viewing of ${property} is booked for ${when}.`,
      introNoProperty: (when) => `Your viewing is booked for ${when}.`,
      calendar: 'The appointment is attached as a calendar file (.ics).',
      cancelHint: 'Cannot make it after all? Please cancel, so that someone else can come.',
      cancel: 'Cancel the appointment',
      viewProperty: 'View the property',
      eventTitle: (property) => `Viewing${property ? `: ${property}` : ''}`,
    },
    reservation: {
      subject: (unit) => `Your reservation request for ${unit}`,
      intro: 'We have received your reservation request.',
      notYet:
        'This is not a confirmation yet: we will check the availability and contact you as soon as possible.',
    },
    alert: {
      subject: (news, agency) => `New for you at ${agency}: ${news}`,
      newCount: counted('en', '# new property', '# new properties'),
      dropCount: counted('en', '# price drop', '# price drops'),
      intro: 'This is new on our website and matches your search.',
      newHeading: 'New properties',
      dropHeading: 'Price drops',
      priceOnRequest: 'Price on request',
      more: counted(
        'en',
        '# more property matches your search.',
        '# more properties match your search.',
      ),
      seeAll: 'See all properties',
      criteriaIntro: 'Your search:',
      edit: 'Change my search',
      why: (agency) =>
        `You receive this e-mail because you asked to be kept informed of new properties at ${agency}. The link below unsubscribes you.`,
    },
  },
  de: {
    languageName: 'Deutsch',
    greeting: (name) => `Guten Tag ${name},`,
    greetingNoName: 'Guten Tag,',
    signOff: (agency) => `Mit freundlichen Grüßen\n${agency}`,
    automatic: (agency) =>
      `Diese Nachricht wurde automatisch von der Website von ${agency} gesendet.`,
    labels: {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      language: 'Sprache',
      property: 'Immobilie',
      dateTime: 'Datum und Uhrzeit',
      reference: 'Referenz',
      holidayHome: 'Ferienwohnung',
      period: 'Zeitraum',
      guests: 'Personen',
      price: 'Preis',
      transaction: 'Kaufen oder mieten',
      types: 'Art',
      priceRange: 'Preis',
      bedrooms: 'Schlafzimmer',
    },
    forSale: 'Zu verkaufen',
    toRent: 'Zu vermieten',
    any: 'Alle',
    atLeast: (count) => `mindestens ${count}`,
    between: (min, max) => `${min} bis ${max}`,
    from: (min) => `ab ${min}`,
    upTo: (max) => `bis ${max}`,
    contact: {
      subject: (name) => `Kontaktformular: ${name}`,
      subjectAboutProperty: (title) => `Frage zu ${title}`,
      intro: (name) => `${name} hat über das Kontaktformular der Website eine Nachricht gesendet.`,
      introAboutProperty: (name) =>
        `${name} hat über die Website eine Frage zu einer Immobilie gestellt.`,
      messageLabel: 'Nachricht:',
      replyHint: (name) => `Antworten Sie auf diese E-Mail, um ${name} zu antworten.`,
    },
    subscription: {
      subject: 'Bitte bestätigen Sie Ihre Anmeldung',
      intro: (agency) =>
        `Sie möchten über neue Immobilien bei ${agency} auf dem Laufenden gehalten werden. Bitte bestätigen Sie Ihre Anmeldung mit der Schaltfläche unten; ohne Bestätigung erhalten Sie keine Nachrichten.`,
      confirm: 'Anmeldung bestätigen',
      ignore:
        'Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail: ohne Bestätigung geschieht nichts.',
      unsubscribe: 'Abbestellen',
    },
    friend: {
      subject: (title) => `Eine Immobilie für Sie: ${title}`,
      subjectNoTitle: (agency) => `Eine Immobilie für Sie bei ${agency}`,
      intro: (sender, agency) =>
        `${sender} meint, diese Immobilie von ${agency} könnte Sie interessieren.`,
      view: 'Immobilie ansehen',
      messageLabel: (sender) => `Nachricht von ${sender}:`,
      why: (sender) =>
        `Sie erhalten diese E-Mail, weil ${sender} Ihre Adresse auf unserer Website eingegeben hat. Wir senden Ihnen keine weiteren Nachrichten.`,
    },
    appointment: {
      subject: (when) => `Ihre Besichtigung am ${when}`,
      intro: (property, when) => `Ihre Besichtigung von ${property} ist für ${when} gebucht.`,
      introNoProperty: (when) => `Ihre Besichtigung ist für ${when} gebucht.`,
      calendar: 'Der Termin liegt als Kalenderdatei (.ics) bei.',
      cancelHint:
        'Sie können doch nicht kommen? Bitte sagen Sie den Termin ab, damit jemand anderes kommen kann.',
      cancel: 'Termin absagen',
      viewProperty: 'Immobilie ansehen',
      eventTitle: (property) => `Besichtigung${property ? `: ${property}` : ''}`,
    },
    reservation: {
      subject: (unit) => `Ihre Reservierungsanfrage für ${unit}`,
      intro: 'Wir haben Ihre Reservierungsanfrage erhalten.',
      notYet:
        'Dies ist noch keine Bestätigung: Wir prüfen die Verfügbarkeit und melden uns so bald wie möglich bei Ihnen.',
    },
    alert: {
      subject: (news, agency) => `Neu für Sie bei ${agency}: ${news}`,
      newCount: counted('de', '# neue Immobilie', '# neue Immobilien'),
      dropCount: counted('de', '# Preissenkung', '# Preissenkungen'),
      intro: 'Das ist neu auf unserer Website und passt zu Ihrer Suche.',
      newHeading: 'Neue Immobilien',
      dropHeading: 'Preissenkungen',
      priceOnRequest: 'Preis auf Anfrage',
      more: counted(
        'de',
        'Noch # weitere Immobilie passt zu Ihrer Suche.',
        'Noch # weitere Immobilien passen zu Ihrer Suche.',
      ),
      seeAll: 'Alle Immobilien ansehen',
      criteriaIntro: 'Ihre Suche:',
      edit: 'Meine Suche ändern',
      why: (agency) =>
        `Sie erhalten diese E-Mail, weil Sie über neue Immobilien bei ${agency} auf dem Laufenden gehalten werden möchten. Über den Link unten melden Sie sich ab.`,
    },
  },
};
