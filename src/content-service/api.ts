import { z } from '../schemas/zod-browser.ts';
import type { Locale } from '../domain/locales.ts';
import {
  agendaSlotsSchema,
  appointmentSchema,
  type AppointmentRequest,
} from '../schemas/agenda.ts';
import { backOfficeListingSchema } from '../schemas/back-office-listing.ts';
import {
  agreementsSchema,
  contactInfoSchema,
  entityItemSchema,
  entitySchema,
  estateCollectionSchema,
  estatePageSchema,
  menuSchema,
  pageSchema,
  translationsSchema,
} from '../schemas/cms.ts';
import { estateSchema, projectSchema } from '../schemas/estate.ts';
import { estateFilterOptionsSchema, type EstateFilterOptions } from '../schemas/estate-filters.ts';
import type { EstateFilterQuery, EstateQuery } from '../schemas/estate-query.ts';
import { estateSearchResponseSchema, type EstateSummary } from '../schemas/estate-summary.ts';
import {
  rentalFilterOptionsSchema,
  rentalPeriodsSchema,
  rentalReservationSchema,
  rentalSearchResponseSchema,
  rentalUnitSchema,
  type RentalFilterOptions,
  type RentalQuery,
  type RentalReservationRequest,
  type RentalUnit,
} from '../schemas/rental-unit.ts';
import { siteSchema } from '../schemas/site.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import { HttpError } from './http-error.ts';

/** A payload that does not match its schema; names the call and the first failing field. */
export class ContentValidationError extends Error {
  readonly call: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(call: string, error: z.ZodError) {
    const first = error.issues[0];
    const where = first ? first.path.join('.') || '(root)' : '(root)';
    super(`Invalid answer from ${call}: ${where}: ${first?.message ?? 'invalid'}`);
    this.name = 'ContentValidationError';
    this.call = call;
    this.issues = error.issues;
  }
}

export type ListResult<T> = { total: number; results: T[]; error?: unknown };

type Options = Pick<CallOptions, 'siteId' | 'locale' | 'signal'>;

/**
 * A booking's key (the visitor's form key): the same request posted again after a lost answer
 * gets the first answer rather than booking twice or being told the slot is taken.
 */
type Idempotent = { idempotencyKey?: string };

const idempotent = ({ idempotencyKey, ...options }: Options & Idempotent): CallOptions =>
  idempotencyKey ? { ...options, headers: { 'Idempotency-Key': idempotencyKey } } : options;

function parse<S extends z.ZodType>(schema: S, call: string, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentValidationError(call, result.error);
  return result.data;
}

/**
 * An estate search answer checked by its schema, as the client gives it: also for an answer
 * fetched by another part of the build (the publisher's no-change check hands its over).
 */
export function parseEstateSearchAnswer(
  call: string,
  data: unknown,
): { total: number; results: EstateSummary[] } {
  const answer = parse(estateSearchResponseSchema, call, data);
  return { total: answer.total.value, results: answer.results };
}

const seg = encodeURIComponent;

/**
 * One function per endpoint of spec 7, each answer validated by its zod schema.
 * The list calls never reject: on error they give an empty list with the error, and the
 * filter calls give `{}` (spec 8).
 */
