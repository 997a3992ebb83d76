import type { PingResult } from '@nms/contract';
import type { PingRequest } from '../../modules/actions/driver';
import type { ActionDevice } from '../../modules/actions/repository';
import { pingSummary } from '../../modules/actions/ping-output';
import { isSatelliteDevice, isUnreachable, rngFor, round2 } from '../../modules/actions/seeded';

/** Round-trip times of one ping run: satellite ~550-650 ms, terrestrial 10-60 ms; null when lost. */
export function simulatedPing(device: ActionDevice, { pingType, count }: PingRequest, now: number): PingResult {
  const rng = rngFor(device, pingType, now);
  const [low, span] = isSatelliteDevice(device) ? [550, 100] : [10, 50];
  const rtts = Array.from({ length: count }, () => (isUnreachable(device) ? null : round2(low + rng.next() * span)));
  return pingSummary(device.name, pingType, rtts);
}
