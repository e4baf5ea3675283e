import type { Locale } from '../../domain/locales.ts';
import { buildPath } from '../../domain/routes.ts';

/*
 * The site server's form routes (route contract), per language: `{lang}` names the
 * language the answer and the mails are in. The spec 2 names come from the route table; the
 * booking routes are ours and not in it.
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

export const formEndpoints = {
  contact: (locale: Locale) => buildPath('ajaxContactFormHandler', locale),
  sendToFriend: (locale: Locale) => buildPath('ajaxSendToAFriend', locale),
  subscribe: (locale: Locale) => buildPath('ajaxNotifications', locale),
  /** GET, PUT and DELETE of one subscription by its token. */
  subscription: (locale: Locale, token: string) =>
    `${buildPath('ajaxNotifications', locale)}/${segment(token)}`,
  confirmSubscription: (locale: Locale, token: string) =>
    `${buildPath('ajaxNotifications', locale)}/${segment(token)}/confirm`,
  slots: (locale: Locale, estateId: number) =>
    `/${locale}/ajax/appointments/slots/${segment(estateId)}`,
  appointments: (locale: Locale) => `/${locale}/ajax/appointments`,
  /** GET and DELETE of one appointment. */
  appointment: (locale: Locale, appointmentId: string) =>
    `/${locale}/ajax/appointments/${segment(appointmentId)}`,
  reservations: (locale: Locale) => `/${locale}/ajax/reservations`,
} as const;
