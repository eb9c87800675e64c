import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_QUERY_PARAM, isCategoryFilter, type CategoryFilter } from '@byp/platform';

/** Query parameters of / (the applied search lives in the URL so that a reload keeps it). */
export const SEARCH_TERM_PARAM = 'q';
export const LOCATION_PARAM = 'location';
/** Shared with the shell header's Favorites button. */
export const FAVOURITES_PARAM = 'favorites';
/** 'list' when the list view is chosen; absent means the map (the default view). */
export const VIEW_PARAM = 'view';
/** 'true': only businesses open now (the server's openNow filter). */
export const OPEN_NOW_PARAM = 'openNow';

export type DirectoryView = 'list' | 'map';

export interface DirectoryParams {
  category: CategoryFilter;
  searchTerm: string;
  location: string;
  favouritesOnly: boolean;
  openNow: boolean;
  view: DirectoryView;
  applySearch: (searchTerm: string, location: string) => void;
  clearSearch: () => void;
  setFavouritesOnly: (on: boolean) => void;
  setOpenNow: (on: boolean) => void;
  setView: (view: DirectoryView) => void;
}

/** Reads and writes the directory's state in the URL, keeping every other parameter. */
export function useDirectoryParams(): DirectoryParams {
  const [searchParams, setSearchParams] = useSearchParams();

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      });
    },
    [setSearchParams],
  );

  const categoryParam = searchParams.get(CATEGORY_QUERY_PARAM);
  const searchTerm = searchParams.get(SEARCH_TERM_PARAM) ?? '';
  const location = searchParams.get(LOCATION_PARAM) ?? '';
  const favouritesOnly = searchParams.get(FAVOURITES_PARAM) === 'true';
  const openNow = searchParams.get(OPEN_NOW_PARAM) === 'true';
  const view: DirectoryView = searchParams.get(VIEW_PARAM) === 'list' ? 'list' : 'map';

  return useMemo(
    () => ({
      category: isCategoryFilter(categoryParam) ? categoryParam : 'all',
      searchTerm,
      location,
      favouritesOnly,
      openNow,
      view,
      applySearch: (term: string, place: string) =>
        update({ [SEARCH_TERM_PARAM]: term.trim() || null, [LOCATION_PARAM]: place.trim() || null }),
      clearSearch: () => update({ [SEARCH_TERM_PARAM]: null, [LOCATION_PARAM]: null }),
      setFavouritesOnly: (on: boolean) => update({ [FAVOURITES_PARAM]: on ? 'true' : null }),
      setOpenNow: (on: boolean) => update({ [OPEN_NOW_PARAM]: on ? 'true' : null }),
      setView: (next: DirectoryView) => update({ [VIEW_PARAM]: next === 'list' ? 'list' : null }),
    }),
    [categoryParam, searchTerm, location, favouritesOnly, openNow, view, update],
  );
}
