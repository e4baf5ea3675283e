/**
 * Runs `run` once, the first time `point` comes within `rootMargin` of the viewport (an island
 * whose code loads only when the visitor gets near it).
 * @example onceNearViewport(section, '0px 0px 200px 0px', () => start(section));
 */
export function onceNearViewport(point: Element, rootMargin: string, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin },
  );
  observer.observe(point);
}
