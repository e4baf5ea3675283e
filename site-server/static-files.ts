import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

/*
 * The files of a build as the site server sends them: each with a strong validator (an ETag
 * from a digest of its content, so a page rendered again with the same bytes keeps its tag
 * from one publish to the next, and Last-Modified from the file), a 304 to a browser that
 * holds the same representation, a byte range to a client that asks for one, and Brotli or
 * gzip for clients that accept them.
 *
 * Brotli on the fly, at quality 5, cached by content digest: quality 11 is only slightly smaller
 * but costs more than a hundred times as long (seconds for the map bundle), and precompressing
 * every page of a large build at 11 would take most of an hour per full build; gzip is barely
 * faster than Brotli 5 and larger.
 * Each distinct content is compressed once per process, whichever build it is in.
 */

export type Encoding = 'br' | 'gzip';

/** Smaller answers gain nothing from compression (the site's other compressor agrees). */
const compressFrom = 1024;
export const brotliQuality = 5;

const compressWith: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The suffix of a compressed representation's ETag: a strong tag names one byte sequence. */
const tagSuffix: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/**
 * The coding to send for an Accept-Encoding header: Brotli, else gzip, unless the client
 * weighs gzip higher or refuses one (`;q=0`); null for the file as it is.
 * @example chooseEncoding('gzip, deflate, br, zstd') // 'br'
 * @example chooseEncoding('br;q=0, *') // 'gzip'
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/**
 * True when an If-None-Match (or If-Match, If-Range) header names this tag. Weak comparison by
 * default, as RFC 9110 wants for If-None-Match; `strong` for If-Match and If-Range, where a weak
 * tag matches nothing.
 */
export function tagMatches(header: string, etag: string, strong = false): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) =>
    strong ? !tag.startsWith('W/') && tag === etag : bare(tag) === bare(etag),
  );
}

const httpDateForms = [
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]+day, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/**
 * The time of an HTTP-date (RFC 9110 §5.6.7: IMF-fixdate, or the obsolete RFC 850 and asctime
 * forms, all in GMT), or undefined for anything else, which a condition must ignore.
 * @example httpDate('Sun, 06 Nov 1994 08:49:37 GMT') // 784111777000
 */
export function httpDate(text: string | null): number | undefined {
  const value = text?.trim() ?? '';
  const form = httpDateForms.findIndex((pattern) => pattern.test(value));
  if (form === -1) return undefined;
  const time = Date.parse(form === 2 ? `${value} GMT` : value);
  return Number.isFinite(time) ? time : undefined;
}

/**
 * The byte range a Range header asks of `length` bytes (RFC 9110 §14.1.2): one range of the
 * `bytes` unit; `unsatisfiable` when it starts past the end (416); null when the header is to
 * be ignored and the whole file sent: another unit, a range that is not well-formed (`5-2`,
 * `abc`) or several ranges (a server may send them whole rather than in a multipart answer).
 * @example byteRange('bytes=0-99', 1000) // { start: 0, end: 99 }
 * @example byteRange('bytes=-100', 1000) // { start: 900, end: 999 }
 */
export function byteRange(
  header: string,
  length: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const spec = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!spec || length === 0) return null;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= length) return 'unsatisfiable';
  return { start, end: last === '' ? length - 1 : Math.min(Number(last), length - 1) };
}

/** A byte-bounded least-recently-used map (Map keeps insertion order; a hit moves to the end). */
class ByteCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 4) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

type FileInfo = { path: string; size: number; mtime: Date; key: string };

export type StaticFiles = ReturnType<typeof staticFiles>;

/**
 * The sender of build files. One is shared by the apps of every build of a process (see
 * `sharedStaticFiles`), so content that a new build carries unchanged keeps its digest and
 * its compressed forms.
 */
