import { RADAR_OPACITY } from '@nms/contract';
import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { MAP_SLOTS, mapIsLive } from '../../../components/map-view';

export const RADAR_SOURCE = 'weather-radar';
const RADAR_LAYER = 'weather-radar';
/** Radar imagery is coarse: tiles past this zoom are the parent tile scaled (fewer requests). */
const RADAR_MAX_TILE_ZOOM = 10;

/** The weather radar overlay (opacity 0.6) over the base map and outages, under the markers. Answers whether a tile has loaded. */
export function useRadarLayer(map: MapLibreMap | null, tileUrl: string | undefined, visible: boolean): boolean {
  const [loaded, setLoaded] = useState<{ map: MapLibreMap; url: string }>();
  useEffect(() => {
    if (!map || !tileUrl) return;
    map.addSource(RADAR_SOURCE, { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: RADAR_MAX_TILE_ZOOM });
    map.addLayer({ id: RADAR_LAYER, type: 'raster', source: RADAR_SOURCE, paint: { 'raster-opacity': RADAR_OPACITY } }, MAP_SLOTS.overlays);
    const onData = (e: MapSourceDataEvent) => {
      if (e.sourceId === RADAR_SOURCE && e.dataType === 'source' && e.tile) setLoaded({ map, url: tileUrl });
    };
    map.on('sourcedata', onData);
    return () => {
      map.off('sourcedata', onData);
      if (!mapIsLive(map)) return;
      if (map.getLayer(RADAR_LAYER)) map.removeLayer(RADAR_LAYER);
      if (map.getSource(RADAR_SOURCE)) map.removeSource(RADAR_SOURCE);
    };
  }, [map, tileUrl]);

  useEffect(() => {
    if (map?.getLayer(RADAR_LAYER)) map.setLayoutProperty(RADAR_LAYER, 'visibility', visible ? 'visible' : 'none');
  }, [map, visible, tileUrl]);

  return !!loaded && loaded.map === map && loaded.url === tileUrl;
}
