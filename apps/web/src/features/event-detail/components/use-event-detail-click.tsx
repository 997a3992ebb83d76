import type { AlertRow, PageAnswer, PageRequest } from '@nms/contract';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { EventDetailsPopup } from './event-details-popup';
// The grid wrapper's 'nms-event-detail-click' class (pointer on device cells) comes with the hook.
import './event-detail.css';

/** The column whose cells open the event's details. */
export const DEVICE_COLUMN = 'elementName';

type Fetch = (request: PageRequest, signal?: AbortSignal) => Promise<PageAnswer<AlertRow>>;

/**
 * A click in a grid's Device cell opens 'Event Details of {name}' (spec 000 "Events grid");
 * clicks elsewhere do nothing. The grid gives no cell events, so the loaded rows are kept by id
 * and the click finds its row through the DOM.
 */
export function useEventDetailClick(fetchPage: Fetch) {
  const [open, setOpen] = useState<AlertRow>();
  const loaded = useRef(new Map<string, AlertRow>());

  const fetchAndKeep = useCallback(
    async (request: PageRequest, signal?: AbortSignal) => {
      const answer = await fetchPage(request, signal);
      for (const row of answer.data) loaded.current.set(row.name, row);
      return answer;
    },
    [fetchPage],
  );

  const onClick = useCallback((e: MouseEvent<HTMLElement>) => {
    const cell = (e.target as HTMLElement).closest(`.ag-cell[col-id="${DEVICE_COLUMN}"]`);
    const id = cell?.closest('.ag-row')?.getAttribute('row-id');
    const row = id ? loaded.current.get(id) : undefined;
    if (row) setOpen(row);
  }, []);

  const popup = open ? <EventDetailsPopup event={open} onClose={() => setOpen(undefined)} /> : null;
  return { fetchPage: fetchAndKeep, onClick, popup };
}
