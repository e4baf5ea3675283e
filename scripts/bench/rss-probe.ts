import { appendFileSync } from 'node:fs';

/*
 * Loaded into every Node process of a bench build (NODE_OPTIONS=--import): at exit, each writes
 * its peak memory (maxRSS) to BENCH_RSS_LOG, with its command and build shard, so the bench can
 * tell the peak of one process from the sum of processes that ran at the same time.
 */
const log = process.env.BENCH_RSS_LOG;
if (log) {
  process.on('exit', () => {
    appendFileSync(
      log,
      `${JSON.stringify({
        pid: process.pid,
        command: process.argv.slice(2).join(' '),
        shard: process.env.BUILD_SHARD ?? null,
        peakRssMiB: process.resourceUsage().maxRSS / 1024,
      })}\n`,
    );
  });
}
