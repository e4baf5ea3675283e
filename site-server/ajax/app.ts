import { Hono, type Context, type Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import {
  HttpError,
  serviceTimeoutDefaults,
  type ContentService,
} from '../../src/content-service/index.ts';
import { fetchFavoriteEstates } from '../../src/content-service/favorite-estates.ts';
import { estateHrefs } from '../../src/domain/estate-href.ts';
import { MAX_PAGE_SIZE } from '../../src/domain/estate-query.ts';
import {
  summaryForVisitors,
  townPositions,
  type TownPositions,
} from '../../src/domain/hidden-address.ts';
import { locales, type Locale } from '../../src/domain/locales.ts';
import type { FormErrorKey } from '../../src/forms/schemas.ts';
import { lookUpEstate } from '../forms/estate-reference.ts';
import {
  handleAppointment,
  handleCancelAppointment,
  handleConfirmSubscription,
  handleContact,
  handleEditSubscription,
  handleGetSubscription,
  handleOneClickUnsubscribe,
  handleReservation,
  handleSendToFriend,
  handleSubscribe,
  handleUnsubscribe,
  type FormContentService,
  type FormResult,
  type HandlerDeps,
} from '../forms/handlers.ts';
import type { FormsRuntime } from '../forms/runtime.ts';
import { CitiesUnavailableError, createCitySearch } from './city-search.ts';
import { clientIp } from './client-ip.ts';
import { EstateUnavailableError, lookUpEstateFacts, type EstateFacts } from './estate-facts.ts';
import { isOneClickUnsubscribe, unsubscribePagePatterns } from './one-click-unsubscribe.ts';
import { allowedOrigin, siteOriginOnly } from './origin-check.ts';
import { similarEstatesOf } from './similar-estates.ts';
import { readCache } from './read-cache.ts';
import { isRecord } from '../../src/lib/is-record.ts';

/*
 * The site-internal ajax routes (spec 2, the route contract) under /{lang}/ajax/: the
 * forms, the subscription and appointment links, and the live reads the islands make (fresh
 * price and status, town autocomplete, similar estates, the estates of some ids). JSON in and
 * out; every failure is a translation key (`{ error: 'form.error.*' }`) the browser shows in the
 * visitor's language.
 */

/** The content-service calls of the routes (the forms' own, plus the live reads). */
export type AjaxContentService = FormContentService &
  Pick<ContentService, 'site' | 'searchEstates' | 'projectEstate' | 'estateFilters'>;

export type AjaxAppOptions = {
  /** The forms runtime (site-server/forms/runtime.ts): outbox, subscriptions, rate limiter. */
  forms: Pick<FormsRuntime, 'parts'>;
  contentService: AjaxContentService;
  /** SITE_URL: the origin the site's pages are served from (the Origin check). */
  site: { url: string };
  /** TRUST_PROXY: proxies in front whose X-Forwarded-For names the client (0: the socket). */
  trustedProxyHops?: number;
  /** Largest request body (64 KiB): a form is a few KiB at most. */
  maxBodyBytes?: number;
  /**
   * CONTENT_SERVICE_TIMEOUT_MS: a live read answers within this (ms), 503 with the unavailable
   * key when its content-service calls, one after another, take longer.
   */
  deadlineMs?: number;
  /** How long the live reads are kept, in ms. */
  cacheTtlMs?: Partial<Record<'estate' | 'cities' | 'similar' | 'site', number>>;
  log?: (message: string, error?: unknown) => void;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The language prefix of every ajax route; another prefix is not an ajax route. */
const ajaxBase = `/:lang{${locales.join('|')}}/ajax`;

const defaultTtlMs = { estate: 5_000, cities: 60_000, similar: 60_000, site: 60_000 };

/** A form's answer or a token page's data: personal, never kept by a cache. */
const noStore = { 'cache-control': 'no-store' };

const fail = (
  c: Context,
  status: 400 | 403 | 404 | 405 | 413 | 415 | 500 | 503,
  key: FormErrorKey,
) => c.json({ error: key }, status);

/** `application/json` or a `+json` type, whatever its parameters. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

const hasBody = (c: Context) =>
  Number(c.req.header('content-length') ?? 0) > 0 ||
  c.req.header('transfer-encoding') !== undefined;

/**
 * The posted JSON with the route's language as its `locale` (the contract: `{lang}` overrides
 * body.locale), or the answer to send instead: 415 for another type, 400 for malformed JSON.
 */
async function readForm(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!isJsonType(c.req.header('content-type'))) {
    return { ok: false, response: fail(c, 415, 'form.error.invalid') };
  }
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return {
      ok: false,
      response: c.json(
        { error: 'form.error.invalid', fields: { form: 'form.error.invalid' } },
        400,
      ),
    };
  }
  return {
    ok: true,
    value: isRecord(value) ? { ...value, locale: c.req.param('lang') } : value,
  };
}

