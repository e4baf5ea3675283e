import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locales } from '../../src/domain/locales.ts';
import { freePort } from './processes.ts';

export type FuzzBenchResult = {
  estates: number;
  requests: number;
  /** Answers by status class: `2xx`, `3xx`, `4xx`, `5xx`. */
  byClass: Record<string, number>;
  /** Server errors (5xx), with the first few requests that got one. */
  serverErrors: number;
  serverErrorSamples: string[];
  /** Requests that got no answer within the deadline, or a broken connection. */
  hangs: number;
  broken: number;
  /** Slowest answer (ms). */
  slowestMs: number;
  /** The site still answers its home page and a form after the run. */
  aliveAfter: boolean;
};

/** A small, seeded generator, so two runs send the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** A path segment: escaped, or raw bytes where the text cannot be (a lone surrogate). */
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: deep(depth - 1) });

/** Values a hostile client sends in place of a form field, id or query. */
const hostileValues: unknown[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0001\u001f',
  '\ud800',
  '😀'.repeat(500),
  "' OR 1=1 --",
  '{{7*7}}',
  -1,
  0,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  3.5,
  true,
  null,
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  deep(200),
];

/** Field names the forms read, so a fuzzed body reaches past the first checks. */
const fieldNames = [
  'name',
  'email',
  'phone',
  'message',
  'estateId',
  'senderName',
  'friendEmail',
  'locale',
  'startedAt',
  'idempotencyKey',
  'website',
  'criteria',
  'slot',
  'start',
  'end',
  'guests',
  'unitId',
  'periodId',
  'from',
  'to',
  'kind',
  'token',
];

type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

function fuzzRequests(count: number, secret: string): FuzzRequest[] {
  const { next, pick } = random(26);
  const segment = () =>
    String(
      pick([
        ...hostileValues.filter((value) => typeof value !== 'object'),
        '12',
        '999999999',
        'abc',
        '%2e%2e',
        '%ff',
      ]),
    ).slice(0, 300);
  const lang = () => pick([...locales, 'xx', '', '..', 'NL', '%00']);
  const ajaxPaths = [
    () => `/${lang()}/ajax/estate/${encoded(segment())}`,
    () => `/${lang()}/ajax/similar-estate/${encoded(segment())}`,
    () => `/${lang()}/ajax/search-city?q=${encoded(segment())}`,
    () => `/${lang()}/ajax/contact-form-handler`,
    () => `/${lang()}/ajax/send-to-a-friend`,
    () => `/${lang()}/ajax/notifications`,
    () => `/${lang()}/ajax/notifications/${encoded(segment())}`,
    () => `/${lang()}/ajax/notifications/${encoded(segment())}/confirm`,
    () => `/${lang()}/ajax/appointments`,
    () => `/${lang()}/ajax/appointments/slots/${encoded(segment())}`,
    () => `/${lang()}/ajax/appointments/${encoded(segment())}`,
    () => `/${lang()}/ajax/reservations`,
    () => '/hooks/rebuild',
    () => '/hooks/status',
    () => '/health',
    () => `/${lang()}/${segment()}`,
    () => `/${segment()}/../../_redirects`,
    () => '/%2e%2e/%2e%2e/etc/passwd',
    () => `/assets/${segment()}`,
  ];
  const body = (): string | Buffer => {
    const shape = next();
    if (shape < 0.1) return '{"name": ';
    if (shape < 0.15) return Buffer.alloc(2_000_000, 0x61);
    if (shape < 0.2) return 'name=a&email=b';
    const fields: Record<string, unknown> = {};
    for (const name of fieldNames) if (next() < 0.5) fields[name] = pick(hostileValues);
    return JSON.stringify(fields);
  };
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const method = pick([
      'GET',
      'GET',
      'POST',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'HEAD',
    ]);
    const headers: Record<string, string> = {};
    if (next() < 0.5) headers['content-type'] = pick(['application/json', 'text/plain', 'x/y']);
    if (next() < 0.3) headers.origin = pick(['http://evil.example', 'null', 'http://127.0.0.1']);
    if (next() < 0.2) headers.range = pick(['bytes=abc', 'bytes=5-2', 'bytes=0-1,3-4', 'bytes=-']);
    if (next() < 0.2) headers['if-none-match'] = pick(['*', '"x"', 'W/"', '']);
    if (next() < 0.2)
      headers['accept-encoding'] = pick(['br;q=2', 'gzip;q=-1', '*', 'x'.repeat(500)]);
    if (next() < 0.1) headers['x-rebuild-secret'] = pick([secret.slice(1), 'wrong', '']);
    if (next() < 0.1) headers['x-forwarded-for'] = pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
    const withBody = method === 'POST' || method === 'PUT' || (method === 'DELETE' && next() < 0.3);
    requests.push({
      method,
      path: pick(ajaxPaths)(),
      headers,
      ...(withBody ? { body: body() } : {}),
    });
  }
  return requests;
}

type Outcome = { status: number; ms: number } | { failure: 'hang' | 'broken'; ms: number };