export function staticFiles(options: { maxCachedBytes?: number } = {}) {
  /** Content digests by inode, size and time: a linked copy of a page needs no new digest. */
  const digests = new Map<string, string>();
  const encoded = new ByteCache(options.maxCachedBytes ?? 64 * 1024 * 1024);
  const pending = new Map<string, Promise<Buffer>>();

  const fileAt = async (path: string): Promise<FileInfo | undefined> => {
    let info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) {
      path = join(path, 'index.html');
      info = await stat(path).catch(() => undefined);
    }
    if (!info?.isFile()) return undefined;
    const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
    return { path, size: info.size, mtime: info.mtime, key };
  };

  /** The file's digest, read from it only the first time its inode, size or time is seen. */
  const digestOf = async (file: FileInfo, read: () => Promise<Buffer>) => {
    let digest = digests.get(file.key);
    if (!digest) {
      digest = createHash('sha256')
        .update(await read())
        .digest('base64url')
        .slice(0, 22);
      if (digests.size >= 200_000) digests.delete(digests.keys().next().value!);
      digests.set(file.key, digest);
    }
    return digest;
  };

  const compressed = async (
    digest: string,
    encoding: Encoding,
    read: () => Promise<Buffer>,
  ): Promise<Buffer> => {
    const key = `${digest}${tagSuffix[encoding]}`;
    const hit = encoded.get(key);
    if (hit) return hit;
    let job = pending.get(key);
    if (!job) {
      job = read()
        .then((body) => compressWith[encoding](body))
        .finally(() => pending.delete(key));
      job.then(
        (bytes) => encoded.set(key, bytes),
        () => undefined,
      );
      pending.set(key, job);
    }
    return job;
  };

  return {
    /**
     * Compresses these files with Brotli ahead of their first visitor, one after the other (the
     * bundles of a new build: the largest takes a fraction of a second).
     */
    async warm(paths: readonly string[]): Promise<void> {
      for (const path of paths) {
        const file = await fileAt(path);
        const type = getMimeType(path) ?? '';
        if (!file || file.size < compressFrom || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type))
          continue;
        let body: Promise<Buffer> | undefined;
        const read = () => (body ??= readFile(file.path));
        await digestOf(file, read)
          .then((digest) => compressed(digest, 'br', read))
          .catch(() => undefined);
      }
    },
    /**
     * The answer for the file at `path` (a directory: its index.html), or undefined when there
     * is none. A 200 carries ETag and Last-Modified, answers the request's conditions (RFC 9110
     * §13.2.2: 412 to a failed If-Match or If-Unmodified-Since, 304 to a matching If-None-Match
     * or, without one, an If-Modified-Since not before the file) and a Range of bytes of the
     * representation it sends (206, 416), unless an If-Range names another version. Any other
     * status (a language's 404 page, a removed listing's 410) ignores them all and carries no
     * validator, since it does not represent the URL asked for (RFC 9110 §13.2.1).
     */
    async answer(
      request: Request,
      path: string,
      init: { status: 200 | 404 | 410; cacheControl: string },
    ): Promise<Response | undefined> {
      const file = await fileAt(path);
      if (!file) return undefined;
      // Read only when needed: a 304, or a compressed form in the cache, spares the read.
      let body: Promise<Buffer> | undefined;
      const read = () => (body ??= readFile(file.path));
      const type = getMimeType(file.path) ?? 'application/octet-stream';
      const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && file.size >= compressFrom;
      const encoding = compressible
        ? chooseEncoding(request.headers.get('accept-encoding') ?? undefined)
        : null;
      const headers = new Headers({ 'content-type': type, 'cache-control': init.cacheControl });
      if (compressible) headers.set('vary', 'Accept-Encoding');
      let digest: string;
      try {
        digest = await digestOf(file, read);
      } catch {
        return undefined; // gone between stat and read (a build pruned meanwhile)
      }
      const validated = init.status === 200;
      if (validated) {
        headers.set('etag', `"${digest}${encoding ? tagSuffix[encoding] : ''}"`);
        headers.set('last-modified', file.mtime.toUTCString());
        headers.set('accept-ranges', 'bytes');
        const outcome = conditions(request, headers.get('etag')!, file.mtime);
        if (outcome !== null) {
          // The validators, Cache-Control and Vary of the 200 it stands for, no content headers.
          headers.delete('content-type');
          if (outcome === 412) headers.set('content-length', '0');
          return new Response(null, { status: outcome, headers });
        }
      }
      const bytes = await (encoding ? compressed(digest, encoding, read) : read()).catch(
        () => undefined,
      );
      if (!bytes) return undefined;
      if (encoding) headers.set('content-encoding', encoding);
      const range = validated && request.method === 'GET' ? rangeOf(request, headers) : null;
      const part = range === null ? null : byteRange(range, bytes.length);
      if (part === 'unsatisfiable') {
        headers.delete('content-type');
        headers.delete('content-encoding');
        headers.set('content-range', `bytes */${bytes.length}`);
        headers.set('content-length', '0');
        return new Response(null, { status: 416, headers });
      }
      const sent = part ? bytes.subarray(part.start, part.end + 1) : bytes;
      if (part) headers.set('content-range', `bytes ${part.start}-${part.end}/${bytes.length}`);
      headers.set('content-length', String(sent.length));
      const content = request.method === 'HEAD' ? null : new Uint8Array(sent);
      return new Response(content, { status: part ? 206 : init.status, headers });
    },
  };
}

/**
 * The preconditions of a request for a file, in RFC 9110 §13.2.2's order: If-Match (else
 * If-Unmodified-Since) failing → 412; If-None-Match matching (weakly) → 304, or without it an
 * If-Modified-Since not before the file's time, to the second (Last-Modified carries no more);
 * null when the file is to be sent. A date that is no HTTP-date is ignored.
 */
function conditions(request: Request, etag: string, modified: Date): 304 | 412 | null {
  const seconds = Math.floor(modified.getTime() / 1000) * 1000;
  const ifMatch = request.headers.get('if-match');
  if (ifMatch !== null) {
    if (!tagMatches(ifMatch, etag, true)) return 412;
  } else {
    const unmodifiedSince = httpDate(request.headers.get('if-unmodified-since'));
    if (unmodifiedSince !== undefined && seconds > unmodifiedSince) return 412;
  }
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) return tagMatches(ifNoneMatch, etag) ? 304 : null;
  const since = httpDate(request.headers.get('if-modified-since'));
  return since !== undefined && seconds <= since ? 304 : null;
}

/**
 * The Range header to answer, or null when there is none or its If-Range names another
 * version than the one sent (strong comparison of the tag, or exactly its Last-Modified).
 */
function rangeOf(request: Request, headers: Headers): string | null {
  const range = request.headers.get('range');
  const ifRange = request.headers.get('if-range')?.trim();
  if (range === null || ifRange === undefined) return range;
  const holds = /^(W\/)?"/.test(ifRange)
    ? tagMatches(ifRange, headers.get('etag')!, true) && !ifRange.includes(',')
    : httpDate(ifRange) !== undefined && ifRange === headers.get('last-modified');
  return holds ? range : null;
}

/** The sender every site app of this process shares. */
export const sharedStaticFiles = staticFiles();
