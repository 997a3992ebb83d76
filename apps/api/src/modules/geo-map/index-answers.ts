import { MAP_DISCOVERED_QUERY, type GeoMarkersAnswer, type GeoSummaryAnswer } from '@nms/contract';
import { type DeviceIndex, compileMatcher } from '../device-index';
import { boundsSummaryOf, cellsOfMatch, cellsOfView } from './index-geo';
import type { Bounds } from './repository';
import type { SnapshotCell } from './snapshot-cell';
import { snapshotMarkers } from './snapshot-markers';
import { VersionMemo } from './version-memo';

/**
 * Queries whose cells are kept at one version (the default view and the operators' filters): at
 * a million devices a query's cells are up to ~10⁵ tiles and states, a few MB each.
 */
const CELL_QUERIES = 16;
/** Marker answers kept at one version: each is up to MAP_MAX_MARKERS markers (~3 MB), so few. */
const MARKER_VIEWS = 16;
/** Summaries kept at one version: six numbers each. */
const SUMMARY_VIEWS = 512;

const boundsKey = (b: Bounds) => `${b.top},${b.bottom},${b.west},${b.east}`;

/**
 * The Geo Map's zoomed-out markers and bounds summaries from the device index, memoised by its
 * version: while the fleet is unchanged, every operator on a view shares one answer and a read
 * costs a catch-up with the change feed (read-your-writes as before) and a map lookup; the first
 * read after a change batch computes it once. Answers are those of indexSnapshotCells +
 * snapshotMarkers and indexBoundsSummary. Undefined when SQL must answer.
 */
export class IndexGeoAnswers {
  private readonly cells = new VersionMemo<SnapshotCell[] | undefined>(CELL_QUERIES);
  private readonly markerViews = new VersionMemo<GeoMarkersAnswer | undefined>(MARKER_VIEWS);
  private readonly summaryViews = new VersionMemo<GeoSummaryAnswer | undefined>(SUMMARY_VIEWS);

  constructor(private readonly index: DeviceIndex | undefined) {}

  /** Markers of a precision up to the snapshot's zoom, or undefined when SQL must answer. */
  async markers(query: string, bounds: Bounds, precision: number): Promise<GeoMarkersAnswer | undefined> {
    const index = this.index;
    if (!index) return undefined;
    // The default view's tiles are a count view; other queries pass over their matches.
    const view = query === MAP_DISCOVERED_QUERY ? await index.view('mapTiles') : undefined;
    const store = view ? undefined : await index.current();
    // From here to the return nothing awaits: the version read is the one the answer is computed at.
    const owner = view ?? store;
    if (!owner) return undefined;
    const version = index.version;
    const key = `${query}\n${precision}\n${boundsKey(bounds)}`;
    return this.markerViews.get(owner, version, key, () => {
      const cells = this.cells.get(owner, version, query, () => {
        if (view) return cellsOfView(view);
        const match = compileMatcher(store!, query);
        return match && cellsOfMatch(store!, match);
      });
      return cells && snapshotMarkers(cells, bounds, precision);
    });
  }

  /** The device summary of the bounds, or undefined when SQL must answer. */
  async summary(query: string, bounds: Bounds): Promise<GeoSummaryAnswer | undefined> {
    const index = this.index;
    const store = await index?.current();
    if (!index || !store) return undefined;
    // No await from here on: the answer is the store's at this version.
    return this.summaryViews.get(store, index.version, `${query}\n${boundsKey(bounds)}`, () => {
      const match = compileMatcher(store, query);
      const data = match && boundsSummaryOf(store, match, bounds);
      return data && { data, total: data.total };
    });
  }
}
