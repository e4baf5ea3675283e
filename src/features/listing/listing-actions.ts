import type * as Behaviour from './listing-behaviour.ts';
import type { ListingIslandProps } from './listing-props.ts';

/*
 * The listing's behaviour (listing-behaviour.ts) loads on use: the island renders the stores at
 * once, and the first action (a filter, "load more", the view switch) loads what acts, starts
 * it from the address and then runs. Actions keep their order while it loads.
 */

export type ListingBehaviour = typeof Behaviour;

let behaviour: ListingBehaviour | null = null;
let loading: Promise<ListingBehaviour> | null = null;
let start: ListingIslandProps | null = null;
let stop: (() => void) | null = null;

/** The behaviour once it has loaded and started, else null (the stores are still pre-rendered). */
export function loadedBehaviour(): ListingBehaviour | null {
  return behaviour;
}

/**
 * Loads the behaviour and starts it for the island's props. A load that fails is tried again
 * on the next action.
 */
export function loadBehaviour(): Promise<ListingBehaviour> {
  loading ??= import('./listing-behaviour.ts').then(
    (loaded) => {
      behaviour = loaded;
      startBehaviour();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the loaded behaviour for the island's props, once both are there. */
function startBehaviour(): void {
  if (behaviour && start && !stop) stop = behaviour.startListingIsland(start);
}

/**
 * Hands the island's props to the behaviour, which starts at once when the address asks for
 * something other than the pre-rendered page (any query string), else on the first action.
 * @returns a function that stops the behaviour
 */
export function prepareBehaviour(props: ListingIslandProps, search: string): () => void {
  start = props;
  // Loaded already (the page opened on a search fetches it as it starts, opened-on-search.ts):
  // it starts here, in the task after the island's hydration.
  if (behaviour) startBehaviour();
  else if (search !== '') void loadBehaviour().catch(() => {});
  return () => {
    stop?.();
    stop = null;
    start = null;
  };
}

/** Runs an action of the behaviour: at once when it has loaded, else once it has. */
export function act(run: (behaviour: ListingBehaviour) => void): void {
  if (behaviour) run(behaviour);
  // The visitor sees the action do nothing when the code cannot load; the next one tries again.
  else void loadBehaviour().then(run, () => {});
}
