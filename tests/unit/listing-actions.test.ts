import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingIslandProps } from '../../src/features/listing/listing-props.ts';

/*
 * The listing's behaviour loads on use (listing-actions.ts): these replace it with a fake, so
 * what is checked is when it loads, that it starts from the island's props before the first
 * action runs, and that actions keep their order while it loads.
 */
const behaviourPath = '../../src/features/listing/listing-behaviour.ts';
const props = { kind: 'buy' } as ListingIslandProps;

type Fake = { log: string[]; failures: number };

async function loadActions(fake: Fake) {
  vi.resetModules();
  vi.doMock(behaviourPath, () => {
    if (fake.failures > 0) {
      fake.failures -= 1;
      throw new Error('the chunk did not load');
    }
    fake.log.push('loaded');
    return {
      startListingIsland: (start: ListingIslandProps) => {
        fake.log.push(`start ${start.kind}`);
        return () => fake.log.push('stop');
      },
      setFilterField: (key: string, value: unknown) => fake.log.push(`${key}=${String(value)}`),
    };
  });
  return import('../../src/features/listing/listing-actions.ts');
}

describe('the listing behaviour, loaded on use', () => {
  let fake: Fake;
  beforeEach(() => {
    fake = { log: [], failures: 0 };
  });
  afterEach(() => {
    vi.doUnmock(behaviourPath);
    vi.resetModules();
  });

  it('stays unloaded on the pre-rendered search until the visitor acts', async () => {
    const { loadedBehaviour, prepareBehaviour } = await loadActions(fake);
    prepareBehaviour(props, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadedBehaviour()).toBeNull();
    expect(fake.log).toEqual([]);
  });

  it('starts from the props before the first action, and runs actions in their order', async () => {
    const { act, loadBehaviour, loadedBehaviour, prepareBehaviour } = await loadActions(fake);
    const stop = prepareBehaviour(props, '');
    act((listing) => listing.setFilterField('city', [3]));
    act((listing) => listing.setFilterField('bedrooms', 2));
    await loadBehaviour();
    expect(fake.log).toEqual(['loaded', 'start buy', 'city=3', 'bedrooms=2']);
    // Loaded, an action runs at once, as the event that asked for it does.
    act((listing) => listing.setFilterField('sortType', 'price'));
    expect(fake.log.at(-1)).toBe('sortType=price');
    expect(loadedBehaviour()).not.toBeNull();
    stop();
    expect(fake.log.at(-1)).toBe('stop');
  });

  it('starts at once when the address asks for a search of its own', async () => {
    const { loadBehaviour, prepareBehaviour } = await loadActions(fake);
    prepareBehaviour(props, '?city=3');
    await loadBehaviour();
    expect(fake.log).toEqual(['loaded', 'start buy']);
  });

  it('starts as the island hydrates when the page loaded it before', async () => {
    const { loadBehaviour, prepareBehaviour } = await loadActions(fake);
    await loadBehaviour();
    expect(fake.log).toEqual(['loaded']);
    prepareBehaviour(props, '?view=map');
    expect(fake.log).toEqual(['loaded', 'start buy']);
  });

  it('tries again on the next action when the code did not load', async () => {
    fake.failures = 1;
    const { act, loadBehaviour, prepareBehaviour } = await loadActions(fake);
    prepareBehaviour(props, '');
    act((listing) => listing.setFilterField('city', [3]));
    await expect(loadBehaviour()).rejects.toThrow();
    expect(fake.log).toEqual([]);
    act((listing) => listing.setFilterField('city', [4]));
    await loadBehaviour();
    expect(fake.log).toEqual(['loaded', 'start buy', 'city=4']);
  });
});
