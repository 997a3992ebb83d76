import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  DateFilterModule,
  EventApiModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  TextEditorModule,
  TextFilterModule,
  TooltipModule,
  ValidationModule,
  colorSchemeVariable,
  themeQuartz,
} from 'ag-grid-community';

/*
 * AG Grid Community, registered module by module (AllCommunityModule alone is 1.1 MB) and only
 * in the chunk of the routes that show a grid. Registering per grid (AgGridReact's `modules`)
 * would not shrink any screen: ag-grid-community ships as one ESM file, which the bundler keeps
 * whole in one chunk with every export any grid uses — so every grid screen loads the union
 * (~280 kB gzip with React's wrapper; the core alone, one row model and nothing else, is ~185 kB).
 * The set below is what our grids use: filters (column-defs), tooltips, state (saved layouts),
 * the infinite row model (server grids) and the client-side one with its text editor (client
 * grids, the PAM suspend batch edit).
 */
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  RowSelectionModule,
  RowStyleModule,
  CellStyleModule,
  GridStateModule,
  ColumnApiModule,
  RowApiModule,
  RenderApiModule,
  EventApiModule,
  TooltipModule,
  ClientSideRowModelModule, // PAM suspend batch-edit grid
  TextEditorModule, // PAM suspend batch-edit grid
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/**
 * Quartz, following the app's light/dark scheme through `data-ag-theme-mode` on <body>. Sizes come
 * from CSS variables with the comfortable values as fallbacks: the compact density (grid-density.css)
 * overrides them on the grid's box, and AG Grid re-measures its rows when they change.
 */
export const gridTheme = themeQuartz.withPart(colorSchemeVariable).withParams({
  fontFamily: 'inherit',
  fontSize: 'var(--nms-grid-font-size, 13px)',
  headerFontSize: 'var(--nms-grid-font-size, 13px)',
  headerFontWeight: 600,
  spacing: 'var(--nms-grid-spacing, 6px)',
  rowHeight: 'var(--nms-grid-row-height, 36px)',
  headerHeight: 'var(--nms-grid-header-height, 40px)',
  wrapperBorderRadius: 6,
  accentColor: '#228be6',
});
