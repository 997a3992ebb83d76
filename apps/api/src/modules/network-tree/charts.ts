import { DEVICE_DEFAULT_FIELDS, DEVICE_FIELDS, type NetworkChartType, type SunburstNode } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { indexSummary, type DeviceIndex } from '../device-index';
import { indexSlice } from './index-slices';
import { anyOf, memberOfTypeQuery, termQuery } from './group-query';
import { countDevices, selectGroups, selectSlice, type GroupRow, type SliceField } from './repository';
import { countedNode, groupNode, groupsOf, partitionRoot, singleGroup, sliceNodes } from './tree';

/*
 * The sunburst of each network type / service (decided mapping, see the report in
 * docs/decisions/web-screens.md): groups where the NOC watches groups, ad-hoc slices where it does not.
 */

const INSTALLED = 'NOT provisionStatus:PEND';
const virtualKey = (type: string) => `VIRTUAL:${type}`;

type Loader = (db: Kysely<DB>, groups: readonly GroupRow[], index?: DeviceIndex) => Promise<SunburstNode>;

/** A slice from the device index's count view when it runs, else one GROUP BY. */
const slice = async (db: Kysely<DB>, field: SliceField, query: (value: string) => string, index?: DeviceIndex) =>
  sliceNodes(field, (await indexSlice(index, field)) ?? (await selectSlice(db, field)), query);

/** A value's own term; the empty value (no category) is `field:''`. */
const valueQuery = (field: string) => (value: string) => (value ? termQuery(field, value) : `${field}:''`);

const byGroups = (type: string, networkType: string, childType?: string) => (groups: readonly GroupRow[]) =>
  partitionRoot(virtualKey(type), type, memberOfTypeQuery(networkType), groupsOf(groups, networkType, childType));

/** A one-group root (All Devices, All Satellites), or a virtual one when the group is not loaded yet. */
function rootGroup(groups: readonly GroupRow[], networkType: string, type: string, query: string, children: SunburstNode[]): SunburstNode {
  const g = singleGroup(groups, networkType);
  return g ? groupNode(g, children) : partitionRoot(virtualKey(type), type, query, children);
}

const datacenters = byGroups('All Datacenters', 'DATACENTER', 'GATEWAY');
const customers = byGroups('All Customers', 'CUSTOMER');
const geoProviders = byGroups('All Geo Providers', 'NAP_SOURCE');
const satellites = (groups: readonly GroupRow[]) =>
  rootGroup(groups, 'ALL_SATELLITES', 'All Satellites', 'className:HNS_SatModem AND NOT provisionStatus:PEND', groupsOf(groups, 'SATELLITE', 'BEAM'));

const LOADERS: Record<NetworkChartType, Loader> = {
  'All Devices': async (db, groups, index) => {
    const categories = await slice(db, 'productCategory', (v) => `${valueQuery('productCategory')(v)} AND ${INSTALLED}`, index);
    return rootGroup(groups, 'ALL_DEVICES', 'All Devices', INSTALLED, categories);
  },
  'All Datacenters': async (_db, groups) => datacenters(groups),
  'All Customers': async (_db, groups) => customers(groups),
  'All Geo Providers': async (_db, groups) => geoProviders(groups),
  'All HRGWs': async (_db, groups) => byGroups('All HRGWs', 'GATEWAY')(groups),
  'All Satellites': async (_db, groups) => satellites(groups),
  'All Services': async (db, groups, index) => {
    // The slices overlap (a satellite terminal is also in a datacenter): the root counts the union.
    const children = [satellites(groups), datacenters(groups), geoProviders(groups), customers(groups)];
    const query = anyOf(children.map((c) => c.query));
    const where = compileLucene(query, { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });
    const counted = await indexSummary(index, query);
    const { total, impacted } = counted ? { total: counted.total, impacted: counted.critical + counted.major } : await countDevices(db, where);
    return countedNode(virtualKey('All Services'), 'All Services', total, impacted, query, children);
  },
  'All Circuits': async (db, _groups, index) =>
    partitionRoot(virtualKey('All Circuits'), 'All Circuits', 'dslType:*', await slice(db, 'dslType', valueQuery('dslType'), index)),
  'All Locations': async (db, _groups, index) =>
    partitionRoot(virtualKey('All Locations'), 'All Locations', 'stateUSA:*', await slice(db, 'stateUSA', valueQuery('stateUSA'), index)),
};

export async function networkChart(db: Kysely<DB>, type: NetworkChartType, index?: DeviceIndex): Promise<SunburstNode> {
  return LOADERS[type](db, await selectGroups(db), index);
}
