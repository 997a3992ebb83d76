export { snmpRoutes } from './routes';
export {
  type HostResources,
  snmpGet,
  type SnmpInterface,
  type SnmpOptions,
  snmpTableColumns,
  walkArp,
  walkInterfaces,
  walkPollTables,
} from './snmp-client';
export { resolveSnmpTarget, resolveSnmpTargets, type SnmpTarget } from './snmp-target';
