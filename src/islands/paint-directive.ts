import type { ClientDirective } from 'astro';

/*
 * `client:paint`, the site's own island directive (registered by integrations/islands.ts):
 * an island hydrates once the page has had its first contentful paint, so its work never
 * holds up what the visitor sees first. An animation frame is not enough: Chromium runs frames
 * before it presents the first one (paint holding), and an observer that starts near the
 * viewport fires in the first of them; `client:idle` and `client:visible` alone can both come
 * before the first paint. Its value says what else the island waits for:
 *   <Heart client:paint={{ idle: true }} />          an idle moment after the paint
 *   <Similar client:paint={{ near: '200px' }} />     coming within 200px of the viewport
 *   <Form client:paint={{ near: '300px', interaction: true }} />
 *                                                     …or a focus or submit inside it, at once
 *   <Calculator client:paint={{ use: true }} />       only a press, focus or submit inside it
 * Astro bundles this module into the inline script of the directive: it imports nothing.
 */

/** The value of `client:paint`. */
export type PaintOptions = {
  /** After the paint, wait for the browser's next idle moment (within 2 s). */
  idle?: boolean;
  /**
   * After the paint, wait until the island comes within this margin of the viewport (an
   * IntersectionObserver root margin, e.g. `'300px 0px'`). The island's first element must
   * have a box: a hidden one never comes near.
   */
  near?: string;
  /**
   * Hydrate at once on a focus or a submit inside the island, even before the paint. A submit
   * before hydration does not leave the page: the island gets `data-submit-pending` and the
   * hydrated form submits it (see forms/FormFrame.tsx).
   */
  interaction?: boolean;
  /**
   * Hydrate only when the visitor starts to use the island: a pointer press, a focus or a
   * submit inside it, and never on its own. For tools most visitors never open, so their code
   * is not loaded for the others.
   */
  use?: boolean;
};

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
 * @example afterFirstPaint(() => console.log('painted'));
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

/** Runs `run` when the browser is next idle (within 2 s); after 200 ms where there is no idle. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** Runs `run` once, the first time `element` comes within `rootMargin` of the viewport. */
function onceNear(element: Element, rootMargin: string, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin },
  );
  observer.observe(element);
}

const paintDirective: ClientDirective = (load, options, island) => {
  const value = (typeof options.value === 'object' ? options.value : {}) as PaintOptions;
  let started = false;
  let hydrated = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
    hydrated = true;
  };
  if (value.use) {
    for (const type of ['pointerdown', 'focusin']) {
      island.addEventListener(type, () => void hydrate(), { once: true });
    }
  }
  if (value.interaction || value.use) {
    island.addEventListener('focusin', () => void hydrate(), { once: true });
    island.addEventListener('submit', (event) => {
      if (hydrated) return;
      // Nothing leaves the page before the island can send it itself.
      event.preventDefault();
      island.setAttribute('data-submit-pending', '');
      void hydrate();
    });
  }
  if (value.use) return;
  afterFirstPaint(() => {
    // The island is display: contents; its first element is what comes into view.
    const box = island.firstElementChild;
    if (value.near !== undefined && box && 'IntersectionObserver' in window) {
      onceNear(box, value.near, () => void hydrate());
    } else if (value.idle) whenIdle(() => void hydrate());
    else void hydrate();
  });
};

export default paintDirective;
