import { useEffect, useState } from 'react';

/**
 * Whether `active` has stayed true for `delayMs`: a loading state that is worth showing only
 * when it lasts (a quick answer then replaces what is shown directly, without a flash of
 * placeholders in between, and without the frames they cost).
 * @example const slow = useLasting(isLoading, 300); // false for the first 300 ms of a load
 */
export function useLasting(active: boolean, delayMs: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLasting(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLasting(false);
    };
  }, [active, delayMs]);
  return active && lasting;
}
