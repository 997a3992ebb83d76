import type { PowerOutageFeature } from '@nms/contract';
import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { Popup } from 'maplibre-gl';
import { useEffect } from 'react';
import { MAP_SLOTS, mapIsLive } from '../../../components/map-view';
import { EMPTY_OUTAGES, type OutageCollection } from '../logic/outage-geojson';
import { outagePopup } from '../logic/popup-content';
import { MARKER_LAYER } from './use-marker-layer';

export const OUTAGE_SOURCE = 'power-outages';
export const OUTAGE_FILL = 'power-outage-fill';
const OUTAGE_LINE = 'power-outage-line';

/**
 * Power outages: each state or county filled with its COLOR under the base borders; hovering shows
 * its properties, a click pins them (a click on a marker belongs to the marker).
 */
export function useOutageLayer(map: MapLibreMap | null, outages: OutageCollection | undefined, visible: boolean) {
  useEffect(() => {
    if (!map) return;
    map.addSource(OUTAGE_SOURCE, { type: 'geojson', data: EMPTY_OUTAGES });
    map.addLayer(
      { id: OUTAGE_FILL, type: 'fill', source: OUTAGE_SOURCE, paint: { 'fill-color': ['get', 'COLOR'], 'fill-opacity': 0.6 } },
      MAP_SLOTS.areas,
    );
    map.addLayer(
      { id: OUTAGE_LINE, type: 'line', source: OUTAGE_SOURCE, paint: { 'line-color': '#495057', 'line-width': 0.4, 'line-opacity': 0.5 } },
      MAP_SLOTS.areas,
    );
    const hover = new Popup({ closeButton: false, closeOnClick: false, maxWidth: '280px', offset: 12 });
    const pinned = new Popup({ closeButton: true, maxWidth: '280px' });
    let hovered: string | undefined;
    const onMove = (e: MapLayerMouseEvent) => {
      const p = e.features?.[0]?.properties as PowerOutageFeature | undefined;
      if (!p) return;
      hover.setLngLat(e.lngLat);
      if (p.GEOID !== hovered) hover.setDOMContent(outagePopup(p));
      hovered = p.GEOID;
      if (!hover.isOpen()) hover.addTo(map);
    };
    const onLeave = () => {
      hovered = undefined;
      hover.remove();
    };
    const onClick = (e: MapLayerMouseEvent) => {
      const p = e.features?.[0]?.properties as PowerOutageFeature | undefined;
      const onMarker = map.getLayer(MARKER_LAYER) && map.queryRenderedFeatures(e.point, { layers: [MARKER_LAYER] }).length > 0;
      if (!p || onMarker) return;
      onLeave();
      pinned.setLngLat(e.lngLat).setDOMContent(outagePopup(p)).addTo(map);
    };
    map.on('mousemove', OUTAGE_FILL, onMove);
    map.on('mouseleave', OUTAGE_FILL, onLeave);
    map.on('click', OUTAGE_FILL, onClick);
    return () => {
      hover.remove();
      if (!mapIsLive(map)) return;
      pinned.remove();
      map.off('mousemove', OUTAGE_FILL, onMove);
      map.off('mouseleave', OUTAGE_FILL, onLeave);
      map.off('click', OUTAGE_FILL, onClick);
      for (const id of [OUTAGE_LINE, OUTAGE_FILL]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(OUTAGE_SOURCE)) map.removeSource(OUTAGE_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(OUTAGE_SOURCE) as GeoJSONSource | undefined)?.setData(visible && outages ? outages : EMPTY_OUTAGES);
  }, [map, outages, visible]);
}
