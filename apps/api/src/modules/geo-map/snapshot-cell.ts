/** Zoom of the snapshot's tiles (about 10 km); it serves marker precisions up to 9. */
export const SNAPSHOT_ZOOM = 12;

/** Devices of one state in one snapshot tile, with the tile's centre. */
export interface SnapshotCell {
  x: number;
  y: number;
  state: number | null;
  n: number;
  latSum: number;
  lngSum: number;
  centreLat: number;
  centreLng: number;
}

export const tileCentre = (x: number, y: number) => {
  const size = 2 ** SNAPSHOT_ZOOM;
  const lng = ((x + 0.5) / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / size))) * 180) / Math.PI;
  return { lat, lng };
};
