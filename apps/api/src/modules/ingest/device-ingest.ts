import { DEVICE_INGEST_FIELDS, DEVICE_INGEST_READ_ONLY, fieldByName, type IngestAnswer, type IngestError } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FleetService, type DeviceInventoryRow, devicesWithSnmp } from '../fleet';
import type { IngestBody } from './ingest-body';
import { firstOfEachKey, runIngest, type IngestCall } from './ingest-run';
import { checkTypes, typesOf } from './row-types';
import { checkRows, type CheckedRow, type RowRules } from './row-values';
import { rejectBadSnmp, snmpOf, snmpPortProblem } from './snmp-rows';

const RULES: RowRules = { noun: 'device', fields: DEVICE_INGEST_FIELDS, keys: ['name'], readOnly: DEVICE_INGEST_READ_ONLY };
const TYPES = typesOf(DEVICE_INGEST_FIELDS);
const BY_NAME = fieldByName(DEVICE_INGEST_FIELDS);

interface DeviceRow extends DeviceInventoryRow {
  line: number;
}

/** A checked row as the fleet writes it, or the value rule it breaks that the field types do not say. */
function toDevice(r: CheckedRow): DeviceRow | IngestError {
  const columns: Record<string, unknown> = {};
  for (const [name, v] of r.values) {
    if (name === 'name' || name === 'snmpCredential' || name === 'snmpPort') continue;
    if (name === 'memberOf' && Array.isArray(v) && v.some((k: string) => !k.includes(':'))) {
      return { line: r.line, field: name, message: 'memberOf items are group keys NETWORK_TYPE:name' };
    }
    columns[BY_NAME.get(name)!.column] = v;
  }
  const portProblem = snmpPortProblem(r.values);
  if (portProblem) return { line: r.line, field: 'snmpPort', message: portProblem };
  const snmp = snmpOf(r.values);
  return { line: r.line, name: r.values.get('name') as string, columns, ...(snmp !== undefined ? { snmp } : {}) };
}

/**
 * POST /ingest/devices: refuses a body of the wrong JSON types whole (400), rejects bad rows one
 * by one, upserts the rest and retires the `retire: true` rows, in one transaction (in slices of
 * `call.sliceRows` upserts when set: ingest-run.ts).
 */
export async function ingestDeviceRows(db: Kysely<DB>, body: IngestBody, call: IngestCall): Promise<IngestAnswer> {
  const answer = await writeDeviceRows(db, body, call);
  if (!call.dryRun && answer.created + answer.updated + answer.retired >= ANALYZE_AFTER) await new FleetService(db).analyzeInventory();
  return answer;
}

/** Changes past this many devices refresh the planner's statistics after the call commits. */
const ANALYZE_AFTER = 10_000;

async function writeDeviceRows(db: Kysely<DB>, body: IngestBody, call: IngestCall): Promise<IngestAnswer> {
  await checkTypes(body, TYPES, 'device');
  const checked = await checkRows(RULES, body.rows);
  const { good, errors } = firstOfEachKey(checked, (r) => r.values.get('name') as string, 'name');
  const upserts: DeviceRow[] = [];
  const retires: CheckedRow[] = [];
  for (const r of good) {
    if (r.retire) retires.push(r);
    else {
      const d = toDevice(r);
      if ('message' in d) errors.push(d);
      else upserts.push(d);
    }
  }
  // Slices of upserts; the retires go with the last one.
  const per = call.sliceRows ?? Math.max(1, upserts.length);
  const slices = Math.max(1, Math.ceil(upserts.length / per));
  return runIngest(
    db,
    { ...call, action: 'ingest.devices' },
    errors,
    async (fleet, tx, at, slice) => {
      const rows = upserts.slice(slice * per, (slice + 1) * per);
      const snmp = await rejectBadSnmp(
        tx,
        rows,
        async (portOnly) => {
          const has = await devicesWithSnmp(
            tx,
            portOnly.map((r) => r.name),
          );
          return (r) => has.has(r.name);
        },
        'device',
      );
      const written = await fleet.ingestDevices(snmp.good, at);
      const names = slice === slices - 1 ? retires.map((r) => r.values.get('name') as string) : [];
      const out = await fleet.retireDevices(names, { at, by: call.actor.name });
      const unknown = new Set(out.unknown);
      const notFound = retires
        .filter((r) => unknown.has(r.values.get('name') as string))
        .map((r) => ({ line: r.line, field: 'name', message: `no device named ${r.values.get('name') as string}` }));
      return {
        created: written.created,
        updated: written.updated,
        unchanged: written.unchanged + out.alreadyRetired.length,
        retired: out.retired.length,
        errors: [...snmp.errors, ...notFound],
        devices: [...written.changed, ...out.retired],
      };
    },
    slices,
  );
}

/** DELETE /ingest/devices: retires the named devices; a name of no device is rejected (line = its position). */
export function retireDeviceNames(db: Kysely<DB>, names: readonly string[], call: IngestCall): Promise<IngestAnswer> {
  const first = new Map<string, number>();
  const errors: IngestError[] = [];
  names.forEach((n, i) => {
    if (first.has(n)) errors.push({ line: i + 1, field: 'names', message: `${n} is already on line ${first.get(n)! + 1} of this call` });
    else first.set(n, i);
  });
  const unique = [...first.keys()];
  return runIngest(db, { ...call, action: 'ingest.devices.retire' }, errors, async (fleet, _tx, at) => {
    const out = await fleet.retireDevices(unique, { at, by: call.actor.name });
    return {
      created: 0,
      updated: 0,
      unchanged: out.alreadyRetired.length,
      retired: out.retired.length,
      errors: out.unknown.map((n) => ({ line: first.get(n)! + 1, field: 'names', message: `no device named ${n}` })),
      devices: out.retired,
    };
  });
}
