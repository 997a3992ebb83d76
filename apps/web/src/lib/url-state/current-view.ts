/**
 * The address of the view on screen: its path and the search string that holds its state (query,
 * filters, sort, page, columns, tab, device...). A saved view is this string; opening it again
 * (after sign-in, in another browser) shows the same view.
 */
export function currentViewUrl(location: { pathname: string; search: string } = window.location): string {
  return `${location.pathname}${location.search}`;
}

/** The view's address as a full link (the Copy link button). */
export function currentViewLink(location: { pathname: string; search: string } = window.location): string {
  return `${window.location.origin}${currentViewUrl(location)}`;
}
