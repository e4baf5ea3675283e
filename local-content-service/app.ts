import { randomUUID } from 'node:crypto';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { defaultLocale, isLocale } from '../src/domain/locales.ts';
import {
  appointmentRequestSchema,
  type AgendaSlot,
  type Appointment,
} from '../src/schemas/agenda.ts';
import type { BackOfficeListing } from '../src/schemas/back-office-listing.ts';
import type { EstatePage, Menu, MenuItem, Page } from '../src/schemas/cms.ts';
import type { Estate } from '../src/schemas/estate.ts';
import { estateFilterQuerySchema, estateQuerySchema } from '../src/schemas/estate-query.ts';
import {
  rentalQuerySchema,
  rentalReservationRequestSchema,
  type RentalFilterOptions,
  type RentalPeriod,
  type RentalUnit,
} from '../src/schemas/rental-unit.ts';
import { parseDocumentName, pictureDocumentKinds, renderDocument } from './demo-data/documents.ts';
import { renderFloorPlan } from './demo-data/floor-plans.ts';
import { agencyPicturePath, renderAgencyPicture } from './demo-data/agency-picture.ts';
import type { IndexedEstate } from './estate-index.ts';
import { loadSiteData, updateSiteData, type ChangedDocuments, type SiteData } from './site-data.ts';
import type { Store } from './store.ts';
import type { MediaLibrary } from './media.ts';

export type ServiceOptions = {
  store: Store;
  media?: MediaLibrary;
  /** Which browser origins may call the service (CORS); all when left out. */
  allowOrigin?: (origin: string) => boolean;
  /** Public origin of the service, prefixed to `/media/` picture paths in answers. */
  publicUrl?: string;
  /** Largest accepted request body, in bytes. */
  maxBodyBytes?: number;
  now?: () => Date;
};

type Env = { Variables: { siteId: string } };

const json = (c: Context, body: string, status: 200 | 201 = 200) =>
  c.body(body, status, { 'content-type': 'application/json; charset=utf-8' });

/** 400 naming the first failing field of a body (bad input gets a clear answer). */
function invalid(c: Context, error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || '(body)';
  return c.json(
    { error: `${field}: ${issue?.message ?? 'invalid'}`, field, issues: error.issues },
    400,
  );
}

async function readJson(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  try {
    return { ok: true, value: text === '' ? {} : JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: c.json({ error: '(body): malformed JSON', field: '(body)' }, 400),
    };
  }
}

