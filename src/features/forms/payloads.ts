import type { Locale } from '../../domain/locales.ts';
import type { SearchStatus } from '../../domain/transaction-status.ts';
import type { z } from 'zod';
import { honeypotField } from '../../forms/honeypot.ts';
import type { FormInput, subscriptionEditSchema } from '../../forms/schemas.ts';
import type { SubmissionMeta } from './submission-meta.ts';
import { criteriaFeatures } from './criteria-features.ts';

/*
 * From what the visitor typed (texts, as the controls hold them) to the body the site server
 * expects: exactly the shared schema's input (route contract). No rule is checked here;
 * the schema does that, in the browser and again on the server. Numbers that are not numbers
 * go through as NaN, so the schema reports them on their field.
 */

/** Every form's meta: the visitor's language and the submission's key and start. */
export type PayloadMeta = SubmissionMeta & { locale: Locale };

/** The honeypot as the form holds it (spec: a field people never see). */
export type Honeypot = { [honeypotField]: string };

/** Who is asking and what: the contact, viewing and reservation forms ask the same. */
export type PersonValues = Honeypot & {
  name: string;
  email: string;
  phone: string;
  message: string;
};

/** A person's fields as a form starts: empty. */
export const emptyPerson: PersonValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  [honeypotField]: '',
};

export type ContactValues = PersonValues;

export type CriteriaValues = {
  transaction: string;
  headTypes: string[];
  cities: string[];
  priceMin: string;
  priceMax: string;
  bedrooms: string;
  /** The listing's filters beyond spec 5: subtypes, areas in m², the EPC label at most. */
  subTypes: string[];
  areaMin: string;
  areaMax: string;
  plotMin: string;
  plotMax: string;
  epc: string;
  /** The "with …" choices: garden, terrace, garage. */
  features: string[];
};

export type SubscribeValues = Honeypot &
  CriteriaValues & {
    email: string;
    /** The language of the mails; the post goes to that language's route. */
    language: string;
  };

export type SendToFriendValues = Honeypot & {
  senderName: string;
  friendEmail: string;
  message: string;
};

export type AppointmentValues = PersonValues & {
  /** The chosen slot's id. */
  slot: string;
};

export type ReservationValues = PersonValues & {
  /** The chosen period's id. */
  period: string;
  guests: string;
};

