import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import fc from 'fast-check';
import {
  $favoriteEstates,
  $favorites,
  addFavorite,
  decodeFavorites,
  isFavorite,
  noFavorites,
  removeFavorite,
  toggleFavorite,
} from '../../src/features/favorites/store.ts';
import {
  $sharedEstates,
  $sharedList,
  addSharedList,
  favoritesFromSite,
  loadFavoriteEstates,
  mergeFavorites,
  openSharedList,
  sharedListLink,
  sharedListMax,
  sharedListOf,
  type FavoritesSource,
} from '../../src/features/favorites/load-favorites.ts';
import { createContentService, HttpClient } from '../../src/content-service/index.ts';
import { SiteEstatesError } from '../../src/features/site-estates.ts';
import {
  fetchFavoriteEstates,
  type FavoritesSource as ServiceCalls,
} from '../../src/content-service/favorite-estates.ts';
import { estateHref, estateHrefs } from '../../src/domain/estate-href.ts';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { projectEntityLink } from '../../src/domain/slugs.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

const demo = generateDemoData({ estates: 12 });
const summaries: EstateSummary[] = demo.estates
  .filter((estate) => estate.general.parentId == null)
  .map(estateToSummary);
const [first, second, third] = summaries as [EstateSummary, EstateSummary, EstateSummary];
// A demo large enough to hold a project with units.
const withProjects = generateDemoData({ estates: 80 });

// A stand-in content service: answers POST /sites/demo/estates with what `answer` decides; the
// store reads it as the site server's favourites route does, through the client.
let answer: (body: unknown, url: string) => { status: number; json: unknown } = () => ({
  status: 200,
  json: { total: { value: 0 }, results: [] },
});
const requests: { url: string; body: unknown }[] = [];
let server: Server;
let connection: FavoritesSource;
/** The store's source as the route reads the favourites: with these content-service calls. */
const through =
  (calls: ServiceCalls): FavoritesSource =>
  async (ids, signal) => {
    const found = await fetchFavoriteEstates(calls, ids, { signal });
    return { ...found, hrefs: estateHrefs(found.results, found.unitProjects, 'fr') };
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body: unknown = text ? JSON.parse(text) : null;
      requests.push({ url: request.url ?? '', body });
      const { status, json } = answer(body, request.url ?? '');
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  connection = through(
    createContentService(new HttpClient({ baseUrl: `http://127.0.0.1:${port}`, siteId: 'demo' })),
  );
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  useTestStorageEngine();
  cleanTestStorage();
  $favorites.set(noFavorites);
  $favoriteEstates.set({ total: 0, results: [], isLoading: true, error: null });
  requests.length = 0;
});

const storedIds = () => JSON.parse(getTestStorage().favorites ?? 'null') as unknown;

describe('adding a favourite', () => {
  it('stores the id once, as a string, and saves the whole list under "favorites"', () => {
    addFavorite(12);
    addFavorite('12');
    addFavorite(40);
    expect($favorites.get()).toEqual(['12', '40']);
    expect(storedIds()).toEqual(['12', '40']);
  });

  it('makes the estate a favourite by its id as a string', () => {
    expect(isFavorite(7)).toBe(false);
    addFavorite(7);
    expect(isFavorite(7)).toBe(true);
    expect(isFavorite('7')).toBe(true);
  });

  it('adds a loaded estate to the results only when its id is not there yet', () => {
    $favoriteEstates.set({ total: 1, results: [first], isLoading: false, error: null });
    addFavorite(first.id, first);
    expect($favoriteEstates.get().results).toEqual([first]);
    addFavorite(second.id, second);
    expect($favoriteEstates.get().results.map((r) => r.id)).toEqual([first.id, second.id]);
    expect($favoriteEstates.get().total).toBe(2);
  });

  it('keeps the list free of duplicates whatever the order of adds and removes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 6 }))), (actions) => {
        $favorites.set(noFavorites);
        for (const [add, id] of actions) (add ? addFavorite : removeFavorite)(id);
        const ids = $favorites.get();
        expect(new Set(ids).size).toBe(ids.length);
        expect(storedIds() ?? []).toEqual(ids);
      }),
    );
  });
});

