/**
 * The environment of an `astro build` or `astro sync` child process: the caller's, with the
 * usage report off and the bundler's memory handed back as soon as it is free (a value the
 * caller sets wins).
 *
 * - No usage report: it costs every build a few synchronous git calls, and the machines that
 *   build the site have no reason to phone anywhere.
 * - Rolldown (Vite's bundler) and Astro's compiler allocate through mimalloc, which by default
 *   keeps freed memory committed for reuse. A build bundles first and renders afterwards, so
 *   that memory is never reused: each build process kept hundreds of megabytes more than its
 *   JavaScript heap while rendering. Purging at once and committing arenas on demand returns it
 *   (the bench's full-build part prints the peak RSS).
 */
export function astroProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ASTRO_TELEMETRY_DISABLED: '1',
    MIMALLOC_PURGE_DELAY: '0',
    MIMALLOC_ARENA_EAGER_COMMIT: '0',
    ...env,
  };
}
