/**
 * The nine CMDB collections of 002 §2.5 and §3: one table each, edited through `svn/svi_hughes_*`.
 * Both sides read these tables: the server validates and stores by them, the web draws its grids
 * and forms from them, so a field exists in the form exactly when the API accepts it.
 */
export const CMDB_COLLECTIONS = [
  'svi_hughes_locations',
  'svi_hughes_datacenters',
  'svi_hughes_circuits',
  'svi_hughes_satellites',
  'svi_hughes_inroutes',
  'svi_hughes_outroutes',
  'svi_hughes_service_instances',
  'svi_hughes_toplevel_services',
  'svi_hughes_ems',
] as const;
export type CmdbCollection = (typeof CMDB_COLLECTIONS)[number];

/**
 * text: one line; longText: a multi-line editor; number: float; bool; date: YYYY-MM-DD;
 * names: a list of service instance names (the services multi-select); ref: the key of a row of `ref`.
 */
export type CmdbFieldKind = 'text' | 'longText' | 'number' | 'bool' | 'date' | 'names' | 'ref';

export interface CmdbField {
  name: string;
  label: string;
  kind: CmdbFieldKind;
  required?: boolean;
  /** For kind 'ref': the collection whose key this field holds (drawn as a lookup by name). */
  ref?: CmdbCollection;
  /** For kind 'number': the closed range a value must fall in (degrees of latitude, longitude). */
  range?: readonly [number, number];
}

export interface CmdbEntity {
  collection: CmdbCollection;
  /** The tab's label (002 §2.5). */
  title: string;
  /** Singular noun for messages: 'location', 'datacenter'... */
  noun: string;
  key: string;
  exportName: string;
  searchPlaceholder: string;
  /** Names sort ascending; inroutes and outroutes compare letters first, then the number. */
  nameSort: 'text' | 'route';
  fields: readonly CmdbField[];
}

const f = (name: string, label: string, kind: CmdbFieldKind = 'text', extra: Partial<CmdbField> = {}): CmdbField => ({ name, label, kind, ...extra });
const req = (name: string, label: string, kind: CmdbFieldKind = 'text', extra: Partial<CmdbField> = {}) =>
  f(name, label, kind, { ...extra, required: true });

export const LOCATION_FIELDS: readonly CmdbField[] = [
  req('name', 'Name'),
  f('street', 'Street'),
  f('suit', 'Suit'),
  f('city', 'City'),
  f('state', 'State'),
  f('zip', 'Zip'),
  f('country', 'Country'),
  f('longitude', 'Longitude', 'number', { range: [-180, 180] }),
  f('latitude', 'Latitude', 'number', { range: [-90, 90] }),
  f('primary_poc', 'Primary POC'),
  f('secondary_poc', 'Secondary POC'),
  f('primary_phone', 'Primary Phone'),
  f('secondary_phone', 'Secondary Phone'),
  f('owner_company', 'Owner Company'),
  f('contact_info', 'Contact Info', 'longText'),
  f('t19v_acronym', 'T19V Acronym'),
  f('supporting_company', 'Supporting Company'),
  f('local_facility_contact', 'Local Facility Contact'),
  f('other_shared_services_platforms', 'Other Shared Services Platforms', 'longText'),
  f('support_differences', 'Support Differences', 'longText'),
  f('is_osa_established', 'Is OSA Established', 'bool'),
  f('date_of_production', 'Date Of Production', 'date'),
  f('launch_ticket_no', 'Launch Ticket No'),
  f('noc_contact', 'NOC Contact'),
  f('management_escalation', 'Management Escalation', 'longText'),
  f('is_facility_manned', 'Is Facility Manned'),
  f('hours_of_availability', 'Hours Of Availability'),
  f('access_instructions', 'Access Instructions', 'longText'),
  f('escalation_notes', 'Escalation Notes', 'longText'),
  f('ticket_creation_method', 'Ticket Creation Method'),
  f('login_info', 'Login Info', 'longText'),
  f('backhaul_info', 'Backhaul Info', 'longText'),
  f('shipment_instructions', 'Shipment Instructions', 'longText'),
  f('tog_physical_location', 'TOG Physical Location'),
  f('notes', 'Notes', 'longText'),
];

const entity = (e: CmdbEntity) => e;

