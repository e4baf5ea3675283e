import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showFavoritesCount } from '../../src/features/favorites/header-count.ts';
import { $favorites, toggleFavorite } from '../../src/features/favorites/store.ts';
import { favoritesStorageKey } from '../../src/features/favorites/stored-favorites.ts';

/*
 * The header's favourites count, a plain script of every page: it reads what this browser keeps
 * without the favourites' store, and follows the store's changes in this tab and any change in
 * another tab.
 */

let badge: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  $favorites.set([]);
  badge = document.createElement('span');
  badge.dataset.favoritesCount = '';
  badge.hidden = true;
  document.body.append(badge);
});

afterEach(() => {
  badge.remove();
  localStorage.clear();
});

/** Another tab storing a list: the browser tells this one through a storage event. */
function storedInAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(favoritesStorageKey);
  else localStorage.setItem(favoritesStorageKey, value);
  dispatchEvent(new StorageEvent('storage', { key: favoritesStorageKey, newValue: value }));
}

describe('the header count of favourites', () => {
  it('shows how many favourites are stored, each id once, and nothing when there are none', () => {
    localStorage.setItem(favoritesStorageKey, JSON.stringify([12, '12', '40', 7]));
    showFavoritesCount();
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
  });

  it('stays hidden for an empty list and for a stored value that is not a list of ids', () => {
    localStorage.setItem(favoritesStorageKey, '{"not":"a list"}');
    showFavoritesCount();
    expect(badge.hidden).toBe(true);
    expect(badge.textContent).toBe('');
  });

  it("follows the store's changes on this page: a heart pressed, then pressed again", () => {
    showFavoritesCount();
    toggleFavorite(5);
    expect([badge.hidden, badge.textContent]).toEqual([false, '1']);
    toggleFavorite(9);
    expect(badge.textContent).toBe('2');
    toggleFavorite(5);
    toggleFavorite(9);
    expect([badge.hidden, badge.textContent]).toEqual([true, '']);
  });

  it('follows a change made in another tab, and a list removed there', () => {
    showFavoritesCount();
    storedInAnotherTab(JSON.stringify(['1', '2']));
    expect([badge.hidden, badge.textContent]).toEqual([false, '2']);
    storedInAnotherTab(null);
    expect(badge.hidden).toBe(true);
  });
});
