import { CPE_CHANGE_SORTS, type CpeChangeRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';

const SORTABLE = new Set<string>(CPE_CHANGE_SORTS);

/**
 * CPE source columns, named as spec 000 §2 lists them. The call answers at most 1000 rows and
 * takes no query: the grid sorts on the server (the sortable keys) and has no column filters.
 */
export const CPE_CHANGE_COLUMNS: GridColumn<CpeChangeRow>[] = (
  [
    { field: 'devname', header: 'devname', width: 170 },
    { field: '_time', header: '_time', kind: 'date', width: 170 },
    { field: 'cfgpath', header: 'cfgpath', width: 220 },
    { field: 'action', header: 'action', width: 110 },
    { field: 'user', header: 'user', width: 130 },
    { field: 'msg', header: 'msg', width: 320 },
    { field: 'ui', header: 'ui', width: 100 },
    { field: 'cfgattr', header: 'cfgattr', width: 260 },
  ] satisfies GridColumn<CpeChangeRow>[]
).map((c) => ({ ...c, filterable: false, sortable: SORTABLE.has(c.field) }));
