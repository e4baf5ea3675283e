import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ContentValidationError,
  createContentService,
  HttpClient,
  HttpError,
  serviceTimeoutDefaults,
  serviceTimeoutMs,
} from '../../src/content-service/index.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Reply = { status: number; type?: string; body?: string; statusText?: string };

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let reply: (request: Seen) => Reply = () => ({ status: 204 });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      seen.push(entry);
      const answer = reply(entry);
      response.statusCode = answer.status;
      if (answer.statusText) response.statusMessage = answer.statusText;
      if (answer.type) response.setHeader('content-type', answer.type);
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (body: unknown, status = 200): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

function lastSeen(): Seen {
  const last = seen.at(-1);
  if (!last) throw new Error('no request reached the test server');
  return last;
}

describe('the generic content-service client', () => {
  it('scopes paths under /sites/{siteId} and marks client requests', async () => {
    reply = () => json({ ok: true });
    const client = new HttpClient({ baseUrl, siteId: 'agency-1' });
    await expect(client.get('pages/')).resolves.toEqual({ ok: true });
    expect(lastSeen().url).toBe('/sites/agency-1/pages/');
    expect(lastSeen().headers['x-client-request']).toBe('true');
  });

  it('lets a call name its own site id', async () => {
    reply = () => json([]);
    const client = new HttpClient({ baseUrl, siteId: 'agency-1' });
    await client.get('entities', { siteId: 'other site' });
    expect(lastSeen().url).toBe('/sites/other%20site/entities');
  });

  it('puts the configurable base path before /sites and keeps absolute paths unscoped', async () => {
    reply = () => json({});
    const client = new HttpClient({ baseUrl: `${baseUrl}/`, siteId: 's', basePath: '/api/v1/' });
    await client.get('pages/1');
    expect(lastSeen().url).toBe('/api/v1/sites/s/pages/1');
    await client.get('/translations/fr');
    expect(lastSeen().url).toBe('/api/v1/translations/fr');
  });

  it('sends the language header on GET', async () => {
    reply = () => json({});
    await new HttpClient({ baseUrl, siteId: 's' }).get('pages/1', { locale: 'de' });
    expect(lastSeen().headers['accept-language']).toBe('de');
  });

  it('gives null on 204 for GET, DELETE, POST and PUT', async () => {
    reply = () => ({ status: 204 });
    const client = new HttpClient({ baseUrl, siteId: 's' });
    await expect(client.get('x')).resolves.toBeNull();
    await expect(client.delete('x')).resolves.toBeNull();
    await expect(client.post('x', {})).resolves.toBeNull();
    await expect(client.put('x', {})).resolves.toBeNull();
  });

  it('gives the raw response when a GET answer is not JSON', async () => {
    reply = () => ({ status: 200, type: 'image/webp', body: 'RIFF' });
    const answer = await new HttpClient({ baseUrl, siteId: 's' }).get('assets/logo');
    expect(answer).toBeInstanceOf(Response);
    await expect((answer as Response).text()).resolves.toBe('RIFF');
  });

  it('sends POST and PUT bodies as JSON with a JSON content type', async () => {
    reply = (request) => json({ echo: JSON.parse(request.body) });
    const client = new HttpClient({ baseUrl, siteId: 's' });
    await expect(client.post('estates', { query: {} })).resolves.toEqual({
      echo: { query: {} },
    });
    expect(lastSeen().headers['content-type']).toBe('application/json');
    await client.put('x', [1]);
    expect(lastSeen().method).toBe('PUT');
    expect(lastSeen().body).toBe('[1]');
  });

  it('lets POST carry extra headers', async () => {
    reply = () => json({});
    await new HttpClient({ baseUrl, siteId: 's' }).post(
      'x',
      {},
      { headers: { 'Idempotency-Key': 'abc' } },
    );
    expect(lastSeen().headers['idempotency-key']).toBe('abc');
  });

  it('turns any non-ok answer into an HttpError with status code and text', async () => {
    reply = () => ({ status: 404, statusText: 'Not Found', body: 'nope' });
    const client = new HttpClient({ baseUrl, siteId: 's' });
    const error = await client.get('pages/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found' });
    reply = () => ({ status: 503, statusText: 'Service Unavailable' });
    await expect(client.delete('x')).rejects.toMatchObject({ status: 503 });
  });

  it('logs the body text of a failed POST', async () => {
    reply = () => json({ error: 'query.range.price: expected number' }, 400);
    const logError = vi.fn();
    const client = new HttpClient({ baseUrl, siteId: 's', logError });
    await expect(client.post('estates', {})).rejects.toMatchObject({ status: 400 });
    expect(logError).toHaveBeenCalledOnce();
    expect(logError.mock.calls[0]?.[0]).toContain('query.range.price: expected number');
  });

  it('keeps a POST answer as the bytes the service wrote, and fails like post', async () => {
    const text = '{"total":{"value":1},  "results":[{"id":7}]}';
    reply = (request) => ({ status: 200, type: 'application/json', body: text + request.body });
    const logError = vi.fn();
    const client = new HttpClient({ baseUrl, siteId: 's', logError });
    const bytes = await client.postBytes('estates', { query: {} });
    expect(Buffer.from(bytes).toString('utf8')).toBe(`${text}{"query":{}}`);
    expect(lastSeen()).toMatchObject({ method: 'POST', url: '/sites/s/estates' });
    expect(lastSeen().headers['content-type']).toBe('application/json');
    reply = () => json({ error: 'down for a moment' }, 503);
    await expect(client.postBytes('estates', {})).rejects.toMatchObject({ status: 503 });
    expect(logError.mock.calls[0]?.[0]).toContain('down for a moment');
  });

  it('refuses to build a site-scoped URL without a site id', () => {
    expect(() => new HttpClient({ baseUrl }).url('pages/')).toThrow(/site id/);
  });

  it('gives a call a deadline even when its client names none', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const client = new HttpClient({
      baseUrl,
      siteId: 's',
      fetch: async (_, init) => {
        signals.push(init?.signal);
        return new Response(null, { status: 204 });
      },
    });
    await client.get('pages/');
    await client.postBytes('estates', {});
    expect(signals).toHaveLength(2);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });
});

