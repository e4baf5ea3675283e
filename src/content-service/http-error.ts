/** Any non-ok answer of the content service (spec 7, 8): carries the status code and text. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;

  constructor(status: number, statusText: string, url: string, detail?: string) {
    super(`${status} ${statusText} from ${url}${detail ? `: ${detail}` : ''}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.url = url;
  }
}

/**
 * A call the content service did not answer, in full, within its deadline (a service that
 * accepts the connection and then hangs, or stalls in the middle of its answer).
 */
export class ServiceTimeoutError extends Error {
  readonly method: string;
  readonly url: string;
  readonly timeoutMs: number;

  constructor(method: string, url: string, timeoutMs: number, options?: { cause?: unknown }) {
    super(`${method} ${url} gave no answer within ${timeoutMs} ms`, options);
    this.name = 'ServiceTimeoutError';
    this.method = method;
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}
