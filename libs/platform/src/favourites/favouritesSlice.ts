import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Favourite business ids, for the session (spec section 1). Kept in the tab's sessionStorage
 * (`favourites`, a JSON array of ids) as well as the store, so a reload or a remote's re-mount
 * keeps them while closing the tab forgets them (issue 28, point 2).
 */
export interface FavouritesState {
  ids: string[];
}

export const FAVOURITES_STORAGE_KEY = 'favourites';

/** The ids kept for this tab; none when storage is blocked or the value is damaged. */
export function readStoredFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string'))]
      : [];
  } catch {
    return [];
  }
}

export function writeStoredFavourites(ids: readonly string[]): void {
  try {
    if (ids.length) globalThis.sessionStorage?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
    else globalThis.sessionStorage?.removeItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): favourites last as long as the page.
  }
}

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: (): FavouritesState => ({ ids: readStoredFavourites() }),
  reducers: {
    toggleFavourite(state, action: PayloadAction<string>) {
      const index = state.ids.indexOf(action.payload);
      if (index === -1) state.ids.push(action.payload);
      else state.ids.splice(index, 1);
    },
    clearFavourites(state) {
      state.ids = [];
    },
  },
  selectors: {
    selectFavouriteIds: (state) => state.ids,
    selectFavouriteCount: (state) => state.ids.length,
    selectIsFavourite: (state, id: string) => state.ids.includes(id),
  },
});

export const { toggleFavourite, clearFavourites } = favouritesSlice.actions;
export const { selectFavouriteIds, selectFavouriteCount, selectIsFavourite } = favouritesSlice.selectors;
