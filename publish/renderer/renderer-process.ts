import { buildRequestEnv } from '../../src/site/build-request.ts';
import { rebuildWith } from './rebuild.ts';
import { loadRenderer, type Renderer } from './renderer.ts';
import { parseRendererRequest, type RendererReply } from './request.ts';

/*
 * A renderer process (renderer-client.ts starts it): answers each request of its parent over
 * IPC in turn, one at a time, so the route cache one request sets is never seen by another.
 */

let renderer: Renderer | null = null;
let site = '';
const time = () => new Date().toTimeString().slice(0, 8);
const logger = {
  info: (message: string) => console.log(`${time()} [renderer] ${message}`),
  warn: (message: string) => console.warn(`${time()} [renderer] ${message}`),
};
let queue = Promise.resolve();

async function answer(message: unknown): Promise<RendererReply> {
  const id = (message as { id?: unknown } | null)?.id;
  const replyId = typeof id === 'number' ? id : -1;
  try {
    const request = parseRendererRequest(message);
    if (request.type === 'load') {
      if (renderer) throw new Error('a bundle is loaded already: start another process');
      Object.assign(process.env, buildRequestEnv(request.build));
      renderer = await loadRenderer({ bundleDir: request.bundleDir, site: request.site });
      site = request.site;
      return { id: request.id, ok: true, rendered: [] };
    }
    if (!renderer) throw new Error('no bundle loaded: send a load request first');
    if (request.type === 'rebuild') {
      const rebuilt = await rebuildWith(renderer, request.build, site, logger);
      return { id: request.id, ok: true, rendered: [], rebuilt };
    }
    if (request.type === 'list')
      return { id: request.id, ok: true, rendered: [], pages: await renderer.listPages() };
    const rendered = await renderer.renderToFiles(request.outDir, request.pages);
    return { id: request.id, ok: true, rendered };
  } catch (error) {
    return {
      id: replyId,
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

process.on('message', (message) => {
  queue = queue.then(async () => {
    process.send!(await answer(message));
  });
});
// The parent gone, nothing is left to answer.
process.on('disconnect', () => process.exit(0));
