import { useEffect, useMemo, useRef, useState } from 'react';
import { useContentLanguage } from '@byp/platform';
import {
  useLazyGetBusinessMapQuery,
  type BusinessMapAnswer,
  type BusinessMapArgs,
  type MapFilters,
} from '../api/mapApi';
import { requestZoom, tileBox, type MapViewState } from '../lib/mapTiles';

/** How long the view must rest before its box is asked for (a pan fires moveend once, a fling several). */
export const MAP_REQUEST_DEBOUNCE_MS = 200;

/**
 * `value`, once it has not changed for `delay` ms; the first non-null value at once (the map's
 * first view is asked for without waiting).
 */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const first = settled === null || settled === undefined;
  useEffect(() => {
    if (first) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, first]);
  return first ? value : settled;
}

export interface BusinessMapAnswerState {
  /** The latest answer: kept while a newer box loads (no flicker), undefined before the first. */
  answer: BusinessMapAnswer | undefined;
  /** The view's box is being asked for (or will be, once the view rests). */
  loading: boolean;
  /** The latest box could not be loaded. */
  failed: boolean;
  retry: () => void;
}

/** The request of a view: the search, the view's tile-rounded box, its whole zoom and the UI language. */
export function useMapArgs(filters: MapFilters, view: MapViewState | null): BusinessMapArgs | null {
  const lang = useContentLanguage();
  const { q, category, location, openNow } = filters;
  return useMemo(
    () =>
      view
        ? {
            bbox: tileBox(view.extent, view.zoom),
            zoom: requestZoom(view.zoom),
            ...(q ? { q } : {}),
            ...(category ? { category } : {}),
            ...(location ? { location } : {}),
            ...(openNow ? { openNow: true } : {}),
            lang,
          }
        : null,
    [view, q, category, location, openNow, lang],
  );
}

/**
 * The clusters and markers of the map's view (GET /api/businesses/map) for the page's search. The
 * view is asked for once it rests (debounced), as its tile-rounded box (cached per box by RTK Query
 * and the gateway); a request for a box the view has left is aborted; the previous answer stays
 * until the new one arrives. `view` null: nothing is asked.
 */
export function useBusinessMapAnswer(
  filters: MapFilters,
  view: MapViewState | null,
  debounceMs = MAP_REQUEST_DEBOUNCE_MS,
): BusinessMapAnswerState {
  const restingView = useDebounced(view, debounceMs);
  const args = useMapArgs(filters, restingView);
  const [trigger, result] = useLazyGetBusinessMapQuery();
  const latest = useRef<{ key: string; request: { abort: () => void } } | null>(null);

  useEffect(() => {
    if (!args) return;
    // Compared by value: a new box or search, not a re-render (nor StrictMode's second run).
    const key = JSON.stringify(args);
    if (latest.current?.key === key) return;
    // The box the view left is no longer wanted: its request is cancelled (a no-op once answered).
    latest.current?.request.abort();
    latest.current = { key, request: trigger(args, true) };
  }, [args, trigger]);

  const settled = !result.isFetching && !result.isUninitialized;
  return {
    answer: result.data,
    // Loading from the moment the view moves (its request waits for it to rest) to its answer.
    loading: Boolean(view) && (restingView !== view || result.isFetching || result.isUninitialized),
    failed: settled && result.isError,
    retry: () => {
      if (args) latest.current = { key: JSON.stringify(args), request: trigger(args, false) };
    },
  };
}