export function createContentService(http: HttpClient) {
  const getParsed = async <S extends z.ZodType>(schema: S, path: string, options: Options = {}) =>
    parse(schema, `GET ${path}`, await http.get(path, options));

  return {
    http,

    site: (options: Options = {}) => getParsed(siteSchema, '', options),
    siteByHostname: (hostname: string, options: Options = {}) =>
      getParsed(siteSchema, `/sites/by-hostname/${seg(hostname)}`, options),

    navigation: (menu: string, id?: number, options: Options = {}) =>
      getParsed(
        menuSchema,
        id === undefined ? `navigation/${seg(menu)}` : `navigation/${seg(menu)}/${id}`,
        options,
      ),

    pages: (options: Options = {}) => getParsed(z.array(pageSchema), 'pages/', options),
    pageByUrl: (url: string, options: Options = {}) =>
      getParsed(pageSchema, `pages/by-url/${seg(url)}`, options),
    page: (id: number, options: Options = {}) => getParsed(pageSchema, `pages/${id}`, options),

    entities: (options: Options = {}) => getParsed(z.array(entitySchema), 'entities', options),
    entityItems: (id: number, options: Options = {}) =>
      getParsed(z.array(entityItemSchema), `entities/${id}/items`, options),

    /** Paged estate search; never rejects (spec 7, 8). */
    async searchEstates(
      query: EstateQuery,
      options: Options = {},
    ): Promise<ListResult<EstateSummary>> {
      try {
        const answer = parse(
          estateSearchResponseSchema,
          'POST estates',
          await http.post('estates', query, options),
        );
        return { total: answer.total.value, results: answer.results };
      } catch (error) {
        return { total: 0, results: [], error };
      }
    },

    /** Like searchEstates, but rejects on failure: the build must fail loudly (DESIGN). */
    async searchEstatesStrict(query: EstateQuery, options: Options = {}) {
      return parseEstateSearchAnswer('POST estates', await http.post('estates', query, options));
    },

    /** Project with its child units. */
    projectEstate: (id: number, options: Options = {}) =>
      getParsed(projectSchema, `estates/group/${id}`, options),
    /** Back-office (guid) listing. */
    backOfficeEstate: (id: number | string, options: Options = {}) =>
      getParsed(backOfficeListingSchema, `estates/v2/${seg(String(id))}`, options),
    /** Old-source estate. */
    estate: (id: number, options: Options = {}) =>
      getParsed(estateSchema, `estates/skarabee/${id}`, options),

    /** Optional: null when the service has no contact for this estate (204). */
    async contactInfo(id: number, options: Options = {}) {
      const data = await http.get(`estates/${id}/contact-info`, options);
      return data === null ? null : parse(contactInfoSchema, 'GET contact-info', data);
    },

    /** Filter values for a query; `{}` on error (spec 7, 8). */
    async estateFilters(
      query: EstateFilterQuery,
      options: Options = {},
    ): Promise<Partial<EstateFilterOptions>> {
      try {
        return parse(
          estateFilterOptionsSchema,
          'POST estate-filters',
          await http.post('estate-filters', query, options),
        );
      } catch {
        return {};
      }
    },

    estateCollection: (id: number, options: Options = {}) =>
      getParsed(estateCollectionSchema, `estate-collections/${id}`, options),

    /** Holiday rental search; never rejects. */
    async searchRentalUnits(
      query: RentalQuery,
      options: Options = {},
    ): Promise<ListResult<RentalUnit>> {
      try {
        const answer = parse(
          rentalSearchResponseSchema,
          'POST rental-units',
          await http.post('rental-units', query, options),
        );
        return { total: answer.total.value, results: answer.results };
      } catch (error) {
        return { total: 0, results: [], error };
      }
    },

    async rentalFilters(
      query: RentalQuery,
      options: Options = {},
    ): Promise<Partial<RentalFilterOptions>> {
      try {
        return parse(
          rentalFilterOptionsSchema,
          'POST rental-units/filters',
          await http.post('rental-units/filters', query, options),
        );
      } catch {
        return {};
      }
    },

    rentalUnit: (id: number, options: Options = {}) =>
      getParsed(rentalUnitSchema, `rental-units/${id}`, options),
    rentalPeriods: (id: number, options: Options = {}) =>
      getParsed(rentalPeriodsSchema, `rental-units/${id}/periods`, options),
    /** Raw image response. */
    rentalPhoto: (a: string, b: string, options: Options = {}) =>
      http.get(`rental-units/photo/${seg(a)}/${seg(b)}`, options) as Promise<Response>,
    async requestRentalReservation(
      request: RentalReservationRequest,
      options: Options & Idempotent = {},
    ) {
      return parse(
        rentalReservationSchema,
        'POST rental-units/reservation',
        await http.post('rental-units/reservation', request, idempotent(options)),
      );
    },

    agreements: (locale: Locale, options: Options = {}) =>
      getParsed(agreementsSchema, `agreements?locale=${seg(locale)}`, options),

    estatePage: (a: string | number, b: string | number, options: Options = {}) =>
      getParsed(estatePageSchema, `estate-pages/${seg(String(a))}/${seg(String(b))}`, options),

    /** Raw asset response (hash pins the content, version busts caches). */
    asset: (name: string, hash: string, version?: string, options: Options = {}) => {
      const query = new URLSearchParams({ hash, ...(version ? { version } : {}) });
      return http.get(`assets/${seg(name)}?${query}`, options) as Promise<Response>;
    },

    translations: (locale: Locale, options: Options = {}) =>
      getParsed(translationsSchema, `/translations/${seg(locale)}`, options),

    agendaSlots: (id: number, options: Options = {}) =>
      getParsed(agendaSlotsSchema, `live-agenda/${id}`, options),
    appointment: (id: string, options: Options = {}) =>
      getParsed(appointmentSchema, `live-agenda/reservation/${seg(id)}`, options),
    async bookAppointment(request: AppointmentRequest, options: Options & Idempotent = {}) {
      return parse(
        appointmentSchema,
        'POST live-agenda/reservation',
        await http.post('live-agenda/reservation', request, idempotent(options)),
      );
    },
    cancelAppointment: (id: string, options: Options = {}) =>
      http.delete(`live-agenda/reservation/${seg(id)}`, options).then(() => undefined),

    /** Not implemented by the service: rejects with a 500 (spec 7, 8). */
    policyLog: (): Promise<never> =>
      Promise.reject(new HttpError(500, 'Not Implemented', 'policy-log', 'not implemented')),
    /** Not implemented by the service: rejects with a 500 (spec 7, 8). */
    privacyStatement: (): Promise<never> =>
      Promise.reject(new HttpError(500, 'Not Implemented', 'privacy-statement', 'not implemented')),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