describe('removing a favourite', () => {
  it('drops the id from the list and the estate from the loaded results', () => {
    addFavorite(first.id);
    addFavorite(second.id);
    $favoriteEstates.set({ total: 2, results: [first, second], isLoading: false, error: null });
    removeFavorite(String(first.id));
    expect($favorites.get()).toEqual([String(second.id)]);
    expect(storedIds()).toEqual([String(second.id)]);
    expect($favoriteEstates.get().results).toEqual([second]);
    expect($favoriteEstates.get().total).toBe(1);
  });

  it('toggles: a second press removes what the first added', () => {
    expect(toggleFavorite(third.id)).toBe(true);
    expect(isFavorite(third.id)).toBe(true);
    expect(toggleFavorite(third.id)).toBe(false);
    expect($favorites.get()).toEqual([]);
  });
});

describe('restoring the favourites', () => {
  it('starts from the stored list', () => {
    setTestStorageKey('favorites', '["5",6,"5"]');
    expect($favorites.get()).toEqual(['5', '6']);
  });

  it('starts empty when the stored value is corrupt', () => {
    setTestStorageKey('favorites', '{not json');
    expect($favorites.get()).toEqual([]);
    setTestStorageKey('favorites', '{"12":true}');
    expect($favorites.get()).toEqual([]);
  });

  it('reads only string and number ids from a stored array', () => {
    expect(decodeFavorites('[1, null, {"id": 2}, "3", true]')).toEqual(['1', '3']);
    expect(decodeFavorites(undefined)).toEqual([]);
  });
});

