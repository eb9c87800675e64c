import type { Business, Community } from '@byp/contracts';

// Map constants of spec section 9.

/** Greater London: south-west 51.28,-0.51 to north-east 51.69,0.33, as [minLon, minLat, maxLon, maxLat]. */
export const LONDON_EXTENT_LON_LAT = [-0.51, 51.28, 0.33, 51.69] as const;
export const LONDON_CENTRE_LON_LAT = [
  (LONDON_EXTENT_LON_LAT[0] + LONDON_EXTENT_LON_LAT[2]) / 2,
  (LONDON_EXTENT_LON_LAT[1] + LONDON_EXTENT_LON_LAT[3]) / 2,
] as const;
export const INITIAL_ZOOM = 11;
export const MAX_ZOOM = 18;
export const TILE_SIZE = 256;
export const DEFAULT_MAP_HEIGHT = 500;
export const LIST_MAP_HEIGHT = 600;

/** A business the map can plot: it has both a latitude and a longitude. */
export type PlottableBusiness = Business & { latitude: number; longitude: number };

export function hasLocation(business: Business): business is PlottableBusiness {
  return (
    typeof business.latitude === 'number' &&
    typeof business.longitude === 'number' &&
    Number.isFinite(business.latitude) &&
    Number.isFinite(business.longitude)
  );
}

/** A community the map can plot: it has both a latitude and a longitude. */
export type PlottableCommunity = Community & { latitude: number; longitude: number };

export function communityHasLocation(community: Community): community is PlottableCommunity {
  return (
    typeof community.latitude === 'number' &&
    typeof community.longitude === 'number' &&
    Number.isFinite(community.latitude) &&
    Number.isFinite(community.longitude)
  );
}

/**
 * A point on the map: a business or a community, with its marker's feature id (`key`): a
 * business's id as it is, a community's prefixed, so the two never collide.
 */
export type MapPoint =
  | { kind: 'business'; key: string; item: PlottableBusiness }
  | { kind: 'community'; key: string; item: PlottableCommunity };

/** What a popup's 'View …' button asks to open. */
export interface MapDetailRequest {
  kind: MapPoint['kind'];
  id: string;
  /** The item's address slug (issue 25), so its details open at /business/{slug}. */
  slug?: string;
}

/** The map's points: the businesses, then the communities. */
export function mapPoints(businesses: PlottableBusiness[], communities: PlottableCommunity[]): MapPoint[] {
  return [
    ...businesses.map((item): MapPoint => ({ kind: 'business', key: item.id, item })),
    ...communities.map((item): MapPoint => ({ kind: 'community', key: `community:${item.id}`, item })),
  ];
}
