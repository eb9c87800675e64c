import { baseApi, contentRequest, type LangArg } from '@byp/platform';
import type { BusinessCategory } from '@byp/contracts';

// Issue 29, point 4: the business map asks the server for what is in view.
//
//   GET /api/businesses/map?bbox=<west>,<south>,<east>,<north>&zoom=<0..20>[&q&category&location&openNow=true]&lang=
//
// answers the clusters of the box at that zoom, and single markers where the businesses stand
// apart (zoomed in). The box is the view rounded out to the tiles of its zoom (lib/mapTiles.ts),
// so nearby views ask the same URL and share the gateway's and RTK Query's cache entries.

/** [west, south, east, north], longitude/latitude degrees (EPSG:4326). */
export type LonLatBox = [number, number, number, number];

/** Several businesses drawn as one circle with their count; activating it zooms to `bbox`. */
export interface MapCluster {
  id: string;
  longitude: number;
  latitude: number;
  /** At least 2. */
  count: number;
  /** Where its businesses are. */
  bbox: LonLatBox;
}

/** One business on the map; its popup loads the contact details with GET /api/businesses/:id. */
export interface MapMarker {
  id: string;
  slug: string;
  name: string;
  category: BusinessCategory;
  longitude: number;
  latitude: number;
  isPremium: boolean;
}

/** The server's answer. */
export interface BusinessMapResponse {
  /** Businesses in the box (the clusters' counts plus the markers). */
  total: number;
  clusters: MapCluster[];
  markers: MapMarker[];
}

/** The answer, with the box and zoom it was asked for. */
export interface BusinessMapAnswer extends BusinessMapResponse {
  request: { bbox: LonLatBox; zoom: number };
}

/** The page's current search: the map shows the businesses it matches (the list's filters). */
export interface MapFilters {
  q?: string;
  category?: BusinessCategory;
  location?: string;
  openNow?: boolean;
}

/** A map request: the search, the tile-rounded box and the (whole) zoom level. */
export interface BusinessMapArgs extends MapFilters, LangArg {
  bbox: LonLatBox;
  zoom: number;
}

export const mapApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/businesses/map: the clusters and markers of a box at a zoom level. */
    getBusinessMap: build.query<BusinessMapAnswer, BusinessMapArgs>({
      query: ({ bbox, zoom, q, category, location, openNow, lang }) =>
        contentRequest('/businesses/map', lang, {
          bbox: bbox.join(','),
          zoom: String(zoom),
          q,
          category,
          location,
          openNow: openNow ? 'true' : undefined,
        }),
      transformResponse: (answer: BusinessMapResponse, _meta, { bbox, zoom }): BusinessMapAnswer => ({
        ...answer,
        request: { bbox, zoom },
      }),
      // Panning leaves many boxes behind: a minute is enough to come back to one.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useLazyGetBusinessMapQuery } = mapApi;
