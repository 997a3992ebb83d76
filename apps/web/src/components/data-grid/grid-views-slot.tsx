import { createContext, useContext, type ReactNode } from 'react';
// url-scope alone (not the index): the shell carries this slot, not the URL writers.
import { useUrlScope } from '../../lib/url-state/url-scope';

/**
 * What the app puts at the end of every address-backed grid's toolbar: the saved-views menu
 * (issue 21 item 3). components/ may not import a feature, so the app layer hands the component
 * down here (dependency inversion) instead of every screen placing it by hand.
 */
const GridViewsContext = createContext<ReactNode>(null);

/** Above the routes: `menu` (an element) is drawn in each grid's toolbar; null turns it off below. */
export function GridViewsProvider({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return <GridViewsContext.Provider value={menu}>{children}</GridViewsContext.Provider>;
}

/**
 * The provided menu, where the grid's view is in the address: a saved view is the screen's
 * address, so a grid in a popup or a card-driven list (a UrlScope that is off) has nothing to save.
 */
export function GridViewsSlot() {
  const menu = useContext(GridViewsContext);
  const { off } = useUrlScope();
  return off ? null : menu;
}
