/**
 * The seconds each step of a build took, to the millisecond, for the publisher's status and
 * the bench: `step(name)` ends the step running since the last call (or the timer's start).
 */
export function stepTimer(): { steps: Record<string, number>; step: (name: string) => void } {
  const steps: Record<string, number> = {};
  let started = performance.now();
  return {
    steps,
    step: (name) => {
      const now = performance.now();
      steps[name] = Math.round(now - started) / 1000;
      started = now;
    },
  };
}
