import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useUrlParam } from '../../../lib/url-state';
import { decodeLayers, decodePosition, encodeLayers, encodePosition, type MapPosition } from '../logic/map-url';
import { DEFAULT_LAYERS, type MapLayers } from './layer-toggles';

/**
 * The Geo Map's centre, zoom and layers in the address. Panning and zooming replace the entry (a
 * step a drag would flood the history); switching a layer is a step Back returns to.
 */
export function useMapUrlState(map: MapLibreMap | null, fallback: MapPosition) {
  const [positionParam, setPosition] = useUrlParam('map');
  const [layersParam, setLayersParam] = useUrlParam('layers');
  // The starting view only: the map itself keeps its position afterwards.
  const [start] = useState(() => decodePosition(positionParam) ?? fallback);
  const layers = decodeLayers(layersParam) ?? DEFAULT_LAYERS;
  const same = (a: MapLayers, b: MapLayers) => encodeLayers(a) === encodeLayers(b);
  const setLayers = (next: MapLayers) => setLayersParam(same(next, DEFAULT_LAYERS) ? undefined : encodeLayers(next));

  useEffect(() => {
    if (!map) return;
    const write = () => {
      const c = map.getCenter();
      setPosition(encodePosition({ center: { lat: c.lat, lng: c.lng }, zoom: map.getZoom() }), 'replace');
    };
    map.on('moveend', write);
    return () => {
      map.off('moveend', write);
    };
  }, [map, setPosition]);

  return { start, layers, setLayers };
}