describe('the deadlines of the content-service calls', () => {
  it('reads a visitor’s and a build’s from the environment, each with its own default', () => {
    expect(serviceTimeoutMs({}, 'visitor')).toBe(serviceTimeoutDefaults.visitor);
    expect(serviceTimeoutMs({}, 'build')).toBe(serviceTimeoutDefaults.build);
    const env = { CONTENT_SERVICE_TIMEOUT_MS: '2500', BUILD_SERVICE_TIMEOUT_MS: '90000' };
    expect(serviceTimeoutMs(env, 'visitor')).toBe(2500);
    expect(serviceTimeoutMs(env, 'build')).toBe(90_000);
  });

  it('keeps the default for a setting that is no positive number: every call has a deadline', () => {
    for (const setting of ['', '0', '-5', 'soon', 'Infinity']) {
      expect(serviceTimeoutMs({ CONTENT_SERVICE_TIMEOUT_MS: setting }, 'visitor')).toBe(
        serviceTimeoutDefaults.visitor,
      );
    }
  });
});

describe('the content-service endpoints', () => {
  const service = () => createContentService(new HttpClient({ baseUrl, siteId: 'demo' }));
  const summary = {
    id: 7,
    isSold: false,
    isProject: false,
    status: { id: 1 },
    publicationDate: '2026-11-01T10:00:00Z',
    general: {
      headType: { id: 1 },
      transaction: { id: 1, name: { nl: 'Te koop' } },
      address: { visible: true },
    },
  };

  it('returns the estate list as {total, results}', async () => {
    reply = () => json({ total: { value: 31 }, results: [summary] });
    const answer = await service().searchEstates({ query: {} });
    expect(answer.total).toBe(31);
    expect(answer.results[0]?.id).toBe(7);
    expect(answer.error).toBeUndefined();
    expect(lastSeen().url).toBe('/sites/demo/estates');
  });

  it('returns an empty estate list with the error when the call fails', async () => {
    reply = () => ({ status: 500, statusText: 'Internal Server Error' });
    const answer = await service().searchEstates({ query: {} });
    expect(answer).toMatchObject({ total: 0, results: [] });
    expect(answer.error).toBeInstanceOf(HttpError);
  });

  it('treats an answer that fails its schema as an error naming the field', async () => {
    reply = () => json({ total: { value: 1 }, results: [{ ...summary, id: 'seven' }] });
    const answer = await service().searchEstates({ query: {} });
    expect(answer.results).toEqual([]);
    expect(answer.error).toBeInstanceOf(ContentValidationError);
    expect(String(answer.error)).toContain('results.0.id');
  });

  it('returns an empty rental list with the error when the call fails', async () => {
    reply = () => ({ status: 502, statusText: 'Bad Gateway' });
    const answer = await service().searchRentalUnits({ query: {} });
    expect(answer).toMatchObject({ total: 0, results: [] });
    expect(answer.error).toMatchObject({ status: 502 });
  });

  it('returns {} from the filter call on error', async () => {
    reply = () => ({ status: 500 });
    await expect(service().estateFilters({ query: {} })).resolves.toEqual({});
  });

  it('rejects the policy log and privacy statement calls as not implemented (500)', async () => {
    await expect(service().policyLog()).rejects.toMatchObject({ status: 500 });
    await expect(service().privacyStatement()).rejects.toMatchObject({ status: 500 });
  });

  it('reads each single-estate source from its own endpoint', async () => {
    reply = () => ({ status: 404, statusText: 'Not Found' });
    const api = service();
    await expect(api.projectEstate(3)).rejects.toBeInstanceOf(HttpError);
    expect(lastSeen().url).toBe('/sites/demo/estates/group/3');
    await expect(api.backOfficeEstate(4)).rejects.toBeInstanceOf(HttpError);
    expect(lastSeen().url).toBe('/sites/demo/estates/v2/4');
    await expect(api.estate(5)).rejects.toBeInstanceOf(HttpError);
    expect(lastSeen().url).toBe('/sites/demo/estates/skarabee/5');
  });

  it('gives null contact info when the service has none', async () => {
    reply = () => ({ status: 204 });
    await expect(service().contactInfo(5)).resolves.toBeNull();
    expect(lastSeen().url).toBe('/sites/demo/estates/5/contact-info');
  });

  it('reads translations outside the site scope', async () => {
    reply = () => json({ 'favorites.title': 'Favorieten' });
    await expect(service().translations('nl')).resolves.toEqual({
      'favorites.title': 'Favorieten',
    });
    expect(lastSeen().url).toBe('/translations/nl');
  });

  it('asks agreements for a locale and assets by hash and version', async () => {
    reply = () => json([]);
    await service().agreements('fr');
    expect(lastSeen().url).toBe('/sites/demo/agreements?locale=fr');
    reply = () => ({ status: 200, type: 'image/png', body: 'png' });
    await service().asset('logo.png', 'abc', '2');
    expect(lastSeen().url).toBe('/sites/demo/assets/logo.png?hash=abc&version=2');
  });

  it('cancels an appointment with DELETE', async () => {
    reply = () => ({ status: 204 });
    await expect(service().cancelAppointment('a b')).resolves.toBeUndefined();
    expect(lastSeen()).toMatchObject({
      method: 'DELETE',
      url: '/sites/demo/live-agenda/reservation/a%20b',
    });
  });
});
