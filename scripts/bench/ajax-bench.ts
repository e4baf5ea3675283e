import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import { locales } from '../../src/domain/locales.ts';
import { freePort, startChild, stopChild } from './processes.ts';
import { summarize, type Summary } from './stats.ts';

export type AjaxBenchResult = {
  estates: number;
  seconds: number;
  connections: number;
  /** Form posts asked per second (all connections together). */
  formRate: number;
  /** estate/{id}, search-city, similar-estate/{id}, mixed at random. */
  readRequestsPerSecond: Summary;
  readP99Ms: Summary;
  readErrors: number;
  formRequestsPerSecond: Summary;
  formP99Ms: Summary;
  /** Posts answered other than 202 (or not at all). */
  formErrors: number;
  /** 202 answers seen, each with its submission id. */
  accepted: number;
  /** Rows in the outbox after the runs. */
  outboxRows: number;
  /** Accepted answers whose submission is not in the outbox. */
  lost: number;
  /** Idempotency keys stored more than once. */
  duplicated: number;
  /** Rows of posts still in flight when a run ended (stored, the answer not counted). */
  unanswered: number;
  /** Delivered to the embedded mail sink before the server stopped. */
  delivered: number;
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/**
 * The islands' live reads of the site server: estate/{id} (40 %), search-city with a town's
 * first letters (40 %) and similar-estate/{id} (20 %), in a random language, for the estates on
 * offer at the content service.
 */
export async function ajaxReads(
  serviceUrl: string,
): Promise<{ estateIds: number[]; readPath: () => string }> {
  const api = createContentService(new HttpClient({ baseUrl: serviceUrl, siteId: 'demo' }));
  const listed = await api.searchEstatesStrict({ query: {}, pagination: { from: 0, size: 500 } });
  const estateIds = listed.results.map((estate) => estate.id);
  const towns = (await api.estateFilters({ query: {} })).locations ?? [];
  const prefixes = [
    ...new Set(
      towns.flatMap((town) =>
        Object.values(town.name)
          .filter((name): name is string => Boolean(name))
          .map((name) => name.slice(0, 3).toLowerCase()),
      ),
    ),
  ];
  if (estateIds.length === 0 || prefixes.length === 0) throw new Error('no data to ask for');
  const readPath = () => {
    const lang = pick(locales);
    const route = Math.random();
    if (route < 0.4) return `/${lang}/ajax/estate/${pick(estateIds)}`;
    if (route < 0.8) return `/${lang}/ajax/search-city?q=${encodeURIComponent(pick(prefixes))}`;
    return `/${lang}/ajax/similar-estate/${pick(estateIds)}`;
  };
  return { estateIds, readPath };
}

/**
 * Figures of the site server's ajax routes on loopback: the islands' live reads
 * (estate/{id}, search-city, similar-estate/{id} at random, on `connections` connections) while
 * form posts with unique idempotency keys arrive at `formRate` per second from many visitors
 * (TRUST_PROXY=1, one X-Forwarded-For each). Afterwards the outbox is counted against the 202
 * answers: none lost, none duplicated. The content service and the site server each run in a
 * process of their own, as in production; mail goes to the embedded sink.
 */
export async function benchAjax(options: {
  seconds: number;
  connections: number;
  runs?: number;
  estates?: number;
  formRate?: number;
}): Promise<AjaxBenchResult> {
  const runs = options.runs ?? 1;
  const estates = options.estates ?? 2_500;
  const formRate = options.formRate ?? 20;
  const work = await mkdtemp(join(tmpdir(), 'bench-ajax-'));
  const serviceData = join(work, 'service');
  const siteData = join(work, 'site');
  const root = join(work, 'build');
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'index.html'), '<!DOCTYPE html><title>bench</title>');

  const children: ChildProcess[] = [];
  try {
    const servicePort = await freePort();
    children.push(
      await startChild('local-content-service/main.ts', {
        DATA_DIR: serviceData,
        SERVICE_PORT: String(servicePort),
        SERVICE_HOST: '127.0.0.1',
        DEMO_ESTATES: String(estates),
      }),
    );
    const serviceUrl = `http://127.0.0.1:${servicePort}`;
    const sitePort = await freePort();
    const site = await startChild('site-server/main.ts', {
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_ROOT: root,
      CONTENT_SERVICE_URL: serviceUrl,
      SITE_ID: 'demo',
      DATA_DIR: siteData,
      SITE_URL: `http://localhost:${sitePort}`,
      TRUST_PROXY: '1',
      SMTP_URL: '',
    });
    children.push(site);
    const siteUrl = `http://127.0.0.1:${sitePort}`;

    const { estateIds, readPath } = await ajaxReads(serviceUrl);

    let visitors = 0;
    const formBody = () => {
      const meta = {
        startedAt: Date.now() - 10_000,
        idempotencyKey: randomUUID(),
        website: '',
      };
      const kind = visitors % 3;
      if (kind === 0) {
        return {
          route: 'contact-form-handler',
          body: { ...meta, name: 'Bench', email: 'bench@example.be', message: 'Hello' },
        };
      }
      if (kind === 1) {
        return {
          route: 'send-to-a-friend',
          body: {
            ...meta,
            estateId: pick(estateIds),
            senderName: 'Bench',
            friendEmail: 'friend@example.be',
          },
        };
      }
      return {
        route: 'notifications',
        body: { ...meta, email: 'bench@example.be', criteria: { transaction: 'FOR_SALE' } },
      };
    };
    const acceptedIds = new Set<string>();
    let formErrors = 0;

    for (let warm = 0; warm < 50; warm += 1)
      await (await fetch(siteUrl + readPath())).arrayBuffer();

    const readRps: number[] = [];
    const readP99: number[] = [];
    const formRps: number[] = [];
    const formP99: number[] = [];
    let readErrors = 0;
    for (let run = 0; run < runs; run += 1) {
      const [reads, forms] = await Promise.all([
        autocannon({
          url: siteUrl,
          connections: options.connections,
          duration: options.seconds,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({ ...request, path: readPath() }),
            },
          ],
        }),
        autocannon({
          url: siteUrl,
          connections: 2,
          overallRate: formRate,
          duration: options.seconds,
          requests: [
            {
              method: 'POST',
              setupRequest: (request, context) => {
                const { route, body } = formBody();
                visitors += 1;
                const ip = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
                (context as { key?: string }).key = body.idempotencyKey;
                return {
                  ...request,
                  path: `/${pick(locales)}/ajax/${route}`,
                  headers: {
                    'content-type': 'application/json',
                    origin: `http://localhost:${sitePort}`,
                    'x-forwarded-for': ip,
                  },
                  body: JSON.stringify(body),
                };
              },
              onResponse: (status, body) => {
                if (status !== 202) {
                  formErrors += 1;
                  return;
                }
                acceptedIds.add((JSON.parse(body) as { id: string }).id);
              },
            },
          ],
        }),
      ]);
      readRps.push(reads.requests.average);
      readP99.push(reads.latency.p99);
      readErrors += reads.errors + reads.timeouts + reads.non2xx;
      formRps.push(forms.requests.average);
      formP99.push(forms.latency.p99);
      formErrors += forms.errors + forms.timeouts;
    }

    // Give the outbox a moment to send what was accepted last, then stop the server cleanly.
    let delivered = 0;
    for (let wait = 0; wait < 100; wait += 1) {
      const health = (await (await fetch(`${siteUrl}/health`)).json()) as {
        forms: { outbox: { pending: number; delivered: number } };
      };
      delivered = health.forms.outbox.delivered;
      if (health.forms.outbox.pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stopChild(site);

    const db = new DatabaseSync(join(siteData, 'forms.sqlite'), { readOnly: true });
    const rows = db.prepare('SELECT id, kind, idempotency_key AS key FROM outbox').all() as {
      id: string;
      kind: string;
      key: string;
    }[];
    db.close();
    const stored = new Set(rows.map((row) => row.id));
    const keys = new Map<string, number>();
    for (const row of rows)
      keys.set(`${row.kind} ${row.key}`, (keys.get(`${row.kind} ${row.key}`) ?? 0) + 1);
    return {
      estates,
      seconds: options.seconds,
      connections: options.connections,
      formRate,
      readRequestsPerSecond: summarize(readRps),
      readP99Ms: summarize(readP99),
      readErrors,
      formRequestsPerSecond: summarize(formRps),
      formP99Ms: summarize(formP99),
      formErrors,
      accepted: acceptedIds.size,
      outboxRows: rows.length,
      lost: [...acceptedIds].filter((id) => !stored.has(id)).length,
      duplicated: [...keys.values()].filter((count) => count > 1).length,
      unanswered: rows.filter((row) => !acceptedIds.has(row.id)).length,
      delivered,
    };
  } finally {
    for (const child of children.reverse()) await stopChild(child);
    await rm(work, { recursive: true, force: true });
  }
}
