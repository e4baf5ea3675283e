import nodeLog from 'astro/logger/node';

/*
 * Astro's console log, without its line per written page: at 10,000 estates a build
 * writes some 40,000 pages, and formatting and printing a line for each cost each build process
 * seconds of a core and buried the warnings in the output. A progress line every `every` pages
 * (and the total at the end) takes their place; everything else passes through unchanged.
 * Plain JavaScript: Astro loads a logger entrypoint without TypeScript.
 */

// A written page: "  ├─ /nl/…/index.html", perhaps coloured; its time follows in a second event.
// eslint-disable-next-line no-control-regex
const pageLine = /^\s+(?:\u001b\[[\d;]*m)*[├└]─/;

/**
 * @param {{ level?: 'debug' | 'info' | 'warn' | 'error' | 'silent', every?: number }} [config]
 * @returns {import('astro').AstroLoggerDestination}
 */
export default function buildLog(config = {}) {
  const { every = 5000, ...nodeConfig } = config;
  const inner = nodeLog(nodeConfig);
  let pages = 0;
  let timeOfPage = false;
  return {
    write(event) {
      if (event.level === 'info' && event.label === null && pageLine.test(event.message)) {
        pages += 1;
        timeOfPage = true;
        if (pages % every === 0) {
          inner.write({
            ...event,
            label: 'build',
            message: `${pages} pages written`,
            newLine: true,
          });
        }
        return;
      }
      if (timeOfPage && event.label === 'SKIP_FORMAT') {
        timeOfPage = false;
        return;
      }
      timeOfPage = false;
      inner.write(event);
    },
    flush: () => inner.flush?.(),
    close: () => inner.close?.(),
  };
}
