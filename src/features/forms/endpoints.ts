import type { Locale } from '../../domain/locales.ts';

/*
 * The site server's form routes (route contract) and the site's pages a form links to. The
 * paths of the route table (spec 2) reach an island as props, made at build time
 * (src/site/form-islands.ts) as patterns where `{name}` marks a parameter: the table holds every
 * screen in four languages, and a form page would otherwise load all of it for a few addresses.
 * The booking routes are ours and not in the table. `{lang}` in a route names the language the
 * answer and the mails are in.
 */

/** A path of the route table with its parameters as `{name}`: `/nl/hou-me-op-de-hoogte/{token}`. */
export type PathPattern = string;

/** The notifications route (`ajax/notifications`) in each language: a subscription's own language. */
export type NotificationRoutes = Readonly<Record<Locale, string>>;

const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * A pattern with its parameters filled in, each url-encoded so a value can never add a path
 * segment (as the route table's `buildPath` does).
 * @example fillPath('/nl/aanbod/{estateId}', { estateId: 12 }) // '/nl/aanbod/12'
 */
export function fillPath(
  pattern: PathPattern,
  params: Readonly<Record<string, string | number>>,
): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern} needs "${name}"`);
    return segment(value);
  });
}

/**
 * The decoded value of one parameter of a pattern in a path (a trailing slash, query and hash
 * ignored); undefined when the path is not the pattern's. The token pages are one static shell
 * for every value, so only the browser knows it.
 * @example patternParam('/nl/hou-me-op-de-hoogte/{token}', '/nl/hou-me-op-de-hoogte/a%2Fb', 'token') // 'a/b'
 */
export function patternParam(pattern: PathPattern, path: string, name: string): string | undefined {
  const parts = (path.split(/[?#]/, 1)[0] ?? '').split('/');
  if (parts.length > 2 && parts.at(-1) === '') parts.pop();
  const wanted = pattern.split('/');
  if (parts.length !== wanted.length) return undefined;
  let value: string | undefined;
  for (const [index, part] of wanted.entries()) {
    const actual = parts[index] ?? '';
    if (part !== `{${name}}`) {
      if (!/^\{\w+\}$/.test(part) && part !== actual) return undefined;
      continue;
    }
    try {
      value = actual === '' ? undefined : decodeURIComponent(actual);
    } catch {
      return undefined;
    }
  }
  return value;
}

/** A parameter of this page's address by the page's route (a token, an appointment id). */
export function pathParam(
  pattern: PathPattern,
  name: 'token' | 'appointmentId',
): string | undefined {
  return patternParam(pattern, window.location.pathname, name);
}

export const formEndpoints = {
  /** GET, PUT and DELETE of one subscription by its token, under the notifications route. */
  subscription: (notifications: string, token: string) => `${notifications}/${segment(token)}`,
  confirmSubscription: (notifications: string, token: string) =>
    `${notifications}/${segment(token)}/confirm`,
  slots: (locale: Locale, estateId: number) =>
    `/${locale}/ajax/appointments/slots/${segment(estateId)}`,
  appointments: (locale: Locale) => `/${locale}/ajax/appointments`,
  /** GET and DELETE of one appointment. */
  appointment: (locale: Locale, appointmentId: string) =>
    `/${locale}/ajax/appointments/${segment(appointmentId)}`,
  reservations: (locale: Locale) => `/${locale}/ajax/reservations`,
} as const;
