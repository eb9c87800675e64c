import type { Community } from '@byp/contracts';
import type { MapCluster, MapMarker } from '../api/mapApi';

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
 * A point on the map with its feature id (`key`): a cluster of businesses (from the server), a
 * business (a server marker: its id as it is) or a community (from the page's list, prefixed), so
 * no two kinds collide.
 */
export type MapPoint =
  | { kind: 'cluster'; key: string; item: MapCluster }
  | { kind: 'business'; key: string; item: MapMarker }
  | { kind: 'community'; key: string; item: PlottableCommunity };

/** A point a popup opens for (a cluster zooms in instead). */
export type PopupPoint = Exclude<MapPoint, { kind: 'cluster' }>;

/** What a popup's 'View …' button asks to open. */
export interface MapDetailRequest {
  kind: PopupPoint['kind'];
  id: string;
  /** The item's address slug (issue 25), so its details open at /business/{slug}. */
  slug?: string;
}

export const clusterKey = (id: string) => `cluster:${id}`;
export const communityKey = (id: string) => `community:${id}`;

/** The map's points: the server's clusters and markers, then the communities. */
export function mapPoints(
  answer: { clusters: MapCluster[]; markers: MapMarker[] } | undefined,
  communities: PlottableCommunity[],
): MapPoint[] {
  return [
    ...(answer?.clusters ?? []).map((item): MapPoint => ({
      kind: 'cluster',
      key: clusterKey(item.id),
      item,
    })),
    ...(answer?.markers ?? []).map((item): MapPoint => ({ kind: 'business', key: item.id, item })),
    ...communities.map((item): MapPoint => ({ kind: 'community', key: communityKey(item.id), item })),
  ];
}

/** How many businesses a point stands for (a community: none). */
export function businessesOf(point: MapPoint): number {
  if (point.kind === 'cluster') return point.item.count;
  return point.kind === 'business' ? 1 : 0;
}