describe('loading the favourite estates', () => {
  it('searches by the favourite ids on children.general.id and stores the results', async () => {
    addFavorite(first.id);
    addFavorite(second.id);
    answer = () => ({ status: 200, json: { total: { value: 2 }, results: [first, second] } });
    const loading = loadFavoriteEstates(connection);
    expect($favoriteEstates.get()).toMatchObject({ isLoading: true, error: null });
    await loading;
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/sites/demo/estates');
    expect(requests[0]!.body).toMatchObject({
      query: { terms: { 'children.general.id': [first.id, second.id] } },
    });
    expect($favoriteEstates.get()).toEqual({
      total: 2,
      results: [first, second],
      isLoading: false,
      error: null,
      hrefs: {
        [String(first.id)]: estateHref(first, 'fr'),
        [String(second.id)]: estateHref(second, 'fr'),
      },
    });
  });

  it('clears a previous error when fetching again', async () => {
    addFavorite(first.id);
    $favoriteEstates.set({ total: 0, results: [], isLoading: false, error: new Error('before') });
    answer = () => ({ status: 200, json: { total: { value: 1 }, results: [first] } });
    const loading = loadFavoriteEstates(connection);
    expect($favoriteEstates.get().error).toBeNull();
    await loading;
    expect($favoriteEstates.get().error).toBeNull();
    expect($favoriteEstates.get().results).toEqual([first]);
  });

  it('leaves no results, total 0 and the error when the call fails', async () => {
    addFavorite(first.id);
    $favoriteEstates.set({ total: 1, results: [first], isLoading: false, error: null });
    answer = () => ({ status: 503, json: { error: 'down' } });
    await loadFavoriteEstates(connection);
    const state = $favoriteEstates.get();
    expect(state.results).toEqual([]);
    expect(state.total).toBe(0);
    expect(state.isLoading).toBe(false);
    expect(state.error).toBeInstanceOf(Error);
    expect(String(state.error)).toContain('503');
  });

  it('asks nothing of the server when there are no favourites, and is loaded and empty', async () => {
    await loadFavoriteEstates(connection);
    expect(requests).toHaveLength(0);
    expect($favoriteEstates.get()).toEqual({
      total: 0,
      results: [],
      isLoading: false,
      error: null,
    });
  });

  it('shows a favourite project unit as that unit, read from its project, with its link data', async () => {
    const project = withProjects.estates.find((estate) => estate.general.project)!;
    const units = withProjects.estates.filter((estate) => estate.general.parentId === project.id);
    const [unit, otherUnit] = units as [(typeof units)[0], (typeof units)[0]];
    addFavorite(first.id);
    addFavorite(unit.id);
    const projectSummary = estateToSummary(project);
    answer = (_body, url) =>
      url.endsWith(`/estates/group/${project.id}`)
        ? { status: 200, json: { ...project, children: [unit, otherUnit] } }
        : { status: 200, json: { total: { value: 2 }, results: [first, projectSummary] } };
    await loadFavoriteEstates(connection);
    expect(requests.map((request) => request.url)).toEqual([
      '/sites/demo/estates',
      `/sites/demo/estates/group/${project.id}`,
    ]);
    const state = $favoriteEstates.get();
    // The unit's own card, not its project's (only the unit was saved).
    expect(state.results.map((result) => result.id)).toEqual([first.id, unit.id]);
    expect(state.results[1]).toMatchObject({ id: unit.id, isProject: false, uri: unit.uri });
    expect(state.total).toBe(2);
    // Its card links under its project, the other to its own page.
    expect(state.hrefs).toEqual({
      [String(first.id)]: estateHref(first, 'fr'),
      [String(unit.id)]: projectEntityLink(project, unit.id, 'fr'),
    });
    // Removing it drops its card.
    removeFavorite(unit.id);
    expect($favoriteEstates.get().results.map((result) => result.id)).toEqual([first.id]);
  });

  it('fails with the error when the project of a favourite unit cannot be read', async () => {
    const project = withProjects.estates.find((estate) => estate.general.project)!;
    addFavorite(project.children[0]!.general.id);
    answer = (_body, url) =>
      url.includes('/estates/group/')
        ? { status: 503, json: { error: 'down' } }
        : { status: 200, json: { total: { value: 1 }, results: [estateToSummary(project)] } };
    await loadFavoriteEstates(connection);
    expect($favoriteEstates.get()).toMatchObject({ total: 0, results: [], isLoading: false });
    expect(String($favoriteEstates.get().error)).toContain('503');
  });

  it('keeps out an estate removed while the call ran', async () => {
    addFavorite(first.id);
    addFavorite(second.id);
    answer = () => {
      removeFavorite(first.id);
      return { status: 200, json: { total: { value: 2 }, results: [first, second] } };
    };
    await loadFavoriteEstates(connection);
    expect($favoriteEstates.get().results).toEqual([second]);
    expect($favoriteEstates.get().total).toBe(1);
  });

  it('shows the answer of the latest load only and aborts the one it replaced', async () => {
    addFavorite(first.id);
    addFavorite(second.id);
    const signals: (AbortSignal | undefined)[] = [];
    const pending: ((results: EstateSummary[]) => void)[] = [];
    const source = {
      searchEstates: (_body: unknown, options?: { signal?: AbortSignal }) => {
        signals.push(options?.signal);
        return new Promise<{ total: number; results: EstateSummary[] }>((resolve) => {
          pending.push((results) => resolve({ total: results.length, results }));
        });
      },
      projectEstate: () => Promise.reject(new Error('no project is asked for')),
    };
    const before = loadFavoriteEstates(through(source));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const retry = loadFavoriteEstates(through(source));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    pending[1]?.([second]);
    await retry;
    pending[0]?.([first, second]);
    await before;
    expect($favoriteEstates.get()).toMatchObject({ total: 1, isLoading: false, error: null });
    expect($favoriteEstates.get().results).toEqual([second]);
  });
});

