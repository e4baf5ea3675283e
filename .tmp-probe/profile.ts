import { chromium } from '@playwright/test';
const origin = process.argv[2] ?? 'http://127.0.0.1:4722';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${origin}/nl/kopen?view=map`);
await page.locator('.results-map[data-loaded="true"]').waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate(() => (window as any).__lt);
console.log('long tasks', JSON.stringify(lt), 'sum', lt.reduce((s: number, [, d]: number[]) => s + d, 0));
// self time by function
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas;
profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const byFn = new Map<string, number>();
const byUrl = new Map<string, number>();
for (const [id, us] of self) {
  const n: any = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${String(cf.url).split('/').pop()}:${cf.lineNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  const u = String(cf.url).split('/').pop() || cf.functionName;
  byUrl.set(u, (byUrl.get(u) ?? 0) + us);
}
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${Math.round(us / 1000)}ms ${n}`).join('\n');
console.log('--- by url\n' + top(byUrl, 12));
console.log('--- by fn\n' + top(byFn, 30));
await browser.close();
