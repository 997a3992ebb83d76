/** OpenAPI summaries and descriptions of the ingest routes (docs/operations.md has the full guide). */

const BODY =
  'Body: a JSON array (Content-Type application/json) or NDJSON (application/x-ndjson: one object a line, blank lines skipped), ' +
  'at most 100,000 rows. A body that is not rows of the right JSON types (bad JSON, a bad NDJSON line, a row that is not an object, ' +
  'a string for a number field...) is a 400 naming line and field, and nothing is written. Rows of the right types with wrong values ' +
  '(missing key, unknown field, too long, duplicate key in the call...) are rejected one by one and listed in errors with their line ' +
  '(array position or NDJSON line) and field; the other rows are written. One transaction and one audit entry a call. ' +
  'An absent field keeps its stored value on update and is empty on create; null clears it. ?dryRun=true answers the same counts ' +
  'and writes nothing. A repeated call answers all unchanged.';

const DELETE = 'Unknown keys count as unchanged. One transaction and one audit entry a call.';

export const DOCS = {
  postDevices: {
    summary: 'Create or update devices by name (inventory import)',
    description:
      "Upserts devices by name with the contract's device fields (not state, rsUpdatedAt, elementName or the PAM fields: " +
      "they follow alerts and schedules), plus snmpCredential (a stored credential's name; '' or null removes the device's SNMP settings) " +
      'and snmpPort (1-65535, default 161). A new device starts Normal. memberOf keys (NETWORK_TYPE:name) set its groups. ' +
      '`retire: true` retires the device instead; a retired name sent again comes back. ' +
      BODY,
  },
  deleteDevices: {
    summary: 'Retire devices by name',
    description:
      'Takes the devices out of the fleet: active alerts are cleared into the archive, group membership goes, the row is kept ' +
      'aside; archived alerts, change log, audit and syslog keep the name. An already retired name counts as unchanged, a name of no ' +
      'device is rejected (line = its position in names). One transaction and one audit entry a call.',
  },
  postLocations: {
    summary: 'Create or update locations by customerLocationId',
    description:
      'Upserts the sites devices name in customerLocationId (address, city, stateUSA, zip, latitude, longitude, plsiteid); ' +
      '`retire: true` deletes one. ' +
      BODY,
  },
  deleteLocations: { summary: 'Delete locations', description: `Deletes the locations named in customerLocationIds. ${DELETE}` },
  postGroups: {
    summary: 'Create or update device groups by networkType and name',
    description:
      'Upserts groups (key NETWORK_TYPE:name, what devices carry in memberOf): lowLevelGroup (parent group or long name), ' +
      'deviceQuery (Lucene; default memberOf:"KEY"), thresholdPercent (0-100, default 20), snmpCredential and snmpPort for members ' +
      'without their own. A new group takes in the devices that already name it. `retire: true` deletes the group (its key leaves ' +
      "its devices' memberOf; its network events go with it). " +
      BODY,
  },
  deleteGroups: { summary: 'Delete device groups', description: `Deletes the groups named by networkType and name. ${DELETE}` },
  postMembers: {
    summary: 'Add or remove group members',
    description:
      'Rows {networkType, group, device} add the device to the group (its memberOf gains the key); `retire: true` removes it. ' +
      "?replace=true makes each group named in the call have exactly the call's members. An unknown group or device rejects the row. " +
      'created counts memberships added, retired those removed. ' +
      BODY,
  },
  deleteMembers: {
    summary: 'Remove group members',
    description: `Removes the memberships {networkType, group, device} listed in members. ${DELETE}`,
  },
} as const;