/** A handler's result as the answer, with its Retry-After on a 429. */
const send = (c: Context, result: FormResult) =>
  c.json(result.body, result.status, {
    ...noStore,
    ...('headers' in result ? result.headers : {}),
  });

/** A positive integer id of a path, or undefined (the route then answers 404). */
function idParam(c: Context, name: string): number | undefined {
  const raw = c.req.param(name) ?? '';
  return /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : undefined;
}

/** One line for the log: the message and its cause's (a failed fetch names the socket error there). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

/**
 * The `ids` of the estates route: comma-separated, each a whole number (what the hearts save
 * and the markers carry); anything else in the list is left out, as the browser's favourites
 * reader leaves out what is not an id. Undefined when the list is longer than one search answers.
 */
function estateIdsParam(raw: string | undefined): string[] | undefined {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^\d{1,15}$/.test(id)),
    ),
  ];
  return ids.length > MAX_PAGE_SIZE ? undefined : ids;
}

const publicFor = (ms: number) => ({
  'cache-control': `public, max-age=${Math.max(0, Math.round(ms / 1000))}`,
});

/**
 * The ajax routes as a Hono app with paths `/{lang}/ajax/…`, to mount on the site server before
 * its static files. Wrong method → 405 with Allow, body over the limit → 413, a body that is
 * not JSON → 415, another site's Origin → 403.
 */