/** Spaces, dots and apostrophes a visitor writes between thousands (250.000, 250 000). */
const thousandsSeparators = /[\s.'\u00a0\u202f]/g;

/**
 * A whole number as a visitor types it, with Belgian thousands separators; '' is no number
 * (undefined) and anything else that is not whole digits is NaN, for the schema to refuse.
 * @example parseWholeNumber('250.000') // 250000
 */
export function parseWholeNumber(text: string): number | undefined {
  const compact = text.trim().replace(thousandsSeparators, '');
  if (compact === '') return undefined;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** An id chosen in a control ('' when none): a positive whole number, or NaN. */
const parseId = (text: string) => parseWholeNumber(text) ?? Number.NaN;

const metaFields = (meta: PayloadMeta, values: Honeypot) => ({
  locale: meta.locale,
  [honeypotField]: values[honeypotField],
  startedAt: meta.startedAt,
  idempotencyKey: meta.idempotencyKey,
});

/** The contact form's body; about a property when `estateId` is given. */
export function contactPayload(
  values: ContactValues,
  meta: PayloadMeta,
  estateId?: number,
): FormInput<'contact'> {
  return {
    ...metaFields(meta, values),
    ...(estateId === undefined ? {} : { estateId }),
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
  };
}

type Criteria = FormInput<'subscription'>['criteria'];

/**
 * The criteria as the schema reads them; a transaction or an EPC label that is none of ours
 * stays for it to refuse. What the visitor left empty is left out, so a subscription that asks
 * none of the listing's own filters stores what it did before they existed.
 */
export function criteriaPayload(values: CriteriaValues): Criteria {
  const priceMin = parseWholeNumber(values.priceMin);
  const priceMax = parseWholeNumber(values.priceMax);
  const bedrooms = parseWholeNumber(values.bedrooms);
  const areas: Partial<Criteria> = {};
  for (const name of ['areaMin', 'areaMax', 'plotMin', 'plotMax'] as const) {
    const area = parseWholeNumber(values[name]);
    if (area !== undefined) areas[name] = area;
  }
  const features: Partial<Criteria> = {};
  for (const name of criteriaFeatures) if (values.features.includes(name)) features[name] = true;
  return {
    transaction: values.transaction as SearchStatus,
    headTypes: values.headTypes.map(parseId),
    cities: values.cities.map(parseId),
    ...(priceMin === undefined ? {} : { priceMin }),
    ...(priceMax === undefined ? {} : { priceMax }),
    ...(bedrooms === undefined ? {} : { bedrooms }),
    ...(values.subTypes.length > 0 && { subTypes: values.subTypes.map(parseId) }),
    ...areas,
    ...(values.epc !== '' && { epc: values.epc as NonNullable<Criteria['epc']> }),
    ...features,
  };
}

/** The chosen mail language, or the page's when the choice is not one of ours. */
export function chosenLanguage(values: Pick<SubscribeValues, 'language'>, page: Locale): Locale {
  const languages: readonly string[] = ['nl', 'fr', 'en', 'de'];
  return languages.includes(values.language) ? (values.language as Locale) : page;
}

/** "Keep me informed": the mails come in the chosen language. */
export function subscribePayload(
  values: SubscribeValues,
  meta: PayloadMeta,
): FormInput<'subscription'> {
  return {
    ...metaFields({ ...meta, locale: chosenLanguage(values, meta.locale) }, values),
    email: values.email,
    criteria: criteriaPayload(values),
  };
}

/** "Alert me when the price drops": a subscription on one listing's price, mails in the page's language. */
export function priceAlertPayload(
  values: Honeypot & { email: string },
  meta: PayloadMeta,
  listing: { estateId: number; transaction: SearchStatus },
): FormInput<'subscription'> {
  return {
    ...metaFields(meta, values),
    email: values.email,
    criteria: {
      transaction: listing.transaction,
      headTypes: [],
      cities: [],
      estateId: listing.estateId,
    },
  };
}

/** The edit of a subscription by its token link: new criteria and language. */
export function subscriptionEditPayload(
  values: CriteriaValues & Pick<SubscribeValues, 'language'>,
  page: Locale,
): z.input<typeof subscriptionEditSchema> {
  return { locale: chosenLanguage(values, page), criteria: criteriaPayload(values) };
}

export function sendToFriendPayload(
  values: SendToFriendValues,
  meta: PayloadMeta,
  estateId: number,
): FormInput<'sendToFriend'> {
  return {
    ...metaFields(meta, values),
    estateId,
    senderName: values.senderName,
    friendEmail: values.friendEmail,
    message: values.message,
  };
}

/**
 * The booking of a viewing; the slot's start goes along (the server books only the time the
 * visitor saw). No slot chosen: an empty id, for the schema to call required.
 */
export function appointmentPayload(
  values: AppointmentValues,
  meta: PayloadMeta,
  context: { estateId: number; slots: readonly { id: string; start: string }[] },
): FormInput<'appointment'> {
  const slot = context.slots.find((candidate) => candidate.id === values.slot);
  return {
    ...metaFields(meta, values),
    estateId: context.estateId,
    slotId: slot?.id ?? '',
    slotStart: slot?.start ?? '',
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
  };
}

export function reservationPayload(
  values: ReservationValues,
  meta: PayloadMeta,
  unitId: number,
): FormInput<'reservation'> {
  const guests = parseWholeNumber(values.guests);
  return {
    ...metaFields(meta, values),
    unitId,
    periodId: parseId(values.period),
    // An empty count stays absent, so the schema calls it required rather than invalid.
    ...(guests === undefined ? {} : { guests }),
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
  } as FormInput<'reservation'>;
}
