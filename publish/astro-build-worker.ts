import { build } from 'astro';
import { forgetBuildMemo } from '../src/site/build-memo.ts';
import { buildRequestEnv } from '../src/site/build-request.ts';
import { isNothingToRender } from './build-stop.ts';
import type { WorkerReply, WorkerRequest } from './resident-astro.ts';

/*
 * A resident `astro build` process (resident-astro.ts): it builds once per build request, each
 * time with the environment that comes with it, and stays alive for the next, so Node's module
 * cache and compiled code are warm. It ends with its parent (the IPC channel closing).
 */

process.on('disconnect', () => process.exit(0));
// Ended by its manager between builds: exit as a process does (profiles and logs flushed).
process.on('SIGTERM', () => process.exit(0));

process.on('message', (request: WorkerRequest) => {
  void run(request);
});

async function run({ id, request, env }: WorkerRequest): Promise<void> {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  let reply: WorkerReply;
  try {
    // Astro's config and hooks and the loaders read the request where a build process finds
    // it (src/site/build-request.ts); a malformed one fails this build. A build that finds
    // nothing changed stops by throwing here, not by exiting (build-stop.ts).
    Object.assign(process.env, buildRequestEnv({ ...request, inResidentWorker: true }));
    await build({ root: process.cwd() });
    reply = { id, ok: true, rss: process.memoryUsage.rss() };
  } catch (error) {
    if (isNothingToRender(error)) {
      // Stopped early, as an `astro build` process exits with 0: the state file says so.
      reply = { id, ok: true, rss: process.memoryUsage.rss() };
    } else {
      // As `astro build` prints a failure before it exits.
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      // The manager tells the publisher the first line.
      const message = error instanceof Error ? error.message : String(error);
      reply = { id, ok: false, message, rss: process.memoryUsage.rss() };
    }
  }
  // What this build read and computed is garbage now, though its modules stay loaded; every
  // build ends here, failed or not, so the next starts with nothing memoized.
  forgetBuildMemo();
  process.send?.(reply);
}
