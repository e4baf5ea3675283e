import { serve } from '@hono/node-server';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AjaxContentService } from '../../site-server/ajax/app.ts';
import { formsConfig, startForms, type FormsRuntime } from '../../site-server/forms/runtime.ts';
import { createSiteApp } from '../../site-server/site-app.ts';
import type { ReceivedMail, TestSmtp } from './forms-smtp-harness.ts';
import type { Harness } from './service-harness.ts';

/*
 * The site server as `npm start` runs it, in the test process: a tiny hand-made build, the
 * forms runtime with its own DATA_DIR and SMTP_URL, and the local content service harness.
 */

/** The public address the test site pretends to be served at (SITE_URL). */
export const siteUrl = 'https://www.immo-example.be';

/** An inline script the site does not write, as content could bring: the policy refuses it. */
export const inlineScript = 'document.documentElement.dataset.js = "1";';

/** A build: a home page with an inline script, JSON-LD and a module script, a 404, an asset. */
export async function fakeBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-ajax-build-'));
  await mkdir(join(root, 'nl', '404'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Home</title>` +
      `<script>${inlineScript}</script>` +
      `<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>` +
      `<script type="module" src="/assets/app.js"></script></head>` +
      `<body><p style="color:#c00">Home</p></body></html>`,
  );
  await writeFile(join(root, 'nl', '404', 'index.html'), '<!DOCTYPE html><title>404</title>');
  await writeFile(join(root, 'assets', 'app.js'), 'export {};\n');
  return root;
}

export type TestSite = {
  url: string;
  forms: FormsRuntime;
  dataDir: string;
  root: string;
  close: () => Promise<void>;
};

/**
 * Starts the site server on a free loopback port with the forms runtime pointed at `smtpUrl`;
 * `env` adds to SITE_URL and CONTENT_SERVICE_URL (TRUST_PROXY, say). `forms` reuses a runtime.
 */
export async function startTestSite(options: {
  /** The content service: the local one, or any at `url` that `api` calls. */
  service: Pick<Harness, 'url' | 'api'>;
  smtpUrl?: string;
  env?: Record<string, string>;
  contentService?: AjaxContentService;
  forms?: FormsRuntime;
  log?: (message: string, error?: unknown) => void;
}): Promise<TestSite> {
  const root = await fakeBuild();
  const dataDir = await mkdtemp(join(tmpdir(), 'site-ajax-data-'));
  const env = { SITE_URL: siteUrl, CONTENT_SERVICE_URL: options.service.url, ...options.env };
  const forms =
    options.forms ??
    (await startForms({
      config: formsConfig({
        ...env,
        DATA_DIR: dataDir,
        ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      }),
      contentService: options.service.api,
    }));
  const app = await createSiteApp({
    root,
    forms,
    contentService: options.contentService ?? options.service.api,
    env,
    ...(options.log ? { log: options.log } : {}),
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forms,
    dataDir,
    root,
    async close() {
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.forms) await forms.close();
      await rm(root, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What every form carries besides its fields, as the browser sends it. */
export const formMeta = () => ({
  locale: 'en',
  startedAt: Date.now() - 15_000,
  idempotencyKey: crypto.randomUUID(),
  website: '',
});

/** A JSON post (or put, delete) as the site's own pages make it. */
export function call(
  site: TestSite,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      // As a browser: it names the page's origin on every POST, PUT and DELETE.
      ...(method === 'GET' ? {} : { origin: siteUrl }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Waits for a received mail that fits, within `timeoutMs`. */
export async function waitForMail(
  smtp: TestSmtp,
  fits: (mail: ReceivedMail) => boolean,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find(fits);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('no such mail arrived');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
