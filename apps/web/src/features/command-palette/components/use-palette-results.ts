import { CMDB_ENTITIES } from '@nms/contract';
import { useMemo } from 'react';
import { useDeviceSearch } from '../../device-details';
import { useSavedViews } from '../../saved-views';
import { useCmdbLabels } from '../api/get-cmdb-labels';
import { useCustomerSearch } from '../api/search-customers';
import { SERVER_MIN_CHARS, cmdbItem, customerItem, deviceItem, screenItem, viewItem, type PaletteItem } from '../logic/palette-item';
import { matchScore, rankItems } from '../logic/rank';

export interface PaletteScreen {
  label: string;
  to: string;
}

/**
 * Everything the palette finds for the text: devices and customers from the server (from 3
 * characters), screens, saved views and CMDB records searched here; ranked with the recent items.
 */
export function usePaletteResults(text: string, screens: readonly PaletteScreen[], recent: readonly PaletteItem[], active: boolean) {
  const q = active ? text.trim() : '';
  const server = q.length >= SERVER_MIN_CHARS;
  const devices = useDeviceSearch(server ? q : '');
  const customers = useCustomerSearch(server ? q : '');
  const views = useSavedViews(undefined, active);
  const cmdb = useCmdbLabels(server);

  const items = useMemo(() => {
    const local: PaletteItem[] = [
      ...screens.map((s) => screenItem(s.label, s.to)),
      ...(views.data ?? []).map(viewItem),
      // CMDB rows are many: only those that match reach the ranking.
      ...(server
        ? cmdb
            .filter((r) => r.label && matchScore(r.label, q) !== undefined)
            .map((r) => cmdbItem(r.collection, CMDB_ENTITIES[r.collection].title, r.id, r.label))
        : []),
    ];
    const remote: PaletteItem[] = server
      ? [
          ...(devices.data ?? []).map((d) => deviceItem(d.name, d.productCategory)),
          ...(customers.data ?? []).map((c) => customerItem(c.customer, c.device_count)),
        ]
      : [];
    return rankItems([...remote, ...local], q, recent);
  }, [screens, views.data, cmdb, server, q, devices.data, customers.data, recent]);

  const loading = server && (devices.isFetching || customers.isFetching);
  return { items, loading };
}
