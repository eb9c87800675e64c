import { createAppStore } from '../store/store';
import {
  clearFavourites,
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

  it('keeps favourites in memory only (nothing written to storage)', () => {
    localStorage.clear();
    const store = createAppStore();
    store.dispatch(toggleFavourite('b1'));
    expect(localStorage.length).toBe(0);
    store.dispatch(clearFavourites());
    expect(selectFavouriteCount(store.getState())).toBe(0);
    expect(selectFavouriteCount(createAppStore().getState())).toBe(0);
  });
});
