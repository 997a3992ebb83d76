import type { SnmpTable } from 'net-snmp';
import { counterOf } from './snmp-rows';

/** hrProcessorTable: hrProcessorLoad (column 2), the average load of each processor over the last minute. */
export const HR_PROCESSOR_TABLE = '1.3.6.1.2.1.25.3.3';
export const HR_PROCESSOR_COLUMNS = [2];
/** hrStorageTable: type, descr, allocation units, size, used. */
export const HR_STORAGE_TABLE = '1.3.6.1.2.1.25.2.3';
export const HR_STORAGE_COLUMNS = [2, 3, 4, 5, 6];

const HR_STORAGE_RAM = '1.3.6.1.2.1.25.2.1.2';
const HR_STORAGE_FIXED_DISK = '1.3.6.1.2.1.25.2.1.4';

/**
 * UCD-SNMP-MIB's raw CPU counters (ssCpuRaw*, in ticks): net-snmp's own CPU figures, there from
 * the agent's first seconds, where hrProcessorLoad waits a minute for its first average.
 * ssCpuRawKernel is left out: on Linux it is part of ssCpuRawSystem.
 */
export const UCD_CPU_RAW = {
  user: '1.3.6.1.4.1.2021.11.50.0',
  nice: '1.3.6.1.4.1.2021.11.51.0',
  system: '1.3.6.1.4.1.2021.11.52.0',
  idle: '1.3.6.1.4.1.2021.11.53.0',
  wait: '1.3.6.1.4.1.2021.11.54.0',
  interrupt: '1.3.6.1.4.1.2021.11.56.0',
  softirq: '1.3.6.1.4.1.2021.11.61.0',
  steal: '1.3.6.1.4.1.2021.11.64.0',
} as const;
export const UCD_CPU_OIDS: string[] = Object.values(UCD_CPU_RAW);

export interface StorageUse {
  descr: string;
  /** Percent of the storage in use. */
  usedPercent: number;
}

export interface HostResources {
  /** Mean hrProcessorLoad over the processors (percent); null when the agent has none yet. */
  cpuPercent: number | null;
  /** UCD raw CPU ticks (busy = everything but idle and wait); null when the agent lacks them. */
  cpuTicks: { busy: number; total: number } | null;
  /** Physical memory (hrStorageRam) in use, percent. */
  memoryPercent: number | null;
  /** Fixed disks (hrStorageFixedDisk) in use, percent, by mount point. */
  disks: StorageUse[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const oidText = (v: unknown): string => (typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : '');
const percent = (used: number, size: number) => Math.round((used / size) * 10_000) / 100;

/** CPU, memory and disks from the HOST-RESOURCES-MIB walks and the UCD get (`ucd` in UCD_CPU_OIDS order, null where missing). */
export function decodeHostResources(processors: SnmpTable, storage: SnmpTable, ucd: ReadonlyArray<unknown>): HostResources {
  const loads = Object.values(processors)
    .map((r) => num(r[2]))
    .filter((n): n is number => n !== null);
  let memoryPercent: number | null = null;
  const disks: StorageUse[] = [];
  for (const r of Object.values(storage)) {
    const size = num(r[5]);
    const used = num(r[6]);
    if (size === null || used === null || size <= 0) continue;
    const type = oidText(r[2]);
    if (type === HR_STORAGE_RAM && memoryPercent === null) memoryPercent = percent(used, size);
    else if (type === HR_STORAGE_FIXED_DISK) disks.push({ descr: oidText(r[3]) || 'disk', usedPercent: percent(used, size) });
  }
  const ticks = ucd.map((v) => {
    const c = counterOf(v);
    return c === null ? null : Number(c);
  });
  const [user, nice, system, idle, wait, interrupt, softirq, steal] = ticks;
  const cpuTicks =
    idle === null || idle === undefined || user === null || system === null
      ? null
      : (() => {
          const busy = [user, nice, system, interrupt, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0);
          return { busy, total: busy + idle + (wait ?? 0) };
        })();
  return {
    cpuPercent: loads.length ? Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100 : null,
    cpuTicks,
    memoryPercent,
    disks: disks.sort((a, b) => a.descr.localeCompare(b.descr)),
  };
}
