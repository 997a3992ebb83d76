import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { Popup } from 'maplibre-gl';
import { useEffect } from 'react';
import { SEVERITY_STYLES } from '../../../components/formatters/severity';
import { MAP_SLOTS, mapIsLive } from '../../../components/map-view';
import { EMPTY_MARKERS, type MarkerCollection, type MarkerProps } from '../logic/markers-geojson';
import { markerPopup } from '../logic/popup-content';

export const MARKER_SOURCE = 'geo-markers';
export const MARKER_LAYER = 'geo-markers';

const stateColor = ['match', ['get', 'state'], ...[1, 2, 3, 4, 5].flatMap((s) => [s, SEVERITY_STYLES[s as 1].hex]), '#868e96'];

/** Markers: a circle per cell, sized by its device count, coloured by its worst state; a click shows its counts. */
export function useMarkerLayer(map: MapLibreMap | null, markers: MarkerCollection | undefined, visible: boolean) {
  useEffect(() => {
    if (!map) return;
    map.addSource(MARKER_SOURCE, { type: 'geojson', data: EMPTY_MARKERS });
    map.addLayer(
      {
        id: MARKER_LAYER,
        type: 'circle',
        source: MARKER_SOURCE,
        paint: {
          // Area grows with the count: 1 device a dot, thousands a disc about 60 px wide.
          'circle-radius': ['interpolate', ['linear'], ['sqrt', ['get', 'doc_count']], 1, 5, 10, 14, 100, 30],
          'circle-color': stateColor as never,
          'circle-opacity': 0.8,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
      MAP_SLOTS.points,
    );
    const popup = new Popup({ closeButton: true, maxWidth: '260px' });
    const onClick = (e: MapLayerMouseEvent) => {
      const f = e.features?.[0];
      if (!f) return;
      popup
        .setLngLat((f.geometry as GeoJSON.Point).coordinates as [number, number])
        .setDOMContent(markerPopup(f.properties as MarkerProps))
        .addTo(map);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', MARKER_LAYER, onClick);
    map.on('mouseenter', MARKER_LAYER, pointer);
    map.on('mouseleave', MARKER_LAYER, plain);
    return () => {
      popup.remove();
      if (!mapIsLive(map)) return;
      map.off('click', MARKER_LAYER, onClick);
      map.off('mouseenter', MARKER_LAYER, pointer);
      map.off('mouseleave', MARKER_LAYER, plain);
      if (map.getLayer(MARKER_LAYER)) map.removeLayer(MARKER_LAYER);
      if (map.getSource(MARKER_SOURCE)) map.removeSource(MARKER_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(MARKER_SOURCE) as GeoJSONSource | undefined)?.setData(markers ?? EMPTY_MARKERS);
  }, [map, markers]);

  useEffect(() => {
    if (map?.getLayer(MARKER_LAYER)) map.setLayoutProperty(MARKER_LAYER, 'visibility', visible ? 'visible' : 'none');
  }, [map, visible]);
}
