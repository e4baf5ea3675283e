import { describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  type PaintEnvironment,
} from '../../src/islands/paint-directive.ts';

/** A browser whose paints and timers the test drives by hand. */
function fakeBrowser(options: { hidden?: boolean; canObserve?: boolean } = {}) {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let paintListener: (() => void) | null = null;
  let observing = false;
  const environment: PaintEnvironment = {
    hidden: () => options.hidden ?? false,
    observeFirstPaint:
      options.canObserve === false
        ? null
        : (onPaint) => {
            paintListener = onPaint;
            observing = true;
            return () => (observing = false);
          },
    setTimeout: (run, ms) => {
      const id = nextTimer++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  return {
    environment,
    paint: () => paintListener?.(),
    isObserving: () => observing,
    /** Runs the due timers: those of at most `ms`. */
    elapse(ms: number) {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
    pendingTimers: () => timers.size,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once in a task after it', () => {
    const browser = fakeBrowser();
    const runs: string[] = [];
    afterFirstPaint(() => runs.push('island'), browser.environment);
    browser.elapse(0);
    expect(runs).toEqual([]);
    browser.paint();
    expect(runs).toEqual([]);
    browser.elapse(0);
    expect(runs).toEqual(['island']);
    // Neither a second paint report nor the fallback runs it again, and both are let go.
    browser.paint();
    browser.elapse(FIRST_PAINT_WAIT_MS);
    expect(runs).toEqual(['island']);
    expect(browser.isObserving()).toBe(false);
    expect(browser.pendingTimers()).toBe(0);
  });

  it('runs at once in a hidden tab, which does not paint', () => {
    const browser = fakeBrowser({ hidden: true });
    const runs: string[] = [];
    afterFirstPaint(() => runs.push('island'), browser.environment);
    expect(runs).toEqual(['island']);
    expect(browser.isObserving()).toBe(false);
  });

  it('runs at once where paints cannot be observed', () => {
    const browser = fakeBrowser({ canObserve: false });
    const runs: string[] = [];
    afterFirstPaint(() => runs.push('island'), browser.environment);
    expect(runs).toEqual(['island']);
  });

  it('runs after the longest wait when no paint is reported', () => {
    const browser = fakeBrowser();
    const runs: string[] = [];
    afterFirstPaint(() => runs.push('island'), browser.environment);
    browser.elapse(FIRST_PAINT_WAIT_MS - 1);
    expect(runs).toEqual([]);
    browser.elapse(FIRST_PAINT_WAIT_MS);
    expect(runs).toEqual(['island']);
    expect(browser.isObserving()).toBe(false);
  });
});