describe('reading the favourites from the site server', () => {
  const answering = (status: number, body: unknown) => {
    const asked: string[] = [];
    const fake = ((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }) as typeof fetch;
    return { asked, fake };
  };

  it('asks the route in the page language for the ids and gives its answer', async () => {
    const hrefs = { [String(first.id)]: '/fr/a-vendre/x/1' };
    const { asked, fake } = answering(200, { results: [first], unitProjects: {}, hrefs });
    const answer = await favoritesFromSite('fr', fake)(['12', '40'], new AbortController().signal);
    expect(asked).toEqual(['/fr/ajax/estates?ids=12%2C40']);
    expect(answer).toEqual({ results: [first], unitProjects: {}, hrefs });
  });

  it('fails the load on an error status or an answer of another shape', async () => {
    addFavorite(first.id);
    await loadFavoriteEstates(favoritesFromSite('nl', answering(503, { error: 'x' }).fake));
    expect($favoriteEstates.get()).toMatchObject({ total: 0, results: [], isLoading: false });
    expect($favoriteEstates.get().error).toBeInstanceOf(SiteEstatesError);
    await loadFavoriteEstates(favoritesFromSite('nl', answering(200, '<html>').fake));
    expect($favoriteEstates.get().error).toBeInstanceOf(SiteEstatesError);
    // An answer without the links is not the route's.
    const noLinks = { results: [first], unitProjects: {} };
    await loadFavoriteEstates(favoritesFromSite('nl', answering(200, noLinks).fake));
    expect($favoriteEstates.get().error).toBeInstanceOf(SiteEstatesError);
  });
});

describe('sharing the favourites by a link', () => {
  it('carries the ids in the favourites page address, whatever that address held before', () => {
    expect(sharedListLink('https://agency.example/nl/favorieten?x=1#top', ['12', '40'])).toBe(
      'https://agency.example/nl/favorieten?shared=12,40',
    );
  });

  it('reads the ids back, each once, leaving out what is not an id', () => {
    expect(sharedListOf('?shared=12,40,12')).toEqual(['12', '40']);
    expect(sharedListOf('?shared=12,<script>,,4.5,-3,40')).toEqual(['12', '40']);
    expect(sharedListOf('?shared=')).toBe(noFavorites);
    expect(sharedListOf('?other=12')).toBe(noFavorites);
    expect(sharedListOf('')).toBe(noFavorites);
  });

  it('round-trips any list of ids through the link, up to its limit', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10 ** 9 }), { maxLength: 600 }),
        (ids) => {
          const link = new URL(
            sharedListLink('https://agency.example/fr/favoris', ids.map(String)),
          );
          expect(sharedListOf(link.search)).toEqual(ids.slice(0, sharedListMax).map(String));
        },
      ),
    );
  });

  it('adds the shared ids the visitor lacked after their own, and says how many', () => {
    addFavorite(40);
    addFavorite(7);
    expect(mergeFavorites(['12', '7', '99'])).toBe(2);
    expect($favorites.get()).toEqual(['40', '7', '12', '99']);
    expect(storedIds()).toEqual(['40', '7', '12', '99']);
    expect(mergeFavorites(['12'])).toBe(0);
    expect($favorites.get()).toEqual(['40', '7', '12', '99']);
  });

  it("loads the shared list without touching the visitor's own favourites", async () => {
    addFavorite(third.id);
    answer = () => ({ status: 200, json: { total: { value: 2 }, results: [first, second] } });
    expect(openSharedList(`?shared=${first.id},${second.id}`, connection)).toBe(true);
    await vi.waitFor(() => expect($sharedEstates.get().isLoading).toBe(false));
    expect(requests[0]!.body).toMatchObject({
      query: { terms: { 'children.general.id': [first.id, second.id] } },
    });
    expect($sharedEstates.get()).toMatchObject({ results: [first, second], isLoading: false });
    expect($favorites.get()).toEqual([String(third.id)]);
    // Added, the list closes and the favourites hold both.
    expect(addSharedList()).toBe(2);
    expect($sharedList.get()).toBe(noFavorites);
    expect($favorites.get()).toEqual([String(third.id), String(first.id), String(second.id)]);
  });

  it('opens nothing when the address carries no list', () => {
    expect(openSharedList('?sort=price', connection)).toBe(false);
    expect($sharedList.get()).toBe(noFavorites);
    expect(requests).toEqual([]);
  });
});
