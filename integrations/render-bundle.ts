import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { keepBundle } from '../publish/renderer/bundle.ts';
import { renderManifestFile, type RenderManifest } from '../publish/renderer/manifest.ts';
import { writeFileAtomic } from '../src/site/atomic-file.ts';
import { buildRequest } from '../src/site/build-request.ts';

/**
 * A site build whose request names a `bundle` keeps its prerender bundle there as it renders its
 * pages (publish/renderer/bundle.ts): later data-only rebuilds render with it, without a build
 * of their own. A build that names none (or a shard other than the first) keeps nothing.
 */
export function renderBundle(): AstroIntegration {
  let outDir = '';
  let kept: { target: string; asideDir: string; manifest: RenderManifest | null } | null = null;
  return {
    name: 'render-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': async (options) => {
        const request = buildRequest();
        const target = (request.shard?.index ?? 0) === 0 ? request.bundle : null;
        if (!target) return;
        const state: NonNullable<typeof kept> = {
          target,
          asideDir: `${target}.prerender-kept`,
          manifest: null,
        };
        kept = state;
        const keep = keepBundle({
          prerenderDir: join(outDir, '.prerender'),
          asideDir: state.asideDir,
          codeDigest: request.codeDigest,
          onManifest: (manifest) => {
            state.manifest = manifest;
          },
        });
        await keep.hooks['astro:build:start']?.(options);
      },
      'astro:build:done': async () => {
        if (!kept) return;
        const { target, asideDir, manifest } = kept;
        kept = null;
        if (!manifest) throw new Error('the build set up no prerender app to keep');
        await rm(target, { recursive: true, force: true });
        await mkdir(target, { recursive: true });
        await rename(asideDir, join(target, '.prerender'));
        await writeFileAtomic(
          join(target, '.prerender', renderManifestFile),
          JSON.stringify(manifest),
        );
      },
    },
  };
}