function findMenuItem(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findMenuItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

function rentalMatches(
  unit: RentalUnit,
  query: z.infer<typeof rentalQuerySchema>['query'],
  data: SiteData,
) {
  if (query.city?.length && !query.city.includes(unit.general.city)) return false;
  if (query.location?.length && !query.location.includes(unit.general.location ?? '')) return false;
  if (query.subKind?.length && !query.subKind.includes(unit.general.subKind)) return false;
  if (query.minOccupation && unit.general.maxOccupation < query.minOccupation) return false;
  if (query.from || query.to || query.periodType?.length) {
    const periods = data.rentalPeriods.get(unit.id) ?? [];
    const from = query.from ?? '0000-01-01';
    const to = query.to ?? '9999-12-31';
    const types = query.periodType?.length ? new Set(query.periodType) : null;
    const fits = (period: RentalPeriod) =>
      period.available &&
      period.from >= from &&
      period.to <= to &&
      (types === null || types.has(period.type));
    if (!periods.some(fits)) return false;
  }
  return true;
}

export function createServiceApp(options: ServiceOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, SiteData>();
  const siteData = (siteId: string) => {
    let data = cache.get(siteId);
    if (!data) {
      data = loadSiteData(store, siteId);
      cache.set(siteId, data);
    }
    return data;
  };
  let agencyPicture: Promise<Buffer> | undefined;
  const mediaPrefix = options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/media/` : null;
  /** Stored documents keep picture paths relative; answers carry the public origin. */
  const withMedia = (text: string) =>
    mediaPrefix ? text.replaceAll('"/media/', `"${mediaPrefix}`) : text;
  const sendJson = (c: Context, text: string, status: 200 | 201 = 200) =>
    json(c, withMedia(text), status);
  /**
   * A booking or reservation posted again with the same Idempotency-Key (the site server sends
   * the visitor's form key) gets the answer the first post got, not "taken": a site server that
   * died after booking and before storing its mail books nothing twice when the visitor retries.
   */
  const idempotent = (scope: string) => async (c: Context, next: Next) => {
    const key = c.req.header('idempotency-key');
    if (!key || !/^[\w-]{1,100}$/.test(key)) return next();
    const siteId = c.get('siteId') as string;
    const before = store.idempotentAnswer(siteId, scope, key);
    if (before) return json(c, before.json, before.status as 201);
    await next();
    if (c.res.status === 201) {
      const answer = { status: 201, json: await c.res.clone().text() };
      store.rememberIdempotentAnswer(siteId, scope, key, answer, now().toISOString());
    }
  };
  /**
   * Each search result's JSON with public media paths, as UTF-8 bytes, made once per index
   * entry: an answer is then a copy of its results' bytes. The map asks for every match at
   * once; joining, replacing and encoding that text on each request cost the service more than
   * the search itself.
   */
  const resultBytes = new WeakMap<IndexedEstate, Buffer>();
  const bytesOf = (entry: IndexedEstate) => {
    let bytes = resultBytes.get(entry);
    if (!bytes) {
      bytes = Buffer.from(withMedia(entry.json));
      resultBytes.set(entry, bytes);
    }
    return bytes;
  };
  const comma = Buffer.from(',');
  const answerEnd = Buffer.from(']}');
  /** `{total:{value}, results}` from the results' bytes (the same text `searchJson` writes). */
  const sendSearchAnswer = (c: Context, answer: { total: number; page: IndexedEstate[] }) => {
    const parts: Buffer[] = [Buffer.from(`{"total":{"value":${answer.total}},"results":[`)];
    answer.page.forEach((entry, index) => {
      if (index > 0) parts.push(comma);
      parts.push(bytesOf(entry));
    });
    parts.push(answerEnd);
    const body = Buffer.concat(parts);
    return c.body(
      new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      200,
      { 'content-type': 'application/json; charset=utf-8' },
    );
  };
  const notFound = (c: Context, what: string) => c.json({ error: `${what} not found` }, 404);

  const app = new Hono<Env>({ strict: false });
  const allowOrigin = options.allowOrigin;
  app.use(
    '*',
    cors({
      origin: allowOrigin ? (origin) => (allowOrigin(origin) ? origin : null) : '*',
      allowHeaders: [
        'Content-Type',
        'Accept',
        'Accept-Language',
        'X-Client-Request',
        'Idempotency-Key',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 64 * 1024,
      // The rest of the body is never read: tell the client not to reuse this connection.
      onError: (c) => c.json({ error: 'request body too large' }, 413, { connection: 'close' }),
    }),
  );
  app.onError((error, c) => {
    console.error(`content service: ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: 'internal error' }, 500);
  });
  app.notFound((c) => c.json({ error: `no route for ${c.req.method} ${c.req.path}` }, 404));

  app.get('/health', (c) => c.json({ ok: true, sites: store.siteIds() }));

  app.get('/translations/:locale', (c) => {
    const text = store.translationsJson(c.req.param('locale'));
    return text === undefined ? notFound(c, 'translations') : sendJson(c, text);
  });

  app.get('/media/documents/:file', async (c) => {
    const document = parseDocumentName(c.req.param('file'));
    if (!document) return notFound(c, 'document');
    if (pictureDocumentKinds.has(document.kind)) {
      return c.body(new Uint8Array(await renderFloorPlan(document.estateId)), 200, {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=86400',
      });
    }
    return c.body(new Uint8Array(renderDocument(document.kind, document.estateId)), 200, {
      'content-type': 'application/pdf',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.get(agencyPicturePath, async (c) => {
    agencyPicture ??= renderAgencyPicture();
    return c.body(new Uint8Array(await agencyPicture), 200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.get('/media/:scene/:file', async (c) => {
    const size = c.req.param('file').replace(/\.webp$/, '');
    if (!options.media || !['thumbnail', 'medium', 'original'].includes(size))
      return notFound(c, 'picture');
    const picture = await options.media.picture(c.req.param('scene'), size as 'thumbnail');
    if (!picture) return notFound(c, 'picture');
    return c.body(new Uint8Array(picture), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  app.get('/sites/by-hostname/:hostname', (c) => {
    const id = store.siteIdByHostname(c.req.param('hostname'));
    const text = id && store.siteJson(id);
    return text ? sendJson(c, text) : notFound(c, 'site');
  });

  const site = new Hono<Env>({ strict: false });
  site.use('*', async (c, next) => {
    const siteId = c.req.param('siteId') ?? '';
    if (!store.siteJson(siteId)) return notFound(c, `site '${siteId}'`);
    c.set('siteId', siteId);
    return next();
  });

  site.get('/', (c) => sendJson(c, store.siteJson(c.get('siteId')) ?? '{}'));

  site.get('/navigation/:menu/:id?', (c) => {
    const menu = store.document<Menu>(c.get('siteId'), 'menu', c.req.param('menu'));
    if (!menu) return notFound(c, 'menu');
    const idParam = c.req.param('id');
    if (idParam === undefined) return sendJson(c, JSON.stringify(menu));
    const item = findMenuItem(menu.items, Number(idParam));
    return item
      ? sendJson(c, JSON.stringify({ ...menu, items: item.children }))
      : notFound(c, 'menu item');
  });

  site.get('/pages', (c) =>
    sendJson(c, JSON.stringify(store.documents<Page>(c.get('siteId'), 'page'))),
  );
  site.get('/pages/by-url/:url', (c) => {
    const url = c.req.param('url').replace(/^\/+|\/+$/g, '');
    const page = store
      .documents<Page>(c.get('siteId'), 'page')
      .find((candidate) => Object.values(candidate.url).some((value) => value === url));
    return page ? sendJson(c, JSON.stringify(page)) : notFound(c, 'page');
  });
  site.get('/pages/:id', (c) => {
    const text = store.documentJson(c.get('siteId'), 'page', c.req.param('id'));
    return text ? sendJson(c, text) : notFound(c, 'page');
  });

  site.get('/entities', (c) =>
    sendJson(c, JSON.stringify(store.documents(c.get('siteId'), 'entity'))),
  );
  site.get('/entities/:id/items', (c) => {
    const id = Number(c.req.param('id'));
    if (!store.documentJson(c.get('siteId'), 'entity', id)) return notFound(c, 'entity');
    const items = store
      .documents<{ entityId: number }>(c.get('siteId'), 'entityItem')
      .filter((item) => item.entityId === id);
    return sendJson(c, JSON.stringify(items));
  });

  site.post('/estates', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = estateQuerySchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const requested = c.req.header('accept-language')?.slice(0, 2);
    const locale = isLocale(requested) ? requested : defaultLocale;
    return sendSearchAnswer(c, siteData(c.get('siteId')).estates.search(parsed.data, locale));
  });

  site.post('/estate-filters', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = estateFilterQuerySchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    return sendJson(
      c,
      JSON.stringify(siteData(c.get('siteId')).estates.filterOptions(parsed.data)),
    );
  });

  const estateDocument = (siteId: string, id: string) =>
    store.document<Estate>(siteId, 'estate', id);

  site.get('/estates/group/:id', (c) => {
    const siteId = c.get('siteId');
    const project = estateDocument(siteId, c.req.param('id'));
    if (!project || project.general.parentId != null) return notFound(c, 'estate group');
    const units = project.children
      .map((child) => estateDocument(siteId, String(child.general.id)))
      .filter((unit): unit is Estate => unit !== undefined);
    return sendJson(c, JSON.stringify({ ...project, children: units }));
  });

  site.get('/estates/v2/:id', (c) => {
    const siteId = c.get('siteId');
    const key = c.req.param('id');
    const byId = store.documentJson(siteId, 'backOffice', key);
    if (byId) return sendJson(c, byId);
    const byGuid = store
      .documents<BackOfficeListing>(siteId, 'backOffice')
      .find((listing) => listing.guid === key);
    return byGuid ? sendJson(c, JSON.stringify(byGuid)) : notFound(c, 'listing');
  });

  site.get('/estates/skarabee/:id', (c) => {
    const text = store.documentJson(c.get('siteId'), 'estate', c.req.param('id'));
    return text ? sendJson(c, text) : notFound(c, 'estate');
  });

  site.get('/estates/:id/contact-info', (c) => {
    const siteId = c.get('siteId');
    const id = c.req.param('id');
    if (
      !store.documentJson(siteId, 'estate', id) &&
      !store.documentJson(siteId, 'backOffice', id)
    ) {
      return notFound(c, 'estate');
    }
    const text = store.documentJson(siteId, 'contactInfo', id);
    return text ? sendJson(c, text) : c.body(null, 204);
  });

  site.get('/estate-collections/:id', (c) => {
    const text = store.documentJson(c.get('siteId'), 'collection', c.req.param('id'));
    return text ? sendJson(c, text) : notFound(c, 'collection');
  });

  const rentalSearch = async (c: Context<Env>) => {
    const body = await readJson(c);
    if (!body.ok) return { response: body.response };
    const parsed = rentalQuerySchema.safeParse(body.value);
    if (!parsed.success) return { response: invalid(c, parsed.error) };
    const data = siteData(c.get('siteId'));
    return {
      query: parsed.data,
      data,
      found: data.rentalUnits.filter((unit) => rentalMatches(unit, parsed.data.query, data)),
    };
  };

  site.post('/rental-units', async (c) => {
    const search = await rentalSearch(c);
    if ('response' in search) return search.response;
    const { from, size } = search.query.pagination ?? { from: 0, size: search.found.length || 1 };
    return sendJson(
      c,
      JSON.stringify({
        total: { value: search.found.length },
        results: search.found.slice(from, from + size),
      }),
    );
  });

  site.post('/rental-units/filters', async (c) => {
    const search = await rentalSearch(c);
    if ('response' in search) return search.response;
    const unique = <T>(values: T[]) => [...new Set(values)].sort();
    const periods = search.found.flatMap((unit) => search.data.rentalPeriods.get(unit.id) ?? []);
    const options: RentalFilterOptions = {
      locations: unique(
        search.found.map((unit) => unit.general.location).filter((v): v is string => !!v),
      ),
      maxOccupations: unique(search.found.map((unit) => unit.general.maxOccupation)).sort(
        (a, b) => a - b,
      ),
      subKinds: unique(search.found.map((unit) => unit.general.subKind)),
      cities: unique(search.found.map((unit) => unit.general.city)),
      periodTypes: unique(periods.map((period) => period.type)),
      periodStartDates: unique(periods.filter((p) => p.available).map((period) => period.from)),
      periodDates: periods
        .filter((period) => period.available)
        .map((period) => ({ from: period.from, to: period.to, type: period.type }))
        .sort(
          (a, b) =>
            a.from.localeCompare(b.from) ||
            a.to.localeCompare(b.to) ||
            a.type.localeCompare(b.type),
        )
        .filter(
          (period, index, all) =>
            index === 0 ||
            all[index - 1]?.from !== period.from ||
            all[index - 1]?.to !== period.to ||
            all[index - 1]?.type !== period.type,
        ),
    };
    return sendJson(c, JSON.stringify(options));
  });

  site.post('/rental-units/reservation', idempotent('rentalReservation'), async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = rentalReservationRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const siteId = c.get('siteId');
    const request = parsed.data;
    const unit = store.document<RentalUnit>(siteId, 'rentalUnit', request.unitId);
    if (!unit) return notFound(c, 'rental unit');
    const period = siteData(siteId)
      .rentalPeriods.get(unit.id)
      ?.find((p) => p.id === request.periodId);
    if (!period)
      return c.json({ error: 'periodId: no such period for this unit', field: 'periodId' }, 400);
    if (!period.available)
      return c.json({ error: 'periodId: period no longer available', field: 'periodId' }, 409);
    if (request.guests > unit.general.maxOccupation) {
      return c.json(
        { error: `guests: at most ${unit.general.maxOccupation}`, field: 'guests' },
        400,
      );
    }
    const reservation = {
      id: randomUUID(),
      status: 'REQUESTED',
      request,
      createdAt: now().toISOString(),
    };
    store.insertRentalReservation(
      siteId,
      reservation.id,
      JSON.stringify(reservation),
      reservation.createdAt,
    );
    return sendJson(c, JSON.stringify(reservation), 201);
  });

  site.get('/rental-units/photo/:unitId/:name', async (c) => {
    const unit = store.document<RentalUnit>(c.get('siteId'), 'rentalUnit', c.req.param('unitId'));
    const [scene, size] = c.req
      .param('name')
      .replace(/\.webp$/, '')
      .split('.');
    const known = unit?.photos.some((photo) => photo.original.includes(`/${scene}/`));
    if (
      !unit ||
      !known ||
      !options.media ||
      !size ||
      !['thumbnail', 'medium', 'original'].includes(size)
    ) {
      return notFound(c, 'photo');
    }
    const picture = await options.media.picture(scene ?? '', size as 'thumbnail');
    return picture
      ? c.body(new Uint8Array(picture), 200, { 'content-type': 'image/webp' })
      : notFound(c, 'photo');
  });

  site.get('/rental-units/:id', (c) => {
    const text = store.documentJson(c.get('siteId'), 'rentalUnit', c.req.param('id'));
    return text ? sendJson(c, text) : notFound(c, 'rental unit');
  });

  site.get('/rental-units/:id/periods', (c) => {
    const siteId = c.get('siteId');
    if (!store.documentJson(siteId, 'rentalUnit', c.req.param('id')))
      return notFound(c, 'rental unit');
    return sendJson(c, store.documentJson(siteId, 'rentalPeriods', c.req.param('id')) ?? '[]');
  });

  site.get('/agreements', (c) => {
    const locale = c.req.query('locale') ?? 'nl';
    const text = store.documentJson(c.get('siteId'), 'agreements', locale);
    return text ? sendJson(c, text) : notFound(c, `agreements for '${locale}'`);
  });

  site.get('/estate-pages/:source/:id', (c) => {
    const page = store.document<EstatePage>(c.get('siteId'), 'estatePage', c.req.param('id'));
    return page ? sendJson(c, JSON.stringify(page)) : notFound(c, 'estate page');
  });

  site.get('/assets/:name', async (c) => {
    if (!c.req.query('hash')) return c.json({ error: 'hash: required', field: 'hash' }, 400);
    const asset = options.media ? await options.media.asset(c.req.param('name')) : undefined;
    if (!asset) return notFound(c, 'asset');
    return c.body(new Uint8Array(asset.body), 200, {
      'content-type': asset.type,
      'cache-control': c.req.query('version')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
    });
  });

  const freeSlots = (siteId: string, estateId: number): AgendaSlot[] => {
    const slots = store.document<AgendaSlot[]>(siteId, 'agendaSlots', estateId) ?? [];
    const booked = store.bookedSlotIds(siteId, estateId);
    const current = now().getTime();
    return slots.filter((slot) => !booked.has(slot.id) && Date.parse(slot.start) > current);
  };

  site.get('/live-agenda/reservation/:id', (c) => {
    const found = store.appointment(c.get('siteId'), c.req.param('id'));
    return found ? sendJson(c, found.json) : notFound(c, 'appointment');
  });

  site.post('/live-agenda/reservation', idempotent('appointment'), async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = appointmentRequestSchema.safeParse(body.value);
    if (!parsed.success) return invalid(c, parsed.error);
    const siteId = c.get('siteId');
    const request = parsed.data;
    const slot = (store.document<AgendaSlot[]>(siteId, 'agendaSlots', request.estateId) ?? []).find(
      (candidate) => candidate.id === request.slotId,
    );
    if (!slot)
      return c.json({ error: 'slotId: no such slot for this estate', field: 'slotId' }, 400);
    if (!freeSlots(siteId, request.estateId).some((free) => free.id === slot.id)) {
      return c.json({ error: 'slotId: slot no longer available', field: 'slotId' }, 409);
    }
    const appointment: Appointment = {
      id: randomUUID(),
      estateId: request.estateId,
      slot,
      name: request.name,
      email: request.email,
      locale: request.locale,
      status: 'BOOKED',
      createdAt: now().toISOString(),
    };
    const stored = store.insertAppointment(
      {
        id: appointment.id,
        siteId,
        estateId: request.estateId,
        slotId: slot.id,
        status: 'BOOKED',
        json: JSON.stringify(appointment),
      },
      appointment.createdAt,
    );
    if (!stored) return c.json({ error: 'slotId: slot no longer available', field: 'slotId' }, 409);
    return sendJson(c, JSON.stringify(appointment), 201);
  });

  site.delete('/live-agenda/reservation/:id', (c) => {
    const siteId = c.get('siteId');
    const found = store.appointment(siteId, c.req.param('id'));
    if (!found) return notFound(c, 'appointment');
    if (found.status !== 'CANCELLED') {
      const appointment = {
        ...(JSON.parse(found.json) as Appointment),
        status: 'CANCELLED' as const,
      };
      store.updateAppointment(siteId, found.id, 'CANCELLED', JSON.stringify(appointment));
    }
    return c.body(null, 204);
  });

  site.get('/live-agenda/:id', (c) => {
    const siteId = c.get('siteId');
    const id = Number(c.req.param('id'));
    const known =
      store.documentJson(siteId, 'estate', id) ?? store.documentJson(siteId, 'backOffice', id);
    if (!Number.isInteger(id) || !known) return notFound(c, 'estate');
    return sendJson(c, JSON.stringify(freeSlots(siteId, id)));
  });

  app.route('/sites/:siteId', site);

  return {
    app,
    /**
     * Tells the service its stored data changed. With the site and the estates or back-office
     * listings that changed, its read model follows them (a search index of 10,000 estates is
     * not read again for one of them); otherwise the site's read model, or every site's, is
     * dropped and built again on first use.
     */
    invalidate(siteId?: string, changed?: ChangedDocuments) {
      const data = siteId ? cache.get(siteId) : undefined;
      if (siteId && data && changed)
        cache.set(siteId, updateSiteData(data, store, siteId, changed));
      else if (siteId) cache.delete(siteId);
      else cache.clear();
    },
  };
}
