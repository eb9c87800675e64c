import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { MapPoint } from '../lib/mapData';
import { markerStyle } from '../lib/markerStyle';

export type MarkerLayer = VectorLayer<VectorSource<Feature<Point>>>;

/** What a point's marker draws from (markerStyle): its kind, name, category or count. */
function markerProperties(point: MapPoint): Record<string, unknown> {
  if (point.kind === 'cluster') return { kind: 'cluster', count: point.item.count };
  if (point.kind === 'business')
    return {
      kind: 'business',
      name: point.item.name,
      businessId: point.item.id,
      category: point.item.category,
    };
  return { kind: 'community', name: point.item.name };
}

/** A point's marker: its id is the point's key. */
function markerFeature(point: MapPoint): Feature<Point> {
  const feature = new Feature({
    geometry: new Point(fromLonLat([point.item.longitude, point.item.latitude])),
    ...markerProperties(point),
  });
  feature.setId(point.key);
  return feature;
}

/**
 * The layer of the points' markers, made once; the selected marker (by key) is drawn larger, on
 * top. A new set of points (a new answer for the view) changes the layer in place: markers still
 * there stay as they are, the others are removed and the new ones added, in one change (no blank
 * frame between two answers).
 */
export function useMarkerLayer(points: MapPoint[], selectedKey: string | null): MarkerLayer {
  const [layer] = useState<MarkerLayer>(
    () =>
      new VectorLayer({
        source: new VectorSource<Feature<Point>>(),
        style: markerStyle,
        // Markers stay drawn while the view moves (a cluster layer is small), and the layer's
        // order (declutter off) keeps every business visible.
        updateWhileAnimating: true,
        updateWhileInteracting: true,
      }),
  );

  useEffect(() => {
    const source = layer.getSource();
    if (!source) return;
    const wanted = new Map(points.map((point) => [point.key, point]));
    const stale: Feature<Point>[] = [];
    for (const feature of source.getFeatures()) {
      const point = wanted.get(String(feature.getId()));
      const [lon, lat] = point ? [point.item.longitude, point.item.latitude] : [];
      const same =
        point &&
        feature.get('lon') === lon &&
        feature.get('lat') === lat &&
        (point.kind !== 'cluster' || feature.get('count') === point.item.count);
      if (same) wanted.delete(point.key);
      else stale.push(feature);
    }
    const added = [...wanted.values()].map((point) => {
      const feature = markerFeature(point);
      feature.setProperties({ lon: point.item.longitude, lat: point.item.latitude }, true);
      return feature;
    });
    if (stale.length === source.getFeatures().length && stale.length > 0) source.clear(true);
    else for (const feature of stale) source.removeFeature(feature);
    source.addFeatures(added);
    if (stale.length > 0 && added.length === 0) source.changed();
  }, [layer, points]);

  useEffect(() => {
    for (const feature of layer.getSource()?.getFeatures() ?? [])
      feature.set('selected', feature.getId() === selectedKey);
  }, [layer, points, selectedKey]);

  return layer;
}
