import type { LonLatBox } from '../api/mapApi';
import { clusterLabel, clusterRadius } from './markerColours';
import { initialView, isInView, requestZoom, tileBox } from './mapTiles';
import { INITIAL_ZOOM, LONDON_CENTRE_LON_LAT, type MapPoint } from './mapData';

const contains = (outer: LonLatBox, inner: LonLatBox) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

describe('the map request of a view', () => {
  it('asks for the nearest whole zoom within the server’s 0..20', () => {
    expect([
      requestZoom(10.4),
      requestZoom(10.6),
      requestZoom(-3),
      requestZoom(25),
      requestZoom(NaN),
    ]).toEqual([10, 11, 0, 20, INITIAL_ZOOM]);
  });

  it('rounds the view out to the tiles of its zoom: nearby views ask the same box', () => {
    const view: LonLatBox = [-0.3, 51.4, 0.1, 51.6];
    const box = tileBox(view, 11);
    expect(contains(box, view)).toBe(true);
    // A tile at zoom 11 is 360/2048 degrees wide: the box's edges are whole tiles.
    for (const edge of [box[0], box[2]]) {
      const tiles = ((edge + 180) / 360) * 2 ** 11;
      expect(Math.abs(tiles - Math.round(tiles))).toBeLessThan(1e-3);
    }
    // A few pixels of pan, a fractional zoom that rounds the same: the same URL.
    expect(tileBox([-0.2999, 51.4001, 0.1001, 51.5999], 11.2)).toEqual(box);
    // The box is at most one tile larger than the view on each side.
    const tile = 360 / 2 ** 11;
    expect(view[0] - box[0]).toBeLessThan(tile);
    expect(box[2] - view[2]).toBeLessThan(tile);
  });

  it('asks for the whole world at zoom 0, and never beyond it', () => {
    expect(tileBox([-200, -89, 200, 89], 0)).toEqual([-180, -85.051129, 180, 85.051129]);
    expect(tileBox([-8, 50, 2, 59], 0)).toEqual([-180, -85.051129, 180, 85.051129]);
  });

  it('starts where the map starts: Greater London’s centre at zoom 11, as large as the map', () => {
    const { extent, zoom } = initialView(800, 600);
    expect(zoom).toBe(INITIAL_ZOOM);
    const [lon, lat] = LONDON_CENTRE_LON_LAT;
    expect((extent[0] + extent[2]) / 2).toBeCloseTo(lon, 6);
    expect(extent[1] < lat && lat < extent[3]).toBe(true);
    // The world is 256 × 2^11 pixels wide at zoom 11: 800 of them are 0.549 degrees of longitude.
    expect(extent[2] - extent[0]).toBeCloseTo((800 / (256 * 2 ** 11)) * 360, 6);
  });

  it('lists a marker where it stands and a cluster when any of its businesses’ box is in view', () => {
    const view: LonLatBox = [-1, 51, 0, 52];
    const marker = (longitude: number, latitude: number): MapPoint => ({
      kind: 'business',
      key: 'b',
      item: { id: 'b', slug: 'b', name: 'B', category: 'dining', longitude, latitude, isPremium: false },
    });
    const cluster = (bbox: LonLatBox): MapPoint => ({
      kind: 'cluster',
      key: 'cluster:c',
      item: { id: 'c', longitude: bbox[2], latitude: bbox[3], count: 3, bbox },
    });
    expect(isInView(marker(-0.5, 51.5), view)).toBe(true);
    expect(isInView(marker(0.5, 51.5), view)).toBe(false);
    expect(isInView(cluster([-0.2, 51.9, 0.4, 52.4]), view)).toBe(true);
    expect(isInView(cluster([0.2, 51.9, 0.4, 52.4]), view)).toBe(false);
  });
});

describe('a cluster’s circle', () => {
  it('shows its count readably, and grows with it within bounds', () => {
    expect([2, 999, 9999, 12_345, 1_250_000].map(clusterLabel)).toEqual(['2', '999', '9999', '12k', '1.3M']);
    expect(clusterRadius(2)).toBeLessThan(clusterRadius(500));
    expect(clusterRadius(500)).toBeLessThan(clusterRadius(100_000));
    expect(clusterRadius(100_000)).toBeLessThanOrEqual(34);
  });
});
