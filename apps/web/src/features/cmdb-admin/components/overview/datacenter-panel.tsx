import { useCallback, useMemo } from 'react';
import type { GridColumn } from '../../../../components/data-grid/types';
import type {
  HierarchyDatacenterRow as HierarchyDatacenter,
  HierarchyInrouteRow as InrouteRow,
  HierarchyLocationRow,
  HierarchyServiceRow as ServiceRow,
} from '../../api/get-locations-hierarchy';
import { nodeColumns } from './overview-columns';
import { datacenterDetailHeight, locationDetailHeight, ROW_HEIGHT } from './overview-heights';
import classes from './overview.module.css';
import { TitledGrid } from './titled-grid';

export const datacenterKey = (d: HierarchyDatacenter) => `dc:${d.datacenter_id}`;
const serviceKey = (s: ServiceRow) => `si:${s.service_instance_id}`;
const inrouteKey = (r: InrouteRow) => `ir:${r.inroute_id}`;

const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));
const notes = <T extends { notes?: unknown }>(): GridColumn<T> => ({ field: 'notes', header: 'Notes', width: 220, format: text });

/** Datacenters: name, active, status bar, services, notes (002 §2.5). */
const DATACENTER_COLUMNS: GridColumn<HierarchyDatacenter>[] = [
  ...nodeColumns<HierarchyDatacenter>(),
  { field: 'services', header: 'Services', width: 220, format: text },
  notes<HierarchyDatacenter>(),
];
/** Services and inroutes: name, active, status, notes. */
const SERVICE_COLUMNS: GridColumn<ServiceRow>[] = [...nodeColumns<ServiceRow>(), notes<ServiceRow>()];
const INROUTE_COLUMNS: GridColumn<InrouteRow>[] = [...nodeColumns<InrouteRow>(), notes<InrouteRow>()];

/** Under a datacenter: its service instances and its inroutes, side by side when there is room. */
export function DatacenterDetail({ datacenter }: { datacenter: HierarchyDatacenter }) {
  return (
    <div className={classes.pair}>
      <TitledGrid<ServiceRow>
        title={`Services at ${datacenter.name}`}
        testId="services-panel"
        rows={datacenter.service_instances}
        columns={SERVICE_COLUMNS}
        rowId={serviceKey}
      />
      <TitledGrid<InrouteRow>
        title={`Inroutes at ${datacenter.name}`}
        testId="inroutes-panel"
        rows={datacenter.inroutes}
        columns={INROUTE_COLUMNS}
        rowId={inrouteKey}
      />
    </div>
  );
}

const dcDetailHeight = (d: HierarchyDatacenter) => datacenterDetailHeight(d.service_instances.length, d.inroutes.length);

/** How tall a location's detail row is with these datacenters open. */
export const locationPanelHeight = (location: HierarchyLocationRow, expanded: ReadonlySet<string>): number =>
  locationDetailHeight(location.data_centers.flatMap((d) => (expanded.has(datacenterKey(d)) ? [ROW_HEIGHT, dcDetailHeight(d)] : [ROW_HEIGHT])));

export interface DatacenterPanelProps {
  location: HierarchyLocationRow;
  /** Open datacenters, kept by the overview so they stay open when AG Grid redraws this row. */
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** Under a location: 'Datacenters at {location}', each datacenter opening to its services and inroutes. */
export function DatacenterPanel({ location, expanded, onToggle }: DatacenterPanelProps) {
  const detail = useCallback((d: HierarchyDatacenter) => <DatacenterDetail datacenter={d} />, []);
  const expand = useMemo(() => ({ expanded, onToggle, detail, detailHeight: dcDetailHeight }), [expanded, onToggle, detail]);
  return (
    <TitledGrid<HierarchyDatacenter>
      title={`Datacenters at ${location.name}`}
      testId="datacenters-panel"
      rows={location.data_centers}
      columns={DATACENTER_COLUMNS}
      rowId={datacenterKey}
      expand={expand}
    />
  );
}
