import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { apiBounds, type ApiBounds } from '../../../components/map-view';

export interface Viewport {
  zoom: number;
  bounds: ApiBounds;
}

/** After a pan or zoom ends, wait this long for the next one before loading (one load per gesture burst). */
export const MOVE_DEBOUNCE_MS = 300;

/** The map's view as the API takes it, updated on moveend (debounced). */
export function useMapViewport(map: MapLibreMap | null): Viewport | undefined {
  const [viewport, setViewport] = useState<{ map: MapLibreMap; view: Viewport }>();
  useEffect(() => {
    if (!map) return;
    let timer: number | undefined;
    const read = () => {
      const b = map.getBounds();
      const view = { zoom: map.getZoom(), bounds: apiBounds({ north: b.getNorth(), south: b.getSouth(), west: b.getWest(), east: b.getEast() }) };
      setViewport({ map, view });
    };
    const onMove = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(read, MOVE_DEBOUNCE_MS);
    };
    timer = window.setTimeout(read, 0);
    map.on('moveend', onMove);
    return () => {
      window.clearTimeout(timer);
      map.off('moveend', onMove);
    };
  }, [map]);
  // A view read from a map that has since gone is no view.
  return viewport && viewport.map === map ? viewport.view : undefined;
}
