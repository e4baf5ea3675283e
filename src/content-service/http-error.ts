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
