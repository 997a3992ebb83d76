/*
 * Heights of the overview's nested grids, worked out from their content. AG Grid gives each row a
 * fixed height; a detail row is given the height its nested grids need when it is created (and
 * re-created when that changes), so no row is ever measured after it is drawn.
 */
export const ROW_HEIGHT = 36;
/** Header row (40) and its bottom border. */
const HEADER = 41;
/** The grid's wrapper border, top and bottom. */
const BORDER = 2;
/** A panel title ('Datacenters at …'), fixed by the CSS. */
export const TITLE_HEIGHT = 28;
/** A detail row's padding, top 8 and bottom 12 (overview.module.css .detail). */
const PADDING = 20;

/** A grid's height for its rows; an empty grid keeps one row's room for its 'No Rows To Show'. */
export const gridHeight = (rowHeights: readonly number[]): number =>
  HEADER + BORDER + (rowHeights.length === 0 ? ROW_HEIGHT : rowHeights.reduce((s, h) => s + h, 0));

/** A titled grid of plain rows (services, inroutes). */
export const leafPanelHeight = (rows: number): number => TITLE_HEIGHT + gridHeight(Array<number>(rows).fill(ROW_HEIGHT));

/** Under a datacenter: services and inroutes side by side, as tall as the longer. */
export const datacenterDetailHeight = (services: number, inroutes: number): number =>
  PADDING + Math.max(leafPanelHeight(services), leafPanelHeight(inroutes));

/** Under a location: the title and the datacenters grid with its open datacenters. */
export const locationDetailHeight = (datacenterRows: readonly number[]): number => PADDING + TITLE_HEIGHT + gridHeight(datacenterRows);
