import { spawn } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../src/site/atomic-file.ts';
import { mayNeedPurge, purgeUrls } from './cdn-urls.ts';
import type { AfterPublish } from './publisher.ts';

/*
 * After each publish (and rollback), a CDN in front of the site forgets exactly the URLs whose
 * files changed, so it may keep the pages for long (src/site/cache-policy.ts): the two builds
 * are compared file by file, the files mapped to their URLs (cdn-urls.ts) and those handed to
 * the operator's hook, a command and/or an HTTP endpoint. Every call has a deadline; a failed
 * purge is logged and never undoes the publish, and the URLs it did not purge are kept in the
 * publish root (`cdn-purge-pending.txt`) and purged with those of the next publish.
 */

/** What differs between two build directories, as paths relative to their roots (`/`). */
export type BuildChanges = { added: string[]; changed: string[]; removed: string[] };

type Kind = 'file' | 'dir';

function entriesOf(dir: string): Map<string, Kind> {
  const entries = new Map<string, Kind>();
  let listed;
  try {
    listed = readdirSync(dir, { withFileTypes: true });
  } catch {
    return entries;
  }
  for (const entry of listed) {
    if (entry.isDirectory()) entries.set(entry.name, 'dir');
    else if (entry.isFile()) entries.set(entry.name, 'file');
  }
  return entries;
}

/** Adds paths to a list one by one: a folder can hold more files than a call takes arguments. */
function append(list: string[], paths: readonly string[]): void {
  for (const path of paths) list.push(path);
}

/** Every file under a folder of a build, as paths relative to the build's root. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${join(entry.parentPath, entry.name).slice(root.length + 1)}`)
    .filter(mayNeedPurge);
}

/**
 * Whether two files hold the same bytes: the same inode (a build links the files it did not
 * render again to the published build's), else the same size and content, as a page rendered
 * again with the same bytes needs no purge.
 */
function sameFile(a: string, b: string): boolean {
  const [first, second] = [lstatSync(a), lstatSync(b)];
  if (first.ino === second.ino && first.dev === second.dev) return true;
  if (first.size !== second.size) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/**
 * The files added, changed and removed from `before` to `after` (two build directories),
 * leaving out the folders of files named by their content (assets, tiles), which never need a
 * purge. Blocking calls with a turn for the event loop every so often: the site server compares
 * while it serves.
 */
export async function diffBuilds(before: string, after: string): Promise<BuildChanges> {
  const changes: BuildChanges = { added: [], changed: [], removed: [] };
  let steps = 0;
  const walk = async (folder: string): Promise<void> => {
    const was = entriesOf(join(before, folder));
    const is = entriesOf(join(after, folder));
    for (const [name, kind] of is) {
      const path = folder ? `${folder}/${name}` : name;
      if (!mayNeedPurge(path)) continue;
      const old = was.get(name);
      if (kind === 'dir' && old === 'dir') await walk(path);
      else if (kind === 'file' && old === 'file') {
        if (!sameFile(join(before, path), join(after, path))) changes.changed.push(path);
      } else {
        if (old) append(changes.removed, old === 'dir' ? filesUnder(before, path) : [path]);
        append(changes.added, kind === 'dir' ? filesUnder(after, path) : [path]);
      }
      if (++steps % 256 === 0) await nextTurn();
    }
    for (const [name, kind] of was) {
      const path = folder ? `${folder}/${name}` : name;
      if (is.has(name) || !mayNeedPurge(path)) continue;
      append(changes.removed, kind === 'dir' ? filesUnder(before, path) : [path]);
    }
  };
  await walk('');
  for (const list of Object.values(changes)) list.sort();
  return changes;
}

const whole = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((text) => (text ? Number(text) : fallback))
    .pipe(z.number().int().nonnegative());

/** The hook's settings from the environment (README, "A CDN in front"). */
const settingsSchema = z
  .object({
    SITE_URL: z
      .string()
      .optional()
      .transform((text) => text || 'http://localhost:4321')
      .pipe(z.url()),
    CDN_PURGE_COMMAND: z.string().optional(),
    CDN_PURGE_URL: z.url().optional().or(z.literal('')),
    CDN_PURGE_HEADERS: z
      .string()
      .optional()
      .transform((text, context) => {
        if (!text) return {};
        try {
          return z.record(z.string(), z.string()).parse(JSON.parse(text));
        } catch {
          context.addIssue({ code: 'custom', message: 'a JSON object of header names and values' });
          return z.NEVER;
        }
      }),
    CDN_PURGE_BATCH: whole(30).pipe(z.number().min(1)),
    CDN_PURGE_TIMEOUT_MS: whole(10_000).pipe(z.number().min(1)),
    CDN_PURGE_DELAY_MS: whole(2000),
  })
  .transform((env) => ({
    siteUrl: env.SITE_URL,
    command: env.CDN_PURGE_COMMAND || null,
    url: env.CDN_PURGE_URL || null,
    headers: env.CDN_PURGE_HEADERS,
    batch: env.CDN_PURGE_BATCH,
    timeoutMs: env.CDN_PURGE_TIMEOUT_MS,
    delayMs: env.CDN_PURGE_DELAY_MS,
  }));

export type PurgeSettings = z.infer<typeof settingsSchema>;

/**
 * The purge hook's settings, or null when none is configured (neither CDN_PURGE_COMMAND nor
 * CDN_PURGE_URL). Throws, naming the setting, when one is malformed.
 */
export function purgeSettings(env: NodeJS.ProcessEnv): PurgeSettings | null {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.command || parsed.data.url ? parsed.data : null;
}

/**
 * Runs the command with `sh -c`, the URLs on its standard input (one a line) and in
 * CDN_PURGE_URLS; fails on a non-zero exit, and at the deadline kills its whole process group
 * (the shell and the curl it started).
 */
function runCommand(
  command: string,
  urls: readonly string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const list = urls.join('\n');
    const child = spawn('/bin/sh', ['-c', command], {
      env: { ...env, CDN_PURGE_URLS: list },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const why = timedOut
        ? `gave no answer within ${timeoutMs} ms (CDN_PURGE_TIMEOUT_MS)`
        : signal
          ? `stopped by ${signal}`
          : `exit code ${code}`;
      reject(new Error(`the command ${why}${output.trim() ? `: ${output.trim()}` : ''}`));
    });
    // A command that does not read its input closes it: that is no failure.
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${list}\n`);
  });
}

/**
 * POSTs the URLs: to CDN_PURGE_URL with the JSON body `{"files": [...]}` (Cloudflare's purge
 * by URL), or, when it holds `{url}`, once per URL with `{url}` replaced by the URL, encoded
 * (Bunny's purge). A 2xx answer within the deadline is a success.
 */
async function postUrls(
  template: string,
  urls: readonly string[],
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<void> {
  const calls: { target: string; body?: string }[] = template.includes('{url}')
    ? urls.map((url) => ({ target: template.replaceAll('{url}', encodeURIComponent(url)) }))
    : [{ target: template, body: JSON.stringify({ files: urls }) }];
  for (const { target, body } of calls) {
    const response = await fetch(target, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new Error(
        timedOut
          ? `${new URL(target).origin} gave no answer within ${timeoutMs} ms (CDN_PURGE_TIMEOUT_MS)`
          : `${new URL(target).origin}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    });
    const text = await response.text().catch(() => '');
    if (!response.ok)
      throw new Error(
        `${new URL(target).origin} answered ${response.status}: ${text.slice(0, 300)}`,
      );
  }
}

