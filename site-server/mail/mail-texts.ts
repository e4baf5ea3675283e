import type { Locale } from '../../src/domain/locales.ts';
import {
  builtInTranslations,
  type TranslationSystem,
  type Translate,
} from '../../src/i18n/translate.ts';

/*
 * The wording of the mails the site sends, in the four languages (spec 1): the `mail.*` texts of
 * the one translation system (src/i18n), so the agency's texts from the content service
 * (spec 7 translations) reach the mails as they reach the pages. Every mail is written in the
 * visitor's language; values are filled in as plain text and escaped by the HTML renderer,
 * never here.
 */

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
    subTypes: string;
    livingArea: string;
    plotArea: string;
    epc: string;
    features: string;
    address: string;
    office: string;
    agent: string;
  };
  /** The box of an address, worded ('bus 3', 'boîte 3'). */
  box: (box: string) => string;
  forSale: string;
  toRent: string;
  any: string;
  atLeast: (count: string) => string;
  between: (min: string, max: string) => string;
  from: (min: string) => string;
  upTo: (max: string) => string;
  /** An EPC label "or better", as the listing's "at most" filter reads it. */
  epcAtMost: (label: string) => string;
  /** The "with …" choices by name (the listing's own words). */
  features: { garden: string; terrace: string; garage: string };
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
    /** A subscription on one listing's price ("alert me when the price drops"). */
    priceIntro: (agency: string) => string;
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
  /** The viewing reminder the day before. */
  reminder: {
    subject: (when: string) => string;
    intro: (property: string, when: string) => string;
    introNoProperty: (when: string) => string;
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
    /** Why a subscriber on one listing's price gets the mail. */
    priceWhy: (agency: string) => string;
  };
};

/** The mail texts of a translator: each a text, or a function filling its placeholders. */
export function mailTextsOf(t: Translate): MailTexts {
  return {
    languageName: t('mail.languageName'),
    greeting: (name) => t('mail.greeting', { name }),
    greetingNoName: t('mail.greetingNoName'),
    signOff: (agency) => t('mail.signOff', { agency }),
    automatic: (agency) => t('mail.automatic', { agency }),
    labels: {
      name: t('mail.labels.name'),
      email: t('mail.labels.email'),
      phone: t('mail.labels.phone'),
      language: t('mail.labels.language'),
      property: t('mail.labels.property'),
      dateTime: t('mail.labels.dateTime'),
      reference: t('mail.labels.reference'),
      holidayHome: t('mail.labels.holidayHome'),
      period: t('mail.labels.period'),
      guests: t('mail.labels.guests'),
      price: t('mail.labels.price'),
      transaction: t('mail.labels.transaction'),
      types: t('mail.labels.types'),
      priceRange: t('mail.labels.priceRange'),
      bedrooms: t('mail.labels.bedrooms'),
      subTypes: t('mail.labels.subTypes'),
      livingArea: t('mail.labels.livingArea'),
      plotArea: t('mail.labels.plotArea'),
      epc: t('mail.labels.epc'),
      features: t('mail.labels.features'),
      address: t('mail.labels.address'),
      office: t('mail.labels.office'),
      agent: t('mail.labels.agent'),
    },
    box: (box) => t('detail.address.box', { box }),
    forSale: t('mail.forSale'),
    toRent: t('mail.toRent'),
    any: t('mail.any'),
    atLeast: (count) => t('mail.atLeast', { count }),
    between: (min, max) => t('mail.between', { min, max }),
    from: (min) => t('mail.from', { min }),
    upTo: (max) => t('mail.upTo', { max }),
    epcAtMost: (label) => t('mail.epcAtMost', { label }),
    features: {
      garden: t('filter.garden'),
      terrace: t('filter.terrace'),
      garage: t('filter.garage'),
    },
    contact: {
      subject: (name) => t('mail.contact.subject', { name }),
      subjectAboutProperty: (title) => t('mail.contact.subjectAboutProperty', { title }),
      intro: (name) => t('mail.contact.intro', { name }),
      introAboutProperty: (name) => t('mail.contact.introAboutProperty', { name }),
      messageLabel: t('mail.contact.messageLabel'),
      replyHint: (name) => t('mail.contact.replyHint', { name }),
    },
    subscription: {
      subject: t('mail.subscription.subject'),
      intro: (agency) => t('mail.subscription.intro', { agency }),
      priceIntro: (agency) => t('mail.subscription.priceIntro', { agency }),
      confirm: t('mail.subscription.confirm'),
      ignore: t('mail.subscription.ignore'),
      unsubscribe: t('mail.subscription.unsubscribe'),
    },
    friend: {
      subject: (title) => t('mail.friend.subject', { title }),
      subjectNoTitle: (agency) => t('mail.friend.subjectNoTitle', { agency }),
      intro: (sender, agency) => t('mail.friend.intro', { sender, agency }),
      view: t('mail.friend.view'),
      messageLabel: (sender) => t('mail.friend.messageLabel', { sender }),
      why: (sender) => t('mail.friend.why', { sender }),
    },
    appointment: {
      subject: (when) => t('mail.appointment.subject', { when }),
      intro: (property, when) => t('mail.appointment.intro', { property, when }),
      introNoProperty: (when) => t('mail.appointment.introNoProperty', { when }),
      calendar: t('mail.appointment.calendar'),
      cancelHint: t('mail.appointment.cancelHint'),
      cancel: t('mail.appointment.cancel'),
      viewProperty: t('mail.appointment.viewProperty'),
      eventTitle: (property) =>
        property
          ? t('mail.appointment.eventTitle', { property })
          : t('mail.appointment.eventTitleNoProperty'),
    },
    reminder: {
      subject: (when) => t('mail.reminder.subject', { when }),
      intro: (property, when) => t('mail.reminder.intro', { property, when }),
      introNoProperty: (when) => t('mail.reminder.introNoProperty', { when }),
    },
    reservation: {
      subject: (unit) => t('mail.reservation.subject', { unit }),
      intro: t('mail.reservation.intro'),
      notYet: t('mail.reservation.notYet'),
    },
    alert: {
      subject: (news, agency) => t('mail.alert.subject', { news, agency }),
      newCount: (count) => t('mail.alert.newCount', { count }),
      dropCount: (count) => t('mail.alert.dropCount', { count }),
      intro: t('mail.alert.intro'),
      newHeading: t('mail.alert.newHeading'),
      dropHeading: t('mail.alert.dropHeading'),
      priceOnRequest: t('mail.alert.priceOnRequest'),
      more: (count) => t('mail.alert.more', { count }),
      seeAll: t('mail.alert.seeAll'),
      criteriaIntro: t('mail.alert.criteriaIntro'),
      edit: t('mail.alert.edit'),
      why: (agency) => t('mail.alert.why', { agency }),
      priceWhy: (agency) => t('mail.alert.priceWhy', { agency }),
    },
  };
}

const cache = new WeakMap<TranslationSystem, Map<Locale, MailTexts>>();

/**
 * The mail texts of a locale in a translation system (the built-in texts when none is given).
 * @example mailTexts('en').greeting('Ann') // 'Dear Ann,'
 */
export function mailTexts(
  locale: Locale,
  system: TranslationSystem = builtInTranslations,
): MailTexts {
  let texts = cache.get(system);
  if (!texts) {
    texts = new Map();
    cache.set(system, texts);
  }
  let found = texts.get(locale);
  if (!found) {
    found = mailTextsOf(system.useTranslations(locale));
    texts.set(locale, found);
  }
  return found;
}