/** One request from a client address, answered within `deadlineMs` or counted as a hang. */
function send(
  origin: string,
  from: string,
  fuzz: FuzzRequest,
  deadlineMs: number,
): Promise<Outcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    let outgoing: ReturnType<typeof request>;
    try {
      outgoing = request(`${origin}${fuzz.path}`, {
        method: fuzz.method,
        headers: fuzz.headers,
        localAddress: from,
        agent: false,
      });
    } catch {
      // A path Node itself refuses to send (a control character): nothing reached the server.
      resolve({ status: 0, ms: 0 });
      return;
    }
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve({ failure: 'hang', ms: ms() });
    }, deadlineMs);
    outgoing.on('response', (incoming) => {
      incoming.resume();
      incoming.on('end', () => {
        clearTimeout(timer);
        resolve({ status: incoming.statusCode ?? 0, ms: ms() });
      });
      incoming.on('error', () => {
        clearTimeout(timer);
        resolve({ failure: 'broken', ms: ms() });
      });
    });
    outgoing.on('error', () => {
      clearTimeout(timer);
      resolve({ failure: 'broken', ms: ms() });
    });
    outgoing.end(fuzz.body);
  });
}

/** Waits until the product prints that it is ready (it builds first). */
function startProduct(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let log = '';
    const read = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-10_000);
      if (log.includes('The site is ready')) resolve(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start stopped (${code}):\n${log}`)));
  });
}

/**
 * Hostile requests against the product as `npm start` composes it (local content service,
 * published build, ajax routes, forms, hooks): malformed paths, ids, bodies, headers and
 * methods from several loopback clients at once. Every request must get an answer other than
 * a server error within its deadline, and the site must answer normally afterwards.
 */
export async function benchFuzz(options: {
  requests: number;
  estates?: number;
  concurrency?: number;
  deadlineMs?: number;
}): Promise<FuzzBenchResult> {
  const estates = options.estates ?? 60;
  const concurrency = options.concurrency ?? 16;
  const deadlineMs = options.deadlineMs ?? 15_000;
  const work = await mkdtemp(join(tmpdir(), 'bench-fuzz-'));
  const [port, servicePort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const secret = 'fuzz-bench-secret';
  const product = await startProduct({
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVICE_PORT: String(servicePort),
    DATA_DIR: join(work, 'data'),
    PUBLISH_ROOT: join(work, 'publish'),
    BUILD_CACHE_DIR: join(work, 'cache'),
    SITE_URL: origin,
    CONTENT_SERVICE_URL: '',
    PUBLIC_CONTENT_SERVICE_URL: '',
    DEMO_ESTATES: String(estates),
    REBUILD_SECRET: secret,
    REBUILD_INTERVAL: '',
    SMTP_URL: '',
  });
  try {
    const requests = fuzzRequests(options.requests, secret);
    const byClass: Record<string, number> = {};
    const serverErrorSamples: string[] = [];
    let [serverErrors, hangs, broken, slowestMs, at] = [0, 0, 0, 0, 0];
    const worker = async (index: number) => {
      const from = `127.0.${1 + (index % 4)}.${2 + index}`;
      while (at < requests.length) {
        const fuzz = requests[at++]!;
        const outcome = await send(origin, from, fuzz, deadlineMs);
        slowestMs = Math.max(slowestMs, outcome.ms);
        if ('failure' in outcome) {
          if (outcome.failure === 'hang') hangs += 1;
          else broken += 1;
          continue;
        }
        if (outcome.status === 0) continue;
        const statusClass = `${String(outcome.status)[0]}xx`;
        byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
        if (outcome.status >= 500) {
          serverErrors += 1;
          if (serverErrorSamples.length < 5) {
            serverErrorSamples.push(
              `${fuzz.method} ${fuzz.path.slice(0, 120)} → ${outcome.status}`,
            );
          }
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    const home = await send(
      origin,
      '127.0.0.1',
      { method: 'GET', path: '/nl/', headers: {} },
      deadlineMs,
    );
    const contact = await send(
      origin,
      '127.9.9.9',
      {
        method: 'POST',
        path: '/nl/ajax/contact-form-handler',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          startedAt: Date.now() - 15_000,
          idempotencyKey: crypto.randomUUID(),
          website: '',
          name: 'Jan Peeters',
          email: 'jan.peeters@example.be',
          message: 'Na de storm: werkt het formulier nog?',
        }),
      },
      deadlineMs,
    );
    const aliveAfter =
      'status' in home && home.status === 200 && 'status' in contact && contact.status === 202;
    return {
      estates,
      requests: requests.length,
      byClass,
      serverErrors,
      serverErrorSamples,
      hangs,
      broken,
      slowestMs: Math.round(slowestMs),
      aliveAfter,
    };
  } finally {
    const exited = new Promise((resolve) => product.once('exit', resolve));
    process.kill(-product.pid!, 'SIGTERM');
    await exited;
    await rm(work, { recursive: true, force: true });
  }
}