export function createAjaxApp(options: AjaxAppOptions) {
  const { forms, contentService: api } = options;
  const hops = options.trustedProxyHops ?? 0;
  const ttl = { ...defaultTtlMs, ...options.cacheTtlMs };
  const log = options.log ?? ((message, error) => console.error(`${message}: ${errorText(error)}`));

  const siteCache = readCache<Awaited<ReturnType<AjaxContentService['site']>>>({
    ttlMs: ttl.site,
  });
  const factsCache = readCache<EstateFacts | null>({ ttlMs: ttl.estate });
  const similarCache = readCache<Awaited<ReturnType<typeof similarEstatesOf>>>({
    ttlMs: ttl.similar,
  });
  const searchCity = createCitySearch(api, { ttlMs: ttl.cities });
  const townsCache = readCache<TownPositions>({ ttlMs: ttl.cities });
  /**
   * Where each town is (the estate-filter locations, spec 3), to place an estate whose address
   * is hidden; none while the service cannot say (such an estate then has no place at all).
   */
  const towns = () =>
    townsCache
      .get('towns', async () => {
        // estateFilters answers {} instead of failing (spec 8): not kept, asked again next time.
        const { locations } = await api.estateFilters({ query: {} });
        if (!locations) throw new CitiesUnavailableError();
        return townPositions(locations);
      })
      .catch(() => townPositions([]));

  /** spec 2: statuses whose listings the site hides; none while the service cannot say. */
  const hiddenStatus = () =>
    siteCache
      .get('site', () => api.site())
      .then(
        (site) => site.hiddenStatus,
        () => [] as number[],
      );
  const factsOf = (estateId: number) =>
    factsCache.get(String(estateId), () => lookUpEstateFacts(api, estateId));
  const deps = (c: Context): HandlerDeps => ({ ...forms.parts, clientIp: clientIp(c, hops) });
  const deadlineMs = options.deadlineMs ?? serviceTimeoutDefaults.visitor;

  /**
   * A live read that answers within the deadline: each call has it too, but a read makes
   * several in turn (the estate, then the site's hidden statuses, then the similar searches).
   * Its calls end at their own deadline; what they answer after this one is not used.
   */
  const withinDeadline =
    (handler: Handler): Handler =>
    async (c, next) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<Response>((resolve) => {
        timer = setTimeout(() => {
          log(
            `ajax ${c.req.method} ${c.req.path}: content service failed`,
            new Error(`no answer within ${deadlineMs} ms`),
          );
          resolve(fail(c, 503, 'form.error.unavailable'));
        }, deadlineMs);
      });
      try {
        return await Promise.race([Promise.resolve(handler(c, next)), late]);
      } finally {
        clearTimeout(timer);
      }
    };
  const lang = (c: Context) => c.req.param('lang') as Locale;

  /** A form post: read, handled by its framework-free handler, answered as it says. */
  const formRoute =
    (handle: (input: unknown, deps: HandlerDeps) => Promise<FormResult>): Handler =>
    async (c) => {
      const form = await readForm(c);
      return form.ok ? send(c, await handle(form.value, deps(c))) : form.response;
    };

  const routes: [path: string, methods: Partial<Record<Method, Handler>>][] = [
    ['/contact-form-handler', { POST: formRoute(handleContact) }],
    ['/send-to-a-friend', { POST: formRoute(handleSendToFriend) }],
    ['/notifications', { POST: formRoute(handleSubscribe) }],
    [
      '/notifications/:token',
      {
        GET: (c) => send(c, handleGetSubscription(c.req.param('token') ?? '', forms.parts)),
        PUT: async (c) => {
          const form = await readForm(c);
          if (!form.ok) return form.response;
          return send(
            c,
            handleEditSubscription(c.req.param('token') ?? '', form.value, forms.parts),
          );
        },
        DELETE: (c) => send(c, handleUnsubscribe(c.req.param('token') ?? '', forms.parts)),
      },
    ],
    [
      '/notifications/:token/confirm',
      {
        POST: (c) => send(c, handleConfirmSubscription(c.req.param('token') ?? '', forms.parts)),
      },
    ],
    ['/appointments', { POST: formRoute(handleAppointment) }],
    [
      '/appointments/slots/:estateId',
      {
        GET: withinDeadline(async (c) => {
          const estateId = idParam(c, 'estateId');
          if (estateId === undefined) return fail(c, 404, 'form.error.not.found');
          try {
            return c.json(await api.agendaSlots(estateId), 200, noStore);
          } catch (error) {
            return unavailableOrMissing(c, error);
          }
        }),
      },
    ],
    [
      '/appointments/:appointmentId',
      {
        GET: withinDeadline(async (c) => {
          const appointmentId = c.req.param('appointmentId') ?? '';
          if (!/^[\w-]{1,100}$/.test(appointmentId)) return fail(c, 404, 'form.error.not.found');
          try {
            const appointment = await api.appointment(appointmentId);
            const estate = await lookUpEstate(api, appointment.estateId, lang(c)).catch(() => null);
            // The link of the visitor's own mail is the key: its page shows the booking as made.
            return c.json({ ...appointment, estate }, 200, noStore);
          } catch (error) {
            return unavailableOrMissing(c, error);
          }
        }),
        DELETE: async (c) =>
          send(c, await handleCancelAppointment(c.req.param('appointmentId') ?? '', deps(c))),
      },
    ],
    ['/reservations', { POST: formRoute(handleReservation) }],
    [
      '/estate/:estateId',
      {
        GET: withinDeadline(async (c) => {
          const estateId = idParam(c, 'estateId');
          if (estateId === undefined) return fail(c, 404, 'form.error.not.found');
          const facts = await factsOf(estateId);
          if (!facts) return fail(c, 404, 'form.error.not.found');
          const hidden = (await hiddenStatus()).includes(facts.status.id);
          const { id, status, isSold, transaction, price, totalPrice, priceFrom } = facts;
          return c.json(
            { id, status, isSold, hidden, transaction, price, totalPrice, priceFrom },
            200,
            publicFor(ttl.estate),
          );
        }),
      },
    ],
    [
      '/search-city',
      {
        GET: withinDeadline(async (c) => {
          const text = c.req.query('q') ?? '';
          if (text.length > 100) return fail(c, 400, 'form.error.too.long');
          return c.json(await searchCity(text, lang(c)), 200, publicFor(ttl.cities));
        }),
      },
    ],
    [
      '/similar-estate/:estateId',
      {
        GET: withinDeadline(async (c) => {
          const estateId = idParam(c, 'estateId');
          if (estateId === undefined) return fail(c, 404, 'form.error.not.found');
          const facts = await factsOf(estateId);
          if (!facts) return fail(c, 404, 'form.error.not.found');
          const hidden = await hiddenStatus();
          try {
            const [estates, places] = await Promise.all([
              similarCache.get(String(estateId), () => similarEstatesOf(facts, api, hidden)),
              towns(),
            ]);
            // spec 2: a hidden address leaves the site without street, number or door.
            const shown = estates.map((estate) => summaryForVisitors(estate, places));
            return c.json(shown, 200, publicFor(ttl.similar));
          } catch (error) {
            return unavailableOrMissing(c, error);
          }
        }),
      },
    ],
    [
      // The estates of some ids as their cards show them, each as itself (a saved unit as that
      // unit): the favourites page and the list beside the map.
      '/estates',
      {
        GET: withinDeadline(async (c) => {
          const ids = estateIdsParam(c.req.query('ids'));
          if (ids === undefined) return fail(c, 400, 'form.error.invalid');
          try {
            const [found, places] = await Promise.all([fetchFavoriteEstates(api, ids), towns()]);
            // spec 2: a hidden address leaves the site without street, number or door.
            const results = found.results.map((estate) => summaryForVisitors(estate, places));
            // Each card's link made here, so the page draws the cards without the links' rules.
            const hrefs = estateHrefs(results, found.unitProjects, lang(c));
            return c.json(
              { results, unitProjects: found.unitProjects, hrefs },
              200,
              publicFor(ttl.estate),
            );
          } catch (error) {
            return unavailableOrMissing(c, error);
          }
        }),
      },
    ],
  ];

  /** 404 when the content service does not know it, 503 when it cannot answer. */
  function unavailableOrMissing(c: Context, error: unknown) {
    if (error instanceof HttpError && error.status === 404) {
      return fail(c, 404, 'form.error.not.found');
    }
    log(`ajax ${c.req.method} ${c.req.path}: content service failed`, error);
    return fail(c, 503, 'form.error.unavailable');
  }

  const app = new Hono({ strict: false });

  app.use(
    `${ajaxBase}/*`,
    siteOriginOnly(options.site.url, (c) => fail(c, 403, 'form.error.invalid')),
  );
  app.use(
    `${ajaxBase}/*`,
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 64 * 1024,
      // The rest of the body is never read: tell the client not to reuse this connection.
      onError: (c) => c.json({ error: 'form.error.too.long' }, 413, { connection: 'close' }),
    }),
  );
  // A body of any route, even one that reads none, is JSON: a cross-site HTML form can only
  // send form-encoded or plain text, without a preflight.
  app.use(`${ajaxBase}/*`, async (c, next) =>
    hasBody(c) && !isJsonType(c.req.header('content-type'))
      ? fail(c, 415, 'form.error.invalid')
      : next(),
  );

  // RFC 8058: the mailbox provider posts `List-Unsubscribe=One-Click` to the unsubscribe page's
  // own URL (a page of the build for every other method). That request alone skips the origin
  // check; any other post there is checked as an ajax post is, and is no request of the site.
  const isAllowedOrigin = allowedOrigin(options.site.url);
  const oneClick = (c: Context) => isOneClickUnsubscribe(c, isAllowedOrigin);
  const originCheck = siteOriginOnly(options.site.url, (c) => fail(c, 403, 'form.error.invalid'));
  for (const pattern of unsubscribePagePatterns) {
    app.post(
      pattern,
      bodyLimit({
        maxSize: 1024,
        onError: (c) => c.json({ error: 'form.error.too.long' }, 413, { connection: 'close' }),
      }),
      async (c, next) => ((await oneClick(c)) ? next() : originCheck(c, next)),
      async (c) =>
        (await oneClick(c))
          ? send(c, handleOneClickUnsubscribe(c.req.param('token') ?? '', deps(c)))
          : fail(c, 400, 'form.error.invalid'),
    );
  }

  for (const [path, methods] of routes) {
    for (const [method, handler] of Object.entries(methods)) {
      app.on(method, `${ajaxBase}${path}`, handler);
    }
    const allow = Object.keys(methods).flatMap((method) =>
      method === 'GET' ? ['GET', 'HEAD'] : [method],
    );
    app.all(`${ajaxBase}${path}`, (c) =>
      c.json({ error: 'form.error.invalid' }, 405, { allow: allow.join(', ') }),
    );
  }
  app.all(`${ajaxBase}/*`, (c) => fail(c, 404, 'form.error.not.found'));

  app.onError((error, c) => {
    // Hono's own refusals (csrf) answer as every other failure: JSON with a translation key.
    if (error instanceof HTTPException) {
      return error.status === 403 ? fail(c, 403, 'form.error.invalid') : error.getResponse();
    }
    if (error instanceof EstateUnavailableError || error instanceof CitiesUnavailableError) {
      log(`ajax ${c.req.method} ${c.req.path}: content service failed`, error.cause ?? error);
      return fail(c, 503, 'form.error.unavailable');
    }
    log(`ajax ${c.req.method} ${c.req.path} failed`, error);
    return fail(c, 500, 'form.error.unavailable');
  });
  return app;
}
