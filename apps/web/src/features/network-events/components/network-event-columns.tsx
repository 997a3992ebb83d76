import { NETWORK_EVENT_SORTS, type NetworkEventRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';
import { NetworkEventMenu, type NetworkEventPopup } from './network-event-menu';

const SORTABLE = new Set<string>(NETWORK_EVENT_SORTS);

/** Columns of both network events grids: Actions, Impacted Group, Impact, Case ID, Start Time. */
export function networkEventColumns(onOpen: (popup: NetworkEventPopup, row: NetworkEventRow) => void): GridColumn<NetworkEventRow>[] {
  return (
    [
      {
        field: 'actions',
        header: 'Actions',
        kind: 'actions',
        width: 76,
        render: (row) => <NetworkEventMenu group={row.name} onOpen={(p) => onOpen(p, row)} />,
      },
      { field: 'name', header: 'Impacted Group', width: 280 },
      { field: 'impact', header: 'Impact', kind: 'number', width: 110 },
      { field: 'caseId', header: 'Case ID', width: 150 },
      { field: 'startTime', header: 'Start Time', kind: 'date', width: 180 },
    ] satisfies GridColumn<NetworkEventRow>[]
  ).map((c) => (c.kind === 'actions' ? c : { ...c, sortable: SORTABLE.has(c.field) }));
}
