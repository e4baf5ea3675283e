import type { Locale } from '../domain/locales.ts';
import { HttpError, ServiceTimeoutError } from './http-error.ts';

/**
 * The deadline of a call whose client names none (ms): a hanging service must not leave a
 * visitor's page loading, or a server's request open, for ever.
 */
export const defaultTimeoutMs = 30_000;

/** Header that marks a request as coming from the site's client (spec 7). */
export const clientRequestHeader = 'X-Client-Request';

export type HttpClientOptions = {
  /** Origin and optional prefix of the content service, e.g. `http://127.0.0.1:4322`. */
  baseUrl: string;
  /** Site id used when a call does not name one. */
  siteId?: string;
  /** Extra path between the base URL and `/sites` (spec 7: "The base path is configurable"). */
  basePath?: string;
  fetch?: typeof fetch;
  /** Where failed POST bodies are logged (spec 7); console.error by default. */
  logError?: (message: string) => void;
  /**
   * Abort a call whose answer is not complete after this long (ms), reading its body included,
   * with a `ServiceTimeoutError`; `defaultTimeoutMs` when unset or not a positive number.
   */
  timeoutMs?: number;
};

export type CallOptions = {
  siteId?: string;
  locale?: Locale;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The generic client of spec 7, the one place that talks HTTP to the content service.
 * Paths are relative to `/sites/{siteId}`; a path starting with '/' is used as is
 * (for `/translations/{locale}` and `/sites/by-hostname/...`).
 */
export class HttpClient {
  readonly #options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    this.#options = options;
  }

  /** Absolute URL of a call, site-scoped unless the path starts with '/'. */
  url(path: string, siteId?: string): string {
    const base =
      this.#options.baseUrl.replace(/\/+$/, '') + normalizeBasePath(this.#options.basePath);
    if (path.startsWith('/')) return base + path;
    const site = siteId ?? this.#options.siteId;
    if (!site) throw new Error(`No site id for the content-service call '${path}'`);
    return `${base}/sites/${encodeURIComponent(site)}${path ? `/${path}` : ''}`;
  }

  /** GET: null on 204, parsed JSON for a JSON answer, otherwise the raw response. */
  get(path: string, options: CallOptions = {}): Promise<unknown> {
    return this.#send('GET', path, undefined, options);
  }

  /** DELETE: same answers as GET. */
  delete(path: string, options: CallOptions = {}): Promise<unknown> {
    return this.#send('DELETE', path, undefined, options);
  }

  /** POST a JSON body: null on 204, otherwise JSON; the body text of a failure is logged. */
  post(path: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
    return this.#send('POST', path, body, options);
  }

  /**
   * POST a JSON body and keep the answer's bytes as the service sent them, neither decoded nor
   * parsed: for a caller that only digests or passes on a large answer (the publisher's check
   * reads every estate's summary, tens of megabytes on a large site). Failures as for post.
   */
  async postBytes(path: string, body: unknown, options: CallOptions = {}): Promise<Uint8Array> {
    return this.#call(
      'POST',
      path,
      body,
      options,
      async (response) => new Uint8Array(await response.arrayBuffer()),
    );
  }

  /** PUT a JSON body: null on 204, otherwise JSON. */
  put(path: string, body: unknown, options: CallOptions = {}): Promise<unknown> {
    return this.#send('PUT', path, body, options);
  }

  #send(method: Method, path: string, body: unknown, options: CallOptions): Promise<unknown> {
    return this.#call(method, path, body, options, async (response) => {
      if (response.status === 204) return null;
      if (method === 'POST' || method === 'PUT' || isJson(response)) return response.json();
      return response;
    });
  }

  /**
   * One call under its deadline, from the request to the end of `read`: a service that sends
   * its headers and then stalls in the body fails the call as one that never answers. The
   * caller's own signal aborting is passed on as it is (an island cancelling a stale search).
   */
  async #call<T>(
    method: Method,
    path: string,
    body: unknown,
    options: CallOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const url = this.url(path, options.siteId);
    const timeoutMs = deadlineMs(this.#options.timeoutMs);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      return await read(await this.#respond(method, url, body, options, signal));
    } catch (error) {
      if (deadline.aborted && !options.signal?.aborted) {
        throw new ServiceTimeoutError(method, url, timeoutMs, { cause: error });
      }
      throw error;
    }
  }

  /** The answer of a call; one that is not OK is thrown as an HttpError (a POST's is logged). */
  async #respond(
    method: Method,
    url: string,
    body: unknown,
    options: CallOptions,
    signal: AbortSignal,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [clientRequestHeader]: 'true',
      ...options.headers,
    };
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (method === 'GET' && options.locale) headers['Accept-Language'] = options.locale;

    const doFetch = this.#options.fetch ?? fetch;
    const response = await doFetch(url, {
      method,
      headers,
      ...(hasBody ? { body: JSON.stringify(body ?? null) } : {}),
      signal,
    });

    if (!response.ok) {
      const text = await response.text().catch(() => '');
      if (method === 'POST') {
        (this.#options.logError ?? console.error)(
          `POST ${url} failed with ${response.status}: ${text.slice(0, 2000)}`,
        );
      }
      throw new HttpError(response.status, response.statusText, url, conciseDetail(text));
    }
    return response;
  }
}

type Method = 'GET' | 'DELETE' | 'POST' | 'PUT';

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\bjson\b/i.test(type);
}

function normalizeBasePath(basePath: string | undefined): string {
  if (!basePath) return '';
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

function deadlineMs(ms: number | undefined): number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : defaultTimeoutMs;
}

/** The service's own error message (JSON `{error}` or text), shortened for a log line. */
function conciseDetail(text: string): string | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      return String((parsed as { error: unknown }).error).slice(0, 300);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 300);
}
