import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { writeStoredToken } from '../api/adminAuth';
import { authSlice } from '../auth/authSlice';
import { favouritesSlice, writeStoredFavourites } from '../favourites/favouritesSlice';
import { toastsSlice } from '../toasts/toastsSlice';

/**
 * Slices a remote injects when it mounts. A remote declares its slice here with declaration
 * merging (`declare module '@byp/platform' { interface LazyLoadedSlices { news: NewsState } }`)
 * and calls `rootReducer.inject(newsSlice)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  baseApi,
  authSlice,
  favouritesSlice,
  toastsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  // The admin token is mirrored in localStorage (spec: admin_token) whenever it changes.
  // Favourites are mirrored in sessionStorage (issue 28): a reload keeps them for the session.
  let lastToken = store.getState().auth.token;
  let lastFavourites = store.getState().favourites.ids;
  store.subscribe(() => {
    const { auth, favourites } = store.getState();
    if (auth.token !== lastToken) {
      lastToken = auth.token;
      writeStoredToken(auth.token);
    }
    if (favourites.ids !== lastFavourites) {
      lastFavourites = favourites.ids;
      writeStoredFavourites(favourites.ids);
    }
  });
  activeStore = store;
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

let activeStore: AppStore | null = null;

/** The store the shell created (used by `toast()` outside React). */
export function getAppStore(): AppStore {
  if (!activeStore) throw new Error('createAppStore() has not been called');
  return activeStore;
}
