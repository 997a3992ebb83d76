import type { SavedView } from '@nms/contract';

/** Where a saved view opens: its screen with the URL search string that holds its grid state. */
export const viewLink = (view: Pick<SavedView, 'path' | 'search'>): string => `${view.path}${view.search}`;

/** The views of one screen: the caller's own first, then the shared ones, each by name. */
export function menuViews(views: readonly SavedView[]): SavedView[] {
  return [...views].sort((a, b) => Number(b.own) - Number(a.own) || a.name.localeCompare(b.name));
}
