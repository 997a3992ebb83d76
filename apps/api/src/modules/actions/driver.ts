import type { BulkAction, DeviceActionResult, PingCount, PingResult, PingType } from '@nms/contract';
import type { ActionDevice } from './repository';

/** The bulk actions a driver runs (pamSuspend is scheduled, not run: see the pam-suspend routes). */
export type RunnableBulkAction = Exclude<BulkAction, 'pamSuspend'>;

export interface PingRequest {
  pingType: PingType;
  count: PingCount;
}

/** The inputs of the catalog's `call` actions, already validated (see call-inputs.ts). */
export interface CallInput {
  /** pingIp: the address the device pings */
  ip?: string;
  /** clearDhcpLease: the LAN client whose lease is dropped */
  target_ip?: string;
  /** resetWattboxOutlet / resetHughesApeOutlet: one of the device's outlet numbers */
  outlet?: number;
  /** getPepBackbones: 0..7 */
  backbone?: number;
}

/** What a `call` action produced: the view's payload and whether it worked (for the audit log). */
export interface CallOutcome {
  results: unknown;
  ok: boolean;
  /** One line saying what happened, for the audit log. */
  summary: string;
}

/**
 * Reaches devices for the action routes. The routes check the rules and audit; a driver only
 * performs the action against a device already found in the database and reports how it went.
 */
export interface DeviceActionDriver {
  readonly name: string;
  ping(device: ActionDevice, request: PingRequest): Promise<PingResult>;
  run(action: RunnableBulkAction, device: ActionDevice): Promise<DeviceActionResult>;
  /** Any `call` action of the catalog except ping; throws HttpError for transport failures. */
  call(action: string, device: ActionDevice, input: CallInput): Promise<CallOutcome>;
  /** Whether a discovery run reaches the device; the error text when it does not. */
  discover(device: ActionDevice): Promise<{ ok: boolean; error: string | null }>;
}
