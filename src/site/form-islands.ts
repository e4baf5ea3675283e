import { cityOptions, type CityOption } from '../domain/city-options.ts';
import { localeTags, locales, type Locale } from '../domain/locales.ts';
import { nameCollator } from '../domain/known-order.ts';
import { pickLocalized } from '../domain/localized-text.ts';
import { headTypes, subTypeById } from '../domain/reference-data/index.ts';
import { LARGE_BEDROOM_COUNT } from '../schemas/search-constants.ts';
import { buildPath, routeSegments, type RouteName } from '../domain/routes.ts';
import { useTranslations } from '../i18n/translate.ts';
import type { RentalUnitRecord } from './types.ts';
import { listingFilterOptions } from './listing-filter-options.ts';
import type { CancelAppointmentProps } from '../features/forms/CancelAppointment.tsx';
import type { ContactFormProps } from '../features/forms/ContactForm.tsx';
import type {
  CriteriaChoices,
  LanguageOption,
  SubTypeOption,
  TypeOption,
} from '../features/forms/CriteriaFields.tsx';
import type { PriceAlertFormProps } from '../features/forms/PriceAlertForm.tsx';
import type { ReservationFormProps } from '../features/forms/ReservationForm.tsx';
import type { SearchStatus } from '../domain/transaction-status.ts';
import type { SendToFriendFormProps } from '../features/forms/SendToFriendForm.tsx';
import { formTexts } from '../features/forms/strings.ts';
import type { SubscribeFormProps } from '../features/forms/SubscribeForm.tsx';
import type { SubscriptionEditProps } from '../features/forms/SubscriptionEdit.tsx';
import type { UnsubscribeProps } from '../features/forms/Unsubscribe.tsx';
import type { ViewingBookingProps } from '../features/forms/ViewingBooking.tsx';

/*
 * The build-time props of every form island (FormIsland.astro renders the form with them, and
 * Astro hands them to the hydrating island): the texts of one language and only the data the
 * form needs, never a whole estate or unit record.
 */

/**
 * A route of the table as a form island takes it: its path in the language with each parameter
 * as `{name}` (features/forms/endpoints.ts fills and reads them), so the island does not load
 * the table.
 * @example routePattern('unsubscribe', 'nl') // '/nl/hou-me-op-de-hoogte/uitschrijven/{token}'
 */
export function routePattern(name: RouteName, locale: Locale): string {
  const parts = routeSegments(name, locale).map((segment) =>
    segment.kind === 'static' ? segment.value : `{${segment.name}}`,
  );
  return `/${locale}/${parts.join('/')}`;
}

/** The notifications route in every language: a subscription goes to its mails' language. */
const notificationRoutes = (): Record<Locale, string> =>
  Object.fromEntries(
    locales.map((locale) => [locale, buildPath('ajaxNotifications', locale)]),
  ) as Record<Locale, string>;

/** A form island: its mount point name and its props. */
export type FormIslandSpec =
  | { island: 'contact-form'; props: ContactFormProps }
  | { island: 'send-to-friend'; props: SendToFriendFormProps }
  | { island: 'viewing-booking'; props: ViewingBookingProps }
  | { island: 'subscribe-form'; props: SubscribeFormProps }
  | { island: 'subscription-edit'; props: SubscriptionEditProps }
  | { island: 'unsubscribe'; props: UnsubscribeProps }
  | { island: 'cancel-appointment'; props: CancelAppointmentProps }
  | { island: 'holiday-reservation'; props: ReservationFormProps }
  | { island: 'price-alert'; props: PriceAlertFormProps };

/** The property forms under a detail page: contact about it, a viewing, send to a friend. */
export function propertyFormIslands(
  locale: Locale,
  estate: { id: number; title: string; reference?: string | null | undefined },
): FormIslandSpec[] {
  const t = useTranslations(locale);
  const reference = estate.reference?.trim();
  const named = reference ? `${estate.title} (${reference})` : estate.title;
  return [
    {
      island: 'contact-form',
      props: {
        formId: 'contact-form',
        locale,
        texts: formTexts(locale, 'contact'),
        endpoint: buildPath('ajaxContactFormHandler', locale),
        estate: { id: estate.id, message: t('form.contact.prefill', { title: named }) },
        headingLevel: 3,
      },
    },
    {
      island: 'viewing-booking',
      props: {
        formId: 'viewing-form',
        locale,
        texts: formTexts(locale, 'viewing'),
        estateId: estate.id,
        headingLevel: 3,
      },
    },
    {
      island: 'send-to-friend',
      props: {
        formId: 'friend-form',
        locale,
        texts: formTexts(locale, 'sendToFriend'),
        endpoint: buildPath('ajaxSendToAFriend', locale),
        estateId: estate.id,
        headingLevel: 3,
      },
    },
  ];
}

/** "Alert me when the price drops" under a property that shows a price. */
export function priceAlertIsland(
  locale: Locale,
  listing: { estateId: number; transaction: SearchStatus },
): FormIslandSpec {
  return {
    island: 'price-alert',
    props: {
      formId: 'price-alert-form',
      locale,
      texts: formTexts(locale, 'priceAlert'),
      endpoint: buildPath('ajaxNotifications', locale),
      ...listing,
      headingLevel: 3,
    },
  };
}

