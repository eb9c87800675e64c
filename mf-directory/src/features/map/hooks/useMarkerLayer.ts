import { useEffect, useState } from 'react';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { MapPoint } from '../lib/mapData';
import { markerStyle } from '../lib/markerStyle';

export type MarkerLayer = VectorLayer<VectorSource<Feature<Point>>>;

/** A point's marker: its id is the point's key; markerStyle draws it from `kind`, `category` and `selected`. */
function markerFeature(point: MapPoint): Feature<Point> {
  const feature = new Feature({
    geometry: new Point(fromLonLat([point.item.longitude, point.item.latitude])),
    kind: point.kind,
    name: point.item.name,
    ...(point.kind === 'business' ? { businessId: point.item.id, category: point.item.category } : {}),
  });
  feature.setId(point.key);
  return feature;
}

/** The layer of the points' markers, made once; the selected marker (by key) is drawn larger, on top. */
export function useMarkerLayer(points: MapPoint[], selectedKey: string | null): MarkerLayer {
  const [layer] = useState<MarkerLayer>(
    () => new VectorLayer({ source: new VectorSource<Feature<Point>>(), style: markerStyle }),
  );

  useEffect(() => {
    const source = layer.getSource();
    source?.clear();
    source?.addFeatures(points.map(markerFeature));
  }, [layer, points]);

  useEffect(() => {
    for (const feature of layer.getSource()?.getFeatures() ?? [])
      feature.set('selected', feature.getId() === selectedKey);
  }, [layer, points, selectedKey]);

  return layer;
}
