/*
 * Islands start once the page has had its first contentful paint (React after first
 * paint), so their work never holds up what the visitor sees first. An animation frame is not
 * enough: Chromium runs frames before it presents the first one (paint holding), and an
 * observer that starts near the viewport fires in the first of them.
 */

/** What `afterFirstPaint` reads of the browser; the real one by default, a fake in tests. */
export type PaintEnvironment = {
  hidden: () => boolean;
  /** Calls back once the first contentful paint is known (also when it already happened). */
  observeFirstPaint: ((onPaint: () => void) => () => void) | null;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

/** How long an island waits for a paint that does not come (a page the browser does not draw). */
export const FIRST_PAINT_WAIT_MS = 1000;

function browserEnvironment(): PaintEnvironment {
  const canObserve =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  return {
    hidden: () => document.visibilityState === 'hidden',
    observeFirstPaint: canObserve
      ? (onPaint) => {
          const observer = new PerformanceObserver((entries) => {
            if (entries.getEntriesByName('first-contentful-paint').length > 0) onPaint();
          });
          observer.observe({ type: 'paint', buffered: true });
          return () => observer.disconnect();
        }
      : null,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
}

/**
 * Runs `run` in a task after the page's first contentful paint; at once in a hidden tab (which
 * paints nothing) or where paints cannot be observed, and after `FIRST_PAINT_WAIT_MS` without a
 * paint in any case. Runs it once.
 * @example afterFirstPaint(() => mountIslands());
 */
export function afterFirstPaint(
  run: () => void,
  environment: PaintEnvironment = browserEnvironment(),
): void {
  const { observeFirstPaint } = environment;
  if (environment.hidden() || observeFirstPaint === null) {
    run();
    return;
  }
  let done = false;
  let stopObserving = () => {};
  const once = () => {
    if (done) return;
    done = true;
    stopObserving();
    environment.clearTimeout(timer);
    run();
  };
  const timer = environment.setTimeout(once, FIRST_PAINT_WAIT_MS);
  // A task of its own after the paint: the paint's own task stays short.
  stopObserving = observeFirstPaint(() => environment.setTimeout(once, 0));
}

/**
 * Runs `run` when the browser is next idle (within 2 s in any case); after 200 ms where idle
 * callbacks are not supported.
 */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
