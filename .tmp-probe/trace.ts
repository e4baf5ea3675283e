import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const origin = process.argv[2] ?? 'http://127.0.0.1:4722';
const path = process.argv[3] ?? '/nl/kopen?view=map';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await browser.startTracing(page, { path: '/tmp/maptiles-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'gpu', 'toplevel'] });
await page.goto(`${origin}${path}`);
await page.locator('.results-map[data-loaded="true"]').waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/maptiles-trace.json', 'utf8'));
const main = traceEvents.find((e: any) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x: any) => x.pid === e.pid && x.name === 'FireAnimationFrame'));
const evs = traceEvents.filter((e: any) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = evs.filter((e: any) => e.name === 'RunTask' && e.dur > 30000).sort((a: any, b: any) => a.ts - b.ts);
const t0 = evs.find((e: any) => e.name === 'RunTask')?.ts ?? 0;
const navStart = traceEvents.find((e: any) => e.name === 'navigationStart')?.ts ?? t0;
for (const task of tasks) {
  const inside = evs.filter((e: any) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const agg = new Map<string, number>();
  for (const e of inside) {
    let label = e.name;
    if (e.name === 'FunctionCall') label += ' ' + (e.args?.data?.functionName || '') + ' ' + String(e.args?.data?.url ?? '').split('/').pop();
    if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') label += ' ' + String(e.args?.data?.url ?? e.args?.fileName ?? '').split('/').pop();
    agg.set(label, Math.max(agg.get(label) ?? 0, 0) + e.dur);
  }
  const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d / 1000)}`).join(' | ');
  console.log(`${Math.round((task.ts - navStart) / 1000)}ms +${Math.round(task.dur / 1000)}: ${top}`);
}
