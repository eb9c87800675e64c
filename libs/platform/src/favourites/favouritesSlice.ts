import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Favourite business ids: client memory only, for the session (spec section 1). */
export interface FavouritesState {
  ids: string[];
}

const initialState: FavouritesState = { ids: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
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
