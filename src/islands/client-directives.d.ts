import type { PaintOptions } from './paint-directive.ts';

/* `client:paint` in Astro templates (integrations/islands.ts registers it). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:paint'?: PaintOptions | boolean;
  }
}
