import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The source of `client:paint` (src/islands/paint-directive.ts), as Astro bundles it. */
export const paintDirectiveEntrypoint = fileURLToPath(
  new URL('../src/islands/paint-directive.ts', import.meta.url),
);

/**
 * The site's island directive beside Astro's own: `client:paint`, hydration after the first
 * paint (and, as its value asks, an idle moment, the viewport's approach or an interaction).
 * The Content-Security-Policy hashes its inline script from the same source
 * (src/site/island-scripts.ts).
 */
export function islands(): AstroIntegration {
  return {
    name: 'islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'paint', entrypoint: paintDirectiveEntrypoint });
      },
    },
  };
}
