import { createAppStore } from '../store/store';
import {
  clearFavourites,
  FAVOURITES_STORAGE_KEY,
  selectFavouriteCount,
  selectFavouriteIds,
  selectIsFavourite,
  toggleFavourite,
} from './favouritesSlice';

describe('favourites', () => {
  it('starts empty', () => {
    const store = createAppStore();
    expect(selectFavouriteCount(store.getState())).toBe(0);
  });

  it('adds an id on the first toggle and removes it on the second', () => {
    const store = createAppStore();
    store.dispatch(toggleFavourite('b1'));
    store.dispatch(toggleFavourite('b2'));
    expect(selectFavouriteIds(store.getState())).toEqual(['b1', 'b2']);
    expect(selectIsFavourite(store.getState(), 'b1')).toBe(true);

    store.dispatch(toggleFavourite('b1'));
    expect(selectFavouriteIds(store.getState())).toEqual(['b2']);
    expect(selectFavouriteCount(store.getState())).toBe(1);
    expect(selectIsFavourite(store.getState(), 'b1')).toBe(false);
  });

  it('keeps favourites in sessionStorage only, so a new store (a reload) starts with them', () => {
    localStorage.clear();
    sessionStorage.clear();
    const store = createAppStore();
    store.dispatch(toggleFavourite('b1'));
    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(FAVOURITES_STORAGE_KEY)!)).toEqual(['b1']);
    expect(selectFavouriteIds(createAppStore().getState())).toEqual(['b1']);
    store.dispatch(clearFavourites());
    expect(sessionStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull();
    expect(selectFavouriteCount(createAppStore().getState())).toBe(0);
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem(FAVOURITES_STORAGE_KEY, '{oops');
    expect(selectFavouriteCount(createAppStore().getState())).toBe(0);
    sessionStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(['a', 3, 'a']));
    expect(selectFavouriteIds(createAppStore().getState())).toEqual(['a']);
    sessionStorage.clear();
  });
});
