import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { Popup } from 'maplibre-gl';
import { useEffect } from 'react';
import { SEVERITY_STYLES } from '../../../components/formatters/severity';
import { MAP_SLOTS, mapIsLive } from '../../../components/map-view';
import { EMPTY_MARKERS, type MarkerCollection, type MarkerProps } from '../logic/markers-geojson';
import { markerPopup } from '../logic/popup-content';

export const MARKER_SOURCE = 'geo-markers';
export const MARKER_LAYER = 'geo-markers';
/** The device count drawn on each cluster (cells of more than one device). */
export const MARKER_COUNT_LAYER = 'geo-marker-counts';
const COUNT_IMAGE = 'cell-count-';

// Coloured by `shade` (share of the cell impacted, as the sunburst), not by its worst device.
const stateColor = ['match', ['get', 'shade'], ...[1, 2, 3, 4, 5].flatMap((s) => [s, SEVERITY_STYLES[s as 1].hex]), '#868e96'];

/**
 * The base style has no glyphs (nothing external is fetched), so a count is drawn as an image,
 * made the first time the map asks for it.
 */
function countImage(text: string): { width: number; height: number; data: Uint8ClampedArray } | undefined {
  const ratio = window.devicePixelRatio || 1;
  const font = `600 ${11 * ratio}px system-ui, sans-serif`;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return undefined;
  ctx.font = font;
  const width = Math.ceil(ctx.measureText(text).width + 4 * ratio);
  const height = Math.ceil(14 * ratio);
  ctx.canvas.width = width;
  ctx.canvas.height = height;
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // A dark outline keeps the white figure readable on every state colour.
  ctx.lineWidth = 3 * ratio;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.strokeText(text, width / 2, height / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, width / 2, height / 2);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/**
 * Markers: a circle per cell, sized by its device count, coloured by the share of it impacted,
 * a cluster with its count on it; a click shows its counts.
 */
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
    map.addLayer(
      {
        id: MARKER_COUNT_LAYER,
        type: 'symbol',
        source: MARKER_SOURCE,
        filter: ['>', ['get', 'doc_count'], 1],
        layout: {
          'icon-image': ['concat', COUNT_IMAGE, ['get', 'label']],
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
      MAP_SLOTS.points,
    );
    // The resolver, not the 'styleimagemissing' event: an image added from the event only serves
    // later layouts, so a tile laid out first would keep its clusters without counts.
    map.setMissingStyleImageResolver((id) => {
      if (!id.startsWith(COUNT_IMAGE) || map.hasImage(id)) return;
      const image = countImage(id.slice(COUNT_IMAGE.length));
      if (image) map.addImage(id, image, { pixelRatio: window.devicePixelRatio || 1 });
    });
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
      map.setMissingStyleImageResolver(null);
      if (map.getLayer(MARKER_COUNT_LAYER)) map.removeLayer(MARKER_COUNT_LAYER);
      if (map.getLayer(MARKER_LAYER)) map.removeLayer(MARKER_LAYER);
      if (map.getSource(MARKER_SOURCE)) map.removeSource(MARKER_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(MARKER_SOURCE) as GeoJSONSource | undefined)?.setData(markers ?? EMPTY_MARKERS);
  }, [map, markers]);

  useEffect(() => {
    if (!map?.getLayer(MARKER_LAYER)) return;
    for (const id of [MARKER_LAYER, MARKER_COUNT_LAYER]) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }, [map, visible]);
}
