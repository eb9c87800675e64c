import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { writeStoredToken } from '../api/adminAuth';
import { authSlice } from '../auth/authSlice';
import { favouritesSlice } from '../favourites/favouritesSlice';
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
  let lastToken = store.getState().auth.token;
  store.subscribe(() => {
    const token = store.getState().auth.token;
    if (token !== lastToken) {
      lastToken = token;
      writeStoredToken(token);
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
