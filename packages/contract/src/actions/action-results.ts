import { Type, type Static, type TSchema } from 'typebox';
import { PingResult } from './action-schemas';
import type { ResultView } from './device-actions';
import { Nullable } from './action-result-parts';
import {
  ArpCacheResult,
  BackbonesResult,
  ClientSessionsResult,
  HardNicResult,
  InterfaceStatusResult,
  MessageResult,
  PingIpResult,
  TextResult,
} from './action-results-diagnostics';
import { AwmsResult, CradlepointResult, FortilanResult, HughesApeResult, SwitchResult, WattboxResult } from './action-results-premises';
import { EdgeHaResult, FortimanagerResult, MerakiResult, SatelliteResult, VelocloudResult } from './action-results-status';

/**
 * The `results` payload of every `call` action (GET /api/v1.0/action/device/{action}), one shape
 * per ResultView of the catalog. Vendor-shaped on purpose: field names follow the device APIs the
 * cards were built for. A device that does not answer still yields 200 with its view's failure
 * fields (`error`, state down, lost pings); only hardNic, which is a bare array, answers 504.
 */

export * from './action-results-diagnostics';
export * from './action-results-premises';
export * from './action-results-status';

/** The payload schema of each result view (json: any tree). */
export const ACTION_RESULT_SCHEMAS = {
  json: Type.Unknown(),
  text: TextResult,
  /** ping, mgmtPing: the existing PingResult (packet summary plus the '# Ping' / RTT table). */
  ping: PingResult,
  mgmtPing: PingResult,
  pingIp: PingIpResult,
  interfaceStatus: InterfaceStatusResult,
  arpCache: ArpCacheResult,
  clientSessions: ClientSessionsResult,
  satellite: SatelliteResult,
  velocloud: VelocloudResult,
  fortilan: FortilanResult,
  hughesApe: HughesApeResult,
  cradlepoint: CradlepointResult,
  awms: AwmsResult,
  wattbox: WattboxResult,
  fortimanager: FortimanagerResult,
  edgeHa: EdgeHaResult,
  meraki: MerakiResult,
  switch: SwitchResult,
  backbones: BackbonesResult,
  hardNic: HardNicResult,
  message: MessageResult,
} satisfies Record<ResultView, TSchema>;

/** Wattbox outlet config (GET /wattbox/device/all_outlets_config). */
export const WattboxOutletsAnswer = Type.Object({ outlets: Type.Array(Type.Object({ number: Type.Integer(), name: Type.String() })) });
export type WattboxOutletsAnswer = Static<typeof WattboxOutletsAnswer>;

/** Packet capture answers: the file to download next. */
export const PacketCaptureAnswer = Type.Object({ file_name: Type.String() });
export type PacketCaptureAnswer = Static<typeof PacketCaptureAnswer>;

/** Discover / rediscover answer: one row per device. */
export const DiscoveryResult = Type.Object({
  device_name: Type.String(),
  status: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
  message: Type.String(),
  discovered: Type.Boolean(),
  discoveredFirstAt: Nullable(Type.String()),
  discoveredLastAt: Nullable(Type.String()),
  discoveryDescription: Nullable(Type.String()),
});
export const DiscoveryAnswer = Type.Object({ action: Type.String(), results: Type.Array(DiscoveryResult) });
export type DiscoveryAnswer = Static<typeof DiscoveryAnswer>;