/** The general contact form of the agency's contact places. */
export function generalContactIsland(locale: Locale, headingLevel: 2 | 3 = 2): FormIslandSpec {
  return {
    island: 'contact-form',
    props: {
      formId: 'contact-form',
      locale,
      texts: formTexts(locale, 'contact'),
      endpoint: buildPath('ajaxContactFormHandler', locale),
      headingLevel,
    },
  };
}

/** Each language as it calls itself, so a visitor finds their own in any page's list. */
function languageOptions(): LanguageOption[] {
  return locales.map((value) => {
    const name =
      new Intl.DisplayNames([localeTags[value]], { type: 'language' }).of(value) ?? value;
    // A list entry starts with a capital, as the language writes it ('français' → 'Français').
    return { value, label: name.charAt(0).toLocaleUpperCase(localeTags[value]) + name.slice(1) };
  });
}

/**
 * The choices of a subscription: the types, subtypes and towns the buy and rent listings hold
 * (their filter values, read once per build), named in the language; subtypes by name, each
 * with the head type the listing files it under.
 */
export async function subscriptionChoices(locale: Locale): Promise<CriteriaChoices> {
  const [buy, rent] = await Promise.all([
    listingFilterOptions('buy'),
    listingFilterOptions('rent'),
  ]);
  const present = new Set([...buy.headTypes, ...rent.headTypes].map(({ id }) => id));
  const types: TypeOption[] = headTypes
    .filter((type) => present.has(type.id))
    .map((type) => ({ id: type.id, label: type.labels[locale] ?? type.value }));
  const subTypeIds = new Map<number, number>();
  for (const { id, headTypeId } of [...buy.subTypes, ...rent.subTypes]) {
    if (!subTypeIds.has(id)) subTypeIds.set(id, headTypeId);
  }
  const collator = nameCollator(localeTags[locale]);
  const subTypes: SubTypeOption[] = [...subTypeIds]
    .map(([id, headTypeId]) => {
      const entry = subTypeById(id);
      const label =
        (entry && pickLocalized(entry.labels, locale, { fallback: true })) ?? String(id);
      return { id, headTypeId, label };
    })
    .sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
  const towns: CityOption[] = cityOptions([...buy.locations, ...rent.locations], locale);
  return {
    languages: languageOptions(),
    headTypes: types,
    subTypes,
    towns,
    mostBedrooms: LARGE_BEDROOM_COUNT,
  };
}

/** "Keep me informed"; the choices are read from the content service when not given. */
export async function subscribeIsland(
  locale: Locale,
  choices?: CriteriaChoices,
): Promise<FormIslandSpec> {
  return {
    island: 'subscribe-form',
    props: {
      formId: 'subscribe-form',
      locale,
      texts: formTexts(locale, 'subscribe'),
      successPath: buildPath('subscribeSuccess', locale),
      notifications: notificationRoutes(),
      ...(choices ?? (await subscriptionChoices(locale))),
    },
  };
}

/** The edit page of a subscription; the choices are read when not given. */
export async function subscriptionEditIsland(
  locale: Locale,
  choices?: CriteriaChoices,
): Promise<FormIslandSpec> {
  return {
    island: 'subscription-edit',
    props: {
      formId: 'subscription-form',
      locale,
      texts: formTexts(locale, 'subscriptionEdit'),
      pagePath: routePattern('editSubscription', locale),
      unsubscribePath: routePattern('unsubscribe', locale),
      notifications: notificationRoutes(),
      ...(choices ?? (await subscriptionChoices(locale))),
    },
  };
}

export function unsubscribeIsland(locale: Locale): FormIslandSpec {
  return {
    island: 'unsubscribe',
    props: {
      locale,
      texts: formTexts(locale, 'unsubscribe'),
      pagePath: routePattern('unsubscribe', locale),
      notifications: buildPath('ajaxNotifications', locale),
    },
  };
}

export function cancelAppointmentIsland(locale: Locale): FormIslandSpec {
  return {
    island: 'cancel-appointment',
    props: {
      locale,
      texts: formTexts(locale, 'cancelAppointment'),
      pagePath: routePattern('cancelAppointment', locale),
      estatePath: routePattern('estateDetailShort', locale),
    },
  };
}

/** The reservation request of a holiday unit: its id, capacity and periods (dates and prices). */
export function reservationIsland(
  locale: Locale,
  record: RentalUnitRecord,
  labelledBy: string,
): FormIslandSpec {
  return {
    island: 'holiday-reservation',
    props: {
      formId: 'reservation-form',
      locale,
      texts: formTexts(locale, 'reservation'),
      unitId: record.unit.id,
      maxOccupation: record.unit.general.maxOccupation,
      // Only what the form offers: the available periods, without the unit's other fields.
      periods: record.periods
        .filter((period) => period.available)
        .map(({ id, type, from, to, price }) => ({ id, type, from, to, price })),
      labelledBy,
    },
  };
}
