/** Saved views: the grid toolbar's Views menu and the saved-view list the command palette searches. Other features and app/routes import from here only. */
export { useSavedViews } from './api/get-saved-views';
export { paletteView, useOpenSavedView } from './api/open-saved-view';
export { SavedViewsMenu } from './components/saved-views-menu';
export { viewLink } from './logic/view-link';
