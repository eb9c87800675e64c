import 'ol/ol.css';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import OlMap from 'ol/Map';
import Overlay, { type Options as OverlayOptions } from 'ol/Overlay';
import type View from 'ol/View';
import type BaseLayer from 'ol/layer/Base';
import type { Pixel } from 'ol/pixel';
import { defaults as defaultControls } from 'ol/control/defaults';
import { unByKey } from 'ol/Observable';
import { baseLayer, localizeZoomButtons, tileLayer } from '../lib/mapLayers';

declare global {
  interface Window {
    /** Test/debug hooks: the OpenLayers maps on screen (browser tests turn coordinates into pixels with them). */
    __bypMap?: OlMap;
    __bypPickerMap?: OlMap;
  }
}

export interface OpenLayersMapSetup {
  /** The layers drawn over the London base and the tiles. */
  layers: BaseLayer[];
  view: View;
  overlays?: Overlay[];
}

/**
 * An OpenLayers map drawn into `target`: the London base and the tiles under the setup's layers,
 * and OpenLayers' controls with the zoom buttons named in the interface language. `setup` runs
 * once: the map lives as long as the component (what changes, the caller sets on its layers and
 * overlays). Browser tests reach it as `window[testHandle]`.
 */
export function useOpenLayersMap(
  target: RefObject<HTMLElement | null>,
  setup: () => OpenLayersMapSetup,
  testHandle: '__bypMap' | '__bypPickerMap',
): OlMap {
  const { t } = useTranslation('directory');
  const [map] = useState(() => {
    const { layers, view, overlays } = setup();
    return new OlMap({
      layers: [baseLayer(), tileLayer(), ...layers],
      overlays,
      view,
      controls: defaultControls({ attributionOptions: { collapsible: false } }),
    });
  });

  useEffect(() => {
    map.setTarget(target.current ?? undefined);
    window[testHandle] = map;
    return () => {
      if (window[testHandle] === map) delete window[testHandle];
      map.setTarget(undefined);
    };
  }, [map, target, testHandle]);

  useEffect(() => localizeZoomButtons(target.current, t('map.zoomIn'), t('map.zoomOut')), [map, target, t]);

  return map;
}

/** An overlay over the map with an element of its own, for React to draw into (a portal). */
export function useMapOverlay(options: Omit<OverlayOptions, 'element'>): {
  overlay: Overlay;
  element: HTMLElement;
} {
  const [overlay] = useState(() => {
    const element = document.createElement('div');
    return { overlay: new Overlay({ ...options, element }), element };
  });
  return overlay;
}

/** The id of the marker under a pixel (the base layer holds no markers), or null. */
function featureIdAt(map: OlMap, pixel: Pixel): string | null {
  const feature = map.forEachFeatureAtPixel(pixel, (hit) => hit, {
    hitTolerance: 6,
    layerFilter: (layer) => !layer.get('base'),
  });
  return feature ? String(feature.getId()) : null;
}

/**
 * The pointer on the map's markers: `onClick` gets the marker clicked (null: the map beside
 * them), `onHover` the marker under the pointer (null: none, or the pointer left the map). The
 * cursor is a pointer over a marker.
 */
export function useMarkerPointer(
  map: OlMap,
  {
    onClick,
    onHover,
  }: { onClick: (featureId: string | null) => void; onHover: (featureId: string | null) => void },
): void {
  const click = useEffectEvent(onClick);
  const hover = useEffectEvent(onHover);
  useEffect(() => {
    const keys = [
      map.on('singleclick', (event) => click(featureIdAt(map, event.pixel))),
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        const featureId = featureIdAt(map, event.pixel);
        const target = map.getTargetElement();
        if (target) target.style.cursor = featureId ? 'pointer' : '';
        hover(featureId);
      }),
    ];
    const viewport = map.getViewport();
    const onLeave = () => hover(null);
    viewport?.addEventListener('pointerleave', onLeave);
    return () => {
      unByKey(keys);
      viewport?.removeEventListener('pointerleave', onLeave);
    };
  }, [map]);
}
