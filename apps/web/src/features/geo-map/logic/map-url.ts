import type { MapLayers } from '../components/layer-toggles';

/*
 * The Geo Map's view in the address (issue 21): `map=<lat>,<lng>,<zoom>` (the centre and zoom
 * the map shows) and `layers=markers,weather` when the layers differ from the defaults.
 */

export interface MapPosition {
  center: { lat: number; lng: number };
  zoom: number;
}

export function encodePosition(p: MapPosition): string {
  return `${p.center.lat.toFixed(4)},${p.center.lng.toFixed(4)},${p.zoom.toFixed(2)}`;
}

/** The position in `text`, or undefined for anything that is not three numbers in range. */
export function decodePosition(text: string | undefined): MapPosition | undefined {
  const parts = (text ?? '').split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [lat, lng, zoom] = parts as [number, number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < 0 || zoom > 24) return undefined;
  return { center: { lat, lng }, zoom };
}

const NAMES: (keyof MapLayers)[] = ['markers', 'weather', 'powerOutage'];

export const encodeLayers = (layers: MapLayers): string => NAMES.filter((n) => layers[n]).join(',');

/** The layers `text` names (unknown names ignored); undefined when the address has none. */
export function decodeLayers(text: string | undefined): MapLayers | undefined {
  if (text === undefined) return undefined;
  const on = new Set(text.split(','));
  return { markers: on.has('markers'), weather: on.has('weather'), powerOutage: on.has('powerOutage') };
}
