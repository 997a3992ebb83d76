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
    const here = () => encodePosition({ center: map.getCenter(), zoom: map.getZoom() });
    const write = () => setPosition(here(), 'replace');
    // The map is handed over once its style has loaded: a zoom or pan before that ended unheard.
    if (here() !== encodePosition(start)) write();
    map.on('moveend', write);
    return () => {
      map.off('moveend', write);
    };
  }, [map, setPosition, start]);

  return { start, layers, setLayers };
}
