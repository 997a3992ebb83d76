import type { BulkAction, DeviceActionResult, PingCount, PingResult, PingType } from '@nms/contract';
import type { ActionDevice } from './repository';

/** The bulk actions a driver runs (pamSuspend is scheduled, not run: see the pam-suspend routes). */
export type RunnableBulkAction = Exclude<BulkAction, 'pamSuspend'>;

export interface PingRequest {
  pingType: PingType;
  count: PingCount;
}

/**
 * Reaches devices for the action routes. The routes check the rules and audit; a driver only
 * performs the action against a device already found in the database and reports how it went.
 */
export interface DeviceActionDriver {
  readonly name: string;
  ping(device: ActionDevice, request: PingRequest): Promise<PingResult>;
  run(action: RunnableBulkAction, device: ActionDevice): Promise<DeviceActionResult>;
}
