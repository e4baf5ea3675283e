import lighthouse, { type Result } from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Locale } from '../../src/domain/locales.ts';
import {
  benchPagePaths,
  chromePath,
  scoredPageNames,
  type ScoredPageName,
  type BenchSite,
} from './bench-site.ts';
import { summarize, type Summary } from './stats.ts';

/*
 * Lighthouse with its defaults: the mobile form factor and simulated throttling
 * (slow 4G, 4× CPU slowdown), on Debian's Chromium launched headless with a debugging port,
 * for home, the for-sale listing, one estate's detail page, the favourites page and the
 * for-sale listing opened on its map, in two languages. Every run opens a fresh tab with cleared storage (Lighthouse's default), so the
 * favourites page is a first visitor's: empty.
 */

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The figures the issue asks for: scores 0–100. */
export const lighthouseTargets: Record<LighthouseCategory, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** A page's targets: the map view starts MapLibre and WebGL, and is asked for 90 in performance. */
export function lighthouseTargetsOf(page: ScoredPageName): Record<LighthouseCategory, number> {
  return page === 'map' ? { ...lighthouseTargets, performance: 90 } : lighthouseTargets;
}

const metricIds = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

/** An audit that cost a category points, with what Lighthouse points at. */
export type FailingAudit = {
  id: string;
  category: LighthouseCategory;
  title: string;
  /** The lowest score over the runs (0–1). */
  score: number;
  /** In how many of the runs it failed. */
  failedRuns: number;
  /** Its weight in the category (0 for the performance insights, which only explain). */
  weight: number;
  displayValue?: string;
  /** Up to five elements, URLs or messages from the audit's details. */
  items: string[];
};

export type LighthousePageResult = {
  page: ScoredPageName;
  locale: Locale;
  path: string;
  scores: Record<LighthouseCategory, Summary>;
  targets: Record<LighthouseCategory, number>;
  metrics: Record<keyof typeof metricIds, Summary>;
  failing: FailingAudit[];
  runWarnings: string[];
};

export type LighthouseBenchResult = {
  lighthouseVersion: string;
  browser: string;
  /** Lighthouse's measure of this machine's speed, run by run. */
  benchmarkIndex: Summary;
  /** The machine's one-minute load average as each run started (other work skews the scores). */
  loadAverage: Summary;
  cpus: number;
  runs: number;
  formFactor: string;
  throttling: string;
  targets: Record<LighthouseCategory, number>;
  pages: LighthousePageResult[];
};

type DebuggableChromium = { port: number; version: string; close: () => Promise<void> };

/**
 * Debian's Chromium with a remote-debugging port for Lighthouse to drive, in a profile of its
 * own. Besides the headless, sandbox and background-networking flags, the flags chrome-launcher
 * (Lighthouse's launcher) passes by default to keep Chrome's own traffic and throttling out of
 * the measurement.
 */
async function launchDebuggableChromium(
  port: number,
  workDir: string,
): Promise<DebuggableChromium> {
  if (!chromePath) throw new Error('no Chromium found (set CHROME_PATH)');
  await mkdir(workDir, { recursive: true });
  const profile = await mkdtemp(join(workDir, 'lighthouse-profile-'));
  const child: ChildProcess = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
      '--disable-extensions',
      '--disable-component-extensions-with-background-pages',
      '--disable-component-update',
      '--disable-client-side-phishing-detection',
      '--disable-sync',
      '--metrics-recording-only',
      '--disable-default-apps',
      '--mute-audio',
      '--no-default-browser-check',
      '--no-first-run',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-ipc-flooding-protection',
      '--password-store=basic',
      '--disable-hang-monitor',
      '--disable-prompt-on-repost',
      '--disable-domain-reliability',
      'about:blank',
    ],
    // A process group of its own, so closing it ends its renderers too.
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined);
    if (answer?.ok) {
      const { Browser: version } = (await answer.json()) as { Browser: string };
      return { port, version, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`Chromium did not open its debugging port ${port}: ${stderr}`);
}

type Details = {
  type?: string;
  items?: Record<string, unknown>[];
};

/** A short line for one item of an audit's details: its element, URL, issue or label. */
function describeItem(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  if (node?.snippet) return node.selector ? `${node.snippet} (${node.selector})` : node.snippet;
  const source = item.source as { url?: string; line?: number } | undefined;
  const sub = ((item.subItems as Details | undefined)?.items ?? [])
    .map(describeItem)
    .filter((line): line is string => Boolean(line))
    .slice(0, 3);
  const head = [
    item.issueType,
    item.url,
    source?.url,
    item.description,
    item.label,
    item.name,
  ].find((value): value is string => typeof value === 'string' && value !== '');
  if (!head) return sub[0];
  const where = head === source?.url && typeof source.line === 'number' ? `:${source.line}` : '';
  const text =
    typeof item.description === 'string' && item.description !== head
      ? ` — ${item.description}`
      : '';
  return `${head}${where}${text}${sub.length ? ` (${sub.join(', ')})` : ''}`;
}