export const CMDB_ENTITIES: Readonly<Record<CmdbCollection, CmdbEntity>> = {
  svi_hughes_locations: entity({
    collection: 'svi_hughes_locations',
    title: 'LOCATIONS',
    noun: 'location',
    key: 'location_id',
    exportName: 'svi_hughes_locations',
    searchPlaceholder: 'Search for hughes locations',
    nameSort: 'text',
    fields: LOCATION_FIELDS,
  }),
  svi_hughes_datacenters: entity({
    collection: 'svi_hughes_datacenters',
    title: 'Data Centers',
    noun: 'datacenter',
    key: 'datacenter_id',
    exportName: 'hughes_datacenters',
    searchPlaceholder: 'Search for hughes datacenters',
    nameSort: 'text',
    fields: [
      req('name', 'Name'),
      req('services', 'Services', 'names'),
      req('location_id', 'Location', 'ref', { ref: 'svi_hughes_locations' }),
      f('notes', 'Notes', 'longText'),
    ],
  }),
  svi_hughes_circuits: entity({
    collection: 'svi_hughes_circuits',
    title: 'Circuits',
    noun: 'circuit',
    key: 'circuit_id',
    exportName: 'hughes_circuits',
    searchPlaceholder: 'Search for hughes circuits',
    nameSort: 'text',
    fields: [
      req('a_circuit_id', 'A Circuit ID'),
      f('z_circuit_id', 'Z Circuit ID'),
      f('a_lec_id', 'A LEC ID'),
      f('z_lec_id', 'Z LEC ID'),
      f('a_router', 'A Router'),
      f('z_router', 'Z Router'),
      f('a_port', 'A Port'),
      f('z_port', 'Z Port'),
      f('services', 'Services'),
      f('speed', 'Speed'),
      f('carrier', 'Carrier'),
      f('status', 'Status'),
      f('notes', 'Notes', 'longText'),
    ],
  }),
  svi_hughes_satellites: entity({
    collection: 'svi_hughes_satellites',
    title: 'Satellites',
    noun: 'satellite',
    key: 'satellite_id',
    exportName: 'hughes_satellites',
    searchPlaceholder: 'Search for hughes satellites',
    nameSort: 'text',
    fields: [
      req('name', 'Name'),
      f('external_name', 'External Name'),
      f('services', 'Services'),
      f('owner', 'Owner'),
      f('orbital_position', 'Orbital Position', 'number'),
    ],
  }),
  svi_hughes_inroutes: entity({
    collection: 'svi_hughes_inroutes',
    title: 'Inroutes',
    noun: 'inroute',
    key: 'inroute_id',
    exportName: 'hughes_inroutes',
    searchPlaceholder: 'Search for hughes inroutes',
    nameSort: 'route',
    fields: [
      req('name', 'Name'),
      req('satellite_id', 'Satellite', 'ref', { ref: 'svi_hughes_satellites' }),
      req('datacenter_id', 'Datacenter', 'ref', { ref: 'svi_hughes_datacenters' }),
    ],
  }),
  svi_hughes_outroutes: entity({
    collection: 'svi_hughes_outroutes',
    title: 'Outroutes',
    noun: 'outroute',
    key: 'outroute_id',
    exportName: 'hughes_outroutes',
    searchPlaceholder: 'Search for hughes outroutes',
    nameSort: 'route',
    fields: [req('name', 'Name'), req('frequency', 'Frequency', 'number'), req('inroute_id', 'Inroute', 'ref', { ref: 'svi_hughes_inroutes' })],
  }),
  svi_hughes_service_instances: entity({
    collection: 'svi_hughes_service_instances',
    title: 'Service Instances',
    noun: 'service instance',
    key: 'service_instance_id',
    exportName: 'hughes_service_instances',
    searchPlaceholder: 'Search for hughes service intances',
    nameSort: 'text',
    fields: [
      req('name', 'Name'),
      f('type', 'Type'),
      req('ems_id', 'Technology/EMS', 'ref', { ref: 'svi_hughes_ems' }),
      req('toplevel_service_id', 'Toplevel Service', 'ref', { ref: 'svi_hughes_toplevel_services' }),
      f('notes', 'Notes', 'longText'),
    ],
  }),
  svi_hughes_toplevel_services: entity({
    collection: 'svi_hughes_toplevel_services',
    title: 'Top Level Services',
    noun: 'top level service',
    key: 'toplevel_service_id',
    exportName: 'hughes_toplevel_services',
    searchPlaceholder: 'Search for hughes toplevel services',
    nameSort: 'text',
    fields: [req('name', 'Service Name'), req('type', 'Type'), f('notes', 'Notes', 'longText')],
  }),
  svi_hughes_ems: entity({
    collection: 'svi_hughes_ems',
    title: 'EMS',
    noun: 'EMS',
    key: 'ems_id',
    exportName: 'hughes_ems',
    searchPlaceholder: 'Search for hughes ems',
    nameSort: 'text',
    fields: [req('name', 'Name'), req('host_name', 'Host Name'), f('notes', 'Notes', 'longText')],
  }),
};

/** The CMDB Admin tabs in the spec's order; Overview is the read-only locations hierarchy. */
export const CMDB_TABS = ['Overview', ...CMDB_COLLECTIONS.map((c) => CMDB_ENTITIES[c].title)] as const;
export const CMDB_OVERVIEW_EXPORT = 'svi_overview';
export const CMDB_OVERVIEW_SEARCH = 'Search for hughes locations';
/** The overview counts the devices that reported in the last 10 minutes (002 §9). */
export const CMDB_OVERVIEW_WINDOW_SECONDS = 600;
/** Status bar labels show only for shares above this percent (002 §9). */
export const CMDB_STATUS_LABEL_THRESHOLD = 20;
export const CMDB_STATUS_LABELS = ['Critical', 'Major', 'Minor', 'Unknown', 'Normal'] as const;
/** GET defaults (002 §9): limit 100, offset 0, sort dttm descending. */
export const CMDB_DEFAULT_LIMIT = 100;
export const CMDB_MAX_LIMIT = 10_000;
export const CMDB_DEFAULT_SORT = 'dttm';
