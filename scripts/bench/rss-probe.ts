import { appendFileSync } from 'node:fs';

/*
 * Loaded into every Node process of a bench build (NODE_OPTIONS=--import): at exit, each writes
 * its peak memory (maxRSS) to BENCH_RSS_LOG, with its command and build shard, so the bench can
 * tell the peak of one process from the sum of processes that ran at the same time.
 */
const log = process.env.BENCH_RSS_LOG;

/**
 * The shard of this process's build request ("1/2"), or null. Read as plain JSON, not through
 * src/site/build-request.ts: loading zod into every process would add to the peaks measured.
 */
function shardOfRequest(): string | null {
  try {
    const shard = (
      JSON.parse(process.env.BUILD_REQUEST ?? '{}') as {
        shard?: { index: number; count: number } | null;
      }
    ).shard;
    return shard ? `${shard.index}/${shard.count}` : null;
  } catch {
    return null;
  }
}

if (log) {
  process.on('exit', () => {
    appendFileSync(
      log,
      `${JSON.stringify({
        pid: process.pid,
        command: process.argv.slice(2).join(' '),
        shard: shardOfRequest(),
        peakRssMiB: process.resourceUsage().maxRSS / 1024,
      })}\n`,
    );
  });
}
