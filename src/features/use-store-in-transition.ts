import { startTransition, useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value, its changes rendered as a transition: React renders them in slices between
 * which the page answers input and paints, where `useStore` (a synchronous external store)
 * renders each change in one task. For parts whose changes follow a load (markers, listings
 * in view), which a visitor cannot tell from a frame later.
 */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [value, setValue] = useState(() => ({ current: store.get() }));
  useEffect(() => {
    // A change between the first render and this subscription is taken at once.
    setValue((last) => (last.current === store.get() ? last : { current: store.get() }));
    return store.listen((next) => startTransition(() => setValue({ current: next })));
  }, [store]);
  return value.current;
}
