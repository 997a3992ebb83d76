import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchSavedViews } from './get-saved-views';
import { WRITE_EFFECTS, invalidateLocally } from '../../../lib/data-changes';

/** What a user who opens a view deleted meanwhile (by its owner, or an admin) is told. */
export const DELETED_VIEW_NOTICE = 'This saved view was deleted';

/** A saved view to open: its id, its screen, and its link (path and search). */
export interface ViewToOpen {
  id: number;
  path: string;
  to: string;
}

/**
 * Opens a saved view if it still exists. The menu's and the palette's lists (and the palette's
 * recent items) may be older than a delete: the screen's views are read again first, and a view
 * no longer among them is reported and dropped from the lists instead of opening as a bare link.
 */
export function useOpenSavedView(): (view: ViewToOpen) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (view) => {
    let exists = true;
    try {
      exists = (await fetchSavedViews(view.path)).some((v) => v.id === view.id);
    } catch {
      // No answer: open the link anyway; the screen says what fails.
    }
    if (exists) return void navigate(view.to);
    notifications.show({ color: 'orange', message: DELETED_VIEW_NOTICE });
    void invalidateLocally(queryClient, { kinds: WRITE_EFFECTS.savedViews });
  };
}

/** The view a palette item opens (key `view:<id>`, to `<path><search>`); undefined for other kinds. */
export function paletteView(item: { kind: string; key: string; to: string }): ViewToOpen | undefined {
  if (item.kind !== 'view') return undefined;
  const id = Number(item.key.slice('view:'.length));
  return Number.isInteger(id) ? { id, path: item.to.split('?')[0]!, to: item.to } : undefined;
}