export type PurgeResult = { purged: number; pending: string[]; error?: string };

/**
 * Purges the URLs in batches of CDN_PURGE_BATCH, through the command and then the endpoint
 * (both when both are set): a batch counts once both took it. The first failed batch stops the
 * purge (a CDN that is down would fail the others the same way, each after its deadline); it
 * and the batches after it are pending.
 */
export async function purge(
  settings: PurgeSettings,
  urls: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<PurgeResult> {
  let purged = 0;
  for (let start = 0; start < urls.length; start += settings.batch) {
    const batch = urls.slice(start, start + settings.batch);
    try {
      if (settings.command) await runCommand(settings.command, batch, env, settings.timeoutMs);
      if (settings.url) await postUrls(settings.url, batch, settings.headers, settings.timeoutMs);
    } catch (error) {
      return {
        purged,
        pending: urls.slice(start),
        error: error instanceof Error ? error.message : String(error),
      };
    }
    purged += batch.length;
  }
  return { purged, pending: [] };
}

/** Where the URLs a failed purge missed wait for the next one, in the publish root. */
export const pendingFile = (root: string) => join(root, 'cdn-purge-pending.txt');

async function readPending(root: string): Promise<string[]> {
  const text = await readFile(pendingFile(root), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

/**
 * The purge after a publish or a rollback, or undefined when no hook is configured: the URLs
 * of what differs between the build served before and the one served now, with those a failed
 * purge left, once CDN_PURGE_DELAY_MS have passed since the publish (nginx reloads the new
 * build's rewrites when `current` changes: a CDN that fetched a removed listing's address before
 * that would keep an answer of the old rules), the builds being compared meanwhile. The list is
 * written to the pending file first, so a crash during the purge loses none. Never throws: a
 * failure is logged, the publish stands. The comparison walks both builds whole (80,000 files at
 * 10,000 estates): an engine that knows which files a publish changed can hand them to
 * `purgeUrls` instead.
 */
export function cdnPurgeStep(
  env: NodeJS.ProcessEnv,
  root: string,
  log: (message: string) => void = (message) => console.error(message),
): AfterPublish | undefined {
  let settings: PurgeSettings | null;
  try {
    settings = purgeSettings(env);
  } catch (error) {
    log(`CDN purge off: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (!settings) return undefined;
  const hook = settings;
  return async ({ previousDir, currentDir }) => {
    try {
      // nginx's reload and the comparison of the builds run meanwhile.
      const reloaded = sleep(hook.delayMs);
      const changes = previousDir
        ? await diffBuilds(previousDir, currentDir)
        : { added: [], changed: [], removed: [] };
      const fresh = purgeUrls(
        [...changes.added, ...changes.changed, ...changes.removed],
        hook.siteUrl,
      );
      const urls = [...new Set([...(await readPending(root)), ...fresh])];
      if (urls.length === 0) return;
      await writeFileAtomic(pendingFile(root), `${urls.join('\n')}\n`);
      await reloaded;
      const result = await purge(hook, urls, env);
      if (result.pending.length === 0) {
        await rm(pendingFile(root), { force: true });
        console.log(`CDN purge: ${result.purged} URLs`);
        return;
      }
      await writeFileAtomic(pendingFile(root), `${result.pending.join('\n')}\n`);
      log(
        `CDN purge failed after ${result.purged} of ${urls.length} URLs (${result.error}); the ` +
          `${result.pending.length} others are purged with the next publish`,
      );
    } catch (error) {
      log(`CDN purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