function describeItems(details: unknown): string[] {
  const { items } = (details ?? {}) as Details;
  if (!Array.isArray(items)) return [];
  return items
    .map(describeItem)
    .filter((line): line is string => Boolean(line))
    .map((line) => (line.length > 240 ? `${line.slice(0, 239)}…` : line))
    .slice(0, 5);
}

/**
 * The audits that cost a category points in one run: any scored audit below 1 in
 * accessibility, best practices and SEO; in performance, when the score is under the target,
 * the metrics below 1 and the insights that found savings.
 */
function failingAudits(
  lhr: Result,
  targets: Record<LighthouseCategory, number>,
): Omit<FailingAudit, 'failedRuns'>[] {
  const failing: Omit<FailingAudit, 'failedRuns'>[] = [];
  for (const category of lighthouseCategories) {
    const group = lhr.categories[category];
    if (!group) continue;
    if (category === 'performance' && (group.score ?? 0) * 100 >= targets.performance) {
      continue;
    }
    for (const ref of group.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) {
        continue;
      }
      if (
        category === 'performance' &&
        ref.weight === 0 &&
        audit.scoreDisplayMode !== 'metricSavings'
      ) {
        continue;
      }
      failing.push({
        id: audit.id,
        category,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: describeItems(audit.details),
      });
    }
  }
  return failing;
}

/** One Lighthouse run, as the CLI would with its defaults, limited to the four categories. */
async function runLighthouse(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

/**
 * Lighthouse scores (median, min, max over `runs`) of the four page types in `locales`, with
 * the audits that failed and what they point at.
 */
export async function benchLighthouse(
  site: BenchSite,
  options: {
    locales: readonly Locale[];
    /** The page types to score: all four by default. */
    pages?: readonly ScoredPageName[];
    runs: number;
    port: number;
    workDir: string;
    /** Where each run's full report (JSON) is written, for a closer look. */
    reportDir?: string;
  },
): Promise<LighthouseBenchResult> {
  if (options.reportDir) {
    // This run's reports only: none left over from a run with more runs per page.
    await rm(options.reportDir, { recursive: true, force: true });
    await mkdir(options.reportDir, { recursive: true });
  }
  const paths = await benchPagePaths(site.origin, options.locales);
  const targets = (options.pages ?? scoredPageNames).flatMap((page) =>
    options.locales.map((locale) => ({ page, locale, path: paths[page][locale] })),
  );
  const results = new Map<string, Result[]>(
    targets.map(({ page, locale }) => [`${page} ${locale}`, []]),
  );
  const loads: number[] = [];
  const chromium = await launchDebuggableChromium(options.port, options.workDir);
  try {
    // Run by run over every page, so a slow moment of the machine does not hit one page only.
    for (let run = 0; run < options.runs; run += 1) {
      for (const { page, locale, path } of targets) {
        loads.push(loadavg()[0]!);
        const lhr = await runLighthouse(`${site.origin}${path}`, chromium.port);
        results.get(`${page} ${locale}`)!.push(lhr);
        if (options.reportDir) {
          const file = join(options.reportDir, `${page}-${locale}-${run + 1}.json`);
          await writeFile(file, JSON.stringify(lhr));
        }
      }
    }
  } finally {
    await chromium.close();
  }

  const all = [...results.values()].flat();
  const first = all[0]!;
  return {
    lighthouseVersion: first.lighthouseVersion,
    browser: chromium.version,
    benchmarkIndex: summarize(all.map((lhr) => lhr.environment.benchmarkIndex)),
    loadAverage: summarize(loads),
    cpus: availableParallelism(),
    runs: options.runs,
    formFactor: first.configSettings.formFactor,
    throttling: `${first.configSettings.throttlingMethod}: ${first.configSettings.throttling.rttMs} ms RTT, ${first.configSettings.throttling.throughputKbps} kbit/s, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}`,
    targets: lighthouseTargets,
    pages: targets.map(({ page, locale, path }) => {
      const runs = results.get(`${page} ${locale}`)!;
      const pageTargets = lighthouseTargetsOf(page);
      const failing = new Map<string, FailingAudit>();
      for (const lhr of runs) {
        for (const audit of failingAudits(lhr, pageTargets)) {
          const seen = failing.get(audit.id);
          if (!seen) failing.set(audit.id, { ...audit, failedRuns: 1 });
          else
            failing.set(audit.id, {
              ...seen,
              score: Math.min(seen.score, audit.score),
              failedRuns: seen.failedRuns + 1,
            });
        }
      }
      return {
        page,
        locale,
        path,
        scores: Object.fromEntries(
          lighthouseCategories.map((category) => [
            category,
            summarize(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
          ]),
        ) as Record<LighthouseCategory, Summary>,
        targets: pageTargets,
        metrics: Object.fromEntries(
          Object.entries(metricIds).map(([name, id]) => [
            name,
            summarize(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN)),
          ]),
        ) as Record<keyof typeof metricIds, Summary>,
        failing: [...failing.values()].sort(
          (a, b) =>
            a.category.localeCompare(b.category) || b.weight - a.weight || a.score - b.score,
        ),
        runWarnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings))],
      };
    }),
  };
}
